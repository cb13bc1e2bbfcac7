/* Zoom: the album grid's six stops (ZoomLevel), chosen with the buttons, + and - (0 for the default), ctrl+wheel or a
   trackpad pinch, and remembered: row heights for justified rows, cell sizes for square ones. Every tile's `sizes` is
   the width its picture is drawn at the stop. */
var ZOOM_KEY = "gridZoomLevelIndex";
var SIZES = [100, 140, 220, 320, 420, 680];
var NAMES = [T.dense, T.comfortable, T.medium, T.large, T.veryLarge, T.preview];
// The stop shown before any choice: the largest up to Medium that shows 3 columns (site.css's media queries, for
// pages without JavaScript, and ZoomLevel.defaultStops): Dense on a phone, Comfortable under 700 px, else Medium.
function narrower(px) { return !!window.matchMedia && window.matchMedia("(max-width: " + px + "px)").matches; }
var DEFAULT = narrower(459) ? 0 : narrower(699) ? 1 : 2;
// site.css: tiles 4 px apart in `main` (16 px padding, 1800 px at most). A justified grid's rows are ROW_HEIGHTS
// (rows.js) high at least; a square grid's cells at least the stop's size, stretched to fill the row.
var GAP = 4, PAD = 32, MAIN = 1800;

function savedStop() {
  var value = remembered(ZOOM_KEY);
  if (value === null || !/^[0-5]$/.test(value)) return DEFAULT;
  return parseInt(value, 10);
}
var zoomStop = savedStop();
root.dataset.zoom = String(zoomStop);

function gridWidth(grid) {
  return grid && grid.clientWidth ? grid.clientWidth : Math.min(root.clientWidth || window.innerWidth, MAIN) - PAD;
}

// A square grid's cell width at stop `index`.
function cellWidth(index, grid) {
  var width = gridWidth(grid);
  var size = Math.min(SIZES[index], width);
  var columns = Math.max(1, Math.floor((width + GAP) / (size + GAP)));
  return (width - GAP * (columns - 1)) / columns;
}

// `sizes` of a square tile's image: the width its picture is drawn at (cropped to the cell, so a landscape one is
// wider than the cell), so the browser picks the smallest file that is sharp at the screen's density.
function sizeImage(img, cell) {
  var w = parseInt(img.getAttribute("width"), 10), h = parseInt(img.getAttribute("height"), 10);
  setSizes(img, cell * (w > h && h > 0 ? w / h : 1));
}

// Every tile's `sizes` at the current stop; the markup's are upper bounds for visitors without JavaScript.
function sizeGrid(grid) {
  if (isJustified(grid)) { sizeRows(grid, gridWidth(grid), ROW_HEIGHTS[zoomStop], GAP); return; }
  var cell = cellWidth(zoomStop, grid), images = grid.getElementsByTagName("img");
  for (var i = 0; i < images.length; i++) sizeImage(images[i], cell);
}

// Grid images are lazy, so they are fetched after the first layout; giving them their exact `sizes` as the parser
// inserts them makes that first download the right file. A justified row depends on the tiles after it, so the grid
// is laid out again with each batch (exact for the rows parsed so far).
if (window.MutationObserver) {
  var early = new MutationObserver(function (records) {
    var grids = [];
    for (var r = 0; r < records.length; r++) {
      var added = records[r].addedNodes;
      for (var n = 0; n < added.length; n++) {
        var node = added[n], grid = node.nodeType === 1 && node.tagName === "IMG" ? node.closest(".grid") : null;
        if (grid && grids.indexOf(grid) < 0) grids.push(grid);
      }
    }
    grids.forEach(sizeGrid);
  });
  early.observe(root, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", function () { early.disconnect(); });
}
// A justified grid painted while it is still parsed would show its last rows unstretched, then stretch them as
// the next tiles arrive: the photos would move. It is shown once whole (site.css, `rows-pending`).
root.classList.add("rows-pending");
document.addEventListener("DOMContentLoaded", function () { root.classList.remove("rows-pending"); });

function firstVisibleTile(grid) {
  var tiles = grid.querySelectorAll(".tile:not([hidden])");
  for (var i = 0; i < tiles.length; i++) {
    var rect = tiles[i].getBoundingClientRect();
    if (rect.bottom > 0) return { tile: tiles[i], top: rect.top };
  }
  return null;
}

function applyStop(index, grid, animate) {
  if (index < 0 || index >= SIZES.length) return;
  var anchor = grid ? firstVisibleTile(grid) : null;
  zoomStop = index;
  root.dataset.zoom = String(index);
  remember(ZOOM_KEY, String(index));
  if (grid) {
    sizeGrid(grid);
    if (anchor) {
      // Keep the photo that was at the top of the viewport in the same place.
      var after = anchor.tile.getBoundingClientRect().top;
      window.scrollBy(0, after - Math.max(anchor.top, 0));
    }
    if (animate && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      grid.classList.remove("zooming");
      void grid.offsetWidth;
      grid.classList.add("zooming");
    }
  }
  updateControls();
}

function updateControls() {
  var outs = document.querySelectorAll(".zoom-out"), ins = document.querySelectorAll(".zoom-in");
  var names = document.querySelectorAll(".zoom-name");
  var focused = document.activeElement;
  for (var i = 0; i < outs.length; i++) outs[i].disabled = zoomStop <= 0;
  for (var j = 0; j < ins.length; j++) ins[j].disabled = zoomStop >= SIZES.length - 1;
  for (var k = 0; k < names.length; k++) names[k].textContent = NAMES[zoomStop];
  // A focused button that just got disabled would drop keyboard focus to the page: hand it to its partner.
  if (focused && focused.disabled && focused.parentNode && /\bzoom-(in|out)\b/.test(focused.className)) {
    var partner = focused.parentNode.querySelector(focused.classList.contains("zoom-in") ? ".zoom-out" : ".zoom-in");
    if (partner && !partner.disabled) partner.focus();
  }
}

function nearestStop(size) {
  var best = 0;
  for (var i = 1; i < SIZES.length; i++) {
    if (Math.abs(SIZES[i] - size) < Math.abs(SIZES[best] - size)) best = i;
  }
  return best;
}

function setUpGrid(grid) {
  if (zoomStop !== DEFAULT) applyStop(zoomStop, grid, false);
  sizeGrid(grid);
  updateControls();
  var resizing = 0;
  window.addEventListener("resize", function () {
    clearTimeout(resizing);
    resizing = setTimeout(function () { sizeGrid(grid); }, 150);
  });
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest(".zoom-in, .zoom-out") : null;
    if (!button || button.disabled) return;
    applyStop(zoomStop + (button.classList.contains("zoom-in") ? 1 : -1), grid, true);
  });
  document.addEventListener("keydown", function (event) { zoomKeydown(event, grid); });
  listenForZoomWheel(grid);
}

function zoomKeydown(event, grid) {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event) || viewerOpen()) return;
  if (event.key === "+" || event.key === "=") { applyStop(Math.min(zoomStop + 1, SIZES.length - 1), grid, true); }
  else if (event.key === "-" || event.key === "_") { applyStop(Math.max(zoomStop - 1, 0), grid, true); }
  else if (event.key === "0") { applyStop(DEFAULT, grid, true); }
  else return;
  event.preventDefault();
}

// ctrl+wheel and trackpad pinch (reported as wheel events with ctrlKey): snap to the nearest stop.
function listenForZoomWheel(grid) {
  var pending = 0, timer = 0;
  window.addEventListener("wheel", function (event) {
    if (!event.ctrlKey || viewerOpen()) return;
    event.preventDefault();
    var delta = event.deltaMode === 1 ? event.deltaY * 33 : event.deltaY;
    pending += delta;
    // Past the first or last stop the excess is dropped, so turning the gesture round responds at once.
    var most = Math.log(SIZES[zoomStop] / SIZES[0]) / 0.005, least = -Math.log(SIZES[SIZES.length - 1] / SIZES[zoomStop]) / 0.005;
    pending = Math.max(least, Math.min(most, pending));
    clearTimeout(timer);
    timer = setTimeout(function () { pending = 0; }, 250);
    var proposed = SIZES[zoomStop] * Math.exp(-pending * 0.005);
    var next = nearestStop(proposed);
    if (next !== zoomStop) { pending = 0; applyStop(next, grid, true); }
  }, { passive: false });
}

whenReady(function () {
  var grid = document.querySelector(".grid");
  if (grid) setUpGrid(grid);
});
