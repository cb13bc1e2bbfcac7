// A round's score, at most MAX_POINTS:
//   points = round(MAX_POINTS × accuracy × pace)
//   accuracy: a choice, 1 when right and 0 when wrong; a map guess, exp(−d / 1000) for a guess d km away (great
//             circle), so 100 km keeps 90 %, 500 km 61 %, 1000 km 37 %, 3000 km 5 %;
//   pace:     1 − ½ × (time used / timer), so an answer at once keeps all, one at the last second half.
// No answer (the timer ran out, or Reveal was pressed first) scores 0.
var MAX_POINTS = 1000;
var EARTH_RADIUS_KM = 6371;
var ACCURACY_KM = 1000;

// Great-circle distance in km (haversine), as PlaceAlternatives measures it at build time.
function distanceKm(a, b) {
  var radians = Math.PI / 180;
  var dLat = (b.latitude - a.latitude) * radians;
  var dLon = (b.longitude - a.longitude) * radians;
  var h = Math.sin(dLat / 2) * Math.sin(dLat / 2)
    + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) * Math.sin(dLon / 2);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function pace(usedMillis, timerMillis) {
  return 1 - 0.5 * Math.max(0, Math.min(1, usedMillis / timerMillis));
}

function choiceScore(right, usedMillis, timerMillis) {
  return right ? Math.round(MAX_POINTS * pace(usedMillis, timerMillis)) : 0;
}

function guessScore(km, usedMillis, timerMillis) {
  return Math.round(MAX_POINTS * Math.exp(-km / ACCURACY_KM) * pace(usedMillis, timerMillis));
}
