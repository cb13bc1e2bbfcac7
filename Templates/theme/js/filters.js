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

