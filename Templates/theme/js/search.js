/* Search: the header's box sends its words to the results page (search.html?q=...), where the grid fills as you
   type. The index (SearchIndex.swift) is loaded on the box's first focus, never with the page, as <script> files
   that hand their data to window.vitrineSearchData: browsers refuse fetch() from file://, but run scripts. Words
   are compared in one normal form, the one SearchText.swift gives them (accents, case and ligatures do not count);
   every word typed must match, each as the start of a word of the photo; a month name in any of the theme's
   languages (the manifest's `m`) also finds the photos of that month. Results are in site order, RESULTS_PAGE at a time. */
var RESULTS_PAGE = 200;
// Tiles made before the first are shown: a phone's screenful, so the first result does not wait for a page of them
// (200 tiles took 100 ms on a phone-class CPU); the rest follow a batch a task.
var FIRST_TILES = 12, TILES_AT_ONCE = 64;
var search = { base: "", parts: {}, waiting: {}, shown: 0, matches: [], query: "", run: 0 };

// Letters no decomposition takes apart, spelt out (SearchText.spelled).
var SPELLED = { "\u0153": "oe", "\u00e6": "ae", "\u00df": "ss", "\u00f8": "o", "\u0111": "d", "\u0142": "l", "\u0131": "i", "\u00fe": "th", "\u00f0": "d" };

function searchNormal(text) {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[\u0153\u00e6\u00df\u00f8\u0111\u0142\u0131\u00fe\u00f0]/g,
    function (c) { return SPELLED[c]; });
}

function searchWords(text) { return searchNormal(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean); }

// The shard of a word: FNV-1a of the UTF-8 of its first two code points (SearchIndex.shard).
function searchShard(word, count) {
  var bytes = new TextEncoder().encode(Array.from(word).slice(0, 2).join("")), hash = 0x811c9dc5;
  for (var i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return (hash >>> 0) & (count - 1);
}

// Each of the ascending positions written as base-36 gaps, `gap+more` a run (SearchIndex.encode), given to `each`:
// read a character at a time, as a frequent word's list (10,000 positions at 100,000 photos) is read on the first
// result's path, where split and parseInt cost 40 ms on a phone-class CPU.
function searchPositions(text, each) {
  if (!text) return;
  var last = -1, value = 0, run = false;
  for (var i = 0; i <= text.length; i++) {
    var c = i < text.length ? text.charCodeAt(i) : 44;
    if (c === 44 || c === 43) {
      if (run) { while (value-- > 0) each(++last); } else { last += value; each(last); }
      value = 0;
      run = c === 43;
    } else {
      value = value * 36 + (c <= 57 ? c - 48 : c - 87);
    }
  }
}

// One file of the index, once: `done` gets its data, or null when it cannot be loaded.
function searchPart(name, done) {
  if (name in search.parts) { done(search.parts[name]); return; }
  if (search.waiting[name]) { search.waiting[name].push(done); return; }
  search.waiting[name] = [done];
  var script = document.createElement("script");
  function finish() {
    var callbacks = search.waiting[name] || [];
    if (!(name in search.parts)) search.parts[name] = null;
    delete search.waiting[name];
    callbacks.forEach(function (callback) { callback(search.parts[name]); });
  }
  script.onload = finish;
  script.onerror = finish;
  script.src = search.base + name + ".js";
  document.head.appendChild(script);
}

window.vitrineSearchData = function (name, data) {
  if (typeof name === "string" && !(name in search.parts)) search.parts[name] = data;
};

// The positions of the photos matching every word of `query`, ascending; `done(null)` when the index cannot load.
function searchFor(query, done) {
  searchPart("index", function (manifest) {
    if (!manifest) { done(null); return; }
    // The month names the box knows come from the build (SearchMonths.swift), in the normal form.
    var months = manifest.m || {};
    var terms = searchWords(query).filter(function (word) { return word.length >= 2; }).map(function (word) {
      return { word: word, month: Object.prototype.hasOwnProperty.call(months, word) ? months[word] : 0 };
    });
    if (!terms.length) { done([]); return; }
    var names = {};
    terms.forEach(function (term) {
      if (term.word.length >= 2) names["t" + searchShard(term.word, manifest.b)] = true;
      if (term.month) names["t" + searchShard("~m", manifest.b)] = true;
    });
    var wanted = Object.keys(names), left = wanted.length;
    wanted.forEach(function (name) {
      searchPart(name, function () { if (--left === 0) done(searchMatch(terms, manifest)); });
    });
  });
}

// Each term's photos (every word it begins, and its month), kept only where every term before matched too; the
// photos matching the last term are gathered as they are met and sorted (natively, as an Int32Array), so the cost
// follows the postings read, not the photo count (a pass over 100,000 photos took 30-60 ms on a phone-class CPU).
function searchMatch(terms, manifest) {
  var hits = new Uint16Array(manifest.n), matches = [];
  terms.forEach(function (term, k) {
    var seen = new Uint8Array(manifest.n), lists = [], last = k === terms.length - 1;
    var shard = term.word.length >= 2 && search.parts["t" + searchShard(term.word, manifest.b)];
    if (shard) Object.keys(shard).forEach(function (word) { if (word.lastIndexOf(term.word, 0) === 0) lists.push(shard[word]); });
    var monthWord = term.month ? "~m" + (term.month < 10 ? "0" : "") + term.month : null;
    var monthShard = monthWord && search.parts["t" + searchShard("~m", manifest.b)];
    if (monthShard && monthShard[monthWord]) lists.push(monthShard[monthWord]);
    lists.forEach(function (list) {
      searchPositions(list, function (p) {
        if (p < manifest.n && !seen[p]) {
          seen[p] = 1;
          if (hits[p] === k) { hits[p] = k + 1; if (last) matches.push(p); }
        }
      });
    });
  });
  return Int32Array.from(matches).sort();
}

function setUpSearch(form) {
  var input = form.querySelector("input[type=search]");
  if (!input) return;
  // The index is next to the results page the form sends to.
  search.base = form.getAttribute("action").replace(/[^\/]*$/, "") + "search/";
  // The first focus brings the manifest in, and has the normal form's Unicode patterns compiled before a word is
  // typed (their first use cost tens of milliseconds on a phone-class CPU).
  input.addEventListener("focus", function () { searchPart("index", function () { searchWords("\u00c7a va"); }); }, { once: true });
  var results = document.body.classList.contains("page-search") && document.querySelector(".grid");
  if (!results) return;
  var query = new URLSearchParams(window.location.search).get("q") || "";
  input.value = query;
  input.addEventListener("input", function () { showResults(results, input.value); });
  form.addEventListener("submit", function (event) { event.preventDefault(); showResults(results, input.value); });
  showResults(results, query);
  // The results page is for searching: the caret is in the box, and that focus brings the small manifest in, a round
  // trip before the first word is typed (the shards and records wait for the words).
  input.focus({ preventScroll: true });
  input.setSelectionRange(query.length, query.length);
}

function showResults(grid, query) {
  var run = ++search.run, status = document.querySelector(".grid-count");
  search.query = query;
  try { window.history.replaceState(null, "", query ? "?q=" + encodeURIComponent(query) : window.location.pathname); } catch (e) { /* file:// may refuse */ }
  if (!searchWords(query).length) { grid.textContent = ""; status.textContent = ""; showMore(grid, false); return; }
  status.textContent = T.searchLoading || "";
  searchFor(query, function (matches) {
    if (run !== search.run) return;
    if (matches === null) { status.textContent = T.searchFailed || ""; return; }
    search.matches = matches;
    search.shown = 0;
    grid.textContent = "";
    status.textContent = matches.length ? plural(matches.length, T.matchesOne, T.matchesOther) : (T.searchNone || "").replace("{q}", query.trim());
    addResults(grid, run);
  });
}

// The next RESULTS_PAGE matches as tiles, made as the album filter makes them (filters.js, tileFromIndex), in order,
// a chunk of records at a time and at most TILES_AT_ONCE tiles a task (FIRST_TILES first): the first result shows
// once its chunk is in, not after every chunk or every tile of the page.
function addResults(grid, run) {
  var size = search.parts.index.c, batches = [];
  search.matches.slice(search.shown, search.shown + RESULTS_PAGE).forEach(function (p) {
    var last = batches[batches.length - 1], chunk = Math.floor(p / size);
    var room = batches.length === 1 && search.shown === 0 ? FIRST_TILES : TILES_AT_ONCE;
    if (!last || last.chunk !== chunk || last.positions.length >= room) batches.push(last = { chunk: chunk, positions: [] });
    last.positions.push(p);
  });
  search.shown = Math.min(search.matches.length, search.shown + RESULTS_PAGE);
  (function next(i) {
    if (run !== search.run) return;
    if (i === batches.length) { showMore(grid, search.shown < search.matches.length); return; }
    searchPart("p" + batches[i].chunk, function (records) {
      if (run !== search.run) return;
      var fragment = document.createDocumentFragment();
      batches[i].positions.forEach(function (p) {
        var record = records && records[p % size];
        if (!record) return;
        var tile = tileFromIndex(record, grid);
        tile.classList.remove("extra");
        fragment.appendChild(tile);
      });
      grid.appendChild(fragment);
      setTimeout(function () { next(i + 1); }, 0);
    });
  })(0);
}

function showMore(grid, needed) {
  var button = document.querySelector(".search-more");
  if (!button && needed) {
    button = el("button", "search-more", null, T.searchMore);
    button.type = "button";
    button.addEventListener("click", function () { addResults(grid, search.run); });
    grid.parentNode.insertBefore(button, grid.nextSibling);
  }
  if (button) button.hidden = !needed;
}

whenReady(function () {
  var form = document.querySelector("form.site-search");
  if (form) setUpSearch(form);
});
