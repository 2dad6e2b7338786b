// wisegen referee page: plain DOM, no build step. The games, their request kinds and
// every field come from /api/games (each game's declarations); this file knows field
// TYPES only, one widget each, and posts every form to /api/check as one request
// {"check": kind, "game": id, ...fields}. Every string goes on the page as text.
"use strict";

// How long a request may run: after SLOW_MS the page says it is still waiting, after
// GIVE_UP_MS it stops and says why, with a button to try again. A phone that lost the
// Wi-Fi never hears back, so nothing may wait for an answer without a limit.
const SLOW_MS = 5000;
const GIVE_UP_MS = 20000;
const state = { games: [], game: null, kind: null, values: {}, rolls: {} };
const $ = (id) => document.getElementById(id);
const said = (labels) => (labels && (labels[lang.ui] || labels.en)) || "";

function show(out, ...nodes) {
  out.replaceChildren(...nodes.flat(Infinity).filter((n) => n !== null && n !== undefined));
  if (out.classList.contains("out") && out.firstChild) reveal(out);
}

// Scroll so that `node` starts just below the sticky tab bar (scrollIntoView would put
// it under the bar): the bar is stuck at the top once the page scrolls past the header.
function reveal(node) {
  const bar = $("tabs").offsetHeight;
  const top = node.getBoundingClientRect().top + window.scrollY - bar - 8;
  window.scrollTo({ top: Math.max(0, top), behavior: "instant" });
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
  const codes = f.choices || [], labels = (f.choice_labels || {})[lang.ui] || (f.choice_labels || {}).en || codes;
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
  lang: (f) => wordsControl(f),
  choice: (f) => selectControl(f, f.choices || [], ((f.choice_labels || {})[lang.ui] || (f.choice_labels || {}).en || []), f.default),
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

// One JSON request under the page's limits: `onSlow(stop)` is called after SLOW_MS
// (stop() ends the wait), the request is abandoned after GIVE_UP_MS. Always an object:
// the answer, or {error, failed} worded for the player (failed: worth trying again).
async function request(url, init, onSlow) {
  const control = new AbortController();
  const slow = setTimeout(() => onSlow && onSlow(() => control.abort("stopped")), SLOW_MS);
  const late = setTimeout(() => control.abort("timeout"), GIVE_UP_MS);
  try {
    const res = await fetch(url, { ...init, signal: control.signal });
    let data = null;
    try { data = await res.json(); } catch { /* not JSON: worded below */ }
    if (isObject(data) && (res.ok || typeof data.error === "string")) return data;
    return { error: t("refused", { status: res.status }), failed: true };
  } catch {
    const why = control.signal.aborted ? control.signal.reason : "network";
    if (why === "stopped") return { error: t("stopped"), failed: true };
    return { error: t(why === "timeout" ? "timeout" : "network", { seconds: GIVE_UP_MS / 1000 }), failed: true,
      offline: true };
  } finally { clearTimeout(slow); clearTimeout(late); }
}

// POST a form's request to the referee, its answers worded in the page's language;
// the wait shows in `out`: busy, then still waiting with a Stop button.
function ask(body, out) {
  show(out, el("p", { class: "hint busy" }, t("busy")));
  return request("/api/check", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, explain_in: lang.ui }) }, (stop) => {
    const button = el("button", { class: "alt", type: "button" }, t("stop"));
    button.addEventListener("click", stop);
    show(out, el("p", { class: "hint busy waiting" }, t("waiting")), button);
  });
}

// A failure in `out`, with a button that runs `again` when trying again may help.
function failure(out, result, again) {
  const retry = result.failed && again ? el("button", { class: "alt retry", type: "button" }, t("retry")) : null;
  if (retry) retry.addEventListener("click", again);
  show(out, errorBox(result.error), retry);
}

// The words' language: not asked on each form but set in the settings sheet (one place
// for both languages); the form says which it is, with a button to change it.
function wordsControl(f) {
  const code = () => wordLanguage(game().default_language);
  const change = el("button", { class: "alt small", type: "button", id: "words-change" }, t("change"));
  change.addEventListener("click", () => openSettings(game().default_language));
  const node = el("p", { class: "words-in", "data-field": f.name },
    el("span", {}, t("words_in", { language: languageName(code()) })), change);
  return { node, read: code };
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
    if (result.error) { failure(out, result, () => go.click()); return; }
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
  if (g && g.timer) links.push(el("a", { href: `#${g.id}/${TIMER}`, "data-kind": TIMER }, t("timer")));
  links.push(el("a", { href: "#history", "data-kind": "" }, t("history")));
  $("tabs").replaceChildren(...links);
  for (const a of links) a.classList.toggle("on", a.dataset.kind === (state.kind || ""));
}

// The tab strip scrolls sideways on a narrow phone: bring the active tab into its middle.
function centreActiveTab() {
  const nav = $("tabs"), on = nav.querySelector("a.on");
  if (on) nav.scrollLeft = on.offsetLeft - (nav.clientWidth - on.offsetWidth) / 2;
}

// The tab of a game's countdown (`#GAME/timer`), beside its request kinds.
const TIMER = "timer";

// The game's countdown in the form's place; a running one stops when the page leaves it.
function drawTimer() {
  const node = timerView(game().timer);
  state.timer = node;
  show($("form"), node);
}

// `#play` and `#room/CODE` belong to the rooms (rooms.js, window.wisegenRooms): the
// referee's sections and tabs are hidden and #play is handed to it. Without that script
// (or if it fails) #play says that rooms are not available, and the referee still works.
function routePlay(hash) {
  for (const id of ["form", "history"]) $(id).classList.remove("on");
  $("play").classList.add("on");
  document.body.classList.add("playing");
  const rooms = window.wisegenRooms;
  try {
    if (rooms && typeof rooms.route === "function") { rooms.route(hash); return; }
  } catch (e) { console.error(e); }
  show($("play"), el("p", { class: "hint" }, t("play_missing")));
}

const isPlay = (hash) => hash === "play" || hash.startsWith("play/") || hash.startsWith("room/");

// The hash is `#GAME/KIND`, `#GAME/timer`, `#history`, or the rooms' `#play`,
// `#room/CODE`; anything else opens the first game's first form. Each view starts at
// its top, with its tab in view.
function route() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (state.timer) { state.timer.stopTimer(); state.timer = null; }
  $("mode").textContent = t(isPlay(hash) ? "referee" : "play");
  $("mode").setAttribute("href", isPlay(hash) ? `#${state.game || ""}` : "#play");
  if (isPlay(hash)) { routePlay(hash); window.scrollTo(0, 0); return; }
  document.body.classList.remove("playing");
  $("play").classList.remove("on");
  const [id, kind] = hash.split("/");
  const history = id === "history";
  const g = state.games.find((x) => x.id === id) || game() || state.games[0];
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
  centreActiveTab();
  window.scrollTo(0, 0);
}

// The page's fixed words in its language: [data-t] nodes, labels, the games' list.
function translate() {
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  document.title = t("title");
  $("game").setAttribute("aria-label", t("game"));
  $("settings-open").setAttribute("aria-label", t("settings"));
  $("settings-open").replaceChildren(el("span", { "aria-hidden": "true" }, lang.ui.toUpperCase()));
  $("game").replaceChildren(...state.games.map((g) => el("option", { value: g.id }, g.title)));
  $("game").value = state.game || "";
}

// The games and the page's words; on failure (no server, no Wi-Fi) a failure with a
// retry. Before any words arrived that can only be a sign (⚠) and a button (↻).
async function load() {
  const info = await request("/api/games", { method: "GET" }, () => {
    $("form").classList.add("on");
    show($("form"), el("p", { class: "hint busy waiting" }, t("waiting") || "…"));
  });
  if (!info.error) {
    state.games = Array.isArray(info.games) ? info.games : [];
    lang.referee = Array.isArray(info.referee_languages) ? info.referee_languages : [];
    lang.names = info.language_names || {};
  }
  const worded = await chooseLanguage();
  if (info.error || !worded) {
    const again = el("button", { class: "alt retry", type: "button" }, t("retry") || "↻");
    again.addEventListener("click", () => { again.disabled = true; load(); });
    $("form").classList.add("on");
    show($("form"), errorBox(t("network") || "⚠"), again);
    return false;
  }
  translate();
  route();
  return true;
}

async function start() {
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  $("settings-open").addEventListener("click", () => {
    const rooms = window.wisegenRooms;   // in a room, the room's sheet sets both languages
    if (rooms && rooms.settings && rooms.settings()) return;
    openSettings((game() || {}).default_language);
  });
  $("game").addEventListener("change", () => { location.hash = `#${$("game").value}`; });
  $("history-clear").addEventListener("click", () => { localStorage.removeItem("wisegen-history"); drawHistory(); });
  window.addEventListener("hashchange", route);
  window.addEventListener("wisegen:languages", () => { translate(); route(); });
  await load();
  document.body.dataset.ready = "1";
}

// What the rooms' script (rooms.js) may use of this page: its words, its languages,
// its limited requests, its field widgets and its settings sheet.
window.wisegenPage = { t, request, languageName, wordLanguage, openSettings, el, errorBox,
  widgets: WIDGETS, language: () => lang.ui };

start();
