/* Slideshow: the viewer's play button, Space and P start and pause it. Each photo shows for the site's interval
   (`slideshow` in vitrine.json, on <body data-slideshow>), a video until it ends; the next photo is decoded before
   it takes the shown one's place, so no frame is blank. Any other key, a pointer or a wheel (a swipe, a zoom, a
   button) pauses it; after the last photo it starts again or stops, as the site says. The photo coming in fades
   from half-way (site.css), not under prefers-reduced-motion. See viewer.js for `v`. */
function slideshowSettings() {
  var body = document.body, seconds = parseFloat(body.getAttribute("data-slideshow"));
  return {
    interval: (seconds >= 1 ? seconds : 5) * 1000,
    loop: body.hasAttribute("data-slideshow") ? body.hasAttribute("data-slideshow-loop") : true
  };
}

function buildSlideshow(v) {
  v.show = { playing: false, run: 0, timer: 0, video: null, ended: null, settings: null, fromEnd: false };
  v.playButton = viewerButton(v.dialog, "viewer-play", T.slideshow + " (P)", "\u25b6", function () { toggleSlideshow(v); });
  v.playButton.setAttribute("aria-pressed", "false");
  v.playButton.setAttribute("aria-keyshortcuts", "P Space");
  v.dialog.addEventListener("pointerdown", function (event) {
    if (!v.playButton.contains(event.target)) pauseSlideshow(v);
  }, true);
  v.dialog.addEventListener("wheel", function () { pauseSlideshow(v); }, { capture: true, passive: true });
}

function toggleSlideshow(v) {
  if (v.show.playing) pauseSlideshow(v); else playSlideshow(v);
}

function playSlideshow(v) {
  if (v.show.playing || v.current < 0) return;
  v.show.playing = true;
  v.show.settings = slideshowSettings();
  // Started on the last photo, it goes round once even when it does not loop.
  v.show.fromEnd = v.current === v.tiles.length - 1;
  v.playButton.setAttribute("aria-pressed", "true");
  v.playButton.textContent = "\u275a\u275a";
  waitOnShown(v);
}

// Pauses it (Escape and closing the viewer too); a video playing plays on.
function pauseSlideshow(v) {
  if (!v.show || !v.show.playing) return;
  v.show.playing = false;
  v.show.run++;
  stopWaiting(v);
  v.playButton.setAttribute("aria-pressed", "false");
  v.playButton.textContent = "\u25b6";
}

// The photo shown stays for the interval; a video until its `ended` (played from the start, muted if the browser
// refuses sound), or for the interval when it cannot play at all.
function waitOnShown(v) {
  stopWaiting(v);
  var run = v.show.run, media = v.media;
  function next() { advanceSlideshow(v, run); }
  function later() { if (run === v.show.run) v.show.timer = setTimeout(next, v.show.settings.interval); }
  if (!media || media.tagName !== "VIDEO") { later(); return; }
  v.show.video = media;
  v.show.ended = next;
  media.addEventListener("ended", next);
  if (media.ended) media.currentTime = 0;
  playMedia(media).catch(function () {
    media.muted = true;
    playMedia(media).catch(later);
  });
}

function playMedia(media) {
  try {
    var started = media.play();
    return started && started.then ? started : Promise.resolve();
  } catch (e) { return Promise.reject(e); }
}

function stopWaiting(v) {
  clearTimeout(v.show.timer);
  if (v.show.video) v.show.video.removeEventListener("ended", v.show.ended);
  v.show.video = null;
}

function advanceSlideshow(v, run) {
  if (run !== v.show.run || !v.show.playing) return;
  var next = v.current + 1;
  if (next >= v.tiles.length) {
    // One photo has nowhere to go: the slideshow ends on it.
    if ((!v.show.settings.loop && !v.show.fromEnd) || v.tiles.length < 2) { pauseSlideshow(v); return; }
    next = 0;
  }
  v.show.fromEnd = false;
  stopWaiting(v);
  var node = mediaFor(v, next);
  whenShowable(node, function () {
    if (run !== v.show.run || !v.show.playing) return;
    node.classList.add("slideshow-in");
    showPhoto(v, next);
    waitOnShown(v);
  });
}

// `then` once the picture is decoded (marked so, as decodeMedia does), so the viewer puts it on the stage at once.
function whenShowable(node, then) {
  var img = node.tagName === "PICTURE" ? node.querySelector("img") : null;
  if (!img || node.ready || !img.decode) { then(); return; }
  node.asked = true;
  whenDecoded(img, function () { node.ready = true; then(); });
}

whenReady(function () {
  document.addEventListener("animationend", function (event) {
    var node = event.target.closest && event.target.closest(".slideshow-in");
    if (node) node.classList.remove("slideshow-in");
  });
});
