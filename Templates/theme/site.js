/* Vitrine: grid zoom, album filters and photo keys. Loaded in <head> without defer, so the zoom stop is set
   before first paint; everything else waits for the DOM. No inline script, no framework. */
(function () {
  "use strict";
  var KEY = "gridZoomLevelIndex";
  var SIZES = [100, 140, 220, 320, 420, 680];
  var NAMES = ["Dense", "Comfortable", "Medium", "Large", "Very Large", "Preview"];
  var DEFAULT = 2;
  var root = document.documentElement;

  function savedStop() {
    var value = null;
    try { value = window.localStorage.getItem(KEY); } catch (e) { value = null; }
    if (value === null || !/^[0-5]$/.test(value)) return DEFAULT;
    return parseInt(value, 10);
  }
  var stop = savedStop();
  root.dataset.zoom = String(stop);

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
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event)) return;
      if (event.key === "+" || event.key === "=") { applyStop(Math.min(stop + 1, SIZES.length - 1), grid, true); }
      else if (event.key === "-" || event.key === "_") { applyStop(Math.max(stop - 1, 0), grid, true); }
      else if (event.key === "0") { applyStop(DEFAULT, grid, true); }
      else return;
      event.preventDefault();
    });
    // ctrl+wheel and trackpad pinch (reported as wheel events with ctrlKey): snap to the nearest stop.
    var pending = 0, timer = 0;
    window.addEventListener("wheel", function (event) {
      if (!event.ctrlKey) return;
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
      status.textContent = count === null ? "" : (count === 1 ? "1 photo matches" : count + " photos match") + (note || "");
    }

    function tileFromIndex(photo) {
      var li = document.createElement("li");
      li.className = "tile extra";
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
        broken.setAttribute("aria-label", photo.a + ": Photo could not be read");
        broken.textContent = "Photo could not be read";
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
      filterPage(state, " on this page");
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

  function start() {
    var grid = document.querySelector(".grid");
    if (grid) {
      setUpGrid(grid);
      var form = document.querySelector("form.filters");
      if (form) setUpFilters(form, grid);
    }
    if (document.querySelector(".photo-page")) setUpPhotoKeys();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
