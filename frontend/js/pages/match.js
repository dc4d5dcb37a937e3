// A played match: its ranking and a replay of the spectator's view after
// every move (GET /api/matches/{id} and /replay).

import { api } from "../api.js";
import { loadGame, mountGame } from "../games.js";
import { dateTime, pick, t } from "../i18n.js";
import { namesOf } from "../seats.js";
import { h, loading, replace, s } from "../ui.js";
import { summaryCard } from "./summary.js";

const PLAY_STEP_MS = 900;

export function matchPage(root, { params: [matchId] }) {
  const page = { match: null, game: null, module: null, views: null, at: 0, board: null, names: [], closed: false, error: null };
  let playTimer = null;

  const el = {
    head: h("div", { class: "room-head" }),
    notice: h("div", {}),
    summary: h("div", { class: "summary-slot" }),
    board: h("div", { class: "board-host" }),
    controls: h("div", { class: "replay" }),
  };

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
    replace(root, el.head, el.notice, el.summary,
      h("section", { class: "panel replay-panel", "aria-labelledby": "replay-title" },
        h("h2", { class: "panel-title", id: "replay-title" }, t("match.replay")),
        el.controls, el.board));
    drawText();
    try {
      const replay = await api.replay(matchId);
      page.views = replay.views || [];
    } catch (err) {
      page.views = [];
      replace(el.board, h("p", { class: "notice notice-error" }, err.display || String(err)));
    }
    if (page.closed) return;
    page.at = Math.max(0, page.views.length - 1);
    drawControls();
    await mountBoard();
  }

  function drawMissing() {
    const missing = page.error.code === "not_found";
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
    document.title = `${gameName()} · ${t("app.name")}`;
    const when = match.finished_at || match.started_at || match.created_at;
    replace(el.head,
      h("div", { class: "room-title" },
        h("h1", {}, gameName()),
        h("span", { class: ["chip", `chip-${match.status}`] }, t(`room.status.${match.status}`))),
      h("span", { class: "muted" }, dateTime(when)));
    replace(el.notice, match.status === "live"
      ? h("p", { class: "notice" }, t("match.live"), " ",
        h("a", { href: `/room/${matchId}`, "data-link": true }, t("match.watchLive")))
      : null);
    replace(el.summary, match.result ? summaryCard({
      result: match.result, names: page.names, seat: null, module: page.module, title: winnerLine(match.result),
      links: [h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("summary.back"))],
    }) : null);
    drawControls();
  }

  function winnerLine(result) {
    const winners = result.ranking.filter((s) => result.ranks[s] === 1);
    if (winners.length !== 1) return t("summary.draw");
    return t("summary.winner", { name: page.names[winners[0]] });
  }

  function drawControls() {
    if (!page.views || !page.views.length) {
      replace(el.controls);
      return;
    }
    const last = page.views.length - 1;
    const button = (control, label, icon, action, disabled) => h("button", {
      class: "btn btn-small btn-secondary", type: "button", "aria-label": label, title: label, disabled, onClick: action,
      dataset: { control },
    }, controlIcon(icon));
    const slider = h("input", { class: "replay-slider", type: "range", min: 0, max: last, value: page.at,
      "aria-label": t("match.position") });
    slider.addEventListener("input", () => go(Number(slider.value), { keepFocus: true }));
    const step = page.views[page.at];
    const who = step && step.seat !== undefined && step.seat !== null ? page.names[step.seat] : null;
    replace(el.controls,
      h("div", { class: "replay-buttons" },
        button("first", t("match.first"), "first", () => go(0), page.at === 0),
        button("prev", t("match.prev"), "prev", () => go(page.at - 1), page.at === 0),
        button("play", playTimer ? t("match.pause") : t("match.play"), playTimer ? "pause" : "play", togglePlay, false),
        button("next", t("match.next"), "next", () => go(page.at + 1), page.at === last),
        button("last", t("match.last"), "last", () => go(last), page.at === last)),
      slider,
      h("p", { class: "replay-caption", "aria-live": "polite" },
        page.at === 0 ? t("match.start") : t("match.move", { n: page.at, total: last }),
        who ? ` · ${t("match.playedBy", { name: who })}` : ""));
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
      replace(el.board, h("p", { class: "notice notice-error" }, t("error.renderer")));
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
      replace(el.board, h("p", { class: "notice notice-error" }, t("error.renderer")));
    }
  }

  function go(index, { keepFocus = false } = {}) {
    const last = page.views.length - 1;
    page.at = Math.max(0, Math.min(last, index));
    if (page.at === last) stopPlay();
    const focused = document.activeElement;
    const inside = el.controls.contains(focused);
    const control = focused?.dataset?.control;
    drawControls();
    if (inside) {
      // The controls are drawn anew; keep keyboard focus on the same one.
      const again = keepFocus ? null
        : el.controls.querySelector(`button[data-control="${control}"]`);
      (again && !again.disabled ? again : el.controls.querySelector(".replay-slider"))?.focus();
    }
    page.board?.update(boardState());
  }

  function togglePlay() {
    if (playTimer) {
      stopPlay();
      go(page.at);
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

  start();

  return {
    destroy() {
      page.closed = true;
      stopPlay();
      page.board?.destroy();
    },
    relocalize() {
      if (page.error) {
        drawMissing();
        return;
      }
      if (!page.match || !page.views) return;
      page.names.splice(0, page.names.length, ...namesOf(page.match.seats, page.match.players));
      drawText();
      page.board?.destroy();
      page.board = null;
      mountBoard();
    },
  };
}

// Drawn rather than typed: media control characters are missing from many fonts.
const ICONS = {
  first: "M6 5v14M19 5l-10 7 10 7z",
  prev: "M17 5l-10 7 10 7z",
  play: "M7 5l11 7-11 7z",
  pause: "M7 5v14M17 5v14",
  next: "M7 5l10 7-10 7z",
  last: "M18 5v14M5 5l10 7-10 7z",
};

function controlIcon(name) {
  return s("svg", { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: ICONS[name], fill: name === "pause" ? "none" : "currentColor", stroke: "currentColor",
      "stroke-width": name === "pause" ? 3.5 : 2, "stroke-linejoin": "round", "stroke-linecap": "round" }));
}
