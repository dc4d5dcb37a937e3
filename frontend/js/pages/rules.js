// How to play a game: the text comes from the game's renderer module (its
// optional `rules` export), so each game explains itself in its own words and
// diagrams. A game whose renderer has no rules yet, or fails to load or to
// draw them, gets a polite note instead.

import { api } from "../api.js";
import { loadGame } from "../games.js";
import { getLocale, pick, t, translator } from "../i18n.js";
import { h, loading, replace } from "../ui.js";
import { playerCount } from "./home.js";

export function rulesPage(root, { params: [gameId] }) {
  let closed = false;
  let game = null;
  let games = [];
  let loaded = null;

  async function start() {
    replace(root, loading(t("home.loading")));
    try {
      games = await api.games();
      game = games.find((g) => g.id === gameId) || null;
    } catch (err) {
      game = null;
    }
    if (game) {
      try {
        loaded = await loadGame(gameId);
      } catch (err) {
        loaded = null;
      }
    }
    if (!closed) draw();
  }

  function rulesBody() {
    const body = h("div", { class: "rules-body", dataset: { rules: "missing" } });
    if (!loaded?.module.rules) {
      body.append(h("p", { class: "empty" }, t("rules.missing")));
      return body;
    }
    try {
      loaded.module.rules(body, { t: translator(loaded.strings), locale: getLocale(), game });
      body.dataset.rules = "game";
    } catch (err) {
      console.error(err);
      replace(body, h("p", { class: "empty" }, t("rules.failed")));
    }
    return body;
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
    const others = games.filter((g) => g.id !== game.id);
    replace(root, h("article", { class: "panel rules", "aria-labelledby": "rules-title", dataset: { game: game.id } },
      h("p", { class: "summary-kicker" }, t("rules.kicker")),
      h("h1", { class: "rules-title", id: "rules-title" }, name),
      h("p", { class: "muted" }, playerCount(game)),
      rulesBody(),
      h("div", { class: "summary-actions" },
        h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("rules.play")))),
    others.length ? h("nav", { class: "rules-others", "aria-labelledby": "rules-others-title" },
      h("h2", { class: "panel-title", id: "rules-others-title" }, t("rules.others")),
      h("ul", {}, others.map((g) => h("li", {},
        h("a", { href: `/rules/${g.id}`, "data-link": true }, pick(g.names, g.id)))))) : null);
  }

  start();
  return {
    destroy() { closed = true; },
    relocalize() { if (game !== null || games.length) draw(); },
  };
}
