// wisegen page: its words and its two languages. Every string the page writes itself
// comes from the language's catalogue (lang/<code>/messages/page.yaml), fetched from
// /api/messages/<code>; none is written here. Two languages, set in one place (the
// settings sheet) and remembered on the phone: the PAGE's language and the WORDS'
// language (the one the referee judges typed words in). Both follow the phone
// (navigator.languages, the first one the server has) until the player picks one.
"use strict";

const lang = { ui: "", word: "", messages: {}, cache: {}, referee: [], names: {} };
const UI_KEY = "wisegen-ui", WORD_KEY = "wisegen-word";

// The message `key` of the page area with its {fields} filled; a plural message picks
// its form for `count` by the language's rule (Intl.PluralRules: one, few, many, other).
function t(key, params) {
  let text = lang.messages[`page.${key}`];
  if (text === undefined) return "";
  params = params || {};
  if (typeof text === "object") {
    let form = "other";
    try { form = new Intl.PluralRules(lang.ui).select(Number(params.count) || 0); } catch { /* other */ }
    text = text[form] || text.other || "";
  }
  return String(text).replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

// The phone's languages as bare codes (fr-CA -> fr), most wanted first.
function phoneLanguages() {
  const list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  return list.map((c) => String(c).toLowerCase().split(/[-_]/)[0]).filter(Boolean);
}

// A language's name in the page's language (the browser knows them), else the server's.
function languageName(code) {
  try { return new Intl.DisplayNames([lang.ui || "en"], { type: "language" }).of(code) || lang.names[code] || code; }
  catch { return lang.names[code] || code; }
}

// The catalogue of `code` (cached); the server answers English for a language it has no
// catalogue of, and says so in `lang`. Null when the server cannot be reached.
async function fetchMessages(code) {
  if (lang.cache[code]) return lang.cache[code];
  const reply = await request(`/api/messages/${encodeURIComponent(code)}`, { method: "GET" });
  if (reply.error || !reply.messages) return null;
  lang.cache[code] = reply;
  if (reply.lang) lang.cache[reply.lang] = reply;
  return reply;
}

// The page's language: the one picked on this phone, else the phone's first language
// the server has words for, else English (the server's fallback).
async function chooseLanguage() {
  const picked = localStorage.getItem(UI_KEY);
  const wanted = [...new Set([picked, ...phoneLanguages()].filter(Boolean))].slice(0, 6);
  for (const code of wanted) {
    const reply = await fetchMessages(code);
    if (reply === null) return false;
    if (reply.lang === code) return useMessages(reply);
  }
  const reply = await fetchMessages(wanted[0] || "en");
  return reply !== null && useMessages(reply);
}

function useMessages(reply) {
  lang.ui = reply.lang;
  lang.messages = reply.messages;
  document.documentElement.lang = lang.ui;
  return true;
}

// The words' language for a game: the one picked on this phone, else the phone's first
// language the referee rules in, else the game's own default.
function wordLanguage(defaultLanguage) {
  const picked = localStorage.getItem(WORD_KEY);
  if (picked && lang.referee.includes(picked)) return picked;
  const phone = phoneLanguages().find((c) => lang.referee.includes(c));
  return phone || defaultLanguage || lang.referee[0] || "";
}

// Tell the page (and the rooms' script) that a language changed, so they redraw.
function languagesChanged() {
  window.dispatchEvent(new CustomEvent("wisegen:languages", { detail: { ui: lang.ui } }));
}

// The settings sheet: the page's language and the words' language, nothing else. Each
// choice applies at once and is remembered on this phone.
function openSettings(defaultLanguage) {
  const old = document.getElementById("settings");
  if (old) old.remove();
  const options = (chosen) => lang.referee.map((c) => {
    const o = el("option", { value: c }, `${languageName(c)} (${c})`);
    o.selected = c === chosen;
    return o;
  });
  const page = el("select", { id: "settings-ui" }, options(lang.ui));
  const words = el("select", { id: "settings-word" }, options(wordLanguage(defaultLanguage)));
  const done = el("button", { class: "go", type: "button", id: "settings-close" }, t("close"));
  const trouble = el("p", { class: "error", role: "alert", hidden: "" });
  const sheet = el("dialog", { id: "settings", "aria-labelledby": "settings-title" },
    el("h2", { id: "settings-title" }, t("settings_title")),
    el("label", {}, el("span", {}, t("page_language")), page),
    el("label", {}, el("span", {}, t("word_language")), words),
    el("p", { class: "hint" }, t("word_language_hint")), trouble, done);
  page.addEventListener("change", async () => {
    const reply = await fetchMessages(page.value);
    if (reply === null) { trouble.textContent = t("network"); trouble.hidden = false; return; }
    localStorage.setItem(UI_KEY, page.value);
    useMessages(reply);
    languagesChanged();
    openSettings(defaultLanguage);   // redrawn in the new language
  });
  words.addEventListener("change", () => { localStorage.setItem(WORD_KEY, words.value); languagesChanged(); });
  done.addEventListener("click", () => { sheet.close(); sheet.remove(); });
  sheet.addEventListener("cancel", () => sheet.remove());
  document.body.append(sheet);
  sheet.showModal();
  return sheet;
}
