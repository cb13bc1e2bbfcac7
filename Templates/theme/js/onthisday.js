/* onthisday.js: the home page's "On this day". The page holds no data, so it stays right every day: the browser
   takes today's month and day, asks timeline/days.js (the days with photos) whether there are any, then loads that
   day's file (timeline/days/MM-DD.js) and shows its photos from earlier years. Scripts, not fetch: a site opened
   from file:// may not fetch. Nothing shows on a day without photos from another year. The slot's data-looked-up
   says which day was looked up once the answer is known, shown or not. */
function loadDataScript(src, done) {
  var script = document.createElement("script");
  script.src = src;
  script.onload = done;
  document.head.appendChild(script);
}

function twoDigits(n) { return (n < 10 ? "0" : "") + n; }

whenReady(function () {
  var slot = document.getElementById("on-this-day");
  var daysHref = slot && slot.getAttribute("data-days");
  // Inside a private album the page is decrypted into its shell, and its data files are sealed: none to load.
  if (!daysHref || window.vitrineInsidePrivateAlbum) return;
  var base = daysHref.replace(/timeline\/days\.js$/, "");
  var today = new Date();
  var day = twoDigits(today.getMonth() + 1) + "-" + twoDigits(today.getDate());
  function done() { slot.setAttribute("data-looked-up", day); }
  loadDataScript(daysHref, function () {
    if ((" " + (window.vitrineDays || "") + " ").indexOf(" " + day + " ") < 0) return done();
    loadDataScript(base + "timeline/days/" + day + ".js", function () {
      var years = (window.vitrineOnThisDay || []).filter(function (entry) { return entry.year < today.getFullYear(); });
      if (!years.length) return done();
      var list = slot.querySelector("ul");
      years.forEach(function (entry) {
        entry.photos.forEach(function (photo) {
          var link = el("a", "", el("li", "", list));
          link.href = base + photo.href;
          var img = el("img", "", link);
          img.src = base + photo.src;
          img.width = photo.width;
          img.height = photo.height;
          img.alt = photo.alt;
          img.decoding = "async";
        });
      });
      var names = years.map(function (entry) { return entry.year; }).sort();
      slot.querySelector("h2").textContent = (T.onThisDay || "On this day: {years}").replace("{years}", names.join(", "));
      slot.hidden = false;
      done();
    });
  });
});
