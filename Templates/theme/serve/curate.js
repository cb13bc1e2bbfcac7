/* Vitrine's editor: `vitrine serve` adds this script to the pages it serves (not with --read-only); a built site never
   carries it (it is not in js/order.txt). Every edit is one POST to the curation API (/__vitrine/api/edit), which
   writes the photo's sidecar through the command-line verbs' code; the page shows the edit at once and takes it
   back with a message when the write fails; the rebuilt page then reloads in place (the viewer stays open on its
   photo, the selection is kept for the page in sessionStorage).

   Keys (README, "Curating in the browser"). In the open viewer, on the photo page, and on a focused tile (or the
   selected tiles): 0-5 rate, F favourite, T tags, Shift+R reset, Ctrl/Cmd+Z undo, ? the keys. In the viewer and on
   the photo page only (where the photo is seen whole): [ and ] rotate 90 degrees, + and - scale (the sidecar's
   zoom), and so does a pinch in the viewer (the viewer announces it, `vitrine-pinch`; its own view zoom stays on the
   wheel and a double click). On the grid, + and -
   keep sizing the thumbnails, and 0 keeps resetting that size unless a tile is focused or selected (then it rates
   0). Arrows: the viewer's and the photo page's move on; on a focused tile they move the focus along the grid. */
(function () {
  "use strict";
  var API = "/__vitrine/api/";
  var root = document.documentElement;
  var photos = {}, siteTags = [], undoStack = loadJSON("vitrine-undo", []);
  var selectionKey = "vitrine-selection:" + location.pathname;
  var selected = loadJSON(selectionKey, []);
  var bar, status, tagForm, tagInput, help, lastClicked = null;
  var LABELS = {
    rate: "Rate {n} stars", unrate: "Clear rating", fav: "Favourite", tags: "Tags", left: "Rotate left",
    right: "Rotate right", bigger: "Scale up", smaller: "Scale down", undo: "Undo", reset: "Reset", keys: "Keys",
    edited: "Edited", selectShown: "Select shown", clearSelection: "Clear selection"
  };

  function loadJSON(key, fallback) {
    try { var v = JSON.parse(sessionStorage.getItem(key)); return v == null ? fallback : v; } catch (e) { return fallback; }
  }
  function saveJSON(key, value) { try { sessionStorage.setItem(key, JSON.stringify(value)); } catch (e) {} }

  function make(tag, className, parent, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  function tiles() { return Array.prototype.slice.call(document.querySelectorAll(".grid .tile")); }
  function pageOf(tile) {
    var link = tile && tile.querySelector(".tile-link");
    return link ? new URL(link.getAttribute("href"), location.href).pathname : null;
  }
  function tileFor(page) {
    var list = tiles();
    for (var i = 0; i < list.length; i++) if (pageOf(list[i]) === page) return list[i];
    return null;
  }
  function viewerOpen() { return root.classList.contains("viewer-open"); }
  function isPhotoPage() { return !!document.querySelector(".photo-page"); }

  // The photo the viewer shows: its tile, named by the URL (#photo/<page name>).
  function viewerTile() {
    var match = /^#photo\/(.+)$/.exec(location.hash);
    if (!match) return null;
    var name = decodeURIComponent(match[1]), list = tiles();
    for (var i = 0; i < list.length; i++) {
      var m = /([^\/]+)\.html$/.exec(pageOf(list[i]) || "");
      if (m && decodeURIComponent(m[1]) === name) return list[i];
    }
    return null;
  }
  function focusedTile() {
    var a = document.activeElement;
    return a && a.closest ? a.closest(".grid .tile") : null;
  }

  // The pages an edit applies to: the viewer's photo, the photo page, else the selection, else the focused tile.
  function targets() {
    if (viewerOpen()) { var t = viewerTile(); return t ? [pageOf(t)] : []; }
    if (isPhotoPage()) return [location.pathname];
    if (selected.length) return selected.slice();
    var f = focusedTile();
    return f ? [pageOf(f)] : [];
  }

  // The rebuilt page reloads when the photographer pauses (1.2 s without a key, an edit or a write under way),
  // not under their hands between two key presses; the tag field holds it while open.
  var quietTimer = null, inFlight = 0;
  function hold() {
    window.vitrineHoldReload = true;
    clearTimeout(quietTimer);
    quietTimer = setTimeout(release, 1200);
  }
  function release() {
    if (inFlight || (tagForm && !tagForm.hidden)) { quietTimer = setTimeout(release, 400); return; }
    window.vitrineHoldReload = false;
    if (window.vitrineReloadPending) location.reload();
  }

  function request(method, path, body) {
    inFlight++;
    hold();
    return fetch(API + path, {
      method: method, credentials: "same-origin", cache: "no-store",
      headers: body ? { "Content-Type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (json) {
        if (!response.ok) throw new Error(json.error || ("HTTP " + response.status));
        return json;
      });
    }).then(function (json) { inFlight--; return json; }, function (error) { inFlight--; throw error; });
  }

  function say(text, isError) {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle("curate-error", !!isError);
  }

  // One edit of several photos: optimistic on the page, one POST per photo, each failure rolled back and said.
  // `change(values)` gives the new values; `body(values)` the API's body. One undo step (one entry per photo).
  function edit(pages, change, body, undoable) {
    var step = [];
    pages.forEach(function (page) {
      var before = photos[page];
      if (!before) return;
      var after = change(before);
      if (!after) return;
      step.push({ page: page, id: before.id, before: before, after: after });
      show(page, after);
    });
    if (!step.length) { say("Nothing to edit here: focus a tile, select tiles or open a photo."); return Promise.resolve(); }
    if (undoable !== false) { undoStack.push(step.map(function (s) { return { page: s.page, id: s.id, before: s.before, after: s.after, action: body(s.before).action }; })); undoStack = undoStack.slice(-50); saveJSON("vitrine-undo", undoStack); }
    return Promise.all(step.map(function (s) {
      var payload = body(s.before);
      payload.id = s.id;
      return request("POST", "edit", payload).then(function (answer) {
        var fresh = answer.photos && answer.photos[0];
        if (fresh) { fresh.id = s.id; photos[s.page] = fresh; show(s.page, fresh); }
      }, function (error) {
        photos[s.page] = s.before;
        show(s.page, s.before);
        say("Not saved: " + error.message, true);
        throw error;
      });
    })).then(function () { say(step.length === 1 ? "Saved." : "Saved " + step.length + " photos."); }, function () {});
  }

  function copy(values, key, value) {
    var result = {};
    for (var k in values) result[k] = values[k];
    result[key] = value;
    return result;
  }

  // A sidecar rating of 0 means "not rated here" (PRODUCT.md), so it cannot clear a rating that comes from XMP.
  function rate(n) {
    var pages = targets();
    if (n === 0 && pages.some(function (p) { return photos[p] && photos[p].ratingFrom; })) {
      say("This rating comes from XMP or embedded metadata: clear it in the app that wrote it (the Vitrine sidecar can only override it, with 1\u20135).", true);
      pages = pages.filter(function (p) { return photos[p] && !photos[p].ratingFrom; });
      if (!pages.length) return;
    }
    edit(pages, function (v) { return v.rating === n ? null : copy(copy(v, "rating", n), "ratingFrom", undefined); },
      function () { return { action: "rate", value: n }; });
  }
  function favourite() {
    var pages = targets(), on = !pages.every(function (p) { return photos[p] && photos[p].favorite; });
    edit(pages, function (v) { return v.favorite === on ? null : copy(v, "favorite", on); },
      function () { return { action: "favorite", value: on }; });
  }
  function rotate(degrees) {
    edit(targets(), function (v) { return copy(copy(v, "rotation", ((v.rotation + degrees) % 360 + 360) % 360), "modified", true); },
      function () { return { action: "rotate", value: degrees }; });
  }
  function scale(factor) {
    edit(targets(), function (v) {
      var s = Math.max(1, Math.round(v.scale * factor * 100) / 100);
      return s === v.scale ? null : copy(copy(v, "scale", s), "modified", true);
    }, function (v) { return { action: "scale", value: Math.max(1, Math.round(v.scale * factor * 100) / 100) }; });
  }
  function reset() {
    edit(targets(), function (v) { return v.rotation === 0 && v.scale === 1 ? null : copy(copy(copy(v, "rotation", 0), "scale", 1), "modified", false); },
      function () { return { action: "reset" }; });
  }
  // Tags shown from XMP or embedded metadata are not in the sidecar: the sidecar's tags replace them whole, so
  // every wanted tag is written there.
  function setTags(pages, wanted) {
    edit(pages, function (v) { return copy(copy(v, "tags", wanted), "tagsFrom", undefined); }, function (v) {
      if (v.tagsFrom) return { action: "tag", add: wanted, remove: [] };
      var lower = function (t) { return t.toLowerCase(); }, have = v.tags.map(lower), want = wanted.map(lower);
      return { action: "tag", add: wanted.filter(function (t) { return have.indexOf(t.toLowerCase()) < 0; }),
               remove: v.tags.filter(function (t) { return want.indexOf(t.toLowerCase()) < 0; }) };
    });
  }

  // Undo takes back the last step, each photo as it was: a transform through the sidecar's own history (the
  // verbs' undo), a rating, favourite or tags by writing the value before.
  function undo() {
    var step = undoStack.pop();
    saveJSON("vitrine-undo", undoStack);
    if (!step) { say("Nothing to undo."); return; }
    step.forEach(function (s) {
      var body;
      if (s.action === "rotate" || s.action === "scale" || s.action === "reset") body = function () { return { action: "undo" }; };
      else if (s.action === "rate") body = function () { return { action: "rate", value: s.before.rating }; };
      else if (s.action === "favorite") body = function () { return { action: "favorite", value: s.before.favorite }; };
      else body = function (v) {
        var have = v.tags.map(function (t) { return t.toLowerCase(); }), want = s.before.tags.map(function (t) { return t.toLowerCase(); });
        return { action: "tag", add: s.before.tags.filter(function (t) { return have.indexOf(t.toLowerCase()) < 0; }),
                 remove: v.tags.filter(function (t) { return want.indexOf(t.toLowerCase()) < 0; }) };
      };
      if (!photos[s.page]) photos[s.page] = s.after;
      edit([s.page], function () { return s.before; }, body, false);
    });
  }

  // The page as the values say: the tile's stars, heart and edited badge (seed 002, seed 001), the bar's controls.
  function show(page, values) {
    var tile = tileFor(page);
    if (tile) {
      tile.setAttribute("data-r", values.rating);
      tile.setAttribute("data-f", values.favorite ? "1" : "0");
      var marks = tile.querySelector(".curate-marks") || make("span", "curate-marks", tile);
      marks.textContent = (values.rating ? new Array(values.rating + 1).join("\u2605") : "") + (values.favorite ? " \u2665" : "");
      marks.setAttribute("aria-hidden", "true");
      var badge = tile.querySelector(".curate-badge");
      if (values.modified && !badge) { badge = make("span", "curate-badge", tile, "\u270e"); badge.setAttribute("role", "img"); badge.setAttribute("aria-label", LABELS.edited); }
      else if (!values.modified && badge) badge.remove();
      var img = tile.querySelector("img");
      if (img) img.style.transform = values.rotation || values.scale !== 1 ? "rotate(" + values.rotation + "deg) scale(" + values.scale + ")" : "";
    }
    showStage();
    updateBar();
  }

  // The viewer's stage turned and scaled as the shown photo's sidecar says, until the rebuilt page shows it so
  // (the stage, not the frame the viewer's own zoom moves).
  function showStage() {
    var stage = document.querySelector(".viewer-stage"), vt = viewerOpen() && viewerTile(), v = vt && photos[pageOf(vt)];
    if (stage) stage.style.transform = v && (v.rotation || v.scale !== 1) ? "rotate(" + v.rotation + "deg) scale(" + v.scale + ")" : "";
  }

  // After anything that may have opened, moved or closed the viewer (it moves with pushState and replaceState,
  // which fire no event): the bar goes where the photo is, and says where the photo's values come from.
  var shownKey = null;
  function refresh() {
    if (!bar) return;
    var now = targets().join("|") + (viewerOpen() ? "#viewer" : "");
    updateBar();
    showStage();
    if (now === shownKey) return;
    shownKey = now;
    var one = targets();
    if (one.length === 1 && photos[one[0]]) describeSources(photos[one[0]].id);
    else say("");
  }

  function updateBar() {
    if (!bar) return;
    placeBar();
    var pages = targets(), v = pages.length === 1 ? photos[pages[0]] : null;
    bar.querySelector(".curate-count").textContent = selected.length && !viewerOpen() && !isPhotoPage() ? selected.length + " selected" : "";
    Array.prototype.forEach.call(bar.querySelectorAll("[data-rate]"), function (b) {
      b.setAttribute("aria-pressed", v && v.rating === +b.getAttribute("data-rate") ? "true" : "false");
    });
    bar.querySelector(".curate-fav").setAttribute("aria-pressed", v && v.favorite ? "true" : "false");
    var transforms = viewerOpen() || isPhotoPage();
    Array.prototype.forEach.call(bar.querySelectorAll(".curate-transform"), function (b) { b.hidden = !transforms; });
  }

  // In the viewer the bar goes inside the modal dialog (the page behind it is inert), else it sits on the page.
  function placeBar() {
    var dialog = document.querySelector("dialog.viewer");
    var home = viewerOpen() && dialog ? dialog : document.body;
    if (bar.parentNode !== home) home.appendChild(bar);
    if (help.parentNode !== home) home.appendChild(help);
    if (tagForm.parentNode !== home) home.appendChild(tagForm);
  }

  function button(parent, className, label, text, action) {
    var b = make("button", className, parent, text);
    b.type = "button";
    b.setAttribute("aria-label", label);
    b.title = label;
    b.addEventListener("click", function (event) { event.stopPropagation(); action(); });
    return b;
  }

  function buildBar() {
    bar = make("div", "curate-bar");
    bar.setAttribute("role", "toolbar");
    bar.setAttribute("aria-label", "Curate");
    make("span", "curate-count", bar);
    for (var n = 1; n <= 5; n++) (function (n) {
      button(bar, "curate-star", LABELS.rate.replace("{n}", n), "\u2605", function () { rate(n); }).setAttribute("data-rate", n);
    })(n);
    button(bar, "curate-unrate", LABELS.unrate, "0", function () { rate(0); });
    button(bar, "curate-fav", LABELS.fav, "\u2665", favourite);
    button(bar, "curate-tags", LABELS.tags, "#", openTags);
    button(bar, "curate-left curate-transform", LABELS.left, "\u21b6", function () { rotate(-90); });
    button(bar, "curate-right curate-transform", LABELS.right, "\u21b7", function () { rotate(90); });
    button(bar, "curate-smaller curate-transform", LABELS.smaller, "\u2212", function () { scale(1 / 1.25); });
    button(bar, "curate-bigger curate-transform", LABELS.bigger, "+", function () { scale(1.25); });
    button(bar, "curate-undo", LABELS.undo, "\u21ba", undo);
    button(bar, "curate-reset", LABELS.reset, "\u27f2", reset);
    if (document.querySelector(".grid")) {
      button(bar, "curate-select-shown", LABELS.selectShown, "\u2611", selectShown);
      button(bar, "curate-clear-selection", LABELS.clearSelection, "\u2610", function () { setSelection([]); });
    }
    button(bar, "curate-help", LABELS.keys, "?", toggleHelp);
    status = make("output", "curate-status", bar);
    status.setAttribute("aria-live", "polite");

    help = make("div", "curate-help-panel");
    help.hidden = true;
    help.setAttribute("role", "note");
    help.innerHTML = "<h2>Editing keys</h2><dl>" +
      "<dt>0\u20135</dt><dd>rate (0 clears)</dd><dt>F</dt><dd>favourite</dd><dt>T</dt><dd>tags</dd>" +
      "<dt>[ ]</dt><dd>rotate 90\u00b0 (viewer, photo page)</dd><dt>+ \u2212, pinch</dt><dd>scale (viewer, photo page; on the grid + and \u2212 size the thumbnails)</dd>" +
      "<dt>Ctrl/\u2318+Z</dt><dd>undo</dd><dt>Shift+R</dt><dd>reset rotation and scale</dd>" +
      "<dt>Space, P</dt><dd>slideshow (viewer)</dd><dt>I</dt><dd>info panel (viewer)</dd>" +
      "<dt>\u2190 \u2192</dt><dd>next, previous</dd><dt>Shift/Ctrl+click</dt><dd>select tiles</dd><dt>?</dt><dd>these keys</dd></dl>";

    tagForm = make("form", "curate-tag-form");
    tagForm.hidden = true;
    var label = make("label", "", tagForm, "Tags (comma-separated) ");
    tagInput = make("input", "curate-tag-input", label);
    tagInput.setAttribute("list", "curate-tag-list");
    tagInput.autocomplete = "off";
    make("datalist", "", tagForm).id = "curate-tag-list";
    make("button", "", tagForm, "Save").type = "submit";
    tagForm.addEventListener("submit", function (event) {
      event.preventDefault();
      var wanted = [], seen = {};
      tagInput.value.split(",").forEach(function (t) {
        t = t.trim();
        if (t && !seen[t.toLowerCase()]) { seen[t.toLowerCase()] = 1; wanted.push(t); }
      });
      closeTags();
      setTags(tagForm.pages, wanted);
    });
    tagInput.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { event.preventDefault(); event.stopPropagation(); closeTags(); }
    });
    placeBar();
  }

  function openTags() {
    var pages = targets();
    if (!pages.length || !photos[pages[0]]) { say("Nothing to tag here: focus a tile, select tiles or open a photo."); return; }
    tagForm.pages = pages;
    var list = document.getElementById("curate-tag-list");
    list.textContent = "";
    siteTags.forEach(function (t) { make("option", "", list).value = t; });
    tagInput.value = pages.length === 1 ? photos[pages[0]].tags.join(", ") : "";
    tagForm.hidden = false;
    hold();
    tagInput.focus();
  }
  function closeTags() {
    tagForm.hidden = true;
    hold();
  }
  function toggleHelp() { help.hidden = !help.hidden; }

  function setSelection(pages) {
    selected = pages;
    saveJSON(selectionKey, selected);
    tiles().forEach(function (t) {
      var on = selected.indexOf(pageOf(t)) >= 0;
      t.classList.toggle("curate-selected", on);
      var link = t.querySelector(".tile-link");
      if (link) { if (on) link.setAttribute("aria-current", "true"); else link.removeAttribute("aria-current"); }
    });
    updateBar();
  }
  function selectShown() {
    setSelection(tiles().filter(function (t) { return !t.hidden; }).map(pageOf));
  }

  // Shift+click selects a run of tiles from the last one clicked, Ctrl/Cmd+click one more; a plain click opens.
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest(".grid .tile-link") : null;
    if (!link || !(event.shiftKey || event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var page = pageOf(link.closest(".tile")), next = selected.slice();
    if (event.shiftKey && lastClicked) {
      var list = tiles().filter(function (t) { return !t.hidden; }).map(pageOf);
      var a = list.indexOf(lastClicked), b = list.indexOf(page);
      list.slice(Math.min(a, b), Math.max(a, b) + 1).forEach(function (p) { if (next.indexOf(p) < 0) next.push(p); });
    } else if (next.indexOf(page) >= 0) next.splice(next.indexOf(page), 1);
    else next.push(page);
    lastClicked = page;
    setSelection(next);
  }, true);

  function moveFocus(tile, step) {
    var list = tiles().filter(function (t) { return !t.hidden; }), i = list.indexOf(tile) + step;
    if (list[i]) list[i].querySelector(".tile-link").focus();
  }

  document.addEventListener("keydown", function (event) {
    hold();
    var t = event.target;
    if (event.altKey || (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))) return;
    var key = event.key, inViewer = viewerOpen(), whole = inViewer || isPhotoPage();
    var onTiles = !whole && (focusedTile() || selected.length);
    if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "Z") && !event.shiftKey) undo();
    else if (event.ctrlKey || event.metaKey) return;
    else if (key === "?") toggleHelp();
    else if (!whole && !onTiles) return;
    else if (/^[0-5]$/.test(key)) rate(+key);
    else if (key === "f" || key === "F") favourite();
    else if (key === "t" || key === "T") openTags();
    else if (key === "R" && event.shiftKey) reset();
    else if (whole && key === "[") rotate(-90);
    else if (whole && key === "]") rotate(90);
    else if (inViewer && (key === "+" || key === "=")) scale(1.25);
    else if (inViewer && key === "-") scale(1 / 1.25);
    else if (!whole && focusedTile() && (key === "ArrowRight" || key === "ArrowLeft")) moveFocus(focusedTile(), key === "ArrowRight" ? 1 : -1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  }, true);

  // A pinch in the viewer scales the photo's sidecar (a small wobble stays the view's own zoom).
  document.addEventListener("vitrine-pinch", function (event) {
    var factor = event.detail && event.detail.factor;
    if (!viewerOpen() || !factor || Math.abs(factor - 1) < 0.03 || !targets().length) return;
    event.preventDefault();
    scale(factor);
  });

  function soon() { setTimeout(refresh, 0); }
  ["hashchange", "popstate"].forEach(function (name) { window.addEventListener(name, soon); });
  ["focusin", "keyup", "click"].forEach(function (name) { document.addEventListener(name, soon); });
  new MutationObserver(soon).observe(root, { attributes: true, attributeFilter: ["class"] });

  function start() {
    root.classList.add("vitrine-editing");
    var pages = tiles().map(pageOf).filter(Boolean);
    if (isPhotoPage()) pages.push(location.pathname);
    var style = make("link", "", document.head);
    style.rel = "stylesheet";
    style.href = "/__vitrine/curate.css";
    buildBar();
    request("POST", "photos", { pages: pages }).then(function (answer) {
      photos = answer.photos || {};
      siteTags = answer.tags || [];
      for (var page in photos) show(page, photos[page]);
      setSelection(selected.filter(function (p) { return photos[p]; }));
      root.setAttribute("data-curate", "ready");
      refresh();
    }, function (error) { say("The editor could not load: " + error.message, true); });
  }

  // Where the shown photo's published values come from: a rating or tags from XMP or embedded metadata are said
  // to be so, and that an edit writes the Vitrine sidecar, which wins.
  function describeSources(id) {
    request("GET", "photo?id=" + encodeURIComponent(id)).then(function (report) {
      var p = report.published || {}, notes = [];
      ["rating", "tags", "title", "caption"].forEach(function (key) {
        var entry = p[key];
        if (entry && entry.source && entry.source !== "sidecar") notes.push(key + " from " + entry.source.replace("-", " ").toUpperCase().replace("XMP SIDECAR", "XMP sidecar").replace("EMBEDDED XMP", "embedded XMP"));
      });
      say(notes.length ? notes.join(", ") + "; an edit here writes the Vitrine sidecar, which wins." : "");
    }, function () {});
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
