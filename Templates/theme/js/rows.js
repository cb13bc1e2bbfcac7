/* Rows: where site.css puts each tile of a justified grid (.grid-justified), worked out as the browser lays it out, so
   each tile's `sizes` is the width it is drawn at before its picture is fetched. A tile is its photo's shape (`--a`,
   width over height) at the row height; it joins a row while it fits; a full row grows, every tile by the same
   factor, until it fills the width; the last row keeps its tiles' own width (site.css's filler takes the rest). */
var ROW_HEIGHTS = [74, 104, 164, 240, 340, 540];

function isJustified(grid) { return grid.classList.contains("grid-justified"); }

function tileAspect(tile) {
  var aspect = parseFloat(tile.style.getPropertyValue("--a"));
  return aspect > 0 ? aspect : 1;
}

// The drawn width of each of `aspects`' tiles in a grid `width` px wide, rows `height` px high and `gap` px apart.
function justifiedWidths(aspects, width, height, gap) {
  var widths = [], row = [], used = 0;
  function close(last) {
    var sum = 0, free = width - used;
    row.forEach(function (i) { sum += aspects[i]; });
    row.forEach(function (i) {
      var own = aspects[i] * height;
      widths[i] = Math.min(width, last ? own : own + free * aspects[i] / sum);
    });
  }
  for (var i = 0; i < aspects.length; i++) {
    var own = aspects[i] * height, needed = row.length ? used + gap + own : own;
    if (row.length && needed > width) { close(false); row = [i]; used = own; }
    else { row.push(i); used = needed; }
  }
  if (row.length) close(true);
  return widths;
}

// `sizes` of a tile image and its sources, to a hundredth of a pixel (rounded up): a whole pixel more would pick a
// larger file than needed for a tile drawn just under one file's width at the screen's density.
function setSizes(img, width) {
  var value = Math.ceil(width * 100) / 100 + "px";
  img.setAttribute("sizes", value);
  var sources = img.parentNode ? img.parentNode.getElementsByTagName("source") : [];
  for (var i = 0; i < sources.length; i++) sources[i].setAttribute("sizes", value);
}

// Every shown tile's exact `sizes` at row height `height`.
function sizeRows(grid, width, height, gap) {
  var tiles = grid.querySelectorAll(".tile:not([hidden])"), aspects = [];
  for (var i = 0; i < tiles.length; i++) aspects.push(tileAspect(tiles[i]));
  var widths = justifiedWidths(aspects, width, height, gap);
  for (var j = 0; j < tiles.length; j++) {
    var img = tiles[j].getElementsByTagName("img")[0];
    if (img) setSizes(img, widths[j]);
  }
}
