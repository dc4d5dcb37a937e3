// How to play a game: the text comes from the game's renderer module (its
// optional `rules` export), so each game explains itself in its own words.

import { api } from "../api.js";
import { loadGame } from "../games.js";
import { getLocale, pick, t, translator } from "../i18n.js";
import { h, loading, replace } from "../ui.js";
import { playerCount } from "./home.js";

export function rulesPage(root, { params: [gameId] }) {
  let closed = false;
  let game = null;
  let loaded = null;

  async function start() {
    replace(root, loading(t("home.loading")));
    try {
      game = await api.game(gameId);
    } catch (err) {
      game = null;
    }
    try {
      loaded = await loadGame(gameId);
    } catch (err) {
      loaded = null;
    }
    if (!closed) draw();
  }

  function draw() {
    if (!game) {
      document.title = `${t("notFound.title")} · ${t("app.name")}`;
      replace(root, h("section", { class: "panel notice-page" },
        h("h1", {}, t("rules.unknown")),
        h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("summary.back"))));
      return;
    }
    const name = pick(game.names, game.id);
    document.title = `${t("rules.title", { game: name })} · ${t("app.name")}`;
    const body = h("div", { class: "rules-body" });
    if (loaded?.module.rules) {
      loaded.module.rules(body, { t: translator(loaded.strings), locale: getLocale() });
    } else {
      body.append(h("p", { class: "empty" }, t("rules.missing")));
    }
    replace(root, h("article", { class: "panel rules" },
      h("p", { class: "summary-kicker" }, t("rules.kicker")),
      h("h1", { class: "rules-title" }, name),
      h("p", { class: "muted" }, playerCount(game)),
      body,
      h("div", { class: "summary-actions" },
        h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("rules.play")))));
  }

  start();
  return {
    destroy() { closed = true; },
    relocalize() { if (game !== null || loaded !== null) draw(); },
  };
}
