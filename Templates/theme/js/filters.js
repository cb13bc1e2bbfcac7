/* Album filters: minimum rating, favourites, tag; state in the URL hash (#rating=3&fav=1&tag=italy). An album of one
   page filters its tiles; a longer one fetches the album's index and shows the matches of every page. Each function
   takes the album's filter, `f`: its form, its grid and the index once fetched. */
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

function isFiltering(state) { return state.rating > 0 || state.fav || state.tag !== ""; }

function setUpFilters(form, grid) {
  var f = {
    form: form, grid: grid, pages: parseInt(form.getAttribute("data-pages"), 10) || 1,
    indexURL: form.getAttribute("data-index"), status: form.querySelector(".filter-status"),
    pageTiles: Array.prototype.slice.call(grid.children), pagination: document.querySelector(".pagination"),
    index: null, loading: false
  };
  form.addEventListener("change", function () {
    var state = formState(form);
    writeHash(state);
    applyFilters(f, state);
  });
  form.addEventListener("reset", function () {
    setTimeout(function () { var state = formState(form); writeHash(state); applyFilters(f, state); }, 0);
  });
  window.addEventListener("hashchange", function () {
    var state = readHash();
    if (!isFiltering(state) && window.location.hash.indexOf("=") < 0 && window.location.hash.length > 1) return;
    syncForm(form, state);
    if (isFiltering(state)) openFilters(form, true);
    applyFilters(f, state);
  });
  var initial = readHash();
  syncForm(form, initial);
  if (isFiltering(initial)) { openFilters(form, true); applyFilters(f, initial); }
  var toggle = document.querySelector(".filters-toggle");
  if (toggle) toggle.addEventListener("click", function () { openFilters(form, form.hidden); });
}

// The filters open on demand from the toolbar's button, and by themselves for a shared filtered address.
function openFilters(form, open) {
  form.hidden = !open;
  var toggle = document.querySelector(".filters-toggle");
  if (toggle) toggle.setAttribute("aria-expanded", open ? "true" : "false");
  if (open && toggle && document.activeElement === toggle) {
    var first = form.querySelector("select, input");
    if (first) first.focus();
  }
}

// A site without ratings shown ("showRatings") has no rating control: a rating in the address filters nothing.
function syncForm(form, state) {
  if (form.elements.rating) form.elements.rating.value = String(state.rating);
  else state.rating = 0;
  form.elements.fav.checked = state.fav;
  if (form.elements.tag) {
    form.elements.tag.value = state.tag;
    if (form.elements.tag.value !== state.tag) { state.tag = ""; form.elements.tag.value = ""; }
  }
}

function formState(form) {
  return {
    rating: form.elements.rating ? parseInt(form.elements.rating.value, 10) || 0 : 0,
    fav: form.elements.fav.checked,
    tag: form.elements.tag ? form.elements.tag.value : ""
  };
}

// Every way through a filter ends here, with its tiles shown: they are laid out again, so `sizes` follows.
function sayMatches(f, count, note) {
  sizeGrid(f.grid);
  f.status.textContent = count === null ? "" : plural(count, T.matchesOne, T.matchesOther) + (note || "");
}

function applyFilters(f, state) {
  showAllTiles(f);
  if (!isFiltering(state)) { sayMatches(f, null); return; }
  if (f.pages <= 1) { filterPage(f, state); return; }
  if (f.index) { filterAlbum(f, state); return; }
  filterPage(f, state, T.onThisPage);
  // Opened from disk, browsers refuse to fetch files and log an error for trying: stay on this page.
  if (f.loading || !window.fetch || window.location.protocol === "file:") return;
  f.loading = true;
  window.fetch(f.indexURL).then(function (response) {
    if (!response.ok) throw new Error("index " + response.status);
    return response.json();
  }).then(function (data) {
    f.index = data;
    var current = formState(f.form);
    if (isFiltering(current)) { showAllTiles(f); filterAlbum(f, current); }
  }).catch(function () {
    /* The index could not be read: the filter covers this page only. */
  });
}

function showAllTiles(f) {
  removeExtraTiles(f.grid);
  f.pageTiles.forEach(function (tile) { tile.hidden = false; if (!tile.parentNode) f.grid.appendChild(tile); });
  if (f.pagination) f.pagination.hidden = false;
}

function removeExtraTiles(grid) {
  var extras = grid.querySelectorAll(".extra");
  for (var i = 0; i < extras.length; i++) grid.removeChild(extras[i]);
}

function filterPage(f, state, note) {
  var count = 0;
  f.pageTiles.forEach(function (tile) {
    var ok = matches(state, parseInt(tile.getAttribute("data-r"), 10) || 0, tile.getAttribute("data-f") === "1",
      (tile.getAttribute("data-t") || "").split(" "));
    tile.hidden = !ok;
    if (ok) count++;
  });
  sayMatches(f, count, note);
}

// Matches from every page of the album, built from its index.
function filterAlbum(f, state) {
  var fragment = document.createDocumentFragment(), count = 0;
  f.index.photos.forEach(function (photo) {
    if (!matches(state, photo.r, photo.f, photo.t)) return;
    count++;
    fragment.appendChild(tileFromIndex(photo, f.grid));
  });
  f.pageTiles.forEach(function (tile) { if (tile.parentNode) f.grid.removeChild(tile); });
  removeExtraTiles(f.grid);
  f.grid.appendChild(fragment);
  if (f.pagination) f.pagination.hidden = true;
  sayMatches(f, count);
}

// A tile as the album's pages mark it up, from the photo's entry in the index.
function tileFromIndex(photo, grid) {
  var li = document.createElement("li");
  li.className = "tile extra";
  if (photo.w > 0 && photo.h > 0) li.style.setProperty("--a", String(Math.min(4, Math.max(0.25, photo.w / photo.h))));
  li.setAttribute("data-r", photo.r);
  li.setAttribute("data-f", photo.f ? "1" : "0");
  if (photo.d) li.setAttribute("data-caption", photo.d);
  if (photo.o) li.setAttribute("data-original", photo.o);
  if (photo.x) li.setAttribute("data-info", photo.x);
  var a = el("a", "tile-link");
  a.href = photo.u;
  a.appendChild(photo.s ? pictureFromIndex(photo, grid) : brokenFromIndex(photo));
  if (photo.f) el("span", "tile-fav", a, "\u2665").setAttribute("aria-hidden", "true");
  li.appendChild(a);
  return li;
}

function pictureFromIndex(photo, grid) {
  var picture = document.createElement("picture");
  if (photo.p) {
    var source = el("source", "", picture);
    source.type = "image/webp";
    source.setAttribute("srcset", photo.p);
  }
  var img = document.createElement("img");
  img.src = photo.s;
  img.setAttribute("srcset", photo.j);
  img.width = photo.w; img.height = photo.h;
  img.alt = photo.a;
  img.loading = "lazy"; img.decoding = "async";
  if (/^#[0-9a-f]{6}$/.test(photo.c)) img.style.backgroundColor = photo.c;
  picture.appendChild(img);
  return picture;
}

function brokenFromIndex(photo) {
  var broken = el("span", "tile-broken", null, T.unreadable);
  broken.setAttribute("role", "img");
  broken.setAttribute("aria-label", photo.a + ": " + T.unreadable);
  return broken;
}

whenReady(function () {
  var grid = document.querySelector(".grid"), form = document.querySelector("form.filters");
  if (grid && form) setUpFilters(form, grid);
});
