/* Viewer: a tile opens its photo full-window over the album (a modal <dialog>, so the page behind is inert and focus
   stays inside). The photo is in the URL (#photo/<page name>), so a link opens it and Back closes it. Arrow keys,
   swipes and the buttons move; a wheel, a pinch or a double click zooms; a drag pans a zoomed photo.

   viewer.js opens and closes it, keeps the history and shows the photo's details; viewer-media.js loads the pictures
   and videos, viewer-gestures.js zooms and pans, viewer-keys.js answers the keys. Their functions take the page's one
   viewer, `v`: its elements once built, the tiles it walks, the photo shown and its zoom. */
function setUpViewer(grid) {
  if (!window.HTMLDialogElement) return;
  var v = {
    grid: grid, dialog: null, tiles: [], current: -1, opener: null, pushed: false, cache: {},
    media: null, standIn: null, scale: 1, tx: 0, ty: 0, pointers: {}, gesture: null
  };
  grid.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest(".tile-link") : null;
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openViewer(v, visibleTiles(v).indexOf(link.closest(".tile")), true);
  });
  window.addEventListener("popstate", function () { viewerFromHash(v); });
  if (/^#photo\//.test(window.location.hash)) viewerFromHash(v);
}

function buildViewer(v) {
  // Inside <main>, so its content is in a landmark like the rest of the page.
  var dialog = v.dialog = el("dialog", "viewer", document.querySelector("main") || document.body);
  dialog.setAttribute("aria-labelledby", "viewer-title");
  v.stage = el("div", "viewer-stage", dialog);
  v.frame = el("div", "viewer-frame", v.stage);
  var info = el("div", "viewer-info", dialog);
  v.title = el("h2", "viewer-title", info);
  v.title.id = "viewer-title";
  v.title.setAttribute("dir", "auto");
  v.caption = el("p", "viewer-caption", info);
  v.caption.setAttribute("dir", "auto");
  v.facts = el("dl", "viewer-facts", info);
  v.stars = el("p", "viewer-stars", info);
  var links = el("p", "viewer-links", info);
  v.position = el("span", "viewer-position", links);
  v.pageLink = el("a", "viewer-page", links, T.photoPage);
  // The original, when the site offers it (`downloads`: originals, or publishOriginals).
  v.download = el("a", "viewer-download", links, T.downloadOriginal);
  v.download.setAttribute("download", "");
  v.download.hidden = true;
  viewerButton(dialog, "viewer-close", T.close, "\u00d7", function () { closeViewer(v, true); });
  // The info panel under the photo (title, caption, facts, links) hides and shows with this button and the I key
  // (viewer-info.js). The viewer's action bar: other modules' buttons (slideshow, curation) go beside it.
  v.infoButton = viewerButton(dialog, "viewer-info-toggle", T.details + " (I)", "i", function () { toggleDetails(v); });
  v.infoButton.setAttribute("aria-keyshortcuts", "I");
  buildInfoPanel(v);
  buildSlideshow(v);
  v.prevButton = viewerButton(dialog, "viewer-prev", T.previousPhoto, "\u2039", function () { showPhoto(v, v.current - 1); });
  v.nextButton = viewerButton(dialog, "viewer-next", T.nextPhoto, "\u203a", function () { showPhoto(v, v.current + 1); });
  dialog.addEventListener("cancel", function (event) { event.preventDefault(); closeViewer(v, true); });
  dialog.addEventListener("keydown", function (event) { viewerKeydown(v, event); });
  listenForGestures(v);
  window.addEventListener("resize", function () { if (v.media) sizeMedia(v, v.media); });
}

function viewerButton(dialog, className, label, symbol, action) {
  var b = el("button", className, dialog, symbol);
  b.type = "button";
  b.setAttribute("aria-label", label);
  b.title = label;
  b.addEventListener("click", action);
  return b;
}

function visibleTiles(v) {
  return Array.prototype.filter.call(v.grid.querySelectorAll(".tile"), function (tile) { return !tile.hidden; });
}

// The name of the tile's photo page, which the viewer's URL carries: #photo/<name>.
function tileName(tile) {
  var link = tile.querySelector(".tile-link");
  var match = link ? /([^\/]+)\.html$/.exec(link.getAttribute("href")) : null;
  return match ? decodeURIComponent(match[1]) : "";
}

function photoHash(tile) { return "#photo/" + encodeURIComponent(tileName(tile)); }

function openViewer(v, index, fromLink) {
  if (!v.dialog) buildViewer(v);
  v.tiles = visibleTiles(v);
  v.cache = {};
  v.current = -1;
  v.opener = v.tiles[index] ? v.tiles[index].querySelector(".tile-link") : null;
  root.classList.add("viewer-open");
  if (!v.dialog.open) v.dialog.showModal();
  showPhoto(v, index);
  var hash = photoHash(v.tiles[index]);
  if (fromLink) {
    v.pushed = window.location.hash !== hash;
    if (v.pushed) history.pushState({ viewer: true }, "", hash);
  } else {
    v.pushed = false;
  }
  v.dialog.querySelector(".viewer-close").focus();
}

// Closes the viewer; `byVisitor` when asked for here (not by Back), so the history entry the viewer added goes too.
function closeViewer(v, byVisitor) {
  if (!v.dialog || !v.dialog.open) return;
  pauseSlideshow(v);
  if (v.media && v.media.tagName === "VIDEO") v.media.pause();
  v.dialog.close();
  root.classList.remove("viewer-open");
  var tile = v.tiles[v.current] && v.tiles[v.current].querySelector(".tile-link");
  if (tile) tile.focus();
  else if (v.opener) v.opener.focus();
  if (byVisitor) {
    if (v.pushed) history.back();
    else history.replaceState(null, "", window.location.pathname + window.location.search);
  }
  v.pushed = false;
  v.current = -1;
}

// Opens, moves or closes the viewer as the URL says (a link to #photo/<name>, Back, Forward).
function viewerFromHash(v) {
  var match = /^#photo\/(.+)$/.exec(window.location.hash);
  if (!match) { closeViewer(v, false); return; }
  var name = decodeURIComponent(match[1]), list = visibleTiles(v);
  for (var i = 0; i < list.length; i++) {
    if (tileName(list[i]) === name) {
      if (v.dialog && v.dialog.open) { v.tiles = list; showPhoto(v, i); } else openViewer(v, i, false);
      return;
    }
  }
}

function showPhoto(v, index) {
  if (index < 0 || index >= v.tiles.length) return;
  var moved = v.current !== -1 && index !== v.current;
  if (v.media && v.media.tagName === "VIDEO") v.media.pause();
  v.current = index;
  resetPhotoZoom(v);
  stageMedia(v, index);
  describePhoto(v, v.tiles[index], index);
  if (moved) history.replaceState({ viewer: true }, "", photoHash(v.tiles[index]));
  for (var offset = -1; offset <= 1; offset += 2) {
    if (v.tiles[index + offset]) mediaFor(v, index + offset);
  }
  if (v.media.ready || v.media.tagName !== "PICTURE") {
    afterPainted(v.media.tagName === "PICTURE" && v.media.querySelector("img"), function () { preloadNeighbours(v); });
  }
}

// The photo's title, caption, rating, link and position, and the buttons that can move from it.
function describePhoto(v, tile, index) {
  var link = tile.querySelector(".tile-link");
  var alt = tile.querySelector("[alt]"), broken = tile.querySelector("[aria-label]");
  v.title.textContent = alt ? alt.alt : broken ? broken.getAttribute("aria-label") : "";
  v.caption.textContent = tile.getAttribute("data-caption") || "";
  v.caption.hidden = !v.caption.textContent;
  describeFacts(v, tile);
  describeRating(v.stars, tile);
  v.pageLink.href = link ? link.href : "#";
  var original = tile.getAttribute("data-original");
  v.download.hidden = !original;
  if (original) v.download.href = original; else v.download.removeAttribute("href");
  v.position.textContent = T.position.replace("{i}", index + 1).replace("{n}", v.tiles.length);
  var focused = document.activeElement;
  v.prevButton.disabled = index === 0;
  v.nextButton.disabled = index === v.tiles.length - 1;
  if (focused && focused.disabled) (v.prevButton.disabled ? v.nextButton : v.prevButton).focus();
}

function describeRating(stars, tile) {
  var rating = parseInt(tile.getAttribute("data-r"), 10) || 0;
  stars.hidden = rating === 0;
  stars.textContent = "";
  el("span", "", stars, new Array(rating + 1).join("\u2605") + new Array(6 - rating).join("\u2606")).setAttribute("aria-hidden", "true");
  el("span", "visually-hidden", stars, T.rated.replace("{n}", rating));
  if (tile.getAttribute("data-f") === "1") el("span", "viewer-fav", stars, " \u2665").setAttribute("aria-label", T.favourite);
}

whenReady(function () {
  var grid = document.querySelector(".grid");
  if (grid) setUpViewer(grid);
});
