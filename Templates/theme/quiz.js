// The game: a session of rounds, each a photo uncovered tile by tile until the player answers, the timer runs out
// or Reveal is pressed; then the answer and the round's score; after the last, the summary and the total.
var TILE_COUNT = 36;

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
guessBox = $("quiz-guess");

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

// ---- Session ----

var session = null;
var ticker = null;

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
  guessBox.hidden = phase !== "revealing";
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

  var round = { photo: photo, started: false };
  session.round = round;
  setPhase("revealing");
  showGuesses(photo, round);
  revealButton.focus({ preventScroll: true });
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
  round.begin = performance.now();
  var opened = 0;
  var tick = function () {
    var elapsed = performance.now() - round.begin;
    // Tile k opens at k/36 of the reveal time: the first at once, the last just before the end.
    var due = Math.min(TILE_COUNT, Math.floor(elapsed / (revealMillis / TILE_COUNT)) + 1);
    while (opened < due) {
      tiles[order[opened]].setAttribute("data-open", "");
      opened += 1;
    }
    var left = Math.max(0, Math.ceil((timerMillis - elapsed) / 1000));
    countdown.textContent = String(left);
    // Time up with no answer: the round scores nothing.
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
  var round = session.round;
  var photo = currentPhoto();
  tiles.forEach(function (tile) { tile.setAttribute("data-open", ""); });
  guessBox.textContent = "";
  choiceButtons = [];
  session.played.push({ photo: photo, score: round.guess ? round.guess.score : 0 });
  showAnswer(photo, round);
  setPhase("revealed");
  nextButton.focus({ preventScroll: true });
}

// ---- The answer ----

function showAnswer(photo, round) {
  answer.textContent = "";
  var text = element("div", "quiz-answer-text");
  text.appendChild(resultLine(round));
  text.appendChild(element("p", "quiz-place", placeName(photo)));
  if (photo.region && photo.region !== photo.city) text.appendChild(element("p", "quiz-region", photo.region));
  text.appendChild(element("p", "quiz-date", formatDate(photo.date)));
  text.appendChild(element("p", "quiz-coordinates", formatCoordinates(photo)));
  answer.appendChild(text);
  // The coordinates stand alone until the tile server is known to answer; data-map says which it is.
  answer.setAttribute("data-map", "pending");
  mapsReachable().then(function (reachable) {
    if (!session || session.round !== round) return;
    if (!reachable) {
      answer.setAttribute("data-map", "offline");
      return;
    }
    answer.appendChild(buildMap(photo, round.guess && round.guess.kind === "map" ? round.guess.point : null));
    answer.setAttribute("data-map", "online");
  });
}

// ---- Ending ----

function complete() {
  stopTicker();
  if (!session) return;
  session.round = null;
  var played = session.played;
  var total = played.reduce(function (sum, round) { return sum + round.score; }, 0);
  $("quiz-summary").textContent = count(played.length, "playedOne", "playedOther");
  $("quiz-total").textContent = say("total", { points: points(total) });
  var before = played.length ? recordBest(session.settings.sessionLength, total) : loadBest()[session.settings.sessionLength];
  var best = $("quiz-best");
  if (played.length && (before === undefined || total > before)) best.textContent = say("newBest");
  else best.textContent = before === undefined ? "" : say("best", { points: points(before) });
  var list = $("quiz-places");
  list.textContent = "";
  played.forEach(function (round) {
    list.appendChild(element("li", null, placeName(round.photo) + " · " + formatDate(round.photo.date) + " · " + points(round.score)));
  });
  answer.textContent = "";
  guessBox.textContent = "";
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
  var target = event.target;
  if (phase === "revealing" && /^[1-4]$/.test(event.key) && !target.closest("input, select, textarea")) {
    event.preventDefault();
    pickChoice(Number(event.key) - 1);
    return;
  }
  if (event.key !== " " && event.key !== "Enter") return;
  if (phase !== "revealing" && phase !== "revealed") return;
  // Other controls keep their own Space/Enter (Quit, a choice, links).
  var ours = target === revealButton || target === nextButton || target === document.body || !target.closest("a, button, input, select, textarea");
  if (!ours) return;
  event.preventDefault();
  if (event.repeat) return;
  if (phase === "revealing") reveal(); else next();
});

showSettings(loadSettings());
setPhase("setup");
