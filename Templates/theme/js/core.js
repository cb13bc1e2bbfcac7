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

