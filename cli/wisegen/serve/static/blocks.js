// wisegen rooms: the view blocks of games/room.py drawn on the phone. A game's screen is
// a list of blocks drawn by their `type` alone, so a new game needs no line here. Every
// string goes on the page as a text node (never HTML): names and clues come from players.
// Wrapped in a function so that nothing here collides with the referee page's globals.
"use strict";

(function () {
  // An element with attributes and children (strings become text nodes).
  function h(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v; else node.setAttribute(k, v === true ? "" : String(v));
    }
    for (const c of children.flat(Infinity)) {
      if (c === null || c === undefined || c === false) continue;
      node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return node;
  }

  const text = (v) => (v === null || v === undefined ? "" : String(v)).slice(0, 2000);
  const label = (f, lang) => (f.label && (f.label[lang] || f.label.en)) || f.help || f.name;
  const lines = (s) => s.split(/[\n,]+/).map((x) => x.trim()).filter(Boolean);

  // One widget per field type the room forms use; a type without its own widget is a
  // line of text. Each gives its node and how to read its value (undefined: not given).
  function widget(f, ctx, initial) {
    const start = initial !== undefined ? initial : f.default;
    const base = { "data-field": f.name, name: f.name, autocomplete: "off", autocapitalize: "off" };
    let control, read;
    if (f.type === "bool") {
      control = h("input", { ...base, type: "checkbox" });
      control.checked = Boolean(start);
      read = () => control.checked;
      return { node: h("label", { class: "check" }, control, h("span", {}, label(f, ctx.lang))), read, control };
    }
    if (f.type === "choice" || f.type === "lang") {
      const values = f.type === "lang" ? ctx.languages : (f.choices || []);
      const names = f.type === "lang" ? values.map(ctx.languageName)
        : ((f.choice_labels || {})[ctx.lang] || (f.choice_labels || {}).en || values);
      control = h("select", base, values.map((v, i) => h("option", { value: v }, names[i] || v)));
      control.value = values.includes(start) ? start : values[0];
      read = () => control.value;
    } else if (f.type === "int") {
      control = h("input", { ...base, type: "number", inputmode: "numeric", min: f.minimum, max: f.maximum });
      control.value = start === undefined || start === null ? "" : String(start);
      read = () => (control.value === "" ? undefined : Number(control.value));
    } else if (f.type === "words") {
      control = h("textarea", { ...base, rows: String(f.count || 3), placeholder: ctx.say("words_hint") });
      control.value = Array.isArray(start) ? start.join("\n") : text(start);
      read = () => { const v = lines(control.value); return v.length ? v : undefined; };
    } else {
      control = h("input", { ...base, type: "text", maxlength: "64", enterkeyhint: "send" });
      control.value = text(start);
      read = () => (control.value.trim() ? control.value.trim() : undefined);
    }
    return { node: h("label", {}, h("span", {}, label(f, ctx.lang)), control), read, control };
  }

  // A form of fields and its submit button; `send(values)` is called with what was read.
  function fieldsForm(fields, values, submit, ctx, send) {
    const widgets = fields.map((f) => [f, widget(f, ctx, (values || {})[f.name])]);
    const problem = h("p", { class: "room-error", role: "alert", hidden: true });
    const go = h("button", { class: "go", type: "submit" }, submit);
    const node = h("form", { class: "room-form", novalidate: true }, widgets.map(([, w]) => w.node), problem, go);
    let sent = false;
    node.addEventListener("submit", (event) => {
      event.preventDefault();
      const out = {};
      for (const [f, w] of widgets) {
        const v = w.read();
        if (f.required && (v === undefined || v === "")) {
          problem.hidden = false;
          problem.textContent = `${label(f, ctx.lang)}: ${ctx.say("required")}`;
          w.control.focus();
          return;
        }
        if (v !== undefined) out[f.name] = v;
      }
      problem.hidden = true;
      sent = true;
      send(out, go);
    });
    // Typed but not sent when the timer runs out: sent then, once (a form whose fields
    // still hold what the server gave is left alone).
    const typed = () => widgets.some(([f, w]) => w.read() !== undefined
      && String(w.read()) !== String((values || {})[f.name] ?? ""));
    if (ctx.whenTimeUp) ctx.whenTimeUp(() => { if (!sent && node.isConnected && typed()) node.requestSubmit(go); });
    return node;
  }

  function actButton(b, ctx) {
    const node = h("button", { type: "button", class: `act ${b.tone || "normal"}`, "data-action": b.action }, text(b.label));
    node.addEventListener("click", () => ctx.act(b.action, b.values || {}, node));
    return node;
  }

  // m:ss for whole seconds.
  const clock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

  // The countdown: it ends at `ends_at` on the server's clock; `ctx.serverNow()` is the
  // phone's clock corrected by the `now` of the last snapshot.
  function timerBlock(b, ctx) {
    const digits = h("div", { class: "room-timer-digits", role: "timer" });
    const node = h("div", { class: "block timer" }, b.label ? h("p", { class: "label" }, text(b.label)) : null, digits);
    const draw = () => {
      if (typeof b.ends_at !== "number") { digits.textContent = clock(b.seconds || 0); node.classList.add("idle"); return; }
      const left = Math.max(0, Math.ceil(b.ends_at - ctx.serverNow()));
      digits.textContent = left > 0 ? clock(left) : ctx.say("time_up");
      // A second before the end: what was typed goes in before the server closes the round.
      if (b.ends_at - ctx.serverNow() <= 1.2 && ctx.timeUp) ctx.timeUp();
      node.classList.toggle("low", left > 0 && left <= 10);
      node.classList.toggle("done", left === 0);
    };
    draw();
    if (typeof b.ends_at === "number") ctx.every(draw, 250);
    return node;
  }

  // A pawn's colour as a small swatch beside its name (the name alone tells pawns apart
  // in greyscale). Set through the style object, which the page's CSP allows.
  function swatch(colour) {
    const node = h("span", { class: "swatch", "aria-hidden": "true" });
    if (/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(String(colour || ""))) node.style.backgroundColor = colour;
    return node;
  }

  function trackBlock(b, ctx) {
    const length = Math.max(0, Math.min(100, Number(b.length) || 0));
    const pawns = (b.pawns || []).slice(0, 20);
    const squares = [];
    for (let i = 0; i <= length; i += 1) {
      const here = pawns.filter((p) => Number(p.at) === i);
      squares.push(h("li", { class: `square${i === length ? " goal" : ""}${i === 0 ? " start" : ""}` },
        h("span", { class: "n" }, i === length ? "★" : String(i)),
        here.map((p) => h("span", { class: "pawn" }, swatch(p.colour), text(p.name)))));
    }
    return h("div", { class: "block track" }, b.title ? h("h3", {}, text(b.title)) : null,
      h("ol", { class: "squares" }, squares),
      h("ul", { class: "standings" }, pawns.map((p) => h("li", {}, swatch(p.colour), " ",
        ctx.say("track_at", { name: text(p.name), at: Number(p.at) || 0, length })))));
  }

  function rulingsBlock(b, ctx) {
    return h("div", { class: "block rulings" }, b.title ? h("h3", {}, text(b.title)) : null,
      h("ul", {}, (b.items || []).slice(0, 50).map((r) => h("li", { class: `ruling ${r.ok ? "yes" : "no"}` },
        h("div", { class: "line" }, h("span", { class: "mark", "aria-hidden": "true" }, r.ok ? "✓" : "✗"),
          h("span", { class: "ruling-text" }, text(r.text)), h("span", { class: "ruling-verdict" }, text(r.verdict))),
        r.by ? h("p", { class: "by" }, ctx.say("by", { name: text(r.by) })) : null,
        (r.reasons || []).map((x) => h("p", { class: "reason" }, text(x))),
        r.toggle ? actButton({ tone: "normal", ...r.toggle }, ctx) : null))));
  }

  // One word shown as large as the screen allows: a long word gets a smaller size rather
  // than being broken in two (the longest word of the longest line sets it).
  function wordBlock(b) {
    const big = h("p", { class: "big" }, text(b.text));
    const longest = Math.max(5, ...text(b.text).split(/\s+/).map((w) => [...w].length));
    big.style.fontSize = `min(3rem, ${(100 / longest).toFixed(1)}vw)`;
    return h("div", { class: "block word" }, h("p", { class: "label" }, text(b.label)), big);
  }

  function tableBlock(b) {
    return h("div", { class: "block table" }, b.title ? h("h3", {}, text(b.title)) : null,
      h("table", {}, h("thead", {}, h("tr", {}, (b.columns || []).map((c) => h("th", { scope: "col" }, text(c))))),
        h("tbody", {}, (b.rows || []).slice(0, 100).map((row, i) => h("tr", { class: i === b.mark ? "mark" : null },
          row.map((c) => h("td", {}, text(c))))))));
  }

  // Each block type of games/room.py (BLOCK_TYPES) and how it is drawn.
  const BLOCKS = {
    heading: (b) => h("div", { class: "block heading" }, h("h2", {}, text(b.text)),
      b.detail ? h("p", {}, text(b.detail)) : null),
    note: (b) => h("p", { class: `block note ${["good", "bad", "wait"].includes(b.tone) ? b.tone : "info"}`,
      role: b.tone === "bad" ? "alert" : null }, text(b.text)),
    word: wordBlock,
    card: (b) => h("div", { class: "block card" }, b.title ? h("h3", {}, text(b.title)) : null,
      h("ol", {}, (b.words || []).map((w, i) => h("li", { class: i === b.mark ? "mark" : null }, text(w))))),
    form: (b, ctx) => h("div", { class: "block form" }, fieldsForm(b.fields || [], b.values, text(b.submit), ctx,
      (values, go) => ctx.act(b.action, values, go))),
    buttons: (b, ctx) => h("div", { class: "block buttons" }, (b.buttons || []).map((x) => actButton(x, ctx))),
    rulings: rulingsBlock,
    table: tableBlock,
    track: trackBlock,
    dice: (b) => h("div", { class: "block dice" }, b.title ? h("h3", {}, text(b.title)) : null,
      h("ul", {}, (b.faces || []).slice(0, 20).map((f) => h("li", { class: "room-die" }, text(f))))),
    timer: timerBlock,
    log: (b) => h("details", { class: "block log" }, h("summary", {}, text(b.title)),
      h("ol", {}, (b.lines || []).slice(0, 200).map((l) => h("li", {}, text(l))))),
  };

  // The nodes of a view; a block of an unknown type is left out rather than breaking
  // the screen (a newer server than this page).
  function draw(view, ctx) {
    return (view && Array.isArray(view.blocks) ? view.blocks : [])
      .filter((b) => b && BLOCKS[b.type]).map((b) => BLOCKS[b.type](b, ctx));
  }

  // The inputs a player is typing in survive a redraw caused by someone else's move:
  // `typed(root)` before it, `retype(root, saved)` after (a form is known by its block's key).
  function typed(root) {
    const out = {};
    if (!root) return out;
    for (const node of root.querySelectorAll("form [data-field]")) {
      const key = `${node.closest(".block, .panel").dataset.key || ""}/${node.dataset.field}`;
      out[key] = { value: node.type === "checkbox" ? node.checked : node.value, focus: node === document.activeElement };
    }
    return out;
  }

  function retype(root, saved) {
    if (!root) return;
    for (const node of root.querySelectorAll("form [data-field]")) {
      const was = saved[`${node.closest(".block, .panel").dataset.key || ""}/${node.dataset.field}`];
      if (!was) continue;
      if (node.type === "checkbox") node.checked = was.value; else node.value = was.value;
      if (was.focus) node.focus();
    }
  }

  // Who is in a room, here or away, with "you" and "host" tags worded by `say`; the
  // lobby's list is #room-people (the settings sheet's has no id).
  function people(snap, say, id) {
    return h("ul", { class: "room-people", id: id || null }, (snap.players || []).map((p) => h("li", {
      class: `${p.online ? "online" : "away"}${p.id === snap.you ? " you" : ""}`, "data-seat": p.id },
    h("span", { class: "dot", "aria-hidden": "true" }), h("span", { class: "name" }, p.name),
    p.id === snap.you ? h("span", { class: "tag" }, say("you")) : null,
    p.host ? h("span", { class: "tag" }, say("host")) : null,
    h("span", { class: "state" }, say(p.online ? "online" : "away")))));
  }

  window.wisegenBlocks = { h, draw, fieldsForm, clock, typed, retype, people, types: Object.keys(BLOCKS) };
}());
