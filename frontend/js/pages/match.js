// A played match: its ranking, a replay of the spectator's view after every
// move (GET /api/matches/{id} and /replay) stepped with buttons, a slider or
// the arrow keys, its published seed with a check that replaying the moves
// from it gives the recorded result (/verify), and the match's chat.

import { api } from "../api.js";
import { describerFor, loadGame, mountGame } from "../games.js";
import { dateTime, pick, t } from "../i18n.js";
import { namesOf } from "../seats.js";
import { copyText, h, loading, replace, s, toast, boardFailed } from "../ui.js";
import { chatPanel } from "../room/chat.js";
import { resultTitle, summaryCard } from "./summary.js";
import { moveLog } from "../room/movelog.js";

const PLAY_STEP_MS = 900;
const STEP_KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

export function matchPage(root, { params: [matchId] }) {
  const page = {
    match: null, game: null, module: null, views: null, at: 0, board: null, names: [], closed: false,
    error: null, chatLines: null, verdict: null, verifying: false,
  };
  let playTimer = null;
  let chat = null;

  const el = {
    head: h("div", { class: "room-head" }),
    notice: h("div", {}),
    summary: h("div", { class: "summary-slot" }),
    board: h("div", { class: "board-host" }),
    controls: h("div", { class: "replay" }),
    replayTitle: h("h2", { class: "panel-title", id: "replay-title" }),
    keys: h("p", { class: "hint replay-keys" }),
    fair: h("section", { class: "panel fair", "aria-labelledby": "fair-title" }),
    side: h("aside", { class: "match-side" }),
  };
  const ctl = {}; // the replay controls, built once and updated in place

  replace(root, loading(t("room.loading")));

  async function start() {
    try {
      page.match = await api.match(matchId);
      page.game = await api.game(page.match.game).catch(() => null);
    } catch (err) {
      page.error = err;
      if (!page.closed) drawMissing();
      return;
    }
    page.names = namesOf(page.match.seats, page.match.players);
    try {
      page.module = (await loadGame(page.match.game)).module;
    } catch (err) {
      page.module = null;
    }
    if (page.closed) return;
    chat = chatPanel({ module: page.module, readOnly: true });
    const describe = await describerFor(page.match.game).catch(() => null);
    if (page.closed) return;
    page.log = moveLog({ describe, names: page.names, onPick: (step) => go(step) });
    replace(el.side, page.log.el, el.fair, chat.el);
    replace(root, el.head, el.notice,
      h("div", { class: "match-layout" },
        h("div", { class: "match-main" },
          h("section", { class: "panel replay-panel", "aria-labelledby": "replay-title" },
            el.replayTitle, el.keys, el.controls, el.board),
          el.summary),
        el.side));
    buildControls();
    drawText();
    api.chat(matchId).catch(() => []).then((lines) => {
      page.chatLines = lines;
      if (!page.closed) chat.setHistory(lines);
    });
    try {
      const replay = await api.replay(matchId);
      page.views = replay.views || [];
    } catch (err) {
      page.views = [];
      replace(el.board, h("p", { class: "notice notice-error" }, err.display || String(err)));
    }
    if (page.closed) return;
    // The first position: the end (and who won) is for the viewer to reach.
    page.at = 0;
    page.log.reset(page.views.map((v, i) => ({ step: i, view: v.view })));
    syncControls();
    await mountBoard();
  }

  function drawMissing() {
    const missing = page.error.code === "not_found";
    document.title = `${missing ? t("match.notFound") : t("room.loadFailed")} · ${t("app.name")}`;
    replace(root, h("section", { class: "panel notice-page" },
      h("h1", {}, missing ? t("match.notFound") : t("room.loadFailed")),
      missing ? null : h("p", {}, page.error.display || String(page.error)),
      h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("summary.back"))));
  }

  function gameName() {
    return pick(page.game?.names, page.match.game);
  }

  function drawText() {
    const match = page.match;
    document.title = `${t("match.replay")} · ${gameName()} · ${t("app.name")}`;
    const when = match.finished_at || match.started_at || match.created_at;
    replace(el.head,
      h("div", { class: "room-title" },
        h("h1", {}, gameName()),
        h("span", { class: ["chip", `chip-${match.status}`] }, t(`room.status.${match.status}`))),
      h("div", { class: "room-tools" },
        h("span", { class: "muted" }, dateTime(when)),
        h("a", { class: "rules-link", href: `/rules/${match.game}`, "data-link": true }, t("home.rules"))));
    replace(el.notice, match.status === "live"
      ? h("p", { class: "notice" }, t("match.live"), " ",
        h("a", { href: `/room/${matchId}`, "data-link": true }, t("match.watchLive")))
      : match.status === "abandoned" ? h("p", { class: "notice ended-note" }, t("room.ended.abandoned")) : null);
    replace(el.summary, match.result ? summaryCard({
      result: match.result, names: page.names, seat: null, module: page.module, title: resultTitle(match.result, page.names, null),
      links: [h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("summary.back"))],
    }) : null);
    el.replayTitle.textContent = t("match.replay");
    el.keys.textContent = t("match.keys");
    drawFair();
    labelControls();
    syncControls();
  }


  // ---- the seed and the check -------------------------------------------
  function drawFair() {
    const match = page.match;
    const url = `${location.origin}/match/${matchId}`;
    const command = `python -m app verify ${url}`;
    const verdict = page.verdict;
    let result = null;
    if (page.verifying) result = h("p", { class: "verify-result", role: "status" }, t("match.verifying"));
    else if (verdict) {
      result = h("p", { class: ["verify-result", verdict.ok ? "verify-ok" : "verify-fail"], role: "status" },
        verdict.ok ? checkIcon() : crossIcon(),
        h("span", {}, verdict.ok ? t("match.verifyOk", { n: verdict.moves })
          : t("match.verifyFail", { reason: verdict.reason || t("error.unknown") })));
    }
    const verifyButton = h("button", { class: "btn btn-primary btn-small verify-button", type: "button", disabled: page.verifying },
      t("match.verify"));
    verifyButton.addEventListener("click", verify);
    replace(el.fair,
      h("h2", { class: "panel-title", id: "fair-title" }, shieldIcon(), t("match.fairTitle")),
      h("p", { class: "hint" }, t("match.fairText")),
      match.seed ? [
        h("div", { class: "seed-row" },
          h("span", { class: "label" }, t("match.seed")),
          h("code", { class: "seed" }, match.seed),
          copyButton(match.seed, `${t("ui.copy")}: ${t("match.seed")}`)),
        h("div", { class: "verify-row" }, verifyButton),
        h("div", { class: "verify-slot" }, result),
        h("p", { class: "hint" }, t("match.verifyCli")),
        h("div", { class: "cli-row" }, h("code", { class: "cli" }, command), copyButton(command, `${t("ui.copy")}: ${command}`)),
      ] : h("p", { class: "notice" }, t("match.seedLater")));
  }

  async function verify() {
    page.verifying = true;
    page.verdict = null;
    drawFair();
    try {
      page.verdict = await api.verify(matchId);
    } catch (err) {
      page.verdict = { ok: false, reason: err.display || String(err) };
    }
    page.verifying = false;
    if (page.closed) return;
    const focus = el.fair.contains(document.activeElement);
    drawFair();
    if (focus) el.fair.querySelector(".verify-button")?.focus();
  }

  function copyButton(text, label) {
    const button = h("button", { class: "btn btn-small btn-ghost copy-button", type: "button", "aria-label": label, title: label }, copyIcon());
    button.addEventListener("click", async () => {
      try {
        await copyText(text);
        toast(t("ui.copied"), "ok");
      } catch (err) { /* nothing to copy with */ }
    });
    return button;
  }

  // ---- the replay ---------------------------------------------------------
  function buildControls() {
    const button = (control, glyph, action) => {
      const b = h("button", { class: "btn btn-small btn-secondary", type: "button", dataset: { control } }, controlIcon(glyph));
      b.addEventListener("click", action);
      return b;
    };
    const last = () => page.views.length - 1;
    ctl.first = button("first", "first", () => go(0));
    ctl.prev = button("prev", "prev", () => go(page.at - 1));
    ctl.play = button("play", "play", togglePlay);
    ctl.next = button("next", "next", () => go(page.at + 1));
    ctl.last = button("last", "last", () => go(last()));
    ctl.slider = h("input", { class: "replay-slider", type: "range", min: 0, max: 0, value: 0, step: 1 });
    ctl.slider.addEventListener("input", () => go(Number(ctl.slider.value)));
    ctl.caption = h("p", { class: "replay-caption", "aria-live": "polite" });
    replace(el.controls,
      h("div", { class: "replay-buttons" }, ctl.first, ctl.prev, ctl.play, ctl.next, ctl.last),
      ctl.slider, ctl.caption);
    labelControls();
    syncControls();
  }

  function labelControls() {
    if (!ctl.first) return;
    for (const [name, key] of [["first", "match.first"], ["prev", "match.prev"], ["next", "match.next"], ["last", "match.last"]]) {
      ctl[name].setAttribute("aria-label", t(key));
      ctl[name].title = t(key);
    }
    ctl.slider.setAttribute("aria-label", t("match.position"));
  }

  function syncControls() {
    if (!ctl.first) return;
    const views = page.views || [];
    const last = Math.max(0, views.length - 1);
    el.controls.hidden = views.length === 0;
    const moveFocus = (from, to) => {
      // A button about to be disabled would drop keyboard focus on the page's body.
      if (document.activeElement === from) to.focus();
    };
    if (page.at === 0) moveFocus(ctl.prev, ctl.next);
    if (page.at === 0) moveFocus(ctl.first, ctl.next);
    if (page.at === last) moveFocus(ctl.next, ctl.prev);
    if (page.at === last) moveFocus(ctl.last, ctl.prev);
    ctl.first.disabled = ctl.prev.disabled = page.at === 0;
    ctl.next.disabled = ctl.last.disabled = page.at === last;
    const playing = Boolean(playTimer);
    replace(ctl.play, controlIcon(playing ? "pause" : "play"));
    ctl.play.setAttribute("aria-label", t(playing ? "match.pause" : "match.play"));
    ctl.play.title = t(playing ? "match.pause" : "match.play");
    ctl.slider.max = String(last);
    ctl.slider.value = String(page.at);
    const step = views[page.at];
    const who = step && step.seat !== undefined && step.seat !== null ? page.names[step.seat] : null;
    const caption = page.at === 0 ? t("match.start") : t("match.move", { n: page.at, total: last });
    ctl.slider.setAttribute("aria-valuetext", caption);
    ctl.caption.textContent = who ? `${caption} · ${t("match.playedBy", { name: who })}` : caption;
    el.board.dataset.step = String(page.at);
    // The ranking is shown once the replay reaches the end, not before.
    el.summary.hidden = views.length > 0 && page.at !== last;
    page.log?.mark(page.at);
  }

  function boardState() {
    const last = page.views.length - 1;
    const step = page.views[page.at];
    const over = page.at === last && page.match.status === "finished";
    return {
      type: "state", room_id: matchId, game: page.match.game, version: step.seq ?? page.at, seat: null,
      status: over ? "finished" : "live", to_act: [], view: step.view, legal: [],
      result: over ? page.match.result : null, clock: null, pending: false,
    };
  }

  async function mountBoard() {
    if (!page.views.length) return;
    if (!page.module) {
      replace(el.board, boardFailed());
      return;
    }
    replace(el.board);
    try {
      const { board } = await mountGame(el.board, page.match.game, { seat: null, names: page.names, mode: "replay" });
      if (page.closed) {
        board.destroy();
        return;
      }
      page.board = board;
      board.update(boardState());
    } catch (err) {
      page.board = null;
      replace(el.board, boardFailed());
    }
  }

  function go(index) {
    if (!page.views?.length) return;
    const last = page.views.length - 1;
    page.at = Math.max(0, Math.min(last, index));
    if (page.at === last) stopPlay();
    syncControls();
    try {
      page.board?.update(boardState());
    } catch (err) {
      console.error(err);
    }
  }

  function togglePlay() {
    if (playTimer) {
      stopPlay();
      syncControls();
      return;
    }
    if (page.at >= page.views.length - 1) page.at = 0;
    playTimer = window.setInterval(() => go(page.at + 1), PLAY_STEP_MS);
    go(page.at);
  }

  function stopPlay() {
    window.clearInterval(playTimer);
    playTimer = null;
  }

  // The arrow keys step through the match from anywhere on the page, except
  // where they already mean something (a text field, the slider, a list box).
  function onKey(event) {
    if (!STEP_KEYS.has(event.key) || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target.closest?.("input, textarea, select, [contenteditable], [role=slider], [role=listbox], [role=tablist], dialog")) return;
    if (!page.views?.length) return;
    event.preventDefault();
    const last = page.views.length - 1;
    const to = { ArrowLeft: page.at - 1, ArrowRight: page.at + 1, Home: 0, End: last }[event.key];
    stopPlay();
    go(to);
  }
  document.addEventListener("keydown", onKey);

  start();

  return {
    destroy() {
      page.closed = true;
      stopPlay();
      document.removeEventListener("keydown", onKey);
      page.board?.destroy();
    },
    relocalize() {
      if (page.error) {
        drawMissing();
        return;
      }
      if (!page.match) return;
      page.names.splice(0, page.names.length, ...namesOf(page.match.seats, page.match.players));
      drawText();
      chat?.relocalize();
      page.log?.relocalize();
      if (!page.views) return;
      page.board?.destroy();
      page.board = null;
      mountBoard();
    },
  };
}

// Drawn rather than typed: media control characters are missing from many fonts.
const ICONS = {
  // Play is the lone triangle; a step has a bar where it stops; first and last, two triangles and a bar.
  first: "M4 5v14M20 5l-8 7 8 7zM12 5l-8 7 8 7z",
  prev: "M6 5v14M18 5l-9 7 9 7z",
  play: "M7 5l11 7-11 7z",
  pause: "M7 5v14M17 5v14",
  next: "M6 5l9 7-9 7zM18 5v14",
  last: "M4 5l8 7-8 7zM12 5l8 7-8 7zM20 5v14",
};

function controlIcon(name) {
  return s("svg", { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: ICONS[name], fill: name === "pause" ? "none" : "currentColor", stroke: "currentColor",
      "stroke-width": name === "pause" ? 3.5 : 2, "stroke-linejoin": "round", "stroke-linecap": "round" }));
}

function icon(d, extra = {}) {
  return s("svg", { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false", class: "inline-icon" },
    s("path", { d, fill: "none", stroke: "currentColor", "stroke-width": 2.2, "stroke-linecap": "round", "stroke-linejoin": "round", ...extra }));
}

const checkIcon = () => icon("M4 12.5l5 5L20 6.5");
const crossIcon = () => icon("M6 6l12 12M18 6L6 18");
const shieldIcon = () => icon("M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5Z M8.5 12l2.5 2.5 4.5-5");
const copyIcon = () => icon("M9 9h11v11H9Z M5 15H4V4h11v1");
