/* Map page: the list by place works offline; online, the same photos become markers on OpenStreetMap tiles,
   those closer than a marker's width grouped into one with a count. Drag pans, the buttons and the wheel zoom.
   Each function takes the page's map, `m`: its view, points, zoom and centre (Web Mercator, 0 to 1). */
var MAP_TILE = 256, MAP_MARK = 44;

function setUpMap(box) {
  if (navigator.onLine === false) return;
  var points = mapPoints();
  if (!points.length) return;
  box.hidden = false;
  var view = box.querySelector(".map-view");
  var m = { view: view, points: points, width: view.clientWidth || 600, height: view.clientHeight || 400, zoom: 1 };
  fitMap(m);
  box.querySelector(".map-in").addEventListener("click", function () { zoomMapBy(m, 1); });
  box.querySelector(".map-out").addEventListener("click", function () { zoomMapBy(m, -1); });
  view.addEventListener("wheel", function (event) { event.preventDefault(); zoomMapBy(m, event.deltaY < 0 ? 1 : -1); }, { passive: false });
  listenForMapDrag(m);
  view.addEventListener("keydown", function (event) { mapKeydown(m, event); });
  drawMap(m);
}

// The places list's geotagged photos, projected.
function mapPoints() {
  var points = Array.prototype.map.call(document.querySelectorAll(".place-photos a[data-lat]"), function (a) {
    var img = a.querySelector("img");
    return { lat: parseFloat(a.getAttribute("data-lat")), lon: parseFloat(a.getAttribute("data-lon")), href: a.getAttribute("href"),
             src: img ? img.getAttribute("src") || "" : "", alt: img ? img.alt : a.textContent };
  }).filter(function (p) { return isFinite(p.lat) && isFinite(p.lon); });
  points.forEach(function (p) { var q = mercator(p); p.x = q.x; p.y = q.y; });
  return points;
}

// Web Mercator at zoom 0, in tiles: x and y from 0 to 1.
function mercator(p) {
  var s = Math.sin(p.lat * Math.PI / 180);
  return { x: (p.lon + 180) / 360, y: 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI) };
}

// The largest zoom that shows every point with a marker's room around them, centred on them.
function fitMap(m) {
  var minX = 1, maxX = 0, minY = 1, maxY = 0;
  m.points.forEach(function (p) { minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x); minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y); });
  while (m.zoom < 16 && (maxX - minX) * MAP_TILE * Math.pow(2, m.zoom + 1) < m.width - 2 * MAP_MARK
         && (maxY - minY) * MAP_TILE * Math.pow(2, m.zoom + 1) < m.height - 2 * MAP_MARK) m.zoom++;
  m.cx = (minX + maxX) / 2;
  m.cy = (minY + maxY) / 2;
}

function mapScale(m) { return MAP_TILE * Math.pow(2, m.zoom); }

function drawMap(m) {
  m.width = m.view.clientWidth || m.width;
  m.height = m.view.clientHeight || m.height;
  var scale = mapScale(m), left = m.cx * scale - m.width / 2, top = m.cy * scale - m.height / 2;
  m.view.textContent = "";
  drawMapTiles(m, left, top);
  clusterPoints(m.points, scale, left, top).forEach(function (c) { m.view.appendChild(mapMarker(m, c, scale, left, top)); });
}

function drawMapTiles(m, left, top) {
  var count = Math.pow(2, m.zoom);
  for (var tx = Math.floor(left / MAP_TILE); tx <= Math.floor((left + m.width) / MAP_TILE); tx++) {
    for (var ty = Math.max(0, Math.floor(top / MAP_TILE)); ty <= Math.min(count - 1, Math.floor((top + m.height) / MAP_TILE)); ty++) {
      var tile = el("img", "map-tile");
      tile.alt = "";
      tile.src = "https://tile.openstreetmap.org/" + m.zoom + "/" + (((tx % count) + count) % count) + "/" + ty + ".png";
      tile.style.left = (tx * MAP_TILE - left) + "px";
      tile.style.top = (ty * MAP_TILE - top) + "px";
      m.view.appendChild(tile);
    }
  }
}

// Greedy clustering in screen pixels: each point joins the first marker within a marker's width.
function clusterPoints(points, scale, left, top) {
  var clusters = [];
  points.forEach(function (p) {
    var x = p.x * scale - left, y = p.y * scale - top;
    for (var i = 0; i < clusters.length; i++) {
      if (Math.abs(clusters[i].x - x) < MAP_MARK && Math.abs(clusters[i].y - y) < MAP_MARK) { clusters[i].points.push(p); return; }
    }
    clusters.push({ x: x, y: y, points: [p] });
  });
  return clusters;
}

// A photo's marker links to its page; a cluster's is a button that zooms in on it.
function mapMarker(m, c, scale, left, top) {
  var first = c.points[0], marker;
  if (c.points.length === 1) {
    marker = document.createElement("a");
    marker.href = first.href;
  } else {
    marker = document.createElement("button");
    marker.type = "button";
    marker.addEventListener("click", function () { m.cx = (c.x + left) / scale; m.cy = (c.y + top) / scale; zoomMapBy(m, 1); });
  }
  marker.className = "map-marker";
  marker.setAttribute("aria-label", c.points.length === 1 ? first.alt : T.cluster.replace("{n}", c.points.length));
  marker.style.left = (c.x - MAP_MARK / 2) + "px";
  marker.style.top = (c.y - MAP_MARK / 2) + "px";
  if (first.src) {
    var img = el("img", "", marker);
    img.src = first.src;
    img.alt = "";
  }
  if (c.points.length > 1) el("span", "map-count", marker, String(c.points.length));
  return marker;
}

function zoomMapBy(m, step) { m.zoom = Math.max(1, Math.min(18, m.zoom + step)); drawMap(m); }

function listenForMapDrag(m) {
  var drag = null;
  m.view.addEventListener("pointerdown", function (event) {
    if (event.target.closest(".map-marker")) return;
    drag = { x: event.clientX, y: event.clientY, cx: m.cx, cy: m.cy };
  });
  m.view.addEventListener("pointermove", function (event) {
    if (!drag) return;
    var scale = mapScale(m);
    m.cx = drag.cx - (event.clientX - drag.x) / scale;
    m.cy = Math.max(0, Math.min(1, drag.cy - (event.clientY - drag.y) / scale));
    drawMap(m);
  });
  window.addEventListener("pointerup", function () { drag = null; });
}

function mapKeydown(m, event) {
  var step = 64 / mapScale(m);
  if (event.key === "+" || event.key === "=") zoomMapBy(m, 1);
  else if (event.key === "-") zoomMapBy(m, -1);
  else if (event.key === "ArrowLeft") { m.cx -= step; drawMap(m); }
  else if (event.key === "ArrowRight") { m.cx += step; drawMap(m); }
  else if (event.key === "ArrowUp") { m.cy -= step; drawMap(m); }
  else if (event.key === "ArrowDown") { m.cy += step; drawMap(m); }
  else return;
  event.preventDefault();
}

whenReady(function () {
  var map = document.querySelector(".map");
  if (map) setUpMap(map);
});
