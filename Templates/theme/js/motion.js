/* Motion (Live Photos): on a photo page, the photo's motion clip plays over it while pressed or hovered, muted, then
   goes away. */
function setUpMotion(figure) {
  var clip = null;
  function play() {
    if (clip) return;
    clip = el("video", "motion-clip");
    clip.muted = true;
    clip.playsInline = true;
    clip.src = figure.getAttribute("data-motion");
    clip.addEventListener("ended", stop);
    figure.appendChild(clip);
    var started = clip.play();
    if (started && started.catch) started.catch(stop);
  }
  function stop() {
    if (clip) { clip.remove(); clip = null; }
  }
  figure.addEventListener("pointerenter", play);
  figure.addEventListener("pointerdown", play);
  figure.addEventListener("pointerleave", stop);
  figure.addEventListener("pointerup", function (event) { if (event.pointerType !== "mouse") stop(); });
}

whenReady(function () {
  var figure = document.querySelector(".photo-figure[data-motion]");
  if (figure) setUpMotion(figure);
});
