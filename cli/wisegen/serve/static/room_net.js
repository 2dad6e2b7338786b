// The rooms page's plumbing (rooms.js holds the screens): its words from the catalogue,
// the rooms this phone is in (their tokens, in localStorage), and its requests, none of
// which waits more than 5 s without a word to the player. `wisegenRoomNet(S)` works on
// the rooms page's state S (its page language, its messages, the room it shows).
"use strict";

window.wisegenRoomNet = function (S) {
  const h = window.wisegenBlocks.h;
  const $ = (id) => document.getElementById(id);
  const SLOW_MS = 5000;      // a request this slow says that it is still waiting
  const GIVE_UP_MS = 15000;  // and is abandoned, with a retry button, at this point
  const ALPHABET = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;
  // A code as players read it (K7Q-XP2); in a sentence its dash does not break the line.
  const fmt = (code) => `${code.slice(0, 3)}-${code.slice(3)}`;
  const said = (code) => `${code.slice(0, 3)}\u2011${code.slice(3)}`;
  // What a player typed as a room code: case, spaces and dashes do not matter.
  const readCode = (typed) => String(typed || "").toUpperCase().replace(/[\s\-\u2010-\u2015]/g, "");

  function say(key, params) {
    let template = S.messages[`room.${key}`];
    if (template === undefined) return key;
    if (typeof template === "object") {
      const form = new Intl.PluralRules(S.lang).select(Number((params || {}).count) || 0);
      template = template[form] || template.other;
    }
    return template.replace(/\{(\w+)\}/g, (all, k) => (params && k in params ? String(params[k]) : all));
  }

  function languageName(code) {
    try { return new Intl.DisplayNames([S.ui], { type: "language" }).of(code) || code; } catch { return code; }
  }

  // -- the rooms this phone is in: code -> {token, seat, name, game} ------------------
  const mine = () => { try { return JSON.parse(localStorage.getItem("wisegen-rooms") || "{}"); } catch { return {}; } };
  function remember(code, entry) {
    const all = mine();
    all[code] = { ...entry, at: Date.now() };
    const kept = Object.entries(all).sort((a, b) => b[1].at - a[1].at).slice(0, 12);
    localStorage.setItem("wisegen-rooms", JSON.stringify(Object.fromEntries(kept)));
  }
  function forget(code) { const all = mine(); delete all[code]; localStorage.setItem("wisegen-rooms", JSON.stringify(all)); }

  // -- requests: never more than 5 s without a word to the player ---------------------
  // The "still waiting" and failure lines, and the reconnecting bar: fixed at the bottom
  // of the screen (in view wherever the player scrolled), made once and kept across redraws.
  function fixed(id, make) {
    let node = $(id);
    if (!node) { node = make(); document.body.append(node); }
    return node;
  }
  const noticeBox = () => fixed("room-notice", () => h("div", { id: "room-notice", class: "room-notice", "aria-live": "polite" }));
  const offlineBar = () => fixed("room-offline", () => h("div", { id: "room-offline", class: "room-offline", role: "status", hidden: true },
    h("span", { class: "spin", "aria-hidden": "true" }), h("span", { id: "room-offline-text" })));

  // One request; resolves with {status, data}. Each request has its own line at the
  // bottom: at 5 s it says "still waiting", at 15 s the request is abandoned and the line
  // offers to send it again (the promise resolves once an answer comes, so the caller
  // carries on where it stopped); one request's answer never hides another's line.
  function call(method, path, body) {
    return new Promise((resolve) => {
      const line = h("div", { class: "room-line-of-request" });
      const showLine = (node) => { line.replaceChildren(node); if (!line.isConnected) noticeBox().append(line); };
      const attempt = async () => {
        const control = new AbortController();
        const slow = setTimeout(() => showLine(h("p", { class: "room-wait", role: "status" }, say("waiting"))), SLOW_MS);
        const late = setTimeout(() => control.abort(), GIVE_UP_MS);
        const headers = { accept: "application/json" };
        const token = S.code && (mine()[S.code] || {}).token;
        if (token && path.startsWith(`/api/rooms/${S.code}`)) headers.authorization = `Bearer ${token}`;
        if (body !== undefined) headers["content-type"] = "application/json";
        // Every answer (a snapshot, a refusal) is worded in the page's language.
        const worded = path.startsWith("/api/rooms") ? `${path}?lang=${encodeURIComponent(S.ui)}` : path;
        try {
          const res = await fetch(worded, { method, headers, signal: control.signal,
            body: body === undefined ? undefined : JSON.stringify(body) });
          let data = {};
          try { data = await res.json(); } catch { data = {}; }
          line.remove();
          resolve({ status: res.status, data });
        } catch {
          const again = h("button", { type: "button", class: "alt room-retry" }, say("retry"));
          const retry = () => { line.remove(); S.unanswered = S.unanswered.filter((a) => a !== retry); attempt(); };
          again.addEventListener("click", retry);
          // Asked again when the line is back: a GET, or an act (its id makes it safe).
          if (method === "GET" || (body && body.act_id)) S.unanswered.push(retry);
          showLine(h("div", { class: "room-failed", role: "alert" },
            h("p", {}, say(control.signal.aborted ? "failed" : "network")), again));
        } finally { clearTimeout(slow); clearTimeout(late); }
      };
      attempt();
    });
  }

  const errorOf = (r) => (r.data && typeof r.data.error === "string" ? r.data.error : say("failed"));

  // The reconnecting bar sits at the bottom of the screen; the page grows by its height meanwhile.
  function offline(down) {
    const bar = offlineBar();
    bar.hidden = !down;
    $("room-offline-text").textContent = say("reconnecting");
    if (down) document.body.dataset.offline = "1"; else delete document.body.dataset.offline;
  }

  return { say, languageName, mine, remember, forget, call, errorOf, offline, ALPHABET, fmt, said, readCode };
};
