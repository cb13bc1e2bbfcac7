// The player's answer before the reveal: one of the offered places (always, when the build found some), or online
// a click on the guess map. The right place is one of the choices by its words alone: the buttons are made in a new
// order each round and none is marked; which one is right is known only to this function's closure.
var guessBox = null;
var choiceButtons = [];

function showGuesses(photo, round) {
  guessBox.textContent = "";
  choiceButtons = [];
  var others = Array.isArray(photo.choices) ? photo.choices : [];
  if (photo.city && others.length > 0) {
    var right = { city: photo.city, country: photo.country };
    var options = shuffled([right].concat(others));
    var group = element("div", "quiz-choices");
    group.setAttribute("role", "group");
    group.setAttribute("aria-labelledby", "quiz-choices-legend");
    group.appendChild(element("p", "quiz-choices-legend", say("choicesLegend")));
    group.firstChild.id = "quiz-choices-legend";
    options.forEach(function (option, index) {
      var button = element("button", "quiz-choice");
      button.type = "button";
      button.setAttribute("aria-keyshortcuts", String(index + 1));
      button.appendChild(element("span", "quiz-choice-key", String(index + 1)));
      button.appendChild(document.createTextNode(" " + placeName(option)));
      button.addEventListener("click", function () {
        answerRound(round, { kind: "choice", right: option === right, label: placeName(option) });
      });
      group.appendChild(button);
      choiceButtons.push(button);
    });
    guessBox.appendChild(group);
  }
  mapsReachable().then(function (reachable) {
    if (!reachable || !session || session.round !== round || root.getAttribute("data-phase") !== "revealing") return;
    guessBox.appendChild(element("p", "quiz-hint quiz-guess-hint", say(choiceButtons.length ? "guessOrMap" : "guessMapOnly")));
    guessBox.appendChild(buildGuessMap(function (point) {
      answerRound(round, { kind: "map", point: point });
    }));
  });
}

// The key 1 to 4 picks that choice, as a click would.
function pickChoice(index) {
  var button = choiceButtons[index];
  if (button && root.getAttribute("data-phase") === "revealing") button.click();
}

// Scores the round's answer (the first one only) and reveals.
function answerRound(round, guess) {
  if (!session || session.round !== round || round.guess || root.getAttribute("data-phase") !== "revealing") return;
  var used = round.begin === undefined ? 0 : performance.now() - round.begin;
  var timer = session.settings.timer * 1000;
  if (guess.kind === "choice") {
    guess.score = choiceScore(guess.right, used, timer);
  } else {
    guess.km = distanceKm(guess.point, round.photo);
    guess.score = guessScore(guess.km, used, timer);
  }
  round.guess = guess;
  reveal();
}

// What the reveal says of the answer: right or wrong, or how far the guess was; and the round's points.
function resultLine(round) {
  var guess = round.guess;
  var text;
  if (!guess) text = say("noAnswer");
  else if (guess.kind === "choice") text = guess.right ? say("right") : say("wrong", { place: guess.label });
  else text = say("guessDistance", { distance: kilometres(guess.km) });
  var line = element("p", "quiz-result", text + " " + say("roundPoints", { points: points(guess ? guess.score : 0) }));
  line.setAttribute("data-result", !guess ? "none" : guess.kind === "map" ? "map" : guess.right ? "right" : "wrong");
  return line;
}
