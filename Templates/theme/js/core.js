/* Vitrine's site script, in modules by feature. The build joins the files order.txt lists, in that order, inside one
   function (so the modules share their names and none is global) into the one assets/site-<hash>.js every page
   loads. Loaded in <head> without defer, so the zoom stop is set before first paint; each module's setup waits for
   the DOM (`whenReady`). No inline script, no framework.

   core.js: what every module uses. */
var root = document.documentElement;
// What works only with this script (an album's map button) is shown by site.css from the first paint on when the
// root has this class: put in by the script after that paint, it would push the footer down (a layout shift).
root.classList.add("scripted");
// The theme's words in the site's language (strings-<language>.json), put before this script by the build.
var T = window.vitrineStrings || {};
// Languages whose singular covers zero too, as in ThemeStrings.
var zeroIsOne = /^(fr|pt)\b/i.test(root.lang);
function plural(n, one, other) { return ((zeroIsOne ? n <= 1 : n === 1) ? one : other).replace("{n}", n); }

// The modules' setups, run by start.js (the last module) once the DOM is ready, in the modules' order.
var setUps = [];
function whenReady(setUp) { setUps.push(setUp); }

function isTyping(event) {
  var t = event.target;
  return t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
}

// The viewer is open: the grid's own keys and ctrl+wheel leave the page alone.
function viewerOpen() { return root.classList.contains("viewer-open"); }

// A new `tag` element with a class and text, appended to `parent` when given.
function el(tag, className, parent, text) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

// A picture's placeholder colour is only for while it loads: a source with transparency keeps it in its WebP,
// and the page, not the placeholder, is what should show through. Load events do not bubble, hence capture.
document.addEventListener("load", function (event) {
  var img = event.target;
  if (img && img.tagName === "IMG" && img.style.backgroundColor) img.style.backgroundColor = "";
}, true);
