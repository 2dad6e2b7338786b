// wisegen referee page: the result views. A result is drawn from its shape (a verdict
// key, a list of judged items, a list of rows, a score), never from the game or the kind
// that asked, so a new game's results show without a line here. Every string goes on
// the page as text (text nodes), never as HTML.
"use strict";

// Result keys that carry a ruling, in the order their label heads a card.
const VERDICTS = ["valid", "match", "same_root", "legal", "kept"];
// Keys whose falsehood also turns a ruling red (a legal word the roll cannot form).
const ALSO_NEEDED = ["formable"];
// A die face as the page shows it: the glyph its game declares for that face name or
// notation (`glyphs` in /api/games), else the face itself (a letter).
const glyph = (face) => ((game() || {}).glyphs || {})[face] || face;

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v; else node.setAttribute(k, v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
// A value as players read it: the server words an English value `k` for the page's
// language as `k_text` beside it (asked for with `explain_in`); the English stays for
// programs. `text` and `*_text` are never shown as keys of their own.
const inPageLanguage = (o, k) => (typeof o[`${k}_text`] === "string" ? o[`${k}_text`] : o[k]);
const isWordedKey = (k) => k === "text" || k === "lines" || k.endsWith("_text");
const objectList = (v) => Array.isArray(v) && v.length > 0 && v.every(isObject);
// A result's key as a column or fact name: worded in the page's language when the
// catalogue has it (page.column.<key>), else as it comes with spaces for underscores.
const human = (key) => t(`column.${key}`) || key.replace(/_/g, " ");

// A short text for any value: scalars as they are, objects by their values.
function brief(v) {
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return t(v ? "yes" : "no");
  if (Array.isArray(v) && v.every(Array.isArray)) return v.map((x) => x.join(",")).join(" · ");
  if (Array.isArray(v)) return v.map(brief).filter(Boolean).join(", ");
  if (isObject(v)) {
    const first = Object.values(v).find((x) => typeof x === "string");
    return first !== undefined ? first : Object.values(v).map(brief).join(" · ");
  }
  return String(v);
}

function errorBox(message) { return el("div", { class: "error", role: "alert" }, message); }

// Why a ruling was given, under a "Why" fold: the evidence lines the server worded for
// players in the page's language (each reason's `lines`, asked for with `explain_in`).
// Raw evidence is never shown: its keys and values are the program's own (phonetic
// symbols, dictionary tags), not a player's words.
function evidence(reasons) {
  const lines = reasons.flatMap((r) => (Array.isArray(r.lines) ? r.lines : []))
    .filter((line) => typeof line === "string" && line);
  if (!lines.length) return null;
  return el("details", {}, el("summary", {}, t("evidence")),
    el("ul", {}, lines.map((line) => el("li", {}, line))));
}

// The messages a result gives for its ruling: any list of objects with a message.
function reasonsOf(result) {
  return Object.values(result).filter(objectList).flat().filter((r) => typeof r.message === "string");
}

// A reason as the player reads it: worded in the page's language when the server did
// (`text`, asked for with `explain_in`), else its message.
const reasonText = (r) => (typeof r.text === "string" && r.text ? r.text : r.message);

function ruling(result) {
  const key = VERDICTS.find((k) => typeof result[k] === "boolean");
  if (key === undefined) return null;
  const yes = result[key] && ALSO_NEEDED.every((k) => result[k] !== false);
  return { key, yes, label: t(`${key}_${result[key] ? "yes" : "no"}`) };
}

// The line under a verdict: formable or not, points, a breakdown's explanation.
function details(result) {
  const parts = [];
  for (const k of ALSO_NEEDED) if (typeof result[k] === "boolean") parts.push(t(`${k}_${result[k] ? "yes" : "no"}`));
  if (typeof result.score === "number") parts.push(t("points", { count: result.score }));
  const explained = Object.values(result).filter((v) => isObject(v) && typeof v.explain === "string")
    .map((v) => inPageLanguage(v, "explain"));
  return [parts.length ? el("p", {}, parts.join(" · ")) : null, explained.map((s) => el("p", {}, s))];
}

function verdictCard(result, title, small) {
  const r = ruling(result);
  const reasons = reasonsOf(result);
  return el("div", { class: `verdict ${r.yes ? "yes" : "no"}${small ? " small" : ""}` },
    el("div", { class: "big" }, (r.yes ? "✓ " : "✗ ") + r.label),
    title ? el("div", { class: "word" }, title) : null,
    details(result),
    reasons.map((x) => el("p", {}, reasonText(x))),
    evidence(reasons));
}

// Letters to dice: an item with an `assignment` list (which faces spell which letter).
function formation(entry) {
  return el("table", {}, el("tr", {}, el("th", {}, t("letter")), el("th", {}, t("face"))),
    entry.assignment.map((u) => el("tr", {}, el("td", {}, String(u.letter).toUpperCase()),
      el("td", {}, (u.faces || []).map((f) => `${glyph(f.face)} (#${f.position})`).join(" + ")
        + (u.read_as && u.read_as !== u.letter ? ` → ${String(u.read_as).toUpperCase()}` : "")))));
}

function table(rows) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((c) => !isWordedKey(c));
  // A row the server worded as a whole (`text`, e.g. why a team scored) ends with it.
  const why = rows.some((r) => typeof r.text === "string");
  return el("div", { class: "panel scroll" }, el("table", {},
    el("tr", {}, columns.map((c) => el("th", {}, human(c))), why ? el("th", {}, t("evidence")) : null),
    rows.map((r) => el("tr", {}, columns.map((c) => el("td", {}, brief(inPageLanguage(r, c)))),
      why ? el("td", {}, typeof r.text === "string" ? r.text : "") : null))));
}

// The result's plain values (and objects of them) that no other view showed.
function facts(result, shown) {
  const plain = (v) => v !== null && (typeof v !== "object"
    || (isObject(v) && Object.values(v).every((x) => x === null || typeof x !== "object")));
  const rows = Object.entries(result).filter(([k, v]) => !shown.includes(k) && !isWordedKey(k) && plain(v))
    .map(([k]) => [k, inPageLanguage(result, k)])
    .flatMap(([k, v]) => [el("dt", {}, human(k)),
      el("dd", {}, isObject(v) ? Object.entries(v).map(([a, b]) => `${a}: ${brief(b)}`).join(" · ") : brief(v))]);
  return rows.length ? el("div", { class: "panel" }, el("dl", { class: "facts" }, rows)) : null;
}

// The total a result heads with, when it has one.
const TOTALS = ["score", "total"];
const totalOf = (result) => TOTALS.find((k) => typeof result[k] === "number");

// The nodes showing one result; `title` names what was asked (the words typed).
function resultView(result, title) {
  const nodes = [];
  const lists = Object.entries(result).filter(([, v]) => objectList(v) && typeof v[0].message !== "string");
  const judged = lists.filter(([, v]) => ruling(v[0]));
  const total = totalOf(result);
  if (judged.length) {
    for (const [, items] of judged) {
      for (const item of items) nodes.push(verdictCard(item, brief(item), items.length > 1));
    }
  } else if (ruling(result)) {
    nodes.push(verdictCard(result, title, false));
    if (result.assignment) nodes.push(el("div", { class: "panel" }, formation(result)));
  } else if (total) {
    nodes.push(el("div", { class: "verdict yes small" },
      el("div", { class: "big" }, t("total", { total: result[total] })),
      typeof result.text === "string" ? el("p", {}, result.text)
        : typeof result.label === "string" ? el("p", {}, `“${inPageLanguage(result, "label")}”`) : null));
  }
  for (const [key, items] of lists) {
    if (judged.some(([, v]) => v === items) || (key === "assignment" && ruling(result))) continue;
    if (items[0].assignment) {
      nodes.push(items.map((b) => el("div", { class: "panel" },
        el("h2", {}, `${brief(b)} — ${t("points", { count: b.score })}`), formation(b), details({ breakdown: b.breakdown }))));
    } else nodes.push(table(items));
  }
  if (!judged.length && !ruling(result)) nodes.push(facts(result, ["game", total, "label"]));
  const drawn = nodes.filter(Boolean);
  return drawn.length ? drawn : [el("p", { class: "hint" }, t("empty"))];
}

// One line for the history: what was asked and the ruling or score.
function headline(result, title) {
  const r = ruling(result);
  const lists = Object.values(result).filter(objectList);
  const judged = lists.filter((v) => ruling(v[0]));
  const asked = title ? `${title} — ` : "";
  if (judged.length) {
    return { yes: judged[0].every((i) => ruling(i).yes),
      text: asked + judged[0].map((i) => `${brief(i)}: ${ruling(i).label}`).join(", ") };
  }
  const score = typeof result.score === "number" ? t("total", { total: result.score }) : "";
  if (r) return { yes: r.yes, text: `${asked}${r.label}${score ? ` · ${score}` : ""}` };
  const first = lists.length ? lists[0][0] : null;
  const best = first ? `${brief(first)}${typeof first.score === "number" ? ` · ${first.score}` : ""}` : "";
  return { yes: true, text: asked + (score || best || "—") };
}
