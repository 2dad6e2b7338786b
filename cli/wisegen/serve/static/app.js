// wisegen referee page: plain DOM, no build step. Every user or server string is put on
// the page as text (textContent / text nodes), never as HTML.
"use strict";

const T = {
  en: { title: "Referee", tab_clue: "Clue", tab_match: "Match", tab_dice: "Dice",
    tab_score: "Score", tab_history: "History", game: "Game", ref_lang: "Words in",
    secret: "Secret word", clues: "Clues, one per line", check: "Check",
    clue_word: "Writer's clue", guess_word: "Guess", is_match: "Match?",
    same_root: "Same root?", dice_hint: "Tap the face each die shows.", random: "Throw",
    clear: "Clear", word: "Word", check_word: "Check word", best: "Best words",
    score: "Score", clear_history: "Clear history", valid: "VALID", invalid: "INVALID",
    evidence: "Evidence", kept: "kept", cancelled: "cancelled", list_title: "The clue list",
    match_yes: "MATCH", match_no: "NO MATCH", root_yes: "SAME ROOT", root_no: "NOT THE SAME ROOT",
    legal: "LEGAL", not_legal: "NOT LEGAL", formable: "formable", not_formable: "not formable",
    points: "points", letter: "Letter", face: "Face(s)", need_roll: "Tap ten faces first.",
    results: "Results: tap S, F or K per card", success: "S success", failure: "F failure",
    skip: "K skip", undo: "Undo", found: "The seeker found the secret word",
    writer_team: "Writer's team", writer_clues: "Writer's three clues (one per line)",
    teams: "Other teams, one per line: name: guess, guess, guess",
    grid: "Grid, one card per line: column,row card", place: "Card placed: card@column,row",
    flush_once: "Score a two-suit line once", total: "Score", legal_place: "LEGAL",
    illegal_place: "ILLEGAL", empty: "Nothing yet.", busy: "Asking the referee…",
    no_word: "No word can be made" },
  fr: { title: "Arbitre", tab_clue: "Indice", tab_match: "Accord", tab_dice: "Dés",
    tab_score: "Score", tab_history: "Journal", game: "Jeu", ref_lang: "Langue des mots",
    secret: "Mot mystère", clues: "Indices, un par ligne", check: "Vérifier",
    clue_word: "Indice de l'écrivain", guess_word: "Proposition", is_match: "Identiques ?",
    same_root: "Même racine ?", dice_hint: "Touchez la face que montre chaque dé.",
    random: "Lancer", clear: "Effacer", word: "Mot", check_word: "Vérifier le mot",
    best: "Meilleurs mots", score: "Compter", clear_history: "Effacer l'historique",
    valid: "VALABLE", invalid: "REFUSÉ", evidence: "Preuves", kept: "gardé",
    cancelled: "annulé", list_title: "La liste d'indices", match_yes: "IDENTIQUES",
    match_no: "DIFFÉRENTS", root_yes: "MÊME RACINE", root_no: "RACINES DIFFÉRENTES",
    legal: "ADMIS", not_legal: "REFUSÉ", formable: "formable", not_formable: "non formable",
    points: "points", letter: "Lettre", face: "Face(s)", need_roll: "Touchez d'abord dix faces.",
    results: "Résultats : S, F ou K par carte", success: "S réussite", failure: "F échec",
    skip: "K passe", undo: "Annuler", found: "Le devin a trouvé le mot mystère",
    writer_team: "Équipe de l'écrivain", writer_clues: "Les trois indices (un par ligne)",
    teams: "Autres équipes, une par ligne : nom : mot, mot, mot",
    grid: "Grille, une carte par ligne : colonne,ligne carte",
    place: "Carte posée : carte@colonne,ligne", flush_once: "Une ligne à deux couleurs compte une fois",
    total: "Score", legal_place: "PERMIS", illegal_place: "INTERDIT", empty: "Rien pour l'instant.",
    busy: "L'arbitre réfléchit…", no_word: "Aucun mot possible" },
  pl: { title: "Sędzia", tab_clue: "Hasło", tab_match: "Zgodne", tab_dice: "Kości",
    tab_score: "Punkty", tab_history: "Historia", game: "Gra", ref_lang: "Język słów",
    secret: "Tajne słowo", clues: "Podpowiedzi, jedna w wierszu", check: "Sprawdź",
    clue_word: "Podpowiedź piszącego", guess_word: "Odpowiedź", is_match: "Zgodne?",
    same_root: "Ten sam rdzeń?", dice_hint: "Dotknij ściankę, którą pokazuje każda kość.",
    random: "Rzuć", clear: "Wyczyść", word: "Słowo", check_word: "Sprawdź słowo",
    best: "Najlepsze słowa", score: "Policz", clear_history: "Wyczyść historię",
    valid: "DOBRZE", invalid: "ŹLE", evidence: "Dowody", kept: "zostaje",
    cancelled: "skreślona", list_title: "Lista podpowiedzi", match_yes: "ZGODNE",
    match_no: "NIEZGODNE", root_yes: "TEN SAM RDZEŃ", root_no: "INNY RDZEŃ",
    legal: "DOZWOLONE", not_legal: "NIEDOZWOLONE", formable: "da się ułożyć",
    not_formable: "nie da się ułożyć", points: "pkt", letter: "Litera", face: "Ścianka",
    need_roll: "Najpierw dotknij dziesięciu ścianek.", results: "Wyniki: S, F lub K na kartę",
    success: "S sukces", failure: "F porażka", skip: "K pas", undo: "Cofnij",
    found: "Zgadujący znalazł tajne słowo", writer_team: "Drużyna piszącego",
    writer_clues: "Trzy podpowiedzi (jedna w wierszu)",
    teams: "Inne drużyny, jedna w wierszu: nazwa: słowo, słowo, słowo",
    grid: "Siatka, karta w wierszu: kolumna,wiersz karta", place: "Położona karta: karta@kolumna,wiersz",
    flush_once: "Linia dwóch kolorów liczy się raz", total: "Wynik", legal_place: "DOZWOLONE",
    illegal_place: "NIEDOZWOLONE", empty: "Jeszcze nic.", busy: "Sędzia myśli…",
    no_word: "Nie da się ułożyć słowa" },
};

const SYMBOL = { "letter-joker": "★", "consonant-joker": "◯", "vowel-joker": "✕",
  ogonek: "˛", reroll: "?" };
const NOTATION = { "*": "★", "@": "◯", "+": "✕", "~": "˛" };
const state = { ui: localStorage.getItem("wisegen-ui") || (navigator.language || "en").slice(0, 2),
  games: [], languages: [], roll: [], picked: [], tally: [] };
if (!T[state.ui]) state.ui = "en";
const t = (key) => T[state.ui][key] || T.en[key] || key;
const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v; else node.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

function show(out, ...nodes) {
  out.replaceChildren(...nodes.flat().filter((n) => n !== null && n !== undefined));
  if (out.classList.contains("out") && out.firstChild) out.scrollIntoView({ block: "start" });
}

async function post(url, body) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify(body) });
  let data;
  try { data = await res.json(); } catch { data = { error: `HTTP ${res.status}` }; }
  return data;
}

function errorBox(message) { return el("div", { class: "error", role: "alert" }, message); }

function evidence(reasons) {
  const items = [];
  for (const r of reasons || []) {
    const ev = r.evidence || {};
    for (const [k, v] of Object.entries(ev)) {
      const text = typeof v === "object" ? Object.entries(v || {}).map(
        ([a, b]) => `${a}: ${typeof b === "object" ? JSON.stringify(b) : b}`).join("; ") : v;
      items.push(el("dt", {}, k.replace(/_/g, " ")), el("dd", {}, text));
    }
  }
  if (!items.length) return null;
  return el("details", {}, el("summary", {}, t("evidence")), el("dl", {}, items));
}

function verdict(yes, big, word, reasons, small) {
  return el("div", { class: `verdict ${yes ? "yes" : "no"}${small ? " small" : ""}` },
    el("div", { class: "big" }, (yes ? "✓ " : "✗ ") + big),
    word ? el("div", { class: "word" }, word) : null,
    (reasons || []).map((r) => el("p", {}, r.message)),
    evidence(reasons));
}

function remember(kind, text, yes) {
  const list = JSON.parse(localStorage.getItem("wisegen-history") || "[]");
  list.unshift({ at: new Date().toLocaleTimeString(), kind, text, yes });
  localStorage.setItem("wisegen-history", JSON.stringify(list.slice(0, 200)));
}

function fillSelect(select, values, labels) {
  const keep = select.value;
  select.replaceChildren(...values.map((v, i) => el("option", { value: v }, labels ? labels[i] : v)));
  if (values.includes(keep)) select.value = keep;
}

function gamesWith(check) { return state.games.filter((g) => g.checks.includes(check)); }

function gameSelect(select, check) {
  const games = gamesWith(check);
  fillSelect(select, games.map((g) => g.id), games.map((g) => g.title));
}

function lines(text) { return text.split(/[\n,]+/).map((s) => s.trim()).filter(Boolean); }

async function checkClue() {
  const out = $("clue-out");
  const game = $("clue-game").value, lang = $("clue-lang").value;
  const secret = $("clue-secret").value.trim(), clues = lines($("clue-clues").value);
  show(out, el("p", { class: "hint" }, t("busy")));
  const ans = await post("/api/check", { check: "clue", game, lang, secret, clues });
  if (ans.error) { show(out, errorBox(ans.error)); return; }
  const nodes = ans.clues.map((c) => verdict(c.valid, c.valid ? t("valid") : t("invalid"),
    c.clue, c.reasons, ans.clues.length > 1));
  for (const c of ans.clues) remember(t("tab_clue"), `${secret} ← ${c.clue}: ${c.valid ? t("valid") : t("invalid")}`, c.valid);
  const listGame = state.games.find((g) => g.id === game);
  if (clues.length > 1 && listGame && listGame.checks.includes("clues")) {
    const list = await post("/api/check", { check: "clues", game, lang, secret, clues });
    if (!list.error) {
      nodes.push(el("div", { class: "panel" }, el("h2", {}, t("list_title")),
        list.clues.map((c) => el("p", {}, el("strong", {}, `${c.kept ? "✓" : "✗"} ${c.clue}`),
          ` — ${c.kept ? t("kept") : t("cancelled")}`,
          (c.reasons || []).map((r) => el("small", {}, ` (${r.message})`))))));
    }
  }
  show(out, nodes);
}

async function checkMatch(kind) {
  const out = $("match-out");
  const game = $("match-game").value, lang = $("match-lang").value;
  const a = $("match-a").value.trim(), b = $("match-b").value.trim();
  const body = kind === "match" ? { check: "match", game, lang, clue: a, guess: b }
    : { check: "root", game, lang, words: [a, b] };
  show(out, el("p", { class: "hint" }, t("busy")));
  const ans = await post("/api/check", body);
  if (ans.error) { show(out, errorBox(ans.error)); return; }
  const yes = kind === "match" ? ans.match : ans.same_root;
  const big = kind === "match" ? (yes ? t("match_yes") : t("match_no"))
    : (yes ? t("root_yes") : t("root_no"));
  show(out, verdict(yes, big, `${a} · ${b}`, ans.reasons));
  remember(t("tab_match"), `${a} · ${b}: ${big}`, yes);
}

function diceGame() { return state.games.find((g) => g.dice && g.checks.includes("word")); }

function drawDice() {
  const game = diceGame();
  const board = $("dice-board");
  if (!game) { show(board, errorBox("no dice game")); return; }
  show(board, game.dice.map((die, d) => el("div", { class: "die" }, el("span", { class: "n" }, d + 1),
    die.faces.map((face, f) => {
      const on = state.roll[d] === face && (state.picked[d] === undefined || state.picked[d] === f);
      const b = el("button", { class: `face${SYMBOL[face] ? ` sym ${face}` : ""}`, type: "button",
        "aria-pressed": String(on), "data-die": d, "data-face": face, title: face },
        SYMBOL[face] || face);
      b.addEventListener("click", () => {
        if (on) { state.roll[d] = undefined; state.picked[d] = undefined; }
        else { state.roll[d] = face; state.picked[d] = f; }
        drawDice();
      });
      return b;
    }))));
  $("dice-roll").textContent = state.roll.map((f) => (f ? SYMBOL[f] || f : "·"))
    .concat(Array(Math.max(0, game.dice.length - state.roll.length)).fill("·")).join(" ");
}

function rollText() {
  const game = diceGame();
  if (!game || game.dice.some((_, d) => !state.roll[d])) return null;
  return state.roll.slice(0, game.dice.length).join(" ");
}

function formation(entry) {
  return el("table", {}, el("tr", {}, el("th", {}, t("letter")), el("th", {}, t("face"))),
    (entry.assignment || []).map((u) => el("tr", {}, el("td", {}, u.letter.toUpperCase()),
      el("td", {}, u.faces.map((f) => `${NOTATION[f.face] || f.face} (#${f.position})`).join(" + ")
        + (u.how === "interchange" || (u.how === "ogonek" && u.faces.length
          && u.faces[0].face.toLowerCase() !== u.read_as) ? ` → ${u.read_as.toUpperCase()}` : "")))));
}

async function checkWord() {
  const out = $("dice-out");
  const game = diceGame(), word = $("dice-word").value.trim(), roll = rollText();
  show(out, el("p", { class: "hint" }, t("busy")));
  const ans = await post("/api/check", roll ? { check: "word", game: game.id, word, roll }
    : { check: "word", game: game.id, word });
  if (ans.error) { show(out, errorBox(ans.error)); return; }
  const yes = ans.legal && ans.formable !== false;
  const sub = ans.roll ? (ans.formable ? `${t("formable")} · ${ans.score} ${t("points")}` : t("not_formable")) : "";
  const node = verdict(yes, ans.legal ? t("legal") : t("not_legal"), ans.word, ans.reasons);
  if (sub) node.append(el("p", {}, sub));
  if (ans.breakdown) node.append(el("p", {}, ans.breakdown.explain));
  const sgjp = ((ans.evidence || {}).sgjp || {}).readings || [];
  if (sgjp.length) {
    node.append(evidence([{ evidence: Object.fromEntries(sgjp.map((r, i) => [`SGJP ${i + 1}`,
      `${r.lemma} · ${r.tag} · ${r.class}`])) }]));
  }
  show(out, node, ans.formable ? el("div", { class: "panel" }, formation(ans)) : null);
  remember(t("tab_dice"), `${ans.word}${ans.roll ? ` [${ans.roll}]` : ""}: ${yes ? t("legal") : t("not_legal")}${ans.score != null ? `, ${ans.score}` : ""}`, yes);
}

async function solveRoll() {
  const out = $("dice-out"), roll = rollText();
  if (!roll) { show(out, errorBox(t("need_roll"))); return; }
  show(out, el("p", { class: "hint" }, t("busy")));
  const ans = await post("/api/check", { check: "solve", game: diceGame().id, roll, top: 5 });
  if (ans.error) { show(out, errorBox(ans.error)); return; }
  if (!ans.best.length) { show(out, el("div", { class: "panel" }, el("h2", {}, t("no_word")), String(ans.no_word_penalty))); return; }
  show(out, ans.best.map((b) => el("div", { class: "panel" },
    el("h2", {}, `${b.word} — ${b.score} ${t("points")}`), formation(b),
    b.breakdown ? el("p", {}, b.breakdown.explain) : null)));
  remember(t("tab_dice"), `${ans.roll}: ${ans.best[0].word} ${ans.best[0].score}`, true);
}

async function throwDice() {
  const ans = await post("/api/check", { check: "roll", game: diceGame().id });
  if (ans.error) { show($("dice-out"), errorBox(ans.error)); return; }
  state.roll = ans.faces.map((f) => f.name);
  state.picked = [];
  drawDice();
}

const SCORE_FORMS = {
  "just-one": () => {
    const tally = el("div", { class: "tally", id: "tally" }, state.tally.join(" "));
    const tap = (r, code) => { const b = el("button", { class: "alt", type: "button", "data-result": code }, t(r));
      b.addEventListener("click", () => { state.tally.push(code); tally.textContent = state.tally.join(" "); }); return b; };
    const undo = el("button", { class: "alt", type: "button" }, t("undo"));
    undo.addEventListener("click", () => { state.tally.pop(); tally.textContent = state.tally.join(" "); });
    return [el("p", { class: "hint" }, t("results")), tally,
      el("div", { class: "row" }, tap("success", "S"), tap("failure", "F"), tap("skip", "K")),
      el("div", { class: "row undo" }, undo)];
  },
  "three-wise-words": () => [
    el("label", {}, el("span", {}, t("ref_lang")), langSelect("s-lang")),
    el("label", { class: "check" }, el("input", { type: "checkbox", id: "s-found" }), el("span", {}, t("found"))),
    el("label", {}, el("span", {}, t("writer_team")), el("input", { id: "s-active", value: "writer", maxlength: "64" })),
    el("label", {}, el("span", {}, t("writer_clues")), el("textarea", { id: "s-writer", rows: "3" })),
    el("label", {}, el("span", {}, t("teams")), el("textarea", { id: "s-teams", rows: "3" }))],
  thricewise: () => [
    el("label", {}, el("span", {}, t("grid")), el("textarea", { id: "s-grid", rows: "5" })),
    el("label", {}, el("span", {}, t("place")), el("input", { id: "s-place", maxlength: "64" })),
    el("label", { class: "check" }, el("input", { type: "checkbox", id: "s-once" }), el("span", {}, t("flush_once")))],
};

function langSelect(id) {
  const s = el("select", { id, class: "ref-lang" });
  fillSelect(s, state.languages);
  return s;
}

function scoreBody(game) {
  if (game === "just-one") return { results: state.tally.join(",") };
  if (game === "three-wise-words") {
    const teams = {};
    for (const line of $("s-teams").value.split("\n")) {
      const [name, rest] = line.split(":");
      if (name && name.trim()) teams[name.trim()] = lines(rest || "");
    }
    return { lang: $("s-lang").value, found: $("s-found").checked, active: $("s-active").value.trim(),
      writer: lines($("s-writer").value), teams };
  }
  if (game === "thricewise") {
    const grid = {};
    for (const line of $("s-grid").value.split("\n")) {
      const m = line.trim().match(/^(-?\d+\s*,\s*-?\d+)\s+(.+)$/);
      if (m) grid[m[1].replace(/\s/g, "")] = m[2].trim();
    }
    return { grid, place: $("s-place").value.trim(), flush_once: $("s-once").checked };
  }
  try { return JSON.parse($("s-json").value || "{}"); } catch { return {}; }
}

function drawScoreForm() {
  const game = $("score-game").value;
  const form = SCORE_FORMS[game] || (() => [el("textarea", { id: "s-json", rows: "5" })]);
  show($("score-form"), form());
  show($("score-out"));
}

function scoreView(game, ans) {
  if ("steps" in ans) {
    return [el("div", { class: "verdict yes small" }, el("div", { class: "big" }, `${t("total")}: ${ans.score}`),
      ans.label ? el("p", {}, `“${ans.label}”`) : null),
      el("div", { class: "panel" }, el("table", {}, ans.steps.map((s) => el("tr", {},
        el("td", {}, s.card), el("td", {}, s.result), el("td", {}, s.effect), el("td", {}, s.won)))))];
  }
  if ("scores" in ans) {
    return el("div", { class: "panel" }, el("table", {}, ans.scores.map((s) => el("tr", {},
      el("td", {}, el("strong", {}, s.team)), el("td", {}, String(s.points)),
      el("td", {}, (s.matched || []).map((m) => m.guess).join(", "))))));
  }
  if ("legal" in ans) {
    return [verdict(ans.legal, `${ans.legal ? t("legal_place") : t("illegal_place")} · ${ans.score}`,
      `${ans.card.name} @ ${ans.cell.join(",")}`, ans.refusals, true),
      el("div", { class: "panel" }, el("table", {}, ans.threesomes.map((s) => el("tr", {},
        el("td", {}, s.kind + (s.suits.length ? ` (${s.suits.join(", ")})` : "")),
        el("td", {}, s.cards.join(", ")), el("td", {}, String(s.worth))))))];
  }
  return el("pre", {}, JSON.stringify(ans, null, 1));
}

async function score() {
  const game = $("score-game").value, out = $("score-out");
  show(out, el("p", { class: "hint" }, t("busy")));
  const ans = await post(`/api/score/${encodeURIComponent(game)}`, scoreBody(game));
  if (ans.error) { show(out, errorBox(ans.error)); return; }
  show(out, scoreView(game, ans));
  remember(t("tab_score"), `${game}: ${ans.score !== undefined ? ans.score : (ans.scores || []).map((s) => `${s.team} ${s.points}`).join(", ")}`, ans.legal !== false);
}

function drawHistory() {
  const list = JSON.parse(localStorage.getItem("wisegen-history") || "[]");
  show($("history-list"), list.length ? list.map((h) => el("li", { class: h.yes ? "yes" : "no" },
    el("small", {}, `${h.at} · ${h.kind}`), h.text)) : el("p", { class: "hint" }, t("empty")));
}

function translate() {
  document.documentElement.lang = state.ui;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  $("ui-lang").value = state.ui;
}

function route() {
  const id = (location.hash || "#clue").slice(1);
  for (const s of document.querySelectorAll("section")) s.classList.toggle("on", s.id === id);
  for (const a of document.querySelectorAll("nav a")) a.classList.toggle("on", a.hash === `#${id}`);
  if (id === "history") drawHistory();
}

async function start() {
  const res = await fetch("/api/games");
  const info = await res.json();
  state.games = info.games;
  state.languages = info.referee_languages;
  gameSelect($("clue-game"), "clue");
  gameSelect($("match-game"), "match");
  gameSelect($("score-game"), "score");
  for (const s of document.querySelectorAll(".ref-lang")) fillSelect(s, state.languages);
  translate();
  drawDice();
  drawScoreForm();
  $("ui-lang").addEventListener("change", (e) => {
    state.ui = e.target.value; localStorage.setItem("wisegen-ui", state.ui);
    translate(); drawScoreForm(); route();
  });
  $("clue-go").addEventListener("click", checkClue);
  $("match-go").addEventListener("click", () => checkMatch("match"));
  $("root-go").addEventListener("click", () => checkMatch("root"));
  $("dice-go").addEventListener("click", checkWord);
  $("solve-go").addEventListener("click", solveRoll);
  $("dice-random").addEventListener("click", throwDice);
  $("dice-clear").addEventListener("click", () => { state.roll = []; state.picked = []; drawDice(); show($("dice-out")); });
  $("score-game").addEventListener("change", drawScoreForm);
  $("score-go").addEventListener("click", score);
  $("history-clear").addEventListener("click", () => { localStorage.removeItem("wisegen-history"); drawHistory(); });
  window.addEventListener("hashchange", route);
  route();
  document.body.dataset.ready = "1";
}

start();
