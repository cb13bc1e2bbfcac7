/* Viewer media: the photo shown and its neighbours, loaded before they are needed and put on the stage once decoded,
   and a video's player. See viewer.js for `v`. */

// Puts the photo `index` on the stage. A picture not decoded yet is stood in for by the tile's own file, which the
// grid has loaded and decoded: the viewer shows the photo in the first frame after the click, and the large file in
// the frame after its decode (a tile the grid has not loaded leaves the stage empty until then).
function stageMedia(v, index) {
  v.media = mediaFor(v, index);
  decodeMedia(v, v.media);
  if (v.media.tagName === "PICTURE" && !v.media.ready) {
    v.frame.textContent = "";
    v.standIn = standInFor(v.tiles[index]);
    if (v.standIn) v.frame.appendChild(v.standIn);
    sizeMedia(v, v.media);
  } else {
    placeMedia(v, v.media);
  }
}

// The photo drawn as large as the stage allows, and never larger than its largest file's pixels at the screen's
// density (a 640 px photo is not blown up to a 1400 px window): `sizes` is that width, which is also the width the
// picture is drawn at, so the browser fetches the 1024 file on an ordinary screen and the 2048 on a large or
// high-density one. The stand-in gets the same width, so the swap moves nothing.
function sizeMedia(v, node) {
  var img = node.tagName === "PICTURE" ? node.querySelector("img") : null;
  if (!img) return;
  var w = img.width || 1, h = img.height || 1, most = largestFile(node) / (window.devicePixelRatio || 1);
  var value = Math.floor(Math.min(v.stage.clientWidth || window.innerWidth,
    (v.stage.clientHeight || window.innerHeight) * w / h, most || Infinity)) + "px";
  var parts = node.children;
  // Only a change: setting `sizes` has the browser choose the file anew.
  for (var i = 0; i < parts.length; i++) if (parts[i].getAttribute("sizes") !== value) parts[i].setAttribute("sizes", value);
  if (v.standIn && node === v.media) v.standIn.style.width = value;
}

// The width of the widest file a picture's `srcset`s offer.
function largestFile(node) {
  var most = 0;
  Array.prototype.forEach.call(node.querySelectorAll("source, img"), function (part) {
    (part.getAttribute("srcset") || "").replace(/\s(\d+)w\b/g, function (match, width) {
      most = Math.max(most, parseInt(width, 10));
      return match;
    });
  });
  return most;
}

// Resolves when `img` is decoded (or cannot be): a new `sizes` restarts its request and rejects a pending decode,
// so that is asked again; a file that does not load is shown as it is.
function whenDecoded(img, done) {
  var tries = 0;
  (function attempt() {
    img.decode().then(done, function () {
      if (++tries < 4 && !(img.complete && img.naturalWidth === 0)) attempt(); else done();
    });
  })();
}

// A detached copy of the tile's picture with every size; made for the photo shown and its neighbours, so moving
// to a neighbour shows a picture that is already loaded. It is fetched once made (a neighbour's with low
// priority); `decodeMedia` decodes it.
function mediaFor(v, index) {
  if (v.cache[index]) return v.cache[index];
  var tile = v.tiles[index], link = tile.querySelector(".tile-link"), source = tile.querySelector("picture");
  var video = link && link.getAttribute("data-video"), node;
  if (video) node = videoFor(tile, link, video, source);
  else if (source) node = pictureFor(v, source, index);
  else node = el("div", "viewer-broken", null, T.unreadable);
  v.cache[index] = node;
  return node;
}

function videoFor(tile, link, video, source) {
  var node = document.createElement("video");
  node.controls = true;
  node.preload = "metadata";
  node.setAttribute("playsinline", "");
  var poster = source && source.querySelector("img");
  if (poster) node.poster = poster.currentSrc || poster.src;
  var type = link.getAttribute("data-video-type"), src = el("source", "", node);
  src.src = video;
  if (type) src.type = type;
  node.setAttribute("aria-label", tile.querySelector("[alt]") ? tile.querySelector("[alt]").alt : "");
  return node;
}

function pictureFor(v, source, index) {
  var node = source.cloneNode(true);
  var img = node.querySelector("img");
  img.removeAttribute("loading");
  img.removeAttribute("style");
  img.draggable = false;
  img.fetchPriority = index === v.current ? "high" : "low";
  sizeMedia(v, node);
  return node;
}

// Decoded before it is put on the stage: an image is drawn only once decoded, and one inserted still encoded
// would leave the stage blank for the frames its decode takes. The photo shown is decoded at once, and put on the
// stage when it is; its neighbours only after that (see `showPhoto`).
function decodeMedia(v, node) {
  if (node.tagName !== "PICTURE" || node.asked) return;
  node.asked = true;
  var img = node.querySelector("img");
  if (!img.decode) { node.ready = true; return; }
  whenDecoded(img, function () {
    node.ready = true;
    if (node === v.media && node.parentNode !== v.frame) {
      placeMedia(v, node);
      afterPainted(img, function () { preloadNeighbours(v); });
    }
  });
}

// Runs `then` once `img` has been painted, so that what it starts does not compete with drawing it: Element Timing
// says when (Chromium; the frame after an insertion is drawn two or three frames later on two busy cores, at 2x);
// elsewhere, and at the latest, 250 ms on.
function afterPainted(img, then) {
  var done = false, observer = null;
  function go() { if (!done) { done = true; if (observer) observer.disconnect(); then(); } }
  if (img && window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("element") >= 0) {
    img.setAttribute("elementtiming", "viewer");
    observer = new PerformanceObserver(function (list) {
      if (list.getEntries().some(function (e) { return e.element === img; })) go();
    });
    observer.observe({ type: "element" });
  }
  setTimeout(go, 250);
}

// The neighbours' pictures are decoded once the photo shown is painted: on two cores their decodes (25 to 65 ms for
// a 2048 px WebP) made its first frame late. They are fetched from the start.
function preloadNeighbours(v) {
  if (v.current < 0) return;
  for (var offset = -1; offset <= 1; offset += 2) {
    if (v.tiles[v.current + offset]) decodeMedia(v, mediaFor(v, v.current + offset));
  }
}

function placeMedia(v, node) {
  v.standIn = null;
  v.frame.textContent = "";
  v.frame.appendChild(node);
  if (node.tagName === "PICTURE") sizeMedia(v, node);
}

// A plain <img> of the tile's chosen file: in the memory cache, so it is complete as soon as it is made.
function standInFor(tile) {
  var thumb = tile.querySelector("img");
  if (!thumb || !thumb.complete || !thumb.naturalWidth || !thumb.currentSrc) return null;
  var img = document.createElement("img");
  img.className = "viewer-standin";
  img.alt = thumb.alt;
  img.width = parseInt(thumb.getAttribute("width"), 10) || thumb.naturalWidth;
  img.height = parseInt(thumb.getAttribute("height"), 10) || thumb.naturalHeight;
  img.decoding = "sync";
  img.draggable = false;
  img.src = thumb.currentSrc;
  return img;
}
