// Vitrine photo quiz (seed 004). Phases: setup -> revealing -> revealed -> ... -> complete.
// Answers come from the page's JSON block and enter the DOM only at each reveal.
(function () {
  "use strict";

  var SETTINGS_KEY = "vitrine.quiz.settings";
  var REVEAL_SECONDS = { slow: 15, medium: 10, fast: 5 };
  var SESSION_LENGTHS = ["5", "10", "20", "endless"];
  var DEFAULTS = { revealSpeed: "medium", timer: 30, sessionLength: "10", albums: [] };
  var TILE_COUNT = 36;
  var MAP_ZOOM = 12;
  var TILE_SIZE = 256;
  var MAP_PROBE_URL = "https://tile.openstreetmap.org/0/0/0.png";

  var root = document.getElementById("quiz");
  var dataElement = document.getElementById("quiz-data");
  if (!root || !dataElement) return;

  var data;
  try {
    data = JSON.parse(dataElement.textContent);
  } catch (error) {
    return;
  }
  var photos = Array.isArray(data.photos) ? data.photos : [];
  var albumIDs = (Array.isArray(data.albums) ? data.albums : []).map(function (album) { return album.id; });
  var language = document.documentElement.lang || undefined;
  // The quiz's words in the site's language (the `quiz` object of strings-<language>.json), put in the page by the
  // build; a missing word shows its key, as a missing template string does.
  var words = {};
  try {
    words = JSON.parse(document.getElementById("quiz-strings").textContent) || {};
  } catch (error) {
    words = {};
  }
  function say(key, values) {
    var text = typeof words[key] === "string" ? words[key] : key;
    Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(String(values[name])); });
    return text;
  }
  // Languages whose singular covers zero too, as in ThemeStrings.
  var zeroIsOne = /^(fr|pt)\b/i.test(language || "");
  function count(n, one, other) { return say((zeroIsOne ? n <= 1 : n === 1) ? one : other, { n: number(n) }); }
  function number(n, digits) {
    try {
      return new Intl.NumberFormat(language, { minimumFractionDigits: digits || 0, maximumFractionDigits: digits || 0 }).format(n);
    } catch (error) {
      return digits ? n.toFixed(digits) : String(n);
    }
  }

  function $(id) { return document.getElementById(id); }
  var form = $("quiz-settings");
  var panels = { setup: $("quiz-setup"), play: $("quiz-play"), complete: $("quiz-complete") };
  var stage = $("quiz-stage");
  var picture = stage.insertBefore(createPicture(), stage.firstChild);
  var webpSource = picture.querySelector("source");
  var image = picture.querySelector("img");
  var tiles = Array.prototype.slice.call(document.querySelectorAll(".quiz-tile"));
  var countdown = $("quiz-countdown");
  var progress = $("quiz-progress");
  var answer = $("quiz-answer");
  var revealButton = $("quiz-reveal");
  var nextButton = $("quiz-next");

  // The photo's <picture> is made here, not in the markup: a <source> needs a srcset and an <img> a src, and
  // the page must not name an image before its round.
  function createPicture() {
    var node = document.createElement("picture");
    var source = document.createElement("source");
    source.type = "image/webp";
    var img = document.createElement("img");
    img.className = "quiz-photo";
    img.alt = say("photo");
    img.decoding = "async";
    node.appendChild(source);
    node.appendChild(img);
    return node;
  }

  // Points a <picture> made by createPicture at a photo's images; the browser picks the format.
  function setPictureSources(node, photo) {
    var source = node.querySelector("source");
    if (photo.webp) source.setAttribute("srcset", photo.webp); else source.removeAttribute("srcset");
    node.querySelector("img").src = photo.jpeg || photo.webp;
  }

  // ---- Settings: stored as JSON, every field checked on load; anything out of range is the default. ----

  function validSettings(raw) {
    var settings = {
      revealSpeed: DEFAULTS.revealSpeed, timer: DEFAULTS.timer,
      sessionLength: DEFAULTS.sessionLength, albums: []
    };
    if (!raw || typeof raw !== "object") return settings;
    if (Object.prototype.hasOwnProperty.call(REVEAL_SECONDS, raw.revealSpeed)) settings.revealSpeed = raw.revealSpeed;
    if (typeof raw.timer === "number" && Number.isInteger(raw.timer) && raw.timer >= 10 && raw.timer <= 120) {
      settings.timer = raw.timer;
    }
    var length = String(raw.sessionLength);
    if (SESSION_LENGTHS.indexOf(length) >= 0) settings.sessionLength = length;
    if (Array.isArray(raw.albums)) {
      settings.albums = raw.albums.filter(function (id, index, all) {
        return typeof id === "string" && albumIDs.indexOf(id) >= 0 && all.indexOf(id) === index;
      });
    }
    return settings;
  }

  function loadSettings() {
    try {
      return validSettings(JSON.parse(window.localStorage.getItem(SETTINGS_KEY)));
    } catch (error) {
      return validSettings(null);
    }
  }

  function saveSettings(settings) {
    try {
      window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    } catch (error) {
      // Storage can be off (private mode, file:// in some browsers): the quiz still plays.
    }
  }

  function showSettings(settings) {
    form.elements["reveal-speed"].value = settings.revealSpeed;
    form.elements["session-length"].value = settings.sessionLength;
    $("quiz-timer").value = String(settings.timer);
    $("quiz-timer-value").textContent = String(settings.timer);
    document.querySelectorAll('input[name="album"]').forEach(function (box) {
      box.checked = settings.albums.indexOf(box.value) >= 0;
    });
  }

  function readSettings() {
    var picked = [];
    document.querySelectorAll('input[name="album"]').forEach(function (box) {
      if (box.checked) picked.push(box.value);
    });
    return validSettings({
      revealSpeed: form.elements["reveal-speed"].value,
      timer: parseInt($("quiz-timer").value, 10),
      sessionLength: form.elements["session-length"].value,
      albums: picked
    });
  }

  // ---- Session ----

  var session = null;
  var ticker = null;

  function shuffled(list) {
    var copy = list.slice();
    for (var i = copy.length - 1; i > 0; i--) {
      var j = Math.floor(Math.random() * (i + 1));
      var swap = copy[i]; copy[i] = copy[j]; copy[j] = swap;
    }
    return copy;
  }

  function playablePool(settings) {
    var pool = photos.filter(function (photo) {
      return settings.albums.length === 0 || settings.albums.indexOf(photo.album) >= 0;
    });
    if (pool.length === 0) pool = photos;
    // The same image in two albums is one photo.
    var seen = {};
    return pool.filter(function (photo) {
      var key = photo.jpeg || photo.webp;
      if (seen[key]) return false;
      seen[key] = true;
      return true;
    });
  }

  function startSession() {
    var settings = readSettings();
    saveSettings(settings);
    var pool = playablePool(settings);
    var endless = settings.sessionLength === "endless";
    var order = shuffled(pool);
    session = {
      settings: settings,
      pool: pool,
      endless: endless,
      queue: endless ? order : order.slice(0, parseInt(settings.sessionLength, 10)),
      index: -1,
      played: []
    };
    nextRound();
  }

  function currentPhoto() { return session.queue[session.index]; }

  function hasMore() { return session.endless || session.index + 1 < session.queue.length; }

  function nextRound() {
    if (!hasMore()) { complete(); return; }
    session.index += 1;
    if (session.index >= session.queue.length) {
      // Endless: a new shuffle, not starting with the photo just played.
      var again = shuffled(session.pool);
      var last = session.queue[session.queue.length - 1];
      if (again.length > 1 && again[0] === last) again.push(again.shift());
      session.queue = session.queue.concat(again);
    }
    beginRevealing(currentPhoto());
  }

  function setPhase(phase) {
    root.setAttribute("data-phase", phase);
    panels.setup.hidden = phase !== "setup";
    panels.play.hidden = phase !== "revealing" && phase !== "revealed";
    panels.complete.hidden = phase !== "complete";
    revealButton.hidden = phase !== "revealing";
    nextButton.hidden = phase !== "revealed";
  }

  function beginRevealing(photo) {
    stopTicker();
    answer.textContent = "";
    answer.removeAttribute("data-map");
    tiles.forEach(function (tile) { tile.removeAttribute("data-open"); });
    progress.textContent = session.endless ? say("progressEndless", { i: number(session.index + 1) })
      : say("progress", { i: number(session.index + 1), n: number(session.queue.length) });
    countdown.textContent = String(session.settings.timer);
    stage.style.setProperty("--quiz-ratio", String(photo.width / photo.height));
    stage.style.backgroundColor = photo.color || "";
    setPhase("revealing");
    revealButton.focus({ preventScroll: true });

    var round = { photo: photo, started: false };
    session.round = round;
    var start = function () {
      if (session === null || session.round !== round || round.started) return;
      // Revealed before its photo arrived: the round is over, its clock must not start.
      if (root.getAttribute("data-phase") !== "revealing") return;
      round.started = true;
      runRound(round);
    };
    image.onload = start;
    image.onerror = start;
    setPictureSources(picture, photo);
    if (image.complete && image.naturalWidth > 0) start();
    preloadNext();
  }

  // A detached <picture> like the stage's loads the format the stage will show: a plain Image would fetch
  // the JPEG while the stage shows the WebP, downloading every photo twice.
  function preloadNext() {
    var upcoming = session.queue[session.index + 1];
    if (!upcoming) return;
    setPictureSources(createPicture(), upcoming);
  }

  function runRound(round) {
    var order = shuffled(tiles.map(function (_, index) { return index; }));
    var revealMillis = REVEAL_SECONDS[session.settings.revealSpeed] * 1000;
    var timerMillis = session.settings.timer * 1000;
    var begin = performance.now();
    var opened = 0;
    var tick = function () {
      var elapsed = performance.now() - begin;
      // Tile k opens at k/36 of the reveal time: the first at once, the last just before the end.
      var due = Math.min(TILE_COUNT, Math.floor(elapsed / (revealMillis / TILE_COUNT)) + 1);
      while (opened < due) {
        tiles[order[opened]].setAttribute("data-open", "");
        opened += 1;
      }
      var left = Math.max(0, Math.ceil((timerMillis - elapsed) / 1000));
      countdown.textContent = String(left);
      if (elapsed >= timerMillis) reveal();
    };
    tick();
    ticker = window.setInterval(tick, 100);
  }

  function stopTicker() {
    if (ticker !== null) window.clearInterval(ticker);
    ticker = null;
  }

  function reveal() {
    if (!session || root.getAttribute("data-phase") !== "revealing") return;
    stopTicker();
    var photo = currentPhoto();
    tiles.forEach(function (tile) { tile.setAttribute("data-open", ""); });
    session.played.push(photo);
    showAnswer(photo);
    setPhase("revealed");
    nextButton.focus({ preventScroll: true });
  }

  // ---- The answer ----

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function placeName(photo) {
    var parts = [photo.city, photo.country].filter(function (part) { return part; });
    return parts.length ? parts.join(", ") : say("unknownPlace");
  }

  function formatDate(iso) {
    var match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso || "");
    if (!match) return say("dateUnknown");
    // The calendar date where the photo was taken, whatever the viewer's time zone.
    var date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
    try {
      return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(date);
    } catch (error) {
      return match[0];
    }
  }

  function formatCoordinates(photo) {
    var lat = number(Math.abs(photo.latitude), 4) + "° " + say(photo.latitude < 0 ? "south" : "north");
    var lon = number(Math.abs(photo.longitude), 4) + "° " + say(photo.longitude < 0 ? "west" : "east");
    return say("coordinates", { lat: lat, lon: lon });
  }

  function showAnswer(photo) {
    answer.textContent = "";
    var text = element("div", "quiz-answer-text");
    text.appendChild(element("p", "quiz-place", placeName(photo)));
    if (photo.region && photo.region !== photo.city) text.appendChild(element("p", "quiz-region", photo.region));
    text.appendChild(element("p", "quiz-date", formatDate(photo.date)));
    text.appendChild(element("p", "quiz-coordinates", formatCoordinates(photo)));
    answer.appendChild(text);
    // The coordinates stand alone until the tile server is known to answer; data-map says which it is.
    answer.setAttribute("data-map", "pending");
    var round = session.round;
    mapsReachable().then(function (reachable) {
      if (!session || session.round !== round) return;
      if (!reachable) {
        answer.setAttribute("data-map", "offline");
        return;
      }
      answer.appendChild(buildMap(photo));
      answer.setAttribute("data-map", "online");
    });
  }

  // One small tile fetched once per page view says whether maps can load. Without it, every reveal offline
  // would fail 15 tile loads, each an error in the console; with it, at most this one does.
  var mapProbe = null;
  function mapsReachable() {
    if (navigator.onLine === false) return Promise.resolve(false);
    if (mapProbe === null) {
      mapProbe = new Promise(function (resolve) {
        var probe = new Image();
        probe.onload = function () { resolve(true); };
        probe.onerror = function () { resolve(false); };
        probe.src = MAP_PROBE_URL;
      });
    }
    return mapProbe;
  }
  // Back online after a failed probe: the next reveal asks again.
  window.addEventListener("online", function () { mapProbe = null; });

  // OpenStreetMap tiles (Web Mercator) around the point; removed, leaving the coordinates, if any fails.
  function buildMap(photo) {
    var map = element("figure", "quiz-map");
    map.setAttribute("role", "group");
    map.setAttribute("aria-label", say("mapOf", { place: placeName(photo) }));
    var view = element("div", "quiz-map-view");
    var count = Math.pow(2, MAP_ZOOM);
    var lat = Math.max(-85.0511, Math.min(85.0511, photo.latitude)) * Math.PI / 180;
    var x = (photo.longitude + 180) / 360 * count;
    var y = (1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2 * count;
    var tileX = Math.floor(x);
    var tileY = Math.floor(y);
    var failed = false;
    var fail = function () {
      if (failed) return;
      failed = true;
      // A map left behind by an earlier round is already out of the page.
      if (!map.parentNode) return;
      map.parentNode.removeChild(map);
      answer.setAttribute("data-map", "offline");
    };
    // 5 x 3 tiles cover the view (up to 1280 x 512 px) with the point at its centre.
    for (var dy = -1; dy <= 1; dy++) {
      for (var dx = -2; dx <= 2; dx++) {
        var ty = tileY + dy;
        if (ty < 0 || ty >= count) continue;
        var tx = ((tileX + dx) % count + count) % count;
        var tile = element("img", "quiz-map-tile");
        tile.alt = "";
        tile.width = TILE_SIZE;
        tile.height = TILE_SIZE;
        tile.style.left = "calc(50% + " + Math.round((tileX + dx - x) * TILE_SIZE) + "px)";
        tile.style.top = "calc(50% + " + Math.round((ty - y) * TILE_SIZE) + "px)";
        tile.onerror = fail;
        tile.src = "https://tile.openstreetmap.org/" + MAP_ZOOM + "/" + tx + "/" + ty + ".png";
        view.appendChild(tile);
      }
    }
    view.appendChild(element("span", "quiz-map-marker"));
    map.appendChild(view);
    var caption = element("figcaption", "quiz-map-credit");
    var link = element("a", null, say("mapCredit"));
    link.href = "https://www.openstreetmap.org/copyright";
    caption.appendChild(link);
    map.appendChild(caption);
    return map;
  }

  // ---- Ending ----

  function complete() {
    stopTicker();
    if (!session) return;
    session.round = null;
    var played = session.played;
    $("quiz-summary").textContent = count(played.length, "playedOne", "playedOther");
    var list = $("quiz-places");
    list.textContent = "";
    played.forEach(function (photo) {
      list.appendChild(element("li", null, placeName(photo) + " · " + formatDate(photo.date)));
    });
    answer.textContent = "";
    image.removeAttribute("src");
    webpSource.removeAttribute("srcset");
    setPhase("complete");
    $("quiz-complete-heading").focus({ preventScroll: true });
  }

  function quit() {
    var phase = root.getAttribute("data-phase");
    if (phase === "revealing" || phase === "revealed") complete();
  }

  function next() {
    if (session && root.getAttribute("data-phase") === "revealed") nextRound();
  }

  function toSetup() {
    stopTicker();
    session = null;
    showSettings(loadSettings());
    setPhase("setup");
  }

  // ---- Wiring ----

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    startSession();
  });
  form.addEventListener("input", function () {
    var settings = readSettings();
    $("quiz-timer-value").textContent = String(settings.timer);
    saveSettings(settings);
  });
  revealButton.addEventListener("click", reveal);
  nextButton.addEventListener("click", next);
  $("quiz-quit").addEventListener("click", quit);
  $("quiz-again").addEventListener("click", function () {
    showSettings(session ? session.settings : loadSettings());
    startSession();
  });
  $("quiz-settings-again").addEventListener("click", toSetup);

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    var phase = root.getAttribute("data-phase");
    if (event.key === "Escape") {
      quit();
      return;
    }
    if (event.key !== " " && event.key !== "Enter") return;
    if (phase !== "revealing" && phase !== "revealed") return;
    // Other controls keep their own Space/Enter (Quit, links).
    var target = event.target;
    var ours = target === revealButton || target === nextButton || target === document.body || !target.closest("a, button, input, select, textarea");
    if (!ours) return;
    event.preventDefault();
    if (event.repeat) return;
    if (phase === "revealing") reveal(); else next();
  });

  showSettings(loadSettings());
  setPhase("setup");
})();
