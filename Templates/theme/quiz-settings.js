// Settings and the best score: stored as JSON, every field checked on load; anything out of range is the default.
var SETTINGS_KEY = "vitrine.quiz.settings";
var BEST_KEY = "vitrine.quiz.best";
var REVEAL_SECONDS = { slow: 15, medium: 10, fast: 5 };
var SESSION_LENGTHS = ["5", "10", "20", "endless"];
var DEFAULTS = { revealSpeed: "medium", timer: 30, sessionLength: "10", albums: [] };

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

function readStored(key) {
  try {
    return JSON.parse(window.localStorage.getItem(key));
  } catch (error) {
    return null;
  }
}

function store(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Storage can be off (private mode, file:// in some browsers): the quiz still plays.
  }
}

function loadSettings() { return validSettings(readStored(SETTINGS_KEY)); }
function saveSettings(settings) { store(SETTINGS_KEY, settings); }

// The best total per session length, e.g. {"10": 7420}: a whole number from 0 to the most the length can score
// (endless: any up to a billion); anything else is forgotten.
function validBest(raw) {
  var best = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return best;
  SESSION_LENGTHS.forEach(function (length) {
    var value = raw[length];
    var most = length === "endless" ? 1e9 : MAX_POINTS * parseInt(length, 10);
    if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= most) best[length] = value;
  });
  return best;
}
function loadBest() { return validBest(readStored(BEST_KEY)); }

// Records a session's total; returns the best before it (undefined when none) so the summary can say "new best".
function recordBest(length, total) {
  var best = loadBest();
  var before = best[length];
  if (before === undefined || total > before) {
    best[length] = total;
    store(BEST_KEY, best);
  }
  return before;
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
