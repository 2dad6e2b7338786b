// A countdown for the table, for a game whose box has a timer the printed kit lacks
// (Mistrz Słowa's hourglass): /api/games gives its seconds. It runs in the page alone —
// no request, no storage, nothing typed — so it works with the computer gone or offline.
// Its words are the page's (t, page.timer_* in the catalogue), loaded before it runs.
"use strict";

// m:ss for a number of whole seconds.
function clock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

// The timer panel: big digits, Start/Pause and Reset. Time is measured from the clock
// (performance.now), not by counting ticks, so a busy phone does not slow it down.
function timerView(seconds, now = () => performance.now()) {
  const digits = el("div", { class: "timer-digits", id: "timer-digits", role: "timer",
    "aria-live": "off" }, clock(seconds));
  const toggle = el("button", { class: "go", type: "button", id: "timer-start" }, t("timer_start"));
  const reset = el("button", { class: "alt", type: "button", id: "timer-reset" }, t("timer_reset"));
  const status = el("p", { class: "timer-status", id: "timer-status", "aria-live": "assertive" });
  let left = seconds * 1000, since = null, tick = null;

  const remaining = () => (since === null ? left : Math.max(0, left - (now() - since)));
  function paint() {
    const ms = remaining();
    digits.textContent = clock(Math.ceil(ms / 1000));
    const over = ms <= 0;
    digits.classList.toggle("done", over);
    status.textContent = over ? t("timer_done") : "";
    if (over && since !== null) {
      stop();
      left = 0;
      if (navigator.vibrate) navigator.vibrate([300, 150, 300]);
    }
  }
  function stop() {
    if (since !== null) left = remaining();
    since = null;
    clearInterval(tick);
    tick = null;
    toggle.textContent = t("timer_start");
  }
  toggle.addEventListener("click", () => {
    if (since !== null) { stop(); paint(); return; }
    if (left <= 0) left = seconds * 1000;
    since = now();
    tick = setInterval(paint, 100);
    toggle.textContent = t("timer_pause");
    paint();
  });
  reset.addEventListener("click", () => { stop(); left = seconds * 1000; paint(); });
  const node = el("div", { class: "panel timer" }, el("p", { class: "hint" }, t("timer_hint")),
    digits, status, el("div", { class: "row" }, toggle, reset));
  node.stopTimer = stop;
  return node;
}
