/* Vitrine: grid zoom, album filters and photo keys. Loaded in <head> without defer, so the zoom stop is set
   before first paint; everything else waits for the DOM. No inline script, no framework. */
(function () {
  "use strict";
  var KEY = "gridZoomLevelIndex";
  var SIZES = [100, 140, 220, 320, 420, 680];
  // The stop shown before any choice: the largest up to Medium that shows 3 columns (site.css's media queries, for
  // pages without JavaScript, and ZoomLevel.defaultStops): Dense on a phone, Comfortable under 700 px, else Medium.
  function narrower(px) { return !!window.matchMedia && window.matchMedia("(max-width: " + px + "px)").matches; }
  var DEFAULT = narrower(459) ? 0 : narrower(699) ? 1 : 2;
  var root = document.documentElement;
  // The theme's words in the site's language (strings-<language>.json), put before this script by the build.
  var T = window.vitrineStrings || {};
  var NAMES = [T.dense, T.comfortable, T.medium, T.large, T.veryLarge, T.preview];
  // Languages whose singular covers zero too, as in ThemeStrings.
  var zeroIsOne = /^(fr|pt)\b/i.test(root.lang);
  function plural(n, one, other) { return ((zeroIsOne ? n <= 1 : n === 1) ? one : other).replace("{n}", n); }

  function savedStop() {
    var value = null;
    try { value = window.localStorage.getItem(KEY); } catch (e) { value = null; }
    if (value === null || !/^[0-5]$/.test(value)) return DEFAULT;
    return parseInt(value, 10);
  }
  var stop = savedStop();
  root.dataset.zoom = String(stop);

  // A picture's placeholder colour is only for while it loads: a source with transparency keeps it in its WebP,
  // and the page, not the placeholder, is what should show through. Load events do not bubble, hence capture.
  document.addEventListener("load", function (event) {
    var img = event.target;
    if (img && img.tagName === "IMG" && img.style.backgroundColor) img.style.backgroundColor = "";
  }, true);

  // site.css: the grid's cells are at least the stop's size, 4 px apart, in `main` (16 px padding, 1800 px at most),
  // stretched to fill the row. Tiles crop to a square, so a landscape picture is drawn wider than its cell.
  var GAP = 4, PAD = 32, MAIN = 1800;
  function cellWidth(index, grid) {
    var width = grid && grid.clientWidth ? grid.clientWidth : Math.min(root.clientWidth || window.innerWidth, MAIN) - PAD;
    var size = Math.min(SIZES[index], width);
    var columns = Math.max(1, Math.floor((width + GAP) / (size + GAP)));
    return (width - GAP * (columns - 1)) / columns;
  }

  // `sizes` of a tile image and its sources: the width its picture is drawn at, so the browser picks the smallest
  // file that is sharp at the screen's density. The markup's is an upper bound for visitors without JavaScript.
  function sizeImage(img, cell) {
    var w = parseInt(img.getAttribute("width"), 10), h = parseInt(img.getAttribute("height"), 10);
    var value = Math.ceil(cell * (w > h && h > 0 ? w / h : 1)) + "px";
    img.setAttribute("sizes", value);
    var sources = img.parentNode ? img.parentNode.getElementsByTagName("source") : [];
    for (var i = 0; i < sources.length; i++) sources[i].setAttribute("sizes", value);
  }

  function sizeGrid(grid) {
    var cell = cellWidth(stop, grid), images = grid.getElementsByTagName("img");
    for (var i = 0; i < images.length; i++) sizeImage(images[i], cell);
  }

  // Grid images are lazy, so they are fetched after the first layout; giving them their exact `sizes` as the parser
  // inserts them makes that first download the right file.
  if (window.MutationObserver) {
    var early = new MutationObserver(function (records) {
      for (var r = 0; r < records.length; r++) {
        var added = records[r].addedNodes;
        for (var n = 0; n < added.length; n++) {
          var node = added[n], grid = node.nodeType === 1 && node.tagName === "IMG" ? node.closest(".grid") : null;
          if (grid) sizeImage(node, cellWidth(stop, grid));
        }
      }
    });
    early.observe(root, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", function () { early.disconnect(); });
  }

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
    stop = index;
    root.dataset.zoom = String(index);
    try { window.localStorage.setItem(KEY, String(index)); } catch (e) { /* private mode: not remembered */ }
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
    for (var i = 0; i < outs.length; i++) outs[i].disabled = stop <= 0;
    for (var j = 0; j < ins.length; j++) ins[j].disabled = stop >= SIZES.length - 1;
    for (var k = 0; k < names.length; k++) names[k].textContent = NAMES[stop];
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

  function viewerOpen() { return root.classList.contains("viewer-open"); }

  function isTyping(event) {
    var t = event.target;
    return t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  }

  function setUpGrid(grid) {
    if (stop !== DEFAULT) applyStop(stop, grid, false);
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
      applyStop(stop + (button.classList.contains("zoom-in") ? 1 : -1), grid, true);
    });
    document.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event) || viewerOpen()) return;
      if (event.key === "+" || event.key === "=") { applyStop(Math.min(stop + 1, SIZES.length - 1), grid, true); }
      else if (event.key === "-" || event.key === "_") { applyStop(Math.max(stop - 1, 0), grid, true); }
      else if (event.key === "0") { applyStop(DEFAULT, grid, true); }
      else return;
      event.preventDefault();
    });
    // ctrl+wheel and trackpad pinch (reported as wheel events with ctrlKey): snap to the nearest stop.
    var pending = 0, timer = 0;
    window.addEventListener("wheel", function (event) {
      if (!event.ctrlKey || viewerOpen()) return;
      event.preventDefault();
      var delta = event.deltaMode === 1 ? event.deltaY * 33 : event.deltaY;
      pending += delta;
      // Past the first or last stop the excess is dropped, so turning the gesture round responds at once.
      var most = Math.log(SIZES[stop] / SIZES[0]) / 0.005, least = -Math.log(SIZES[SIZES.length - 1] / SIZES[stop]) / 0.005;
      pending = Math.max(least, Math.min(most, pending));
      clearTimeout(timer);
      timer = setTimeout(function () { pending = 0; }, 250);
      var proposed = SIZES[stop] * Math.exp(-pending * 0.005);
      var next = nearestStop(proposed);
      if (next !== stop) { pending = 0; applyStop(next, grid, true); }
    }, { passive: false });
  }

  /* Album filters: minimum rating, favourites, tag; state in the URL hash (#rating=3&fav=1&tag=italy). */
  function readHash() {
    var state = { rating: 0, fav: false, tag: "" };
    var hash = window.location.hash.replace(/^#/, "");
    if (hash.indexOf("=") < 0) return state;
    hash.split("&").forEach(function (part) {
      var pair = part.split("=");
      var key = pair[0], value = decodeURIComponent(pair[1] || "");
      if (key === "rating" && /^[0-5]$/.test(value)) state.rating = parseInt(value, 10);
      if (key === "fav") state.fav = value === "1";
      if (key === "tag" && /^[a-z0-9-]{1,80}$/.test(value)) state.tag = value;
    });
    return state;
  }

  function writeHash(state) {
    var parts = [];
    if (state.rating > 0) parts.push("rating=" + state.rating);
    if (state.fav) parts.push("fav=1");
    if (state.tag) parts.push("tag=" + state.tag);
    var url = window.location.pathname + window.location.search + (parts.length ? "#" + parts.join("&") : "");
    try { window.history.replaceState(null, "", url); } catch (e) { window.location.hash = parts.join("&"); }
  }

  function matches(state, rating, fav, tags) {
    return rating >= state.rating && (!state.fav || fav) && (!state.tag || tags.indexOf(state.tag) >= 0);
  }

  function isActive(state) { return state.rating > 0 || state.fav || state.tag !== ""; }

  function setUpFilters(form, grid) {
    var pages = parseInt(form.getAttribute("data-pages"), 10) || 1;
    var indexURL = form.getAttribute("data-index");
    var status = form.querySelector(".filter-status");
    var pageTiles = Array.prototype.slice.call(grid.children);
    var pagination = document.querySelector(".pagination");
    var index = null, loading = false;

    function syncForm(state) {
      form.elements.rating.value = String(state.rating);
      form.elements.fav.checked = state.fav;
      if (form.elements.tag) {
        form.elements.tag.value = state.tag;
        if (form.elements.tag.value !== state.tag) { state.tag = ""; form.elements.tag.value = ""; }
      }
    }

    function formState() {
      return {
        rating: parseInt(form.elements.rating.value, 10) || 0,
        fav: form.elements.fav.checked,
        tag: form.elements.tag ? form.elements.tag.value : ""
      };
    }

    function say(count, note) {
      status.textContent = count === null ? "" : plural(count, T.matchesOne, T.matchesOther) + (note || "");
    }

    function tileFromIndex(photo) {
      var li = document.createElement("li");
      li.className = "tile extra";
      li.setAttribute("data-r", photo.r);
      li.setAttribute("data-f", photo.f ? "1" : "0");
      if (photo.d) li.setAttribute("data-caption", photo.d);
      var a = document.createElement("a");
      a.className = "tile-link";
      a.href = photo.u;
      if (photo.s) {
        var picture = document.createElement("picture");
        if (photo.p) {
          var source = document.createElement("source");
          source.type = "image/webp";
          source.setAttribute("srcset", photo.p);
          picture.appendChild(source);
        }
        var img = document.createElement("img");
        img.src = photo.s;
        img.setAttribute("srcset", photo.j);
        img.width = photo.w; img.height = photo.h;
        img.alt = photo.a;
        img.loading = "lazy"; img.decoding = "async";
        if (/^#[0-9a-f]{6}$/.test(photo.c)) img.style.backgroundColor = photo.c;
        picture.appendChild(img);
        sizeImage(img, cellWidth(stop, grid));
        a.appendChild(picture);
      } else {
        var broken = document.createElement("span");
        broken.className = "tile-broken";
        broken.setAttribute("role", "img");
        broken.setAttribute("aria-label", photo.a + ": " + T.unreadable);
        broken.textContent = T.unreadable;
        a.appendChild(broken);
      }
      if (photo.f) {
        var heart = document.createElement("span");
        heart.className = "tile-fav";
        heart.setAttribute("aria-hidden", "true");
        heart.textContent = "\u2665";
        a.appendChild(heart);
      }
      li.appendChild(a);
      return li;
    }

    function showAll() {
      var extras = grid.querySelectorAll(".extra");
      for (var i = 0; i < extras.length; i++) grid.removeChild(extras[i]);
      pageTiles.forEach(function (tile) { tile.hidden = false; if (!tile.parentNode) grid.appendChild(tile); });
      if (pagination) pagination.hidden = false;
    }

    function filterPage(state, note) {
      var count = 0;
      pageTiles.forEach(function (tile) {
        var ok = matches(state, parseInt(tile.getAttribute("data-r"), 10) || 0, tile.getAttribute("data-f") === "1",
          (tile.getAttribute("data-t") || "").split(" "));
        tile.hidden = !ok;
        if (ok) count++;
      });
      say(count, note);
    }

    function filterAlbum(state) {
      // Matches from every page of the album, built from its index.
      var fragment = document.createDocumentFragment(), count = 0;
      index.photos.forEach(function (photo) {
        if (!matches(state, photo.r, photo.f, photo.t)) return;
        count++;
        fragment.appendChild(tileFromIndex(photo));
      });
      pageTiles.forEach(function (tile) { if (tile.parentNode) grid.removeChild(tile); });
      var extras = grid.querySelectorAll(".extra");
      for (var i = 0; i < extras.length; i++) grid.removeChild(extras[i]);
      grid.appendChild(fragment);
      if (pagination) pagination.hidden = true;
      say(count);
    }

    function apply(state) {
      showAll();
      if (!isActive(state)) { say(null); return; }
      if (pages <= 1) { filterPage(state); return; }
      if (index) { filterAlbum(state); return; }
      filterPage(state, T.onThisPage);
      // Opened from disk, browsers refuse to fetch files and log an error for trying: stay on this page.
      if (loading || !window.fetch || window.location.protocol === "file:") return;
      loading = true;
      window.fetch(indexURL).then(function (response) {
        if (!response.ok) throw new Error("index " + response.status);
        return response.json();
      }).then(function (data) {
        index = data;
        var current = formState();
        if (isActive(current)) { showAll(); filterAlbum(current); }
      }).catch(function () {
        /* The index could not be read: the filter covers this page only. */
      });
    }

    form.addEventListener("change", function () {
      var state = formState();
      writeHash(state);
      apply(state);
    });
    form.addEventListener("reset", function () {
      setTimeout(function () { var state = formState(); writeHash(state); apply(state); }, 0);
    });
    window.addEventListener("hashchange", function () {
      var state = readHash();
      if (!isActive(state) && window.location.hash.indexOf("=") < 0 && window.location.hash.length > 1) return;
      syncForm(state);
      apply(state);
    });
    var initial = readHash();
    syncForm(initial);
    if (isActive(initial)) apply(initial);
  }

  /* Viewer: a tile opens its photo full-window over the album (a modal <dialog>, so the page behind is inert and focus
     stays inside). The photo is in the URL (#photo/<page name>), so a link opens it and Back closes it. Arrow keys,
     swipes and the buttons move; a wheel, a pinch or a double click zooms; a drag pans a zoomed photo. */
  function setUpViewer(grid) {
    if (!window.HTMLDialogElement) return;
    var dialog = null, stage, frame, info, title, caption, stars, pageLink, position, prevButton, nextButton;
    var tiles = [], current = -1, opener = null, pushed = false, cache = {};
    var scale = 1, tx = 0, ty = 0, media = null, standIn = null, pointers = {}, gesture = null;

    function el(tag, className, parent, text) {
      var node = document.createElement(tag);
      if (className) node.className = className;
      if (text) node.textContent = text;
      if (parent) parent.appendChild(node);
      return node;
    }
    function button(className, label, symbol, action) {
      var b = el("button", className, dialog, symbol);
      b.type = "button";
      b.setAttribute("aria-label", label);
      b.title = label;
      b.addEventListener("click", action);
      return b;
    }

    function build() {
      // Inside <main>, so its content is in a landmark like the rest of the page.
      dialog = el("dialog", "viewer", document.querySelector("main") || document.body);
      dialog.setAttribute("aria-labelledby", "viewer-title");
      stage = el("div", "viewer-stage", dialog);
      frame = el("div", "viewer-frame", stage);
      info = el("div", "viewer-info", dialog);
      title = el("h2", "viewer-title", info);
      title.id = "viewer-title";
      title.setAttribute("dir", "auto");
      caption = el("p", "viewer-caption", info);
      caption.setAttribute("dir", "auto");
      stars = el("p", "viewer-stars", info);
      var links = el("p", "viewer-links", info);
      position = el("span", "viewer-position", links);
      pageLink = el("a", "viewer-page", links, T.photoPage);
      button("viewer-close", T.close, "\u00d7", function () { close(true); });
      prevButton = button("viewer-prev", T.previousPhoto, "\u2039", function () { show(current - 1); });
      nextButton = button("viewer-next", T.nextPhoto, "\u203a", function () { show(current + 1); });
      dialog.addEventListener("cancel", function (event) { event.preventDefault(); close(true); });
      dialog.addEventListener("keydown", keydown);
      stage.addEventListener("wheel", wheel, { passive: false });
      stage.addEventListener("dblclick", function (event) { zoomAt(scale > 1 ? 1 : 2.5, event.clientX, event.clientY); });
      stage.addEventListener("pointerdown", pointerDown);
      stage.addEventListener("pointermove", pointerMove);
      stage.addEventListener("pointerup", pointerUp);
      stage.addEventListener("pointercancel", pointerUp);
      window.addEventListener("resize", function () { if (media) sizeMedia(media); });
    }

    function visibleTiles() {
      return Array.prototype.filter.call(grid.querySelectorAll(".tile"), function (tile) { return !tile.hidden; });
    }
    function nameOf(tile) {
      var link = tile.querySelector(".tile-link");
      var match = link ? /([^\/]+)\.html$/.exec(link.getAttribute("href")) : null;
      return match ? decodeURIComponent(match[1]) : "";
    }

    // The photo drawn as large as the window allows, at most its own size: `sizes` is that width, so the browser
    // fetches the 1024 file on an ordinary screen and the 2048 on a large or high-density one. The stand-in gets the
    // same width, so the swap moves nothing.
    function sizeMedia(node) {
      var img = node.tagName === "PICTURE" ? node.querySelector("img") : null;
      if (!img) return;
      var w = img.width || 1, h = img.height || 1;
      var value = Math.ceil(Math.min(stage.clientWidth || window.innerWidth, (stage.clientHeight || window.innerHeight) * w / h)) + "px";
      var parts = node.children;
      // Only a change: setting `sizes` has the browser choose the file anew.
      for (var i = 0; i < parts.length; i++) if (parts[i].getAttribute("sizes") !== value) parts[i].setAttribute("sizes", value);
      if (standIn && node === media) standIn.style.width = value;
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
    function mediaFor(index) {
      if (cache[index]) return cache[index];
      var link = tiles[index].querySelector(".tile-link"), source = tiles[index].querySelector("picture"), node;
      var video = link && link.getAttribute("data-video");
      if (video) {
        node = document.createElement("video");
        node.controls = true;
        node.preload = "metadata";
        node.setAttribute("playsinline", "");
        var poster = source && source.querySelector("img");
        if (poster) node.poster = poster.currentSrc || poster.src;
        var type = link.getAttribute("data-video-type"), src = el("source", "", node);
        src.src = video;
        if (type) src.type = type;
        node.setAttribute("aria-label", tiles[index].querySelector("[alt]") ? tiles[index].querySelector("[alt]").alt : "");
      } else if (source) {
        node = source.cloneNode(true);
        var img = node.querySelector("img");
        img.removeAttribute("loading");
        img.removeAttribute("style");
        img.draggable = false;
        img.fetchPriority = index === current ? "high" : "low";
        sizeMedia(node);
      } else {
        node = el("div", "viewer-broken", null, T.unreadable);
      }
      cache[index] = node;
      return node;
    }

    // Decoded before it is put on the stage: an image is drawn only once decoded, and one inserted still encoded
    // would leave the stage blank for the frames its decode takes. The photo shown is decoded at once, and put on the
    // stage when it is; its neighbours only after that (see `show`).
    function decodeMedia(node) {
      if (node.tagName !== "PICTURE" || node.asked) return;
      node.asked = true;
      var img = node.querySelector("img");
      if (!img.decode) { node.ready = true; return; }
      whenDecoded(img, function () {
        node.ready = true;
        if (node === media && node.parentNode !== frame) { place(node); afterPainted(img, preloadNeighbours); }
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
    function preloadNeighbours() {
      if (current < 0) return;
      for (var offset = -1; offset <= 1; offset += 2) {
        if (tiles[current + offset]) decodeMedia(mediaFor(current + offset));
      }
    }

    function place(node) {
      standIn = null;
      frame.textContent = "";
      frame.appendChild(node);
      if (node.tagName === "PICTURE") sizeMedia(node);
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

    function show(index) {
      if (index < 0 || index >= tiles.length) return;
      var moved = current !== -1 && index !== current;
      if (media && media.tagName === "VIDEO") media.pause();
      current = index;
      resetZoom();
      media = mediaFor(index);
      decodeMedia(media);
      // A picture not decoded yet is stood in for by the tile's own file, which the grid has loaded and decoded: the
      // viewer shows the photo in the first frame after the click, and the large file in the frame after its decode
      // (a tile the grid has not loaded leaves the stage empty until then).
      if (media.tagName === "PICTURE" && !media.ready) {
        frame.textContent = "";
        standIn = standInFor(tiles[index]);
        if (standIn) frame.appendChild(standIn);
        sizeMedia(media);
      } else {
        place(media);
      }
      var tile = tiles[index], link = tile.querySelector(".tile-link");
      var alt = tile.querySelector("[alt]"), broken = tile.querySelector("[aria-label]");
      title.textContent = alt ? alt.alt : broken ? broken.getAttribute("aria-label") : "";
      caption.textContent = tile.getAttribute("data-caption") || "";
      caption.hidden = !caption.textContent;
      var rating = parseInt(tile.getAttribute("data-r"), 10) || 0;
      stars.hidden = rating === 0;
      stars.textContent = "";
      el("span", "", stars, new Array(rating + 1).join("\u2605") + new Array(6 - rating).join("\u2606")).setAttribute("aria-hidden", "true");
      el("span", "visually-hidden", stars, T.rated.replace("{n}", rating));
      if (tile.getAttribute("data-f") === "1") el("span", "viewer-fav", stars, " \u2665").setAttribute("aria-label", T.favourite);
      pageLink.href = link ? link.href : "#";
      position.textContent = T.position.replace("{i}", index + 1).replace("{n}", tiles.length);
      var focused = document.activeElement;
      prevButton.disabled = index === 0;
      nextButton.disabled = index === tiles.length - 1;
      if (focused && focused.disabled) (prevButton.disabled ? nextButton : prevButton).focus();
      var hash = "#photo/" + encodeURIComponent(nameOf(tile));
      if (moved) history.replaceState({ viewer: true }, "", hash);
      for (var offset = -1; offset <= 1; offset += 2) {
        if (tiles[index + offset]) mediaFor(index + offset);
      }
      if (media.ready || media.tagName !== "PICTURE") afterPainted(media.tagName === "PICTURE" && media.querySelector("img"), preloadNeighbours);
    }

    function open(index, fromLink) {
      if (!dialog) build();
      tiles = visibleTiles();
      cache = {};
      current = -1;
      opener = tiles[index] ? tiles[index].querySelector(".tile-link") : null;
      root.classList.add("viewer-open");
      if (!dialog.open) dialog.showModal();
      show(index);
      var hash = "#photo/" + encodeURIComponent(nameOf(tiles[index]));
      if (fromLink) {
        pushed = window.location.hash !== hash;
        if (pushed) history.pushState({ viewer: true }, "", hash);
      } else {
        pushed = false;
      }
      dialog.querySelector(".viewer-close").focus();
    }

    // Closes the viewer; `byVisitor` when asked for here (not by Back), so the history entry the viewer added goes too.
    function close(byVisitor) {
      if (!dialog || !dialog.open) return;
      if (media && media.tagName === "VIDEO") media.pause();
      dialog.close();
      root.classList.remove("viewer-open");
      var tile = tiles[current] && tiles[current].querySelector(".tile-link");
      if (tile) tile.focus();
      else if (opener) opener.focus();
      if (byVisitor) {
        if (pushed) history.back();
        else history.replaceState(null, "", window.location.pathname + window.location.search);
      }
      pushed = false;
      current = -1;
    }

    function keydown(event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "ArrowLeft") show(current - 1);
      else if (event.key === "ArrowRight") show(current + 1);
      else if (event.key === "+" || event.key === "=") zoomAt(scale * 1.5);
      else if (event.key === "-") zoomAt(scale / 1.5);
      else if (event.key === "Tab") {
        // The dialog is modal, but Tab would still leave it for the browser's own controls: keep it inside.
        var focusable = Array.prototype.filter.call(dialog.querySelectorAll("button, a[href], video"), function (e) {
          return !e.disabled && e.offsetParent !== null;
        });
        var first = focusable[0], last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) last.focus();
        else if (!event.shiftKey && document.activeElement === last) first.focus();
        else return;
      } else return;
      event.preventDefault();
      event.stopPropagation();
    }

    function resetZoom() { scale = 1; tx = 0; ty = 0; applyZoom(); }
    function applyZoom() {
      frame.style.transform = scale === 1 ? "" : "translate(" + tx + "px," + ty + "px) scale(" + scale + ")";
      stage.classList.toggle("zoomed", scale > 1);
    }
    // Zooms to `next`, keeping the point under (x, y) in place (the stage's centre without one).
    function zoomAt(next, x, y) {
      next = Math.max(1, Math.min(8, next));
      var box = stage.getBoundingClientRect();
      var dx = (x === undefined ? box.width / 2 : x - box.left) - box.width / 2;
      var dy = (y === undefined ? box.height / 2 : y - box.top) - box.height / 2;
      tx = dx - (dx - tx) * next / scale;
      ty = dy - (dy - ty) * next / scale;
      scale = next;
      if (scale === 1) { tx = 0; ty = 0; }
      applyZoom();
    }
    function wheel(event) {
      event.preventDefault();
      var delta = event.deltaMode === 1 ? event.deltaY * 33 : event.deltaY;
      zoomAt(scale * Math.exp(-delta * 0.002), event.clientX, event.clientY);
    }

    function pointerDown(event) {
      if (media && media.tagName === "VIDEO" && event.target === media) return;
      pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
      var ids = Object.keys(pointers);
      if (ids.length === 1) gesture = { kind: "drag", x: event.clientX, y: event.clientY, tx: tx, ty: ty };
      else if (ids.length === 2) {
        var a = pointers[ids[0]], b = pointers[ids[1]];
        gesture = { kind: "pinch", distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, scale: scale };
      }
      if (stage.setPointerCapture) { try { stage.setPointerCapture(event.pointerId); } catch (e) { /* synthetic */ } }
    }
    function pointerMove(event) {
      if (!pointers[event.pointerId] || !gesture) return;
      pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
      var ids = Object.keys(pointers);
      if (gesture.kind === "pinch" && ids.length === 2) {
        var a = pointers[ids[0]], b = pointers[ids[1]];
        zoomAt(gesture.scale * Math.hypot(a.x - b.x, a.y - b.y) / gesture.distance, (a.x + b.x) / 2, (a.y + b.y) / 2);
      } else if (gesture.kind === "drag" && scale > 1) {
        tx = gesture.tx + event.clientX - gesture.x;
        ty = gesture.ty + event.clientY - gesture.y;
        applyZoom();
      }
    }
    function pointerUp(event) {
      if (!pointers[event.pointerId]) return;
      delete pointers[event.pointerId];
      if (gesture && gesture.kind === "drag" && scale === 1) {
        var dx = event.clientX - gesture.x, dy = event.clientY - gesture.y;
        if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy)) show(current + (dx < 0 ? 1 : -1));
      }
      if (Object.keys(pointers).length === 0) gesture = null;
    }

    function fromHash() {
      var match = /^#photo\/(.+)$/.exec(window.location.hash);
      if (!match) { close(false); return; }
      var name = decodeURIComponent(match[1]), list = visibleTiles();
      for (var i = 0; i < list.length; i++) {
        if (nameOf(list[i]) === name) {
          if (dialog && dialog.open) { tiles = list; show(i); } else open(i, false);
          return;
        }
      }
    }

    grid.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest(".tile-link") : null;
      if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(visibleTiles().indexOf(link.closest(".tile")), true);
    });
    window.addEventListener("popstate", fromHash);
    if (/^#photo\//.test(window.location.hash)) fromHash();
  }

  /* Map page: the list by place works offline; online, the same photos become markers on OpenStreetMap tiles,
     those closer than a marker's width grouped into one with a count. Drag pans, the buttons and the wheel zoom. */
  function setUpMap(box) {
    if (navigator.onLine === false) return;
    var view = box.querySelector(".map-view"), TILE = 256, MARK = 44;
    var points = Array.prototype.map.call(document.querySelectorAll(".place-photos a[data-lat]"), function (a) {
      var img = a.querySelector("img");
      return { lat: parseFloat(a.getAttribute("data-lat")), lon: parseFloat(a.getAttribute("data-lon")), href: a.getAttribute("href"),
               src: img ? img.getAttribute("src") || "" : "", alt: img ? img.alt : a.textContent };
    }).filter(function (p) { return isFinite(p.lat) && isFinite(p.lon); });
    if (!points.length) return;
    box.hidden = false;
    // Web Mercator at zoom 0, in tiles: x and y from 0 to 1.
    function project(p) {
      var s = Math.sin(p.lat * Math.PI / 180);
      return { x: (p.lon + 180) / 360, y: 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI) };
    }
    points.forEach(function (p) { var q = project(p); p.x = q.x; p.y = q.y; });
    var minX = 1, maxX = 0, minY = 1, maxY = 0;
    points.forEach(function (p) { minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x); minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y); });
    var width = view.clientWidth || 600, height = view.clientHeight || 400, zoom = 1;
    while (zoom < 16 && (maxX - minX) * TILE * Math.pow(2, zoom + 1) < width - 2 * MARK
           && (maxY - minY) * TILE * Math.pow(2, zoom + 1) < height - 2 * MARK) zoom++;
    var cx = (minX + maxX) / 2, cy = (minY + maxY) / 2;

    function draw() {
      width = view.clientWidth || width; height = view.clientHeight || height;
      var scale = TILE * Math.pow(2, zoom), left = cx * scale - width / 2, top = cy * scale - height / 2;
      view.textContent = "";
      var count = Math.pow(2, zoom);
      for (var tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
        for (var ty = Math.max(0, Math.floor(top / TILE)); ty <= Math.min(count - 1, Math.floor((top + height) / TILE)); ty++) {
          var tile = document.createElement("img");
          tile.className = "map-tile";
          tile.alt = "";
          tile.src = "https://tile.openstreetmap.org/" + zoom + "/" + (((tx % count) + count) % count) + "/" + ty + ".png";
          tile.style.left = (tx * TILE - left) + "px";
          tile.style.top = (ty * TILE - top) + "px";
          view.appendChild(tile);
        }
      }
      // Greedy clustering in screen pixels: each point joins the first marker within a marker's width.
      var clusters = [];
      points.forEach(function (p) {
        var x = p.x * scale - left, y = p.y * scale - top;
        for (var i = 0; i < clusters.length; i++) {
          if (Math.abs(clusters[i].x - x) < MARK && Math.abs(clusters[i].y - y) < MARK) { clusters[i].points.push(p); return; }
        }
        clusters.push({ x: x, y: y, points: [p] });
      });
      clusters.forEach(function (c) {
        var first = c.points[0], marker;
        if (c.points.length === 1) {
          marker = document.createElement("a");
          marker.href = first.href;
        } else {
          marker = document.createElement("button");
          marker.type = "button";
          marker.addEventListener("click", function () { cx = (c.x + left) / scale; cy = (c.y + top) / scale; zoomBy(1); });
        }
        marker.className = "map-marker";
        marker.setAttribute("aria-label", c.points.length === 1 ? first.alt : T.cluster.replace("{n}", c.points.length));
        marker.style.left = (c.x - MARK / 2) + "px";
        marker.style.top = (c.y - MARK / 2) + "px";
        if (first.src) {
          var img = document.createElement("img");
          img.src = first.src;
          img.alt = "";
          marker.appendChild(img);
        }
        if (c.points.length > 1) {
          var badge = document.createElement("span");
          badge.className = "map-count";
          badge.textContent = c.points.length;
          marker.appendChild(badge);
        }
        view.appendChild(marker);
      });
    }
    function zoomBy(step) { zoom = Math.max(1, Math.min(18, zoom + step)); draw(); }
    box.querySelector(".map-in").addEventListener("click", function () { zoomBy(1); });
    box.querySelector(".map-out").addEventListener("click", function () { zoomBy(-1); });
    view.addEventListener("wheel", function (event) { event.preventDefault(); zoomBy(event.deltaY < 0 ? 1 : -1); }, { passive: false });
    var drag = null;
    view.addEventListener("pointerdown", function (event) {
      if (event.target.closest(".map-marker")) return;
      drag = { x: event.clientX, y: event.clientY, cx: cx, cy: cy };
    });
    view.addEventListener("pointermove", function (event) {
      if (!drag) return;
      var scale = TILE * Math.pow(2, zoom);
      cx = drag.cx - (event.clientX - drag.x) / scale;
      cy = Math.max(0, Math.min(1, drag.cy - (event.clientY - drag.y) / scale));
      draw();
    });
    window.addEventListener("pointerup", function () { drag = null; });
    view.addEventListener("keydown", function (event) {
      var scale = TILE * Math.pow(2, zoom), step = 64 / scale;
      if (event.key === "+" || event.key === "=") zoomBy(1);
      else if (event.key === "-") zoomBy(-1);
      else if (event.key === "ArrowLeft") { cx -= step; draw(); }
      else if (event.key === "ArrowRight") { cx += step; draw(); }
      else if (event.key === "ArrowUp") { cy -= step; draw(); }
      else if (event.key === "ArrowDown") { cy += step; draw(); }
      else return;
      event.preventDefault();
    });
    draw();
  }

  /* Photo pages: ArrowLeft / ArrowRight walk the album, Escape goes back to it. */
  function setUpPhotoKeys() {
    var prev = document.querySelector("a[rel=prev].photo-prev");
    var next = document.querySelector("a[rel=next].photo-next");
    var up = document.querySelector("a.photo-up");
    document.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || isTyping(event)) return;
      var link = event.key === "ArrowLeft" ? prev : event.key === "ArrowRight" ? next : event.key === "Escape" ? up : null;
      if (!link) return;
      event.preventDefault();
      window.location.href = link.href;
    });
  }

  // A Live Photo: its motion clip plays over the photo while pressed or hovered, muted, then goes away.
  function setUpMotion(figure) {
    var clip = null;
    function play() {
      if (clip) return;
      clip = document.createElement("video");
      clip.className = "motion-clip";
      clip.muted = true;
      clip.playsInline = true;
      clip.src = figure.getAttribute("data-motion");
      clip.addEventListener("ended", stop);
      figure.appendChild(clip);
      var started = clip.play();
      if (started && started.catch) started.catch(stop);
    }
    function stop() {
      if (clip) { clip.remove(); clip = null; }
    }
    figure.addEventListener("pointerenter", play);
    figure.addEventListener("pointerdown", play);
    figure.addEventListener("pointerleave", stop);
    figure.addEventListener("pointerup", function (event) { if (event.pointerType !== "mouse") stop(); });
  }

  function start() {
    var motion = document.querySelector(".photo-figure[data-motion]");
    if (motion) setUpMotion(motion);
    var grid = document.querySelector(".grid");
    if (grid) {
      setUpGrid(grid);
      var form = document.querySelector("form.filters");
      if (form) setUpFilters(form, grid);
      setUpViewer(grid);
    }
    if (document.querySelector(".photo-page")) setUpPhotoKeys();
    var map = document.querySelector(".map");
    if (map) setUpMap(map);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
