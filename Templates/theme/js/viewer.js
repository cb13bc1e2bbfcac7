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

