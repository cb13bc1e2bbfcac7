/* Viewer info panel: under the photo, its title, caption, facts and links. The facts are the tile's `data-info`
   (the album index's and a search record's `x`): date, camera, lens, exposure and place as the photo page words
   them, one a line in that order, a line empty when unknown; nothing is made up here. I and the (i) button hide and
   show the panel; a visitor's choice is remembered. See viewer.js for `v`. */
var INFO_KEY = "viewerInfo";
var FACT_LABELS = ["factDate", "factCamera", "factLens", "factExposure", "factPlace"];

// The panel starts as the visitor left it.
function buildInfoPanel(v) {
  v.facts.hidden = true;
  showDetails(v, remembered(INFO_KEY) !== "hidden");
}

function describeFacts(v, tile) {
  v.facts.textContent = "";
  (tile.getAttribute("data-info") || "").split("\n").forEach(function (line, i) {
    if (!line || !FACT_LABELS[i]) return;
    el("dt", "", v.facts, T[FACT_LABELS[i]] || "");
    el("dd", "", v.facts, line).setAttribute("dir", "auto");
  });
  v.facts.hidden = !v.facts.firstChild;
}

function toggleDetails(v) {
  var shown = v.dialog.classList.contains("details-hidden");
  showDetails(v, shown);
  remember(INFO_KEY, shown ? "shown" : "hidden");
}

// The photo takes the panel's room when it is hidden.
function showDetails(v, shown) {
  v.dialog.classList.toggle("details-hidden", !shown);
  v.infoButton.setAttribute("aria-pressed", shown ? "true" : "false");
  if (v.media) sizeMedia(v, v.media);
}
