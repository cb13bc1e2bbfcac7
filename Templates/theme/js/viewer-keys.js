/* Viewer keys: ArrowLeft and ArrowRight move, + and - zoom, I hides or shows the info panel, Space and P play and
   pause the slideshow (any other key pauses it), Tab stays inside the viewer; Escape is the dialog's own cancel
   (viewer.js). See viewer.js for `v`. */
function viewerKeydown(v, event) {
  var slideshowKey = (event.key === " " || event.key === "p" || event.key === "P") && !isTyping(event) &&
    !event.ctrlKey && !event.metaKey && !event.altKey && event.target.tagName !== "VIDEO";
  if (!slideshowKey && !/^(Shift|Control|Alt|Meta|CapsLock)$/.test(event.key)) pauseSlideshow(v);
  if (slideshowKey) {
    if (!event.repeat) toggleSlideshow(v);
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === "ArrowLeft") showPhoto(v, v.current - 1);
  else if (event.key === "ArrowRight") showPhoto(v, v.current + 1);
  else if (event.key === "+" || event.key === "=") zoomPhoto(v, v.scale * 1.5);
  else if (event.key === "-") zoomPhoto(v, v.scale / 1.5);
  else if ((event.key === "i" || event.key === "I") && !isTyping(event)) toggleDetails(v);
  else if (event.key !== "Tab" || !keepFocusInside(v.dialog, event)) return;
  event.preventDefault();
  event.stopPropagation();
}

// The dialog is modal, but Tab would still leave it for the browser's own controls: from the last control Tab goes
// to the first, and Shift+Tab the other way. Says whether it moved the focus.
function keepFocusInside(dialog, event) {
  var focusable = Array.prototype.filter.call(dialog.querySelectorAll("button, a[href], video"), function (e) {
    return !e.disabled && e.offsetParent !== null;
  });
  var first = focusable[0], last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) last.focus();
  else if (!event.shiftKey && document.activeElement === last) first.focus();
  else return false;
  return true;
}
