  function start() {
    var motion = document.querySelector(".photo-figure[data-motion]");
    if (motion) setUpMotion(motion);
    var grid = document.querySelector(".grid");
    if (grid) {
      setUpGrid(grid);
      var form = document.querySelector("form.filters");
      if (form) setUpFilters(form, grid);
      setUpViewer(grid);
    }
    if (document.querySelector(".photo-page")) setUpPhotoKeys();
    var map = document.querySelector(".map");
    if (map) setUpMap(map);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
