// Maps: the answer's map at the reveal, and the map a player may click to guess (online only). OpenStreetMap tiles
// in Web Mercator; `window.vitrineTiles` set before this script (a page's own server, the tests' stub) replaces
// OpenStreetMap's address, `{z}/{x}/{y}` filled in.
var MAP_ZOOM = 12;
var TILE_SIZE = 256;
var TILE_URL = typeof window.vitrineTiles === "string" ? window.vitrineTiles : "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
// The guess map shows every playable photo's area at once (never one round's), between these zooms.
var GUESS_ZOOMS = { min: 1, max: 5 };

function tileURL(z, x, y) {
  return TILE_URL.split("{z}").join(String(z)).split("{x}").join(String(x)).split("{y}").join(String(y));
}

// One small tile fetched once per page view says whether maps can load. Without it, every round offline would fail
// its tile loads, each an error in the console; with it, at most this one does.
var mapProbe = null;
function mapsReachable() {
  if (navigator.onLine === false) return Promise.resolve(false);
  if (mapProbe === null) {
    mapProbe = new Promise(function (resolve) {
      var probe = new Image();
      probe.onload = function () { resolve(true); };
      probe.onerror = function () { resolve(false); };
      probe.src = tileURL(0, 0, 0);
    });
  }
  return mapProbe;
}
// Back online after a failed probe: the next round asks again.
window.addEventListener("online", function () { mapProbe = null; });

// A point as Web Mercator world coordinates, 0 to 1 each way.
function mercator(latitude, longitude) {
  var lat = Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI / 180;
  return { x: (longitude + 180) / 360, y: (1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2 };
}

function fromMercator(x, y) {
  var n = Math.PI - 2 * Math.PI * y;
  var longitude = ((x * 360 - 180) % 360 + 540) % 360 - 180;
  return { latitude: 180 / Math.PI * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), longitude: longitude };
}

// Tiles covering a view `width` x `height` px whose top-left corner is world pixel (left, top) at `zoom`.
function drawTiles(view, zoom, left, top, width, height, onError) {
  var count = Math.pow(2, zoom);
  for (var tx = Math.floor(left / TILE_SIZE); tx <= Math.floor((left + width) / TILE_SIZE); tx++) {
    for (var ty = Math.max(0, Math.floor(top / TILE_SIZE)); ty <= Math.min(count - 1, Math.floor((top + height) / TILE_SIZE)); ty++) {
      var tile = element("img", "quiz-map-tile");
      tile.alt = "";
      tile.width = TILE_SIZE;
      tile.height = TILE_SIZE;
      tile.style.left = Math.round(tx * TILE_SIZE - left) + "px";
      tile.style.top = Math.round(ty * TILE_SIZE - top) + "px";
      if (onError) tile.onerror = onError;
      tile.src = tileURL(zoom, ((tx % count) + count) % count, ty);
      view.appendChild(tile);
    }
  }
}

function mapCredit() {
  var caption = element("figcaption", "quiz-map-credit");
  var link = element("a", null, say("mapCredit"));
  link.href = "https://www.openstreetmap.org/copyright";
  caption.appendChild(link);
  return caption;
}

// The answer's map: the point at the centre, or, after a guess on the map, the answer and the guess both in view
// (the nearest zoom that holds them); removed, leaving the coordinates, if a tile fails.
function buildMap(photo, guess) {
  var map = element("figure", "quiz-map");
  map.setAttribute("role", "group");
  map.setAttribute("aria-label", say("mapOf", { place: placeName(photo) }));
  var view = element("div", "quiz-map-view");
  map.appendChild(view);
  map.appendChild(mapCredit());
  var failed = false;
  var fail = function () {
    if (failed) return;
    failed = true;
    // A map left behind by an earlier round is already out of the page.
    if (!map.parentNode) return;
    map.parentNode.removeChild(map);
    answer.setAttribute("data-map", "offline");
  };
  // Drawn once in the page, when its size is known (up to 1280 x 512 px).
  window.requestAnimationFrame(function () {
    var point = mercator(photo.latitude, photo.longitude);
    var guessed = guess ? mercator(guess.latitude, guess.longitude) : null;
    var width = view.clientWidth || 640, height = view.clientHeight || 256;
    var zoom = MAP_ZOOM, centre = point;
    if (guessed) {
      centre = { x: (point.x + guessed.x) / 2, y: (point.y + guessed.y) / 2 };
      // 40 px of margin around both markers.
      while (zoom > 1 && (Math.abs(point.x - guessed.x) * TILE_SIZE * Math.pow(2, zoom) > width - 80
             || Math.abs(point.y - guessed.y) * TILE_SIZE * Math.pow(2, zoom) > height - 80)) zoom--;
    }
    var scale = TILE_SIZE * Math.pow(2, zoom), left = centre.x * scale - width / 2, top = centre.y * scale - height / 2;
    drawTiles(view, zoom, left, top, width, height, fail);
    view.appendChild(mapMarker("quiz-map-marker", point.x * scale - left, point.y * scale - top));
    if (guessed) view.appendChild(mapMarker("quiz-map-marker quiz-guess-marker", guessed.x * scale - left, guessed.y * scale - top));
  });
  return map;
}

// A marker at (x, y) px in its map's view.
function mapMarker(className, x, y) {
  var marker = element("span", className);
  marker.style.left = Math.round(x) + "px";
  marker.style.top = Math.round(y) + "px";
  return marker;
}

// The map a player clicks to guess: the area of every playable photo (the same each round), dragged to pan and
// zoomed with its buttons; a click (not a drag) is the guess, handed to `onGuess` as {latitude, longitude}. From the
// keyboard the view is focusable: arrow keys pan it, + and - zoom, Enter or Space guesses the point at its centre
// (a cross marks it while the view has the focus).
function buildGuessMap(onGuess) {
  var map = element("figure", "quiz-map quiz-guess-map");
  map.setAttribute("role", "group");
  map.setAttribute("aria-label", say("guessMap"));
  var view = element("div", "quiz-map-view");
  view.tabIndex = 0;
  view.setAttribute("role", "application");
  view.setAttribute("aria-label", say("guessMap"));
  view.setAttribute("aria-describedby", "quiz-guess-keys");
  view.setAttribute("aria-keyshortcuts", "ArrowUp ArrowDown ArrowLeft ArrowRight + - Enter Space");
  var keys = element("p", "quiz-visually-hidden", say("guessMapKeys"));
  keys.id = "quiz-guess-keys";
  var zoomIn = element("button", "quiz-map-zoom", "+");
  var zoomOut = element("button", "quiz-map-zoom", "−");
  zoomIn.type = zoomOut.type = "button";
  zoomIn.setAttribute("aria-label", say("zoomIn"));
  zoomOut.setAttribute("aria-label", say("zoomOut"));
  var buttons = element("div", "quiz-map-buttons");
  buttons.appendChild(zoomIn);
  buttons.appendChild(zoomOut);
  map.appendChild(view);
  map.appendChild(keys);
  map.appendChild(buttons);
  map.appendChild(mapCredit());

  var state = guessMapStart(), guessed = false;
  var aim = element("span", "quiz-guess-aim");
  aim.setAttribute("aria-hidden", "true");
  function scale() { return TILE_SIZE * Math.pow(2, state.zoom); }
  function draw() {
    view.textContent = "";
    drawTiles(view, state.zoom, state.cx * scale() - view.clientWidth / 2, state.cy * scale() - view.clientHeight / 2,
              view.clientWidth, view.clientHeight, null);
    view.appendChild(aim);
  }
  function zoomBy(step) {
    state.zoom = Math.max(GUESS_ZOOMS.min, Math.min(GUESS_ZOOMS.max + 6, state.zoom + step));
    draw();
  }
  function panBy(dx, dy) {
    state.cx += dx / scale();
    state.cy = Math.max(0, Math.min(1, state.cy + dy / scale()));
    draw();
  }
  // The guess at (x, y) px from the view's centre, marked where it was made.
  function guessAt(x, y) {
    if (guessed) return;
    guessed = true;
    view.appendChild(mapMarker("quiz-map-marker quiz-guess-marker", view.clientWidth / 2 + x, view.clientHeight / 2 + y));
    onGuess(fromMercator(state.cx + x / scale(), Math.max(0, Math.min(1, state.cy + y / scale()))));
  }
  zoomIn.addEventListener("click", function () { zoomBy(1); });
  zoomOut.addEventListener("click", function () { zoomBy(-1); });

  var press = null;
  view.addEventListener("pointerdown", function (event) {
    press = { x: event.clientX, y: event.clientY, cx: state.cx, cy: state.cy, moved: false };
  });
  view.addEventListener("pointermove", function (event) {
    if (!press) return;
    var dx = event.clientX - press.x, dy = event.clientY - press.y;
    if (!press.moved && Math.abs(dx) + Math.abs(dy) < 5) return;
    press.moved = true;
    state.cx = press.cx - dx / scale();
    state.cy = Math.max(0, Math.min(1, press.cy - dy / scale()));
    draw();
  });
  view.addEventListener("pointerup", function (event) {
    var clicked = press && !press.moved;
    press = null;
    if (!clicked) return;
    var box = view.getBoundingClientRect();
    guessAt(event.clientX - box.left - box.width / 2, event.clientY - box.top - box.height / 2);
  });
  var moves = { ArrowLeft: [-64, 0], ArrowRight: [64, 0], ArrowUp: [0, -64], ArrowDown: [0, 64] };
  view.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (moves[event.key]) panBy(moves[event.key][0], moves[event.key][1]);
    else if (event.key === "+" || event.key === "=") zoomBy(1);
    else if (event.key === "-" || event.key === "\u2212") zoomBy(-1);
    else if (event.key === "Enter" || event.key === " ") guessAt(0, 0);
    else return;
    // Handled here: not the page's Space and Enter (reveal) nor a scroll.
    event.preventDefault();
  });
  window.requestAnimationFrame(draw);
  return map;
}

// Centre and zoom fitting every playable photo, the same for every round so the view tells nothing.
function guessMapStart() {
  var minX = 1, maxX = 0, minY = 1, maxY = 0;
  photos.forEach(function (photo) {
    var p = mercator(photo.latitude, photo.longitude);
    minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x); minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
  });
  if (minX > maxX) return { cx: 0.5, cy: 0.5, zoom: GUESS_ZOOMS.min };
  var zoom = GUESS_ZOOMS.min;
  // 640 x 256 px is the smallest view the page gives the map.
  while (zoom < GUESS_ZOOMS.max && (maxX - minX) * TILE_SIZE * Math.pow(2, zoom + 1) < 600
         && (maxY - minY) * TILE_SIZE * Math.pow(2, zoom + 1) < 220) zoom++;
  return { cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, zoom: zoom };
}
