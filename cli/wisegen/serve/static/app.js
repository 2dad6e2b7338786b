// wisegen referee page: plain DOM, no build step. The games, their request kinds and
// every field come from /api/games (each game's declarations); this file knows field
// TYPES only, one widget each, and posts every form to /api/check as one request
// {"check": kind, "game": id, ...fields}. Every string goes on the page as text.
"use strict";

const T = {
  en: { title: "Referee", game: "Game", language: "Language", history: "History", clear_history: "Clear history",
    check: "Check", evidence: "Evidence", empty: "Nothing yet.", busy: "Asking the referee…",
    waiting: "Still waiting for the referee… (the first ruling in a language opens its dictionaries)",
    stop: "Stop", stopped: "Stopped.", timeout: "The referee did not answer within a minute; try again.",
    network: "Cannot reach the referee: is it still running on the computer that started it?",
    required: "fill this in first", need_roll: "Tap a face on every die first.",
    dice_hint: "Tap the face each die shows.", throw: "Throw", clear: "Clear", undo: "Undo",
    pairs_hint: "name: value", teams_hint: "name: word, word, word",
    grid_hint: "column,row card", words_hint: "one per line",
    valid_yes: "VALID", valid_no: "INVALID", match_yes: "MATCH", match_no: "NO MATCH",
    same_root_yes: "SAME ROOT", same_root_no: "NOT THE SAME ROOT", legal_yes: "LEGAL",
    legal_no: "NOT LEGAL", kept_yes: "KEPT", kept_no: "CANCELLED", formable_yes: "formable",
    formable_no: "not formable", points: "points", letter: "Letter", face: "Face(s)",
    total: "Score", no_games: "No game offers a form here." },
  fr: { title: "Arbitre", game: "Jeu", language: "Langue", history: "Journal", clear_history: "Effacer l'historique",
    check: "Vérifier", evidence: "Preuves", empty: "Rien pour l'instant.", busy: "L'arbitre réfléchit…",
    waiting: "L'arbitre réfléchit encore… (la première décision dans une langue ouvre ses dictionnaires)",
    stop: "Arrêter", stopped: "Arrêté.", timeout: "L'arbitre n'a pas répondu en une minute ; réessayez.",
    network: "L'arbitre est injoignable : tourne-t-il encore sur l'ordinateur qui l'a lancé ?",
    required: "à remplir d'abord", need_roll: "Touchez d'abord une face de chaque dé.",
    dice_hint: "Touchez la face que montre chaque dé.", throw: "Lancer", clear: "Effacer",
    undo: "Annuler", pairs_hint: "nom : valeur",
    teams_hint: "nom : mot, mot, mot",
    grid_hint: "colonne,ligne carte", words_hint: "un par ligne",
    valid_yes: "VALABLE", valid_no: "REFUSÉ", match_yes: "IDENTIQUES", match_no: "DIFFÉRENTS",
    same_root_yes: "MÊME RACINE", same_root_no: "RACINES DIFFÉRENTES", legal_yes: "ADMIS",
    legal_no: "REFUSÉ", kept_yes: "GARDÉ", kept_no: "ANNULÉ", formable_yes: "formable",
    formable_no: "non formable", points: "points", letter: "Lettre", face: "Face(s)",
    total: "Score", no_games: "Aucun jeu n'a de formulaire ici." },
  pl: { title: "Sędzia", game: "Gra", language: "Język", history: "Historia", clear_history: "Wyczyść historię",
    check: "Sprawdź", evidence: "Dowody", empty: "Jeszcze nic.", busy: "Sędzia myśli…",
    waiting: "Sędzia wciąż myśli… (pierwsza decyzja w danym języku otwiera jego słowniki)",
    stop: "Przerwij", stopped: "Przerwano.", timeout: "Sędzia nie odpowiedział w ciągu minuty; spróbuj ponownie.",
    network: "Brak połączenia z sędzią: czy nadal działa na komputerze, który go uruchomił?",
    required: "najpierw wypełnij", need_roll: "Najpierw dotknij ścianki każdej kości.",
    dice_hint: "Dotknij ściankę, którą pokazuje każda kość.", throw: "Rzuć", clear: "Wyczyść",
    undo: "Cofnij", pairs_hint: "nazwa: wartość",
    teams_hint: "nazwa: słowo, słowo, słowo",
    grid_hint: "kolumna,wiersz karta", words_hint: "jedno w wierszu",
    valid_yes: "DOBRZE", valid_no: "ŹLE", match_yes: "ZGODNE", match_no: "NIEZGODNE",
    same_root_yes: "TEN SAM RDZEŃ", same_root_no: "INNY RDZEŃ", legal_yes: "DOZWOLONE",
    legal_no: "NIEDOZWOLONE", kept_yes: "ZOSTAJE", kept_no: "SKREŚLONA", formable_yes: "da się ułożyć",
    formable_no: "nie da się ułożyć", points: "pkt", letter: "Litera", face: "Ścianka",
    total: "Wynik", no_games: "Żadna gra nie ma tu formularza." },
};

const SLOW_MS = 5000;   // after this, say that the referee is still thinking
const GIVE_UP_MS = 60000;
const state = { ui: localStorage.getItem("wisegen-ui") || (navigator.language || "en").slice(0, 2),
  games: [], languages: [], names: {}, game: null, kind: null, values: {}, rolls: {} };
if (!T[state.ui]) state.ui = "en";
function t(key) { return T[state.ui][key] || T.en[key] || key; }
const $ = (id) => document.getElementById(id);
const said = (labels) => (labels && (labels[state.ui] || labels.en)) || "";

function show(out, ...nodes) {
  out.replaceChildren(...nodes.flat(Infinity).filter((n) => n !== null && n !== undefined));
  if (out.classList.contains("out") && out.firstChild) out.scrollIntoView({ block: "start" });
}

function lines(text, split) { return text.split(split || /\n/).map((s) => s.trim()).filter(Boolean); }

// A line a widget cannot read: the click handler shows it instead of sending the form.
class Unreadable extends Error {}

// "name: a, b" lines to {name: [a, b]} (teams) or {name: "a, b"} (pairs).
function named(text, asList, hint) {
  const out = {};
  for (const line of lines(text)) {
    const at = line.indexOf(":");
    if (at < 1) throw new Unreadable(`“${line}” — ${hint}`);
    out[line.slice(0, at).trim()] = asList ? lines(line.slice(at + 1), /,/) : line.slice(at + 1).trim();
  }
  return out;
}

function cells(text) {
  const out = {};
  for (const line of lines(text)) {
    const m = line.match(/^(-?\d+)\s*,\s*(-?\d+)\s+(.+)$/);
    if (!m) throw new Unreadable(`“${line}” — ${t("grid_hint")}`);
    out[`${m[1]},${m[2]}`] = m[3].trim();
  }
  return out;
}

const game = () => state.games.find((g) => g.id === state.game);
// What was typed, per game and field name and type: a secret typed for one kind is
// still there in the game's other kinds that read a field of that name.
const valueKey = (f) => `${state.game}/${f.name}/${f.type}`;
const stored = (f) => state.values[valueKey(f)];
function keep(f, value) { state.values[valueKey(f)] = value; }

// The label in the page's language (the declaration's help when it has none), then
// the control; a checkbox comes first, on the label's line.
function field(f, control) {
  const text = el("span", {}, said(f.label) || f.help || f.name);
  if (control.type === "checkbox") return el("label", { class: "check" }, control, text);
  return el("label", {}, text, control);
}

function textControl(f, tag, attrs, hint) {
  const node = el(tag, { autocomplete: "off", autocapitalize: "off", "data-field": f.name,
    ...(hint ? { placeholder: hint } : {}), ...attrs });
  const v = stored(f);
  node.value = v !== undefined ? v : (f.default !== undefined && f.default !== null ? f.default : "");
  node.addEventListener("input", () => keep(f, node.value));
  return { node: field(f, node, hint), read: () => node.value };
}

function selectControl(f, values, labels, initial) {
  const node = el("select", { "data-field": f.name },
    values.map((v, i) => el("option", { value: v }, labels[i] || v)));
  const v = stored(f);
  node.value = v !== undefined ? v : (values.includes(initial) ? initial : values[0]);
  node.addEventListener("change", () => keep(f, node.value));
  return { node: field(f, node), read: () => node.value };
}

function tallyControl(f) {
  const codes = f.choices || [], labels = (f.choice_labels || {})[state.ui] || (f.choice_labels || {}).en || codes;
  const list = stored(f) || [];
  const shown = el("div", { class: "tally", "aria-live": "polite" }, list.join(" "));
  const redraw = () => { keep(f, list); shown.textContent = list.join(" "); };
  const tap = (code, i) => {
    const b = el("button", { class: "alt", type: "button", "data-choice": code }, labels[i] || code);
    b.addEventListener("click", () => { list.push(code); redraw(); });
    return b;
  };
  const undo = el("button", { class: "alt", type: "button", "data-undo": f.name }, t("undo"));
  undo.addEventListener("click", () => { list.pop(); redraw(); });
  const node = el("div", { class: "field", "data-field": f.name }, el("span", { class: "label" }, said(f.label) || f.help),
    shown, el("div", { class: "row" }, codes.map(tap)), el("div", { class: "row undo" }, undo));
  return { node, read: () => (list.length ? list.slice() : undefined) };
}

function rollControl(f) {
  const dice = game().dice || [];
  const roll = (state.rolls[state.game] ||= { faces: [], picked: [] });
  const board = el("div", { class: "dice", "data-field": f.name });
  const text = el("p", { class: "roll" });
  const draw = () => {
    board.replaceChildren(...dice.map((die, d) => el("div", { class: "die" }, el("span", { class: "n" }, d + 1),
      die.faces.map((face, i) => {
        const on = roll.faces[d] === face && roll.picked[d] === i;
        const shown = glyph(face);
        const b = el("button", { class: `face${shown !== face ? " sym" : ""}`, type: "button",
          "aria-pressed": String(on), "data-die": d, "data-face": face, title: face }, shown);
        b.addEventListener("click", () => {
          roll.faces[d] = on ? undefined : face; roll.picked[d] = on ? undefined : i; draw();
        });
        return b;
      }))));
    text.textContent = dice.map((_, d) => (roll.faces[d] ? glyph(roll.faces[d]) : "·")).join(" ");
  };
  const button = (key, act) => { const b = el("button", { class: "alt", type: "button" }, t(key)); b.addEventListener("click", () => { act(); draw(); }); return b; };
  const randomly = () => dice.forEach((die, d) => {
    roll.picked[d] = Math.floor(Math.random() * die.faces.length); roll.faces[d] = die.faces[roll.picked[d]];
  });
  draw();
  const node = el("div", { class: "field" }, el("span", { class: "label" }, said(f.label) || t("dice_hint")),
    board, text,
    el("div", { class: "row" }, button("throw", randomly), button("clear", () => { roll.faces = []; roll.picked = []; })));
  const read = () => (dice.length && dice.every((_, d) => roll.faces[d]) ? roll.faces.slice(0, dice.length).join(" ") : undefined);
  return { node, read, missing: () => t("need_roll") };
}

// A language's name in the page's language (the browser knows them), else in English.
function languageName(code) {
  try { return new Intl.DisplayNames([state.ui], { type: "language" }).of(code) || state.names[code] || code; }
  catch { return state.names[code] || code; }
}

// One widget per field type: its node and how to read its value (undefined: left out).
const WIDGETS = {
  word: (f) => textControl(f, "input", { maxlength: "64" }),
  text: (f) => textControl(f, "input", { maxlength: "64" }),
  words: (f) => { const w = textControl(f, "textarea", { rows: String(f.count || 3) }, t("words_hint"));
    return { node: w.node, read: () => { const v = lines(w.read(), /[\n,]+/); return v.length ? v : undefined; } }; },
  bool: (f) => {
    const node = el("input", { type: "checkbox", "data-field": f.name });
    const v = stored(f); node.checked = v !== undefined ? v : Boolean(f.default);
    node.addEventListener("change", () => keep(f, node.checked));
    return { node: field(f, node), read: () => node.checked };
  },
  int: (f) => { const w = textControl(f, "input", { type: "number", inputmode: "numeric",
    ...(f.minimum !== undefined ? { min: String(f.minimum) } : {}), ...(f.maximum !== undefined ? { max: String(f.maximum) } : {}) });
    return { node: w.node, read: () => (w.read() === "" ? undefined : Number(w.read())) }; },
  lang: (f) => selectControl(f, state.languages, state.languages.map((c) => `${c} — ${languageName(c)}`),
    game().default_language),
  choice: (f) => selectControl(f, f.choices || [], ((f.choice_labels || {})[state.ui] || (f.choice_labels || {}).en || []), f.default),
  tally: tallyControl,
  pairs: (f) => { const w = textControl(f, "textarea", { rows: "3" }, t("pairs_hint"));
    return { node: w.node, read: () => { const v = named(w.read(), false, t("pairs_hint")); return Object.keys(v).length ? v : undefined; } }; },
  teams: (f) => { const w = textControl(f, "textarea", { rows: "3" }, t("teams_hint"));
    return { node: w.node, read: () => { const v = named(w.read(), true, t("teams_hint")); return Object.keys(v).length ? v : undefined; } }; },
  grid: (f) => { const w = textControl(f, "textarea", { rows: "5" }, t("grid_hint"));
    return { node: w.node, read: () => { const v = cells(w.read()); return Object.keys(v).length ? v : undefined; } }; },
  roll: rollControl,
};

function remember(kind, text, yes) {
  const list = JSON.parse(localStorage.getItem("wisegen-history") || "[]");
  list.unshift({ at: new Date().toLocaleTimeString(), kind, text, yes });
  localStorage.setItem("wisegen-history", JSON.stringify(list.slice(0, 200)));
}

// POST the request; after SLOW_MS say so (with a Stop button), give up after GIVE_UP_MS.
async function ask(body, out) {
  const control = new AbortController();
  const stop = el("button", { class: "alt", type: "button" }, t("stop"));
  stop.addEventListener("click", () => control.abort("stopped"));
  show(out, el("p", { class: "hint busy" }, t("busy")));
  const slow = setTimeout(() => show(out, el("p", { class: "hint busy waiting" }, t("waiting")), stop), SLOW_MS);
  const late = setTimeout(() => control.abort("timeout"), GIVE_UP_MS);
  try {
    const res = await fetch("/api/check", { method: "POST", signal: control.signal,
      headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    try { return await res.json(); } catch { return { error: `HTTP ${res.status}` }; }
  } catch {
    return { error: control.signal.aborted ? t(control.signal.reason === "stopped" ? "stopped" : "timeout") : t("network") };
  } finally { clearTimeout(slow); clearTimeout(late); }
}

// A result listing dice faces by name (a throw) sets the game's dice board to them.
function takeRoll(result) {
  const dice = game().dice;
  if (!dice || !objectList(result.faces) || result.faces.length !== dice.length) return;
  const names = result.faces.map((f) => f.name);
  if (!names.every((n, d) => dice[d].faces.includes(n))) return;
  state.rolls[state.game] = { faces: names, picked: names.map((n, d) => dice[d].faces.indexOf(n)) };
}

function drawForm() {
  const g = game(), kind = g.requests.find((k) => k.kind === state.kind);
  const widgets = kind.fields.map((f) => [f, (WIDGETS[f.type] || WIDGETS.text)(f)]);
  const out = el("div", { class: "out", "aria-live": "polite" });
  const go = el("button", { class: "go", type: "button" }, t("check"));
  go.addEventListener("click", async () => {
    const body = { check: kind.kind, game: g.id };
    for (const [f, w] of widgets) {
      let v;
      try { v = w.read(); } catch (e) {
        if (!(e instanceof Unreadable)) throw e;
        show(out, errorBox(`${said(f.label) || f.name}: ${e.message}`)); return;
      }
      const empty = v === undefined || v === "" || (Array.isArray(v) && !v.length);
      if (f.required && empty) { show(out, errorBox(w.missing ? w.missing() : `${said(f.label) || f.name}: ${t("required")}`)); return; }
      if (!empty) body[f.name] = typeof v === "string" ? v.trim() : v;
    }
    const title = kind.fields.filter((f) => ["word", "words", "text", "roll"].includes(f.type) && body[f.name] !== undefined)
      .map((f) => (f.type === "roll" ? body[f.name].split(" ").map(glyph).join(" ")
        : brief(body[f.name]))).join(" · ");
    go.disabled = true;
    const result = await ask(body, out);
    go.disabled = false;
    if (result.error) { show(out, errorBox(result.error)); return; }
    show(out, resultView(result, title));
    takeRoll(result);
    const line = headline(result, title);
    remember(said(kind.title) || kind.kind, line.text, line.yes);
  });
  show($("form"), widgets.map(([, w]) => w.node), go, out);
}

function drawHistory() {
  const list = JSON.parse(localStorage.getItem("wisegen-history") || "[]");
  show($("history-list"), list.length ? list.map((h) => el("li", { class: h.yes ? "yes" : "no" },
    el("small", {}, `${h.at} · ${h.kind}`), h.text)) : el("p", { class: "hint" }, t("empty")));
}

function drawTabs() {
  const g = game();
  const links = (g ? g.requests : []).map((k) => el("a", { href: `#${g.id}/${k.kind}`, "data-kind": k.kind },
    said(k.title) || k.kind));
  if (g && g.timer) links.push(el("a", { href: `#${g.id}/${TIMER}`, "data-kind": TIMER }, timerText(state.ui, "timer")));
  links.push(el("a", { href: "#history", "data-kind": "" }, t("history")));
  $("tabs").replaceChildren(...links);
  for (const a of links) a.classList.toggle("on", a.dataset.kind === (state.kind || ""));
}

// The tab of a game's countdown (`#GAME/timer`), beside its request kinds.
const TIMER = "timer";

// The game's countdown in the form's place; a running one stops when the page leaves it.
function drawTimer() {
  const node = timerView(game().timer, state.ui);
  state.timer = node;
  show($("form"), node);
}

// The hash is `#GAME/KIND`, `#GAME/timer` or `#history`; anything else opens the first
// game's first form.
function route() {
  const [id, kind] = decodeURIComponent(location.hash.slice(1)).split("/");
  const history = id === "history";
  const g = state.games.find((x) => x.id === id) || game() || state.games[0];
  if (state.timer) { state.timer.stopTimer(); state.timer = null; }
  state.game = g ? g.id : null;
  const timer = Boolean(g && g.timer) && kind === TIMER;
  state.kind = history || !g ? null
    : timer ? TIMER : (g.requests.find((k) => k.kind === kind) || g.requests[0]).kind;
  $("game").value = state.game || "";
  drawTabs();
  $("form").classList.toggle("on", !history && Boolean(g));
  $("history").classList.toggle("on", history);
  if (history) drawHistory(); else if (timer) drawTimer(); else if (g) drawForm();
  else show($("form"), errorBox(t("no_games")));
  window.scrollTo(0, 0);
}

function translate() {
  document.documentElement.lang = state.ui;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  $("ui-lang").value = state.ui;
  const select = $("game");
  select.setAttribute("aria-label", t("game"));
  $("ui-lang").setAttribute("aria-label", t("language"));
  select.replaceChildren(...state.games.map((g) => el("option", { value: g.id }, g.title)));
  select.value = state.game || "";
}

async function start() {
  try {
    const info = await (await fetch("/api/games")).json();
    state.games = info.games;
    state.languages = info.referee_languages;
    state.names = info.language_names || {};
  } catch { show($("form"), errorBox(t("network"))); }
  translate();
  $("ui-lang").addEventListener("change", () => {
    state.ui = $("ui-lang").value; localStorage.setItem("wisegen-ui", state.ui); translate(); route();
  });
  $("game").addEventListener("change", () => { location.hash = `#${$("game").value}`; });
  $("history-clear").addEventListener("click", () => { localStorage.removeItem("wisegen-history"); drawHistory(); });
  window.addEventListener("hashchange", route);
  route();
  document.body.dataset.ready = "1";
}

start();
