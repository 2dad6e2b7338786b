// wisegen rooms: the phones play a game together. `#play` opens or joins a room; `#room/CODE`
// is the room itself: its lobby (code, QR, players, the host's setup) and then the game's
// screen, drawn from the view the server sends this player (blocks.js). The server is
// the only truth: every change arrives as a new snapshot, by WebSocket while it is up
// and by a fresh GET after it was down, so a reload, a phone waking up or a restarted
// server all end on the same screen. A player's token is kept per room in localStorage.
// Every string comes from the catalogue (room_net.js), every name goes on the page as
// text. Wrapped in a function: the referee page's globals are its own.
"use strict";

(function () {
  const B = window.wisegenBlocks, h = B.h;
  const BACKOFF_MS = [250, 1000];   // a restarted server is found again within a second
  const QUIET_MS = 45000;    // the server pings every 20 s: silence this long is a dead line
  const UIS = ["en", "fr", "pl"];
  const S = { ui: "en", lang: "en", messages: {}, games: [], languages: [], hash: null, code: null,
    snap: null, ws: null, down: false, retry: BACKOFF_MS[0], redial: null, quiet: null, every: [],
    sheet: false, restartArmed: false, unanswered: [], timeUp: [] };

  const $ = (id) => document.getElementById(id);
  const { say, languageName, mine, remember, forget, call, errorOf, offline, ALPHABET, fmt, said, readCode } =
    window.wisegenRoomNet(S);
  const typed = () => B.typed(document.getElementById("room-body"));
  const retype = (saved) => B.retype(document.getElementById("room-body"), saved);
  const playerList = (snap, id) => B.people(snap, say, id);

  // -- live updates --------------------------------------------------------------------
  function stopLive() {
    const ws = S.ws;
    S.ws = null;
    if (ws) ws.close();
    clearTimeout(S.redial); clearTimeout(S.quiet);
    S.down = false;
    offline(false);
  }

  function connect() {
    clearTimeout(S.redial);
    const code = S.code, entry = mine()[code];
    if (!code || !entry || S.ws) return;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/api/rooms/${code}/live`
      + `?token=${encodeURIComponent(entry.token)}&lang=${encodeURIComponent(S.ui)}`);
    S.ws = ws;
    const heard = () => { clearTimeout(S.quiet); S.quiet = setTimeout(() => ws.close(), QUIET_MS); };
    // A line that does not open within 5 s is given up (the bar shows) and dialled again.
    S.quiet = setTimeout(() => { if (ws.readyState !== WebSocket.OPEN) ws.close(); }, SLOW_MS);
    ws.addEventListener("open", () => {
      heard();
      S.retry = BACKOFF_MS[0];
      S.unanswered.splice(0).forEach((retry) => retry());
      if (S.down) { S.down = false; offline(false); snapshot(); }
    });
    ws.addEventListener("message", (event) => {
      heard();
      let m;
      try { m = JSON.parse(event.data); } catch { return; }
      if (m && m.type === "error" && typeof m.error === "string") showError(m.error, null);
      else if (m && m.room === S.code && m.type !== "ping") apply(m);
    });
    ws.addEventListener("close", (event) => {
      if (S.ws !== ws) return;   // closed on purpose
      S.ws = null;
      clearTimeout(S.quiet);
      S.down = true;
      offline(true);
      if (event.code === 1008 || event.code >= 4000) { snapshot(); return; }  // refused: ask why
      S.redial = setTimeout(connect, S.retry);
      S.retry = Math.min(BACKOFF_MS[1], S.retry * 2);
    });
  }

  // A snapshot replaces the screen unless an older one arrives late.
  function apply(snap) {
    if (S.snap && S.snap.room === snap.room && snap.version < S.snap.version) return;
    S.offset = (Number(snap.now) || Date.now() / 1000) - Date.now() / 1000;
    // The same room again (the live line's copy of an answer already drawn) is not drawn
    // again; a change of who is here redraws the lists of players only, so a form being
    // filled in (the host's setup, an open list) is left alone.
    const { now, type, version, players, ...shape } = snap;   // eslint-disable-line no-unused-vars
    const drawn = JSON.stringify(shape), people = JSON.stringify(players);
    const same = S.snap && S.shown === drawn && document.getElementById("room-body");
    const moved = !same || S.people !== people;
    S.snap = snap;
    S.shown = drawn;
    S.people = people;
    const entry = mine()[snap.room];
    if (entry && entry.game !== snap.title) remember(snap.room, { ...entry, game: snap.title });
    if (!same) drawRoom(); else if (moved) drawPeople(snap);
  }

  function drawPeople(snap) {
    const count = (snap.players || []).length;
    for (const list of document.querySelectorAll("#play .room-people")) list.replaceWith(playerList(snap, list.id));
    for (const node of document.querySelectorAll("#play .room-count")) node.textContent = say("players_count", { count });
    const line = document.querySelector("#play .room-line");
    if (line) line.textContent = say("room_line", { code: said(snap.room), count });
  }

  async function snapshot() {
    const code = S.code;
    const r = await call("GET", `/api/rooms/${code}`);
    if (code !== S.code) return;
    if (r.status === 200) { apply(r.data); if (!S.ws) connect(); return; }
    if ([401, 403, 404].includes(r.status)) {
      stopLive(); forget(code); S.snap = null;
      drawJoin(code, say("gone"));
    } else if (!S.ws) connect();
  }

  // -- actions -------------------------------------------------------------------------
  async function post(path, body, button) {
    if (button) button.disabled = true;
    const r = await call("POST", path, body);
    if (button) button.disabled = false;
    if (r.status === 200 && r.data && r.data.room) apply(r.data);
    else if (r.status !== 200) showError(errorOf(r), button);
    return r;
  }

  // A refusal shows under the block that sent it, in view (never under a bar).
  function showError(message, button) {
    for (const old of document.querySelectorAll("#play .room-refused")) old.remove();
    const box = h("p", { class: "room-refused", role: "alert" }, message);
    const block = button && button.closest(".block, .panel");
    if (block && block.isConnected) block.after(box); else { const v = $("room-body"); if (v) v.prepend(box); }
    box.scrollIntoView({ block: "nearest" });
  }

  function ctx() {
    return { lang: S.ui, say, languages: S.languages, languageName,
      serverNow: () => Date.now() / 1000 + (S.offset || 0),
      every: (fn, ms) => S.every.push(setInterval(fn, ms)),
      // What to do as the screen's timer runs out: a clue typed but not sent is sent,
      // as a written easel counts when the sand runs out (blocks.js's forms say so).
      whenTimeUp: (fn) => S.timeUp.push(fn),
      timeUp: () => S.timeUp.splice(0).forEach((fn) => fn()),
      // Each act carries an id of its own: sent again after a lost connection, the
      // server applies it at most once.
      act: (action, values, button) => post(`/api/rooms/${S.code}/act`, { action, values, act_id: actId() }, button) };
  }

  function actId() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);   // also on a LAN page served over plain http
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // -- screens ---------------------------------------------------------------------------
  function section() {
    let node = $("play");
    if (!node) { node = h("section", { id: "play" }); (document.querySelector("main") || document.body).append(node); }
    return node;
  }

  // Timers of the screen being replaced stop (the timer block's countdown).
  function still() { S.every.forEach(clearInterval); S.every = []; S.timeUp = []; }

  function frame(...nodes) {
    section().replaceChildren(...nodes.filter(Boolean));
  }

  function nameInput(id) {
    const input = h("input", { id, type: "text", maxlength: "24", autocomplete: "nickname", enterkeyhint: "go" });
    input.value = localStorage.getItem("wisegen-name") || "";
    return h("label", {}, h("span", {}, say("your_name")), input);
  }

  function readName(id, problem) {
    const name = $(id).value.trim();
    if (!name) { problem.hidden = false; problem.textContent = say("need_name"); $(id).focus(); return null; }
    localStorage.setItem("wisegen-name", name);
    return name;
  }

  async function join(code, name, problem, button) {
    button.disabled = true;
    const r = await call("POST", `/api/rooms/${code}/join`, { name });
    button.disabled = false;
    if (r.status !== 200 || !r.data.token) { problem.hidden = false; problem.textContent = errorOf(r); return; }
    remember(code, { token: r.data.token, seat: r.data.seat, name });
    if (location.hash === `#room/${code}`) { S.hash = null; route(location.hash); } else location.hash = `#room/${code}`;
  }

  function joinPanel(code) {
    const problem = h("p", { class: "room-error", role: "alert", hidden: true });
    const codeInput = h("input", { id: "room-code", type: "text", maxlength: "8", autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", placeholder: "K7Q-XP2" });
    if (code) codeInput.value = fmt(code);
    const go = h("button", { class: "go", type: "submit", id: "room-join" }, say("join"));
    const form = h("form", { class: "panel", novalidate: true }, h("h2", {}, code ? say("join_this", { code: said(code) }) : say("join_title")),
      code ? null : h("label", {}, h("span", {}, say("code")), codeInput), nameInput("room-join-name"), problem, go);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const typed = code || readCode(codeInput.value);
      if (!ALPHABET.test(typed)) { problem.hidden = false; problem.textContent = say("bad_code"); return; }
      const name = readName("room-join-name", problem);
      if (name) join(typed, name, problem, go);
    });
    return form;
  }

  // The words' language a new room starts with: the page's choice (its settings sheet,
  // else the phone's languages) when the page offers it, else the page's language.
  function phoneLanguage(game) {
    const page = window.wisegenPage;
    const chosen = page && typeof page.wordLanguage === "function" ? page.wordLanguage(game.default_language) : S.ui;
    return S.languages.includes(chosen) ? chosen : game.default_language;
  }

  function createPanel() {
    const games = S.games.filter((g) => g.room);
    if (!games.length) return h("div", { class: "panel" }, h("h2", {}, say("start_title")), h("p", { class: "hint" }, say("no_games")));
    const pick = h("select", { id: "room-game" }, games.map((g) => h("option", { value: g.id }, g.title)));
    const words = h("select", { id: "room-language" }, S.languages.map((c) => h("option", { value: c }, languageName(c))));
    const game = () => games.find((g) => g.id === pick.value) || games[0];
    words.value = phoneLanguage(game());
    const problem = h("p", { class: "room-error", role: "alert", hidden: true });
    const go = h("button", { class: "go", type: "submit", id: "room-create" }, say("create"));
    const form = h("form", { class: "panel", novalidate: true }, h("h2", {}, say("start_title")),
      h("label", {}, h("span", {}, say("game")), pick), nameInput("room-create-name"),
      h("label", {}, h("span", {}, say("word_language")), words), problem, go);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const name = readName("room-create-name", problem);
      if (!name) return;
      go.disabled = true;
      const r = await call("POST", "/api/rooms", { game: pick.value, language: words.value, name });
      go.disabled = false;
      if (r.status !== 200 || !r.data.token) { problem.hidden = false; problem.textContent = errorOf(r); return; }
      remember(r.data.room, { token: r.data.token, seat: r.data.seat, name, game: game().title });
      location.hash = `#room/${r.data.room}`;
    });
    return form;
  }

  function drawHome() {
    const rooms = Object.entries(mine()).sort((a, b) => b[1].at - a[1].at);
    frame(h("h2", { class: "room-title" }, say("play_title")),
      rooms.length ? h("div", { class: "panel", id: "room-mine" }, h("h2", {}, say("your_rooms")),
        h("ul", { class: "room-links" }, rooms.map(([code, e]) => h("li", {},
          h("a", { href: `#room/${code}` }, say("rejoin", { code: said(code) }), h("small", {}, [e.game, e.name].filter(Boolean).join(" · ")))))))
        : null,
      createPanel(), joinPanel(null));
  }

  function drawJoin(code, why) {
    frame(why ? h("p", { class: "room-refused", role: "alert" }, why) : null, joinPanel(code),
      h("p", {}, h("a", { href: "#play", class: "room-back" }, say("back"))));
  }

  function lobby(snap) {
    const host = (snap.players || []).find((p) => p.host);
    const code = h("div", { class: "panel room-code-panel" }, h("p", { class: "label" }, say("room_code")),
      h("p", { class: "room-code", id: "room-code-big" }, fmt(snap.room)),
      snap.host ? h("img", { class: "room-qr", id: "room-qr", src: `/api/rooms/${snap.room}/qr.svg`, alt: say("scan"), width: "220", height: "220" }) : null,
      snap.host ? h("p", { class: "hint" }, say("scan")) : null);
    const people = h("div", { class: "panel" }, h("h2", { class: "room-count" }, say("players_count", { count: (snap.players || []).length })),
      playerList(snap, "room-people"));
    const start = snap.host
      ? h("div", { class: "panel" }, h("h2", {}, say("setup")), B.fieldsForm(snap.setup || [], {}, say("start"), ctx(),
        (setup, go) => post(`/api/rooms/${snap.room}/start`, { setup }, go)))
      : h("p", { class: "block note wait" }, say("wait_host", { name: host ? host.name : "" }));
    return [code, people, start];
  }

  function drawRoom() {
    const snap = S.snap;
    const saved = typed();
    still();
    const view = snap.view || null;
    const body = h("div", { id: "room-body", "data-phase": view ? String(view.phase || "") : "lobby" });
    if (!snap.started) body.append(...lobby(snap));
    else if (!view) body.append(h("p", { class: "block note wait" }, say("waiting_view")));
    else {
      const blocks = B.draw(view, ctx());
      // A form is known by its action, so what is typed in it survives blocks added above.
      const drawn = view.blocks.filter((b) => b && B.types.includes(b.type));
      blocks.forEach((node, i) => { node.dataset.key = `${drawn[i].type}:${drawn[i].action || i}`; });
      body.append(...blocks);
      // Something to fill in or tap: this phone's move, marked down the screen's edge.
      const yours = view.blocks.some((b) => b && (b.type === "form" || (b.type === "buttons" && (b.buttons || []).length)));
      body.dataset.turn = yours ? "you" : "wait";
    }
    for (const node of body.querySelectorAll(".panel")) node.dataset.key ||= "lobby";
    const gear = h("button", { type: "button", class: "alt room-gear", id: "room-settings", "aria-expanded": String(S.sheet) }, say("settings"));
    gear.addEventListener("click", () => { S.sheet = !S.sheet; S.restartArmed = false; drawRoom(); });
    frame(h("div", { class: "room-head" }, h("div", {}, h("h2", {}, snap.title || snap.game),
      h("p", { class: "room-line" }, say("room_line", { code: said(snap.room), count: (snap.players || []).length }))), gear),
    S.sheet ? sheet(snap) : null, body);
    retype(saved);
  }

  function sheet(snap) {
    const page = h("select", { id: "room-ui" }, UIS.map((c) => h("option", { value: c }, languageName(c))));
    page.value = S.ui;
    page.addEventListener("change", () => setUi(page.value));
    const words = h("select", { id: "room-words", disabled: !snap.host }, (snap.languages || []).map((c) => h("option", { value: c }, languageName(c))));
    words.value = snap.language;
    words.addEventListener("change", () => post(`/api/rooms/${snap.room}/settings`, { language: words.value }, words));
    const restart = h("button", { type: "button", class: S.restartArmed ? "bad" : "alt", id: "room-restart" },
      say(S.restartArmed ? "restart_confirm" : "restart"));
    restart.addEventListener("click", async () => {
      if (!S.restartArmed) { S.restartArmed = true; drawRoom(); return; }
      S.restartArmed = false; S.sheet = false;
      await post(`/api/rooms/${snap.room}/restart`, {}, restart);
    });
    const leave = h("button", { type: "button", class: "alt", id: "room-leave" }, say("leave"));
    leave.addEventListener("click", () => { forget(snap.room); S.sheet = false; location.hash = "#play"; });
    const close = h("button", { type: "button", class: "go", id: "room-close" }, say("close"));
    close.addEventListener("click", () => { S.sheet = false; drawRoom(); });
    return h("div", { class: "panel room-sheet", id: "room-sheet" }, h("h2", {}, say("settings")),
      h("label", {}, h("span", {}, say("page_language")), page),
      h("label", {}, h("span", {}, say("word_language")), words),
      snap.host ? null : h("p", { class: "hint" }, say("host_only")),
      h("h3", { class: "room-count" }, say("players_count", { count: (snap.players || []).length })), playerList(snap),
      h("div", { class: "row" }, snap.host && snap.started ? restart : null, leave), close);
  }

  async function loadMessages() {
    const r = await call("GET", `/api/messages/${encodeURIComponent(S.ui)}`);
    if (r.status === 200 && r.data.messages) { S.messages = r.data.messages; S.lang = r.data.lang || S.ui; }
  }

  // The page's language changed, in the room's sheet or in the page's own settings (which
  // announce it with a `wisegen:languages` event): words, view and live line follow it.
  async function setUi(code, announced) {
    S.ui = UIS.includes(code) ? code : "en";
    localStorage.setItem("wisegen-ui", S.ui);
    if (!announced) tellThePage();
    await loadMessages();
    if (S.code && S.snap) { stopLive(); await snapshot(); connect(); } else if (S.hash) { const was = S.hash; S.hash = null; route(was); }
  }

  // The referee page words itself too (i18n.js): it takes the new language and announces
  // it (`wisegen:languages`), so its header and tabs follow.
  async function tellThePage() {
    if (typeof window.fetchMessages !== "function" || typeof window.useMessages !== "function") return;
    const reply = await window.fetchMessages(S.ui);
    if (!reply) return;
    window.useMessages(reply);
    if (typeof window.languagesChanged === "function") window.languagesChanged();
  }

  // `#play` and `#room/CODE` are ours; any other hash leaves the room (its live line too).
  function route(hash) {
    const where = `#${String(hash || "").replace(/^#/, "")}`;
    if (!S.ready) { S.pending = where; return where === "#play" || where.startsWith("#room/"); }
    if (where === S.hash) return where.startsWith("#play") || where.startsWith("#room/");
    const m = where.match(/^#room\/([A-Za-z0-9-]{1,12})$/);
    if (where !== "#play" && !m) {
      S.hash = null; stopLive(); still(); S.code = null; S.snap = null;
      delete document.body.dataset.room; section().classList.remove("on");
      return false;
    }
    S.hash = where;
    still();
    document.body.dataset.room = "1";
    section().classList.add("on");
    for (const other of document.querySelectorAll("main > section:not(#play)")) other.classList.remove("on");
    const code = m ? readCode(m[1]) : null;
    if (code !== S.code) { stopLive(); S.snap = null; S.sheet = false; }
    S.code = code;
    if (!code) drawHome();
    else if (!ALPHABET.test(code)) drawJoin(null, say("bad_code"));
    else if (!mine()[code]) drawJoin(code, null);
    else { if (!S.snap) frame(h("p", { class: "block note wait" }, say("loading"))); snapshot(); }
    window.scrollTo(0, 0);
    return true;
  }

  async function start() {
    const stored = localStorage.getItem("wisegen-ui") || (navigator.language || "en").slice(0, 2).toLowerCase();
    S.ui = UIS.includes(stored) ? stored : "en";
    await loadMessages();
    const r = await call("GET", "/api/games");
    if (r.status === 200) { S.games = r.data.games || []; S.languages = r.data.referee_languages || []; }
    window.addEventListener("hashchange", () => route(location.hash));
    window.addEventListener("wisegen:languages", (event) => {
      const ui = (event.detail || {}).ui;
      if (ui && ui !== S.ui) setUi(ui, true);
    });
    // A phone waking up shows the room as it is now, and dials again if the line is down.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "visible" || !S.code || !S.snap) return;
      if (S.down && !S.ws) connect();
      snapshot();
    });
    window.addEventListener("online", () => { if (S.code && S.down && !S.ws) connect(); });
    S.ready = true;
    route(S.pending || location.hash);
    document.body.dataset.rooms = "ready";
  }

  // The header's settings button in a room opens the room's sheet: the one place for this
  // phone's page language and the table's words language. True when handled.
  function settings() {
    if (!S.code || !S.snap) return false;
    S.sheet = !S.sheet; S.restartArmed = false; drawRoom();
    if (S.sheet) $("room-sheet").scrollIntoView({ block: "start" });
    return true;
  }

  window.wisegenRooms = { route, settings };
  start();
}());
