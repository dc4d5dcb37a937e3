// Loads a game's renderer module and its strings by game id, and builds the
// context it is mounted with (see frontend/games/README.md).

import { api } from "./api.js";
import { getLocale, translator } from "./i18n.js";
import { plainMarker, seatMarkerFor } from "./markers.js";
import { announce, h } from "./ui.js";

const GAME_ID = /^[a-z0-9_]+$/;
const loaded = new Map();

/**
 * The renderer module and string table of a game, loaded once. The module's
 * `configure(game)` is called first with what GET /api/games says of the game
 * (the rules' constants come from the server, never from a copy here).
 */
export function loadGame(gameId) {
  if (!GAME_ID.test(gameId)) return Promise.reject(new Error(`bad game id ${gameId}`));
  if (!loaded.has(gameId)) {
    // Relative to this module, so that the game's files share its versioned prefix.
    const base = new URL(`../games/${gameId}`, import.meta.url).pathname;
    const promise = Promise.all([
      import(`${base}/index.js`),
      import(`${base}/i18n.js`).then((m) => m.default).catch(() => ({})),
      api.game(gameId).catch(() => null),
    ]).then(async ([module, strings, game]) => {
      // The board is drawn once its stylesheet applies, never unstyled first: on a
      // slow connection an unstyled board is a page of the wrong layout that then jumps.
      if (module.stylesheet) await addStylesheet(`${base}/${module.stylesheet}`);
      if (game && typeof module.configure === "function") module.configure(game);
      return { module, strings };
    });
    promise.catch(() => loaded.delete(gameId));
    loaded.set(gameId, promise);
  }
  return loaded.get(gameId);
}

/** Adds a stylesheet; resolves once it applies (or failed to load: the board still shows). */
function addStylesheet(href) {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  const link = h("link", { rel: "stylesheet", href });
  const done = settled(link);
  document.head.append(link);
  return done;
}

function settled(link) {
  return new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  });
}

/**
 * Mount a game's board in `el`. `options`: seat (null for a spectator),
 * names (array kept current by the caller), send(move) (null when nobody
 * may play: watching or replaying), mode ("play", "watch" or "replay").
 */
export async function mountGame(el, gameId, options) {
  const { module, strings } = await loadGame(gameId);
  const ctx = {
    seat: options.seat ?? null,
    names: options.names,
    locale: getLocale(),
    t: translator(strings),
    send: options.send || (() => false),
    announce,
    mode: options.mode || "watch",
  };
  const board = module.mount(el, ctx);
  return { board, module, ctx };
}

/**
 * How a game tells its moves in words, for the move log: a function
 * (before, view, names) -> text ("" when it has nothing to say), in the current
 * language; null when the renderer does not describe moves.
 */
export async function describerFor(gameId) {
  const { module, strings } = await loadGame(gameId);
  if (typeof module.describe !== "function") return null;
  return (before, view, names) => {
    try {
      return module.describe(before, view, { names, t: translator(strings), locale: getLocale() }) || "";
    } catch (err) {
      console.error(err);
      return "";
    }
  };
}

/** A small marker for a seat (the game's own piece if it draws one), for seat lists. */
export async function seatMarker(gameId, seat) {
  try {
    const { module } = await loadGame(gameId);
    return seatMarkerFor(module, seat);
  } catch (err) {
    return plainMarker(seat);
  }
}
