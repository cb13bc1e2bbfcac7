/* start.js, the last module: runs every module's setup, in the modules' order, once the DOM is ready. A new module
   asks for its own with `whenReady` and needs nothing here. */
function start() {
  for (var i = 0; i < setUps.length; i++) setUps[i]();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
