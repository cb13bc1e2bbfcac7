  /* Map page: the list by place works offline; online, the same photos become markers on OpenStreetMap tiles,
     those closer than a marker's width grouped into one with a count. Drag pans, the buttons and the wheel zoom. */
  function setUpMap(box) {
    if (navigator.onLine === false) return;
    var view = box.querySelector(".map-view"), TILE = 256, MARK = 44;
    var points = Array.prototype.map.call(document.querySelectorAll(".place-photos a[data-lat]"), function (a) {
      var img = a.querySelector("img");
      return { lat: parseFloat(a.getAttribute("data-lat")), lon: parseFloat(a.getAttribute("data-lon")), href: a.getAttribute("href"),
               src: img ? img.getAttribute("src") || "" : "", alt: img ? img.alt : a.textContent };
    }).filter(function (p) { return isFinite(p.lat) && isFinite(p.lon); });
    if (!points.length) return;
    box.hidden = false;
    // Web Mercator at zoom 0, in tiles: x and y from 0 to 1.
    function project(p) {
      var s = Math.sin(p.lat * Math.PI / 180);
      return { x: (p.lon + 180) / 360, y: 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI) };
    }
    points.forEach(function (p) { var q = project(p); p.x = q.x; p.y = q.y; });
    var minX = 1, maxX = 0, minY = 1, maxY = 0;
    points.forEach(function (p) { minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x); minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y); });
    var width = view.clientWidth || 600, height = view.clientHeight || 400, zoom = 1;
    while (zoom < 16 && (maxX - minX) * TILE * Math.pow(2, zoom + 1) < width - 2 * MARK
           && (maxY - minY) * TILE * Math.pow(2, zoom + 1) < height - 2 * MARK) zoom++;
    var cx = (minX + maxX) / 2, cy = (minY + maxY) / 2;

    function draw() {
      width = view.clientWidth || width; height = view.clientHeight || height;
      var scale = TILE * Math.pow(2, zoom), left = cx * scale - width / 2, top = cy * scale - height / 2;
      view.textContent = "";
      var count = Math.pow(2, zoom);
      for (var tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
        for (var ty = Math.max(0, Math.floor(top / TILE)); ty <= Math.min(count - 1, Math.floor((top + height) / TILE)); ty++) {
          var tile = document.createElement("img");
          tile.className = "map-tile";
          tile.alt = "";
          tile.src = "https://tile.openstreetmap.org/" + zoom + "/" + (((tx % count) + count) % count) + "/" + ty + ".png";
          tile.style.left = (tx * TILE - left) + "px";
          tile.style.top = (ty * TILE - top) + "px";
          view.appendChild(tile);
        }
      }
      // Greedy clustering in screen pixels: each point joins the first marker within a marker's width.
      var clusters = [];
      points.forEach(function (p) {
        var x = p.x * scale - left, y = p.y * scale - top;
        for (var i = 0; i < clusters.length; i++) {
          if (Math.abs(clusters[i].x - x) < MARK && Math.abs(clusters[i].y - y) < MARK) { clusters[i].points.push(p); return; }
        }
        clusters.push({ x: x, y: y, points: [p] });
      });
      clusters.forEach(function (c) {
        var first = c.points[0], marker;
        if (c.points.length === 1) {
          marker = document.createElement("a");
          marker.href = first.href;
        } else {
          marker = document.createElement("button");
          marker.type = "button";
          marker.addEventListener("click", function () { cx = (c.x + left) / scale; cy = (c.y + top) / scale; zoomBy(1); });
        }
        marker.className = "map-marker";
        marker.setAttribute("aria-label", c.points.length === 1 ? first.alt : T.cluster.replace("{n}", c.points.length));
        marker.style.left = (c.x - MARK / 2) + "px";
        marker.style.top = (c.y - MARK / 2) + "px";
        if (first.src) {
          var img = document.createElement("img");
          img.src = first.src;
          img.alt = "";
          marker.appendChild(img);
        }
        if (c.points.length > 1) {
          var badge = document.createElement("span");
          badge.className = "map-count";
          badge.textContent = c.points.length;
          marker.appendChild(badge);
        }
        view.appendChild(marker);
      });
    }
    function zoomBy(step) { zoom = Math.max(1, Math.min(18, zoom + step)); draw(); }
    box.querySelector(".map-in").addEventListener("click", function () { zoomBy(1); });
    box.querySelector(".map-out").addEventListener("click", function () { zoomBy(-1); });
    view.addEventListener("wheel", function (event) { event.preventDefault(); zoomBy(event.deltaY < 0 ? 1 : -1); }, { passive: false });
    var drag = null;
    view.addEventListener("pointerdown", function (event) {
      if (event.target.closest(".map-marker")) return;
      drag = { x: event.clientX, y: event.clientY, cx: cx, cy: cy };
    });
    view.addEventListener("pointermove", function (event) {
      if (!drag) return;
      var scale = TILE * Math.pow(2, zoom);
      cx = drag.cx - (event.clientX - drag.x) / scale;
      cy = Math.max(0, Math.min(1, drag.cy - (event.clientY - drag.y) / scale));
      draw();
    });
    window.addEventListener("pointerup", function () { drag = null; });
    view.addEventListener("keydown", function (event) {
      var scale = TILE * Math.pow(2, zoom), step = 64 / scale;
      if (event.key === "+" || event.key === "=") zoomBy(1);
      else if (event.key === "-") zoomBy(-1);
      else if (event.key === "ArrowLeft") { cx -= step; draw(); }
      else if (event.key === "ArrowRight") { cx += step; draw(); }
      else if (event.key === "ArrowUp") { cy -= step; draw(); }
      else if (event.key === "ArrowDown") { cy += step; draw(); }
      else return;
      event.preventDefault();
    });
    draw();
  }

