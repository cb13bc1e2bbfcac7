/* Photo pages: ArrowLeft / ArrowRight walk the album, Escape goes back to it. */
function setUpPhotoKeys() {
  var prev = document.querySelector("a[rel=prev].photo-prev");
  var next = document.querySelector("a[rel=next].photo-next");
  var up = document.querySelector("a.photo-up");
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || isTyping(event)) return;
    var link = event.key === "ArrowLeft" ? prev : event.key === "ArrowRight" ? next : event.key === "Escape" ? up : null;
    if (!link) return;
    event.preventDefault();
    window.location.href = link.href;
  });
}

whenReady(function () {
  if (document.querySelector(".photo-page")) setUpPhotoKeys();
});
