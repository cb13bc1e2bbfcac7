// Vitrine photo quiz (seed 004), joined from quiz-*.js in QuizPage.scriptModules' order inside one function.
// This module: the page's data and words, and the formatting every other module uses.
// Phases: setup -> revealing -> revealed -> ... -> complete. Answers come from the page's JSON block and enter the
// DOM only at each reveal; the choices offered before it name the right place among others, marking none.
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
function count(n, one, other, values) {
  var all = { n: number(n) };
  Object.keys(values || {}).forEach(function (name) { all[name] = values[name]; });
  return say((zeroIsOne ? n <= 1 : n === 1) ? one : other, all);
}
function number(n, digits) {
  try {
    return new Intl.NumberFormat(language, { minimumFractionDigits: digits || 0, maximumFractionDigits: digits || 0 }).format(n);
  } catch (error) {
    return digits ? n.toFixed(digits) : String(n);
  }
}
function points(n) { return count(n, "pointsOne", "pointsOther"); }
// Kilometres with one decimal under 10 km, whole ones above, in the language's digits.
function kilometres(km) { return say("kilometres", { km: number(km, km < 10 ? 1 : 0) }); }

function $(id) { return document.getElementById(id); }

function element(tag, className, text) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function placeName(place) {
  var parts = [place.city, place.country].filter(function (part) { return part; });
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

function shuffled(list) {
  var copy = list.slice();
  for (var i = copy.length - 1; i > 0; i--) {
    var j = Math.floor(Math.random() * (i + 1));
    var swap = copy[i]; copy[i] = copy[j]; copy[j] = swap;
  }
  return copy;
}
