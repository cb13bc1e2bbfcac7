/* Viewer gestures: a wheel, a pinch or a double click zooms the photo (up to 8x) about the point under the pointer,
   a drag pans it once zoomed, and at its own size a sideways swipe moves to the next or previous photo. See viewer.js
   for `v`; `v.scale`, `v.tx` and `v.ty` are the zoom. */
function listenForGestures(v) {
  var stage = v.stage;
  stage.addEventListener("wheel", function (event) { wheelZoom(v, event); }, { passive: false });
  stage.addEventListener("dblclick", function (event) { zoomPhoto(v, v.scale > 1 ? 1 : 2.5, event.clientX, event.clientY); });
  stage.addEventListener("pointerdown", function (event) { gestureStart(v, event); });
  stage.addEventListener("pointermove", function (event) { gestureMove(v, event); });
  stage.addEventListener("pointerup", function (event) { gestureEnd(v, event); });
  stage.addEventListener("pointercancel", function (event) { gestureEnd(v, event); });
}

function resetPhotoZoom(v) { v.scale = 1; v.tx = 0; v.ty = 0; applyPhotoZoom(v); }

function applyPhotoZoom(v) {
  v.frame.style.transform = v.scale === 1 ? "" : "translate(" + v.tx + "px," + v.ty + "px) scale(" + v.scale + ")";
  v.stage.classList.toggle("zoomed", v.scale > 1);
}

// Zooms to `next`, keeping the point under (x, y) in place (the stage's centre without one).
function zoomPhoto(v, next, x, y) {
  next = Math.max(1, Math.min(8, next));
  var box = v.stage.getBoundingClientRect();
  var dx = (x === undefined ? box.width / 2 : x - box.left) - box.width / 2;
  var dy = (y === undefined ? box.height / 2 : y - box.top) - box.height / 2;
  v.tx = dx - (dx - v.tx) * next / v.scale;
  v.ty = dy - (dy - v.ty) * next / v.scale;
  v.scale = next;
  if (v.scale === 1) { v.tx = 0; v.ty = 0; }
  applyPhotoZoom(v);
}

function wheelZoom(v, event) {
  event.preventDefault();
  var delta = event.deltaMode === 1 ? event.deltaY * 33 : event.deltaY;
  zoomPhoto(v, v.scale * Math.exp(-delta * 0.002), event.clientX, event.clientY);
}

// One pointer down starts a drag, a second a pinch; a video's own controls keep their pointer.
function gestureStart(v, event) {
  if (v.media && v.media.tagName === "VIDEO" && event.target === v.media) return;
  v.pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
  var ids = Object.keys(v.pointers);
  if (ids.length === 1) v.gesture = { kind: "drag", x: event.clientX, y: event.clientY, tx: v.tx, ty: v.ty };
  else if (ids.length === 2) {
    var a = v.pointers[ids[0]], b = v.pointers[ids[1]];
    v.gesture = { kind: "pinch", distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, scale: v.scale };
  }
  if (v.stage.setPointerCapture) { try { v.stage.setPointerCapture(event.pointerId); } catch (e) { /* synthetic */ } }
}

function gestureMove(v, event) {
  if (!v.pointers[event.pointerId] || !v.gesture) return;
  v.pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
  var ids = Object.keys(v.pointers);
  if (v.gesture.kind === "pinch" && ids.length === 2) {
    var a = v.pointers[ids[0]], b = v.pointers[ids[1]];
    zoomPhoto(v, v.gesture.scale * Math.hypot(a.x - b.x, a.y - b.y) / v.gesture.distance, (a.x + b.x) / 2, (a.y + b.y) / 2);
  } else if (v.gesture.kind === "drag" && v.scale > 1) {
    v.tx = v.gesture.tx + event.clientX - v.gesture.x;
    v.ty = v.gesture.ty + event.clientY - v.gesture.y;
    applyPhotoZoom(v);
  }
}

// A pinch ends when a finger lifts. It is announced (`vitrine-pinch`, the zoom it made) for `vitrine serve`'s
// editor, which takes it as the photo's scale and cancels the event: the view's zoom then goes back to 1.
function gestureEnd(v, event) {
  if (!v.pointers[event.pointerId]) return;
  delete v.pointers[event.pointerId];
  if (v.gesture && v.gesture.kind === "pinch") {
    var pinch = new CustomEvent("vitrine-pinch", { bubbles: true, cancelable: true, detail: { factor: v.scale / v.gesture.scale } });
    v.gesture = null;
    if (!v.stage.dispatchEvent(pinch)) resetPhotoZoom(v);
  }
  if (v.gesture && v.gesture.kind === "drag" && v.scale === 1) {
    var dx = event.clientX - v.gesture.x, dy = event.clientY - v.gesture.y;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy)) showPhoto(v, v.current + (dx < 0 ? 1 : -1));
  }
  if (Object.keys(v.pointers).length === 0) v.gesture = null;
}
