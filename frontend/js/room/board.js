// The game's board: the renderer module mounted for this viewer's seat (again
// when the seat changes), kept up to date with each `state`, and the moves it
// sends, with the confirm step of a move that would end the turn early.

import { mountGame } from "../games.js";
import { t } from "../i18n.js";
import { boardFailed, h, loading, replace } from "../ui.js";
import { drawCurtain } from "./hotseat.js";
import { confirmBar } from "./leave.js";

/**
 * What the renderer is given: the last state and whether a move is in flight.
 * @param {import("./context.js").RoomContext} ctx
 */
export function boardState(ctx) {
  const { page, el } = ctx;
  // The version on the board's element lets scripts (and tests) wait for a move's answer.
  el.board.dataset.version = String(page.state?.version ?? "");
  return { ...page.state, pending: ctx.socket ? ctx.socket.busy : false };
}

/** Redraw the board as it is, e.g. after a refused move. @param {import("./context.js").RoomContext} ctx */
export function refreshBoard(ctx) {
  if (ctx.page.board && ctx.page.state?.view) ctx.page.board.update(boardState(ctx));
}

/** Drop the mounted board (a new language, the page closing). @param {import("./context.js").RoomContext} ctx */
export function unmountBoard(ctx) {
  ctx.page.board?.destroy();
  ctx.page.board = null;
}

/** @param {import("./context.js").RoomContext} ctx */
export async function drawBoard(ctx) {
  const { page, el } = ctx;
  if (!page.module) {
    replace(el.board, boardFailed());
    return;
  }
  if (page.curtain !== null) {
    // Nothing of the next player's view is drawn until they hold the device.
    unmountBoard(ctx);
    page.mountId += 1;
    el.board.dataset.version = String(page.state?.version ?? "");
    drawCurtain(ctx);
    return;
  }
  if (el.board.dataset.curtain) {
    delete el.board.dataset.curtain;
    replace(el.board);
  }
  const st = page.state;
  if (!st || !st.view) {
    if (!page.board) {
      replace(el.board, h("div", { class: "board-placeholder" },
        st ? h("p", {}, t("room.boardSoon")) : loading(t("room.connecting"))));
    }
    return;
  }
  if (page.board && page.boardSeat !== st.seat) unmountBoard(ctx);
  if (!page.board) {
    page.boardSeat = st.seat;
    const mountId = (page.mountId += 1);
    replace(el.board);
    const mounting = mountGame(el.board, page.room.game, {
      seat: st.seat,
      names: page.names,
      mode: st.seat === null ? "watch" : "play",
      send: (move) => {
        // A move that would end the turn with actions left is confirmed first (`confirm`).
        if ((page.state?.confirm || []).includes(move.type) && !ctx.socket.busy) {
          askMove(ctx, move);
          return false;
        }
        const sent = ctx.socket.move(move);
        if (sent) page.board?.update(boardState(ctx));
        return sent;
      },
    });
    page.board = { update() {}, destroy() {} }; // until the module is mounted
    try {
      const { board } = await mounting;
      // The page may have closed, or mounted again (a new language), meanwhile.
      if (page.closed || mountId !== page.mountId) {
        board.destroy();
        return;
      }
      page.board = board;
    } catch (err) {
      if (mountId !== page.mountId) return;
      page.board = null;
      replace(el.board, boardFailed());
      return;
    }
  }
  try {
    page.board.update(boardState(ctx));
  } catch (err) {
    // A renderer that fails on a view must not take the room (chat, seats) down with it.
    console.error(err);
    page.board = null;
    page.mountId += 1;
    replace(el.board, boardFailed());
  }
}

function askMove(ctx, move) {
  const { page } = ctx;
  const version = page.state?.version;
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const bar = confirmBar({
    question: t(move.type === "end" ? "confirm.end" : "confirm.endsTurn"), yes: t("confirm.yes"), no: t("confirm.no"),
    returnTo, tone: "primary",
    onYes: () => {
      // Only for the position it was asked in.
      if (page.state?.version !== version) return;
      if (ctx.socket?.move(move)) page.board?.update(boardState(ctx));
      else ctx.noConnection();
    },
  });
  replace(ctx.el.confirm, bar.el);
  bar.focus();
}
