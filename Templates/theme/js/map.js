/* Maps: the map page's (its list by place works offline) and an album's (its points and GPX tracks in the page).
   Online, the photos become markers on OpenStreetMap tiles; offline, markers and tracks on a plain background.
   Markers closer than a marker's width are grouped into one with a count. Drag pans, the buttons and the wheel zoom.

   Thousands of photos stay fluid: the clusters of a zoom level are made once (a grid of marker-sized cells) and
   kept. The view scrolls over a pane holding the layer of tiles, tracks and markers, so a pan is a scroll, which the
   browser's compositor moves alone: moving the layer with a transform instead made the browser redo the whole page's
   layers on every frame (a page's list of 5,000 photos took most of a frame). The layer holds the markers and tiles
   the view can show within MAP_AHEAD pixels of travel; it is brought up to date, keeping the ones that stay, only
   once the view has travelled that far. A marker opens the viewer on its photo (its page when the viewer cannot show
   it here).
   Each function takes the map, `m`: its view, pane, layer, points, zoom and centre (Web Mercator, 0 to 1). */
var MAP_TILE = 256, MAP_MARK = 44, MAP_CELL = 60, MAP_MAX_ZOOM = 18;
// The pane reaches MAP_ROOM pixels past the view on every side: the room a pan scrolls in before the pane is moved.
var MAP_AHEAD = 256, MAP_ROOM = 1024;

function setUpMap(box) {
  var points = mapPoints(box), tracks = mapTracks(box);
  if (!points.length && !tracks.length) return;
  var online = navigator.onLine !== false;
  box.hidden = false;
  if (box.parentNode.classList.contains("album-map")) box.parentNode.hidden = false;
  box.classList.toggle("map-offline", !online);
  var view = box.querySelector(".map-view");
  var m = { box: box, view: view, points: points, tracks: tracks, online: online, levels: {}, shown: {},
            width: view.clientWidth || 600, height: view.clientHeight || 400, zoom: 1, frame: 0 };
  fitMap(m);
  box.querySelector(".map-in").addEventListener("click", function () { zoomMapBy(m, 1); });
  box.querySelector(".map-out").addEventListener("click", function () { zoomMapBy(m, -1); });
  view.addEventListener("wheel", function (event) { event.preventDefault(); zoomMapBy(m, event.deltaY < 0 ? 1 : -1); }, { passive: false });
  listenForMapDrag(m);
  view.addEventListener("keydown", function (event) { mapKeydown(m, event); });
  view.addEventListener("scroll", function () { followMapScroll(m); });
  window.addEventListener("resize", function () { panMap(m); });
  startMapLevel(m);
}

// The points of a map: the map page's list of geotagged photos, or an album map's own list (`.map-point`).
function mapPoints(box) {
  var scope = box.parentNode || document;
  var listed = Array.prototype.map.call(scope.querySelectorAll(".place-photos a[data-lat]"), function (a) {
    var img = a.querySelector("img");
    return { lat: parseFloat(a.getAttribute("data-lat")), lon: parseFloat(a.getAttribute("data-lon")), href: a.getAttribute("href"),
             src: img ? img.getAttribute("src") || "" : "", alt: img ? img.alt : a.textContent };
  });
  var own = Array.prototype.map.call(box.querySelectorAll(".map-point"), function (li) {
    return { lat: parseFloat(li.getAttribute("data-lat")), lon: parseFloat(li.getAttribute("data-lon")), href: li.getAttribute("data-href"),
             src: li.getAttribute("data-src") || "", alt: li.getAttribute("data-alt") || "" };
  });
  var points = listed.concat(own).filter(function (p) { return isFinite(p.lat) && isFinite(p.lon); });
  points.forEach(function (p) { var q = mercator(p); p.x = q.x; p.y = q.y; });
  return points;
}

// The album's GPX tracks: `data-track` holds "lat,lon lat,lon …", already simplified and reduced by the build.
function mapTracks(box) {
  return Array.prototype.map.call(box.querySelectorAll(".map-track"), function (li) {
    return (li.getAttribute("data-track") || "").split(" ").map(function (pair) {
      var ll = pair.split(",");
      return mercator({ lat: parseFloat(ll[0]), lon: parseFloat(ll[1]) });
    }).filter(function (q) { return isFinite(q.x) && isFinite(q.y); });
  }).filter(function (track) { return track.length > 1; });
}

// Web Mercator at zoom 0, in tiles: x and y from 0 to 1.
function mercator(p) {
  var s = Math.max(-0.9999, Math.min(0.9999, Math.sin(p.lat * Math.PI / 180)));
  return { x: (p.lon + 180) / 360, y: 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI) };
}

// The largest zoom that shows every point and track with a marker's room around them, centred on them.
function fitMap(m) {
  var minX = 1, maxX = 0, minY = 1, maxY = 0;
  function include(p) { minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x); minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y); }
  m.points.forEach(include);
  m.tracks.forEach(function (track) { track.forEach(include); });
  while (m.zoom < 16 && (maxX - minX) * MAP_TILE * Math.pow(2, m.zoom + 1) < m.width - 2 * MAP_MARK
         && (maxY - minY) * MAP_TILE * Math.pow(2, m.zoom + 1) < m.height - 2 * MAP_MARK) m.zoom++;
  m.cx = (minX + maxX) / 2;
  m.cy = (minY + maxY) / 2;
}

function mapScale(m) { return MAP_TILE * Math.pow(2, m.zoom); }

// A new zoom level: a new pane and layer, the layer's origin the centre in this level's pixels (CSS pixels stay
// small numbers even at zoom 18), the track drawn once for the level, and the level's clusters.
function startMapLevel(m) {
  var scale = mapScale(m);
  m.view.textContent = "";
  m.pane = el("div", "map-pane", m.view);
  m.layer = el("div", "map-layer", m.pane);
  m.ox = Math.round(m.cx * scale);
  m.oy = Math.round(m.cy * scale);
  m.shown = {};
  m.drawn = null;
  if (m.tracks.length) drawMapTracks(m, scale);
  if (!m.levels[m.zoom]) m.levels[m.zoom] = clusterPoints(m.points, scale);
  panMap(m);
}

// Scrolls the view to the centre, the layer first brought up to date when the view has travelled MAP_AHEAD pixels
// since it last was, or has a new level or size. The view's size is read before anything is written.
function panMap(m) {
  var width = m.view.clientWidth || m.width, height = m.view.clientHeight || m.height;
  var resized = width !== m.width || height !== m.height, drawn = m.drawn;
  var scale = mapScale(m), left = Math.round(m.cx * scale - width / 2), top = Math.round(m.cy * scale - height / 2);
  m.width = width;
  m.height = height;
  if (!drawn || resized || Math.abs(left - drawn.left) > MAP_AHEAD || Math.abs(top - drawn.top) > MAP_AHEAD) {
    drawMapAround(m, left, top, !drawn || resized);
  }
  scrollMap(m, left - m.ax, top - m.ay);
}

// Kept for modules that redraw a map: a pan to where it is.
function drawMap(m) { panMap(m); }

function requestMapFrame(m) {
  if (!m.frame) m.frame = requestAnimationFrame(function () { m.frame = 0; panMap(m); });
}

// Brings in the tiles and markers the view (its left and top in this level's pixels) can show within MAP_AHEAD
// pixels of travel, takes the others out, and moves the pane back around the view when the view nears its edge.
function drawMapAround(m, left, top, anew) {
  m.drawn = { left: left, top: top };
  if (anew || Math.abs(left - m.ax - MAP_ROOM) > MAP_ROOM / 2 || Math.abs(top - m.ay - MAP_ROOM) > MAP_ROOM / 2) {
    placeMapPane(m, left, top);
  }
  var wanted = {};
  if (m.online) drawMapTiles(m, mapArea(m, left, top, MAP_AHEAD), wanted);
  drawMapMarkers(m, mapArea(m, left, top, MAP_AHEAD + MAP_MARK / 2), wanted);
  for (var key in m.shown) {
    if (!wanted[key]) { m.layer.removeChild(m.shown[key]); delete m.shown[key]; }
  }
}

function mapArea(m, left, top, margin) {
  return { left: left - margin, top: top - margin, right: left + m.width + margin, bottom: top + m.height + margin };
}

// The pane: the view and MAP_ROOM around it, its top left corner at (m.ax, m.ay) in this level's pixels; the layer
// inside moved to match, in one write.
function placeMapPane(m, left, top) {
  m.ax = left - MAP_ROOM;
  m.ay = top - MAP_ROOM;
  m.pane.style.width = (m.width + 2 * MAP_ROOM) + "px";
  m.pane.style.height = (m.height + 2 * MAP_ROOM) + "px";
  m.layer.style.transform = "translate(" + (m.ox - m.ax) + "px," + (m.oy - m.ay) + "px)";
}

// The map's own scroll, kept so that the scroll event it raises is not taken for the visitor's.
function scrollMap(m, x, y) {
  m.sx = x;
  m.sy = y;
  m.view.scrollLeft = x;
  m.view.scrollTop = y;
}

// A scroll the map did not make moves the centre with it, so what the view shows is always where the map is: a key
// the browser scrolls with, a marker given focus (or found by a script) that the browser brings into view.
function followMapScroll(m) {
  var x = m.view.scrollLeft, y = m.view.scrollTop, scale = mapScale(m);
  if (Math.abs(x - m.sx) < 1 && Math.abs(y - m.sy) < 1) return;
  m.sx = x;
  m.sy = y;
  m.cx = (m.ax + x + m.width / 2) / scale;
  m.cy = Math.max(0, Math.min(1, (m.ay + y + m.height / 2) / scale));
  requestMapFrame(m);
}

function drawMapMarkers(m, area, wanted) {
  m.levels[m.zoom].forEach(function (c) {
    if (c.x < area.left || c.x > area.right || c.y < area.top || c.y > area.bottom) return;
    wanted[c.key] = true;
    if (!m.shown[c.key]) m.shown[c.key] = m.layer.appendChild(mapMarker(m, c));
  });
}

function drawMapTiles(m, area, wanted) {
  var count = Math.pow(2, m.zoom);
  for (var tx = Math.floor(area.left / MAP_TILE); tx <= Math.floor(area.right / MAP_TILE); tx++) {
    for (var ty = Math.max(0, Math.floor(area.top / MAP_TILE)); ty <= Math.min(count - 1, Math.floor(area.bottom / MAP_TILE)); ty++) {
      var key = "t" + tx + "/" + ty;
      wanted[key] = true;
      if (m.shown[key]) continue;
      var tile = document.createElement("img");
      tile.className = "map-tile";
      tile.alt = "";
      tile.src = "https://tile.openstreetmap.org/" + m.zoom + "/" + (((tx % count) + count) % count) + "/" + ty + ".png";
      tile.style.left = (tx * MAP_TILE - m.ox) + "px";
      tile.style.top = (ty * MAP_TILE - m.oy) + "px";
      m.shown[key] = m.layer.insertBefore(tile, m.layer.firstChild);
    }
  }
}

// The tracks as one SVG polyline each, in the level's pixels around its origin.
function drawMapTracks(m, scale) {
  var ns = "http://www.w3.org/2000/svg", svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "map-tracks");
  svg.setAttribute("aria-hidden", "true");
  m.tracks.forEach(function (track) {
    var line = document.createElementNS(ns, "polyline");
    line.setAttribute("points", track.map(function (q) {
      return Math.round(q.x * scale - m.ox) + "," + Math.round(q.y * scale - m.oy);
    }).join(" "));
    svg.appendChild(line);
  });
  m.layer.appendChild(svg);
}

// One zoom level's clusters: the points of a cell MAP_CELL pixels wide share a marker at their mean, in this level's
// pixels. Made once per level, in one pass.
function clusterPoints(points, scale) {
  var cells = {}, clusters = [];
  points.forEach(function (p) {
    var x = p.x * scale, y = p.y * scale, key = "c" + Math.floor(x / MAP_CELL) + "/" + Math.floor(y / MAP_CELL);
    var c = cells[key];
    if (!c) c = cells[key] = clusters[clusters.push({ key: key, sx: 0, sy: 0, points: [] }) - 1];
    c.sx += x;
    c.sy += y;
    c.points.push(p);
  });
  clusters.forEach(function (c) { c.x = c.sx / c.points.length; c.y = c.sy / c.points.length; });
  return clusters;
}

// A photo's marker links to its page and opens the viewer when the page has one; a cluster's is a button that zooms
// in on it, or, when its photos cannot be told apart (one place, or the deepest zoom), opens the viewer on them.
function mapMarker(m, c) {
  var first = c.points[0], marker;
  if (c.points.length === 1) {
    marker = document.createElement("a");
    marker.href = first.href;
    marker.addEventListener("click", function (event) { if (openMapPhoto(first)) event.preventDefault(); });
  } else {
    marker = document.createElement("button");
    marker.type = "button";
    marker.addEventListener("click", function () {
      if (m.zoom < MAP_MAX_ZOOM && !samePlace(c.points)) {
        m.cx = c.x / mapScale(m);
        m.cy = c.y / mapScale(m);
        zoomMapBy(m, 1);
      } else if (!openMapPhoto(first)) {
        window.location.href = first.href;
      }
    });
  }
  marker.className = "map-marker";
  marker.setAttribute("aria-label", c.points.length === 1 ? first.alt : T.cluster.replace("{n}", c.points.length));
  marker.style.left = (c.x - m.ox - MAP_MARK / 2) + "px";
  marker.style.top = (c.y - m.oy - MAP_MARK / 2) + "px";
  if (first.src) {
    var img = el("img", "", marker);
    img.src = first.src;
    img.alt = "";
  }
  if (c.points.length > 1) el("span", "map-count", marker, String(c.points.length));
  return marker;
}

function samePlace(points) {
  return points.every(function (p) { return Math.abs(p.x - points[0].x) < 1e-9 && Math.abs(p.y - points[0].y) < 1e-9; });
}

// Opens the viewer on the photo when a tile of the page shows it (the grid's own click handler does), and says so.
function openMapPhoto(p) {
  var target = new URL(p.href, document.baseURI).href;
  var links = document.querySelectorAll(".tile:not([hidden]) .tile-link");
  for (var i = 0; i < links.length; i++) {
    if (links[i].href === target && viewerReady()) { links[i].click(); return true; }
  }
  return false;
}

function viewerReady() { return !!window.HTMLDialogElement; }

function zoomMapBy(m, step) {
  var zoom = Math.max(1, Math.min(MAP_MAX_ZOOM, m.zoom + step));
  if (zoom === m.zoom) return;
  m.zoom = zoom;
  startMapLevel(m);
}

// A drag moves the centre; the layer follows once a frame, however many pointer events the frame had.
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
    requestMapFrame(m);
  });
  window.addEventListener("pointerup", function () { drag = null; });
}

function mapKeydown(m, event) {
  var step = 64 / mapScale(m);
  if (event.key === "+" || event.key === "=") zoomMapBy(m, 1);
  else if (event.key === "-") zoomMapBy(m, -1);
  else if (event.key === "ArrowLeft") { m.cx -= step; panMap(m); }
  else if (event.key === "ArrowRight") { m.cx += step; panMap(m); }
  else if (event.key === "ArrowUp") { m.cy -= step; panMap(m); }
  else if (event.key === "ArrowDown") { m.cy += step; panMap(m); }
  else return;
  event.preventDefault();
}

whenReady(function () {
  // The map page's list is a set of tiles the viewer walks, as an album's grid is.
  var places = document.querySelector(".places");
  if (places && !document.querySelector(".grid") && places.querySelector(".tile")) setUpViewer(places);
  Array.prototype.forEach.call(document.querySelectorAll(".map"), function (box) {
    var section = box.parentNode;
    if (section.classList.contains("album-map")) offerAlbumMap(section, box);
    else setUpMap(box);
  });
});

// An album's map waits under its grid for the visitor to open it: tiles are fetched from OpenStreetMap only for
// someone who asked for the map, not on every visit to every album with positions.
function offerAlbumMap(section, box) {
  var button = section.querySelector(".album-map-show");
  if (!button || !box.querySelector(".map-point, .map-track")) return;
  // Shown by site.css from the first paint; a theme's own album.mustache from before then may still say `hidden`.
  section.hidden = false;
  button.addEventListener("click", function () {
    if (button.getAttribute("aria-expanded") === "true") return;
    button.setAttribute("aria-expanded", "true");
    setUpMap(box);
  });
}
