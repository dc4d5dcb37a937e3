// The lobby: the games, the create-room form, and the lists of waiting, live
// and finished rooms.

import { api, savedName, tokens } from "../api.js";
import { pick, t, timeAgo } from "../i18n.js";
import { freeSeats, seatName } from "../seats.js";
import { h, loading, replace, toast } from "../ui.js";
import { loadGame } from "../games.js";
import { createRoomDialog } from "./create.js";

const REFRESH_MS = 10_000;
const LIST_LIMIT = 12;

export function homePage(root, { navigate }) {
  let games = null;
  let timer = null;
  let closed = false;
  const lists = {
    waiting: { data: null, error: null },
    live: { data: null, error: null },
    finished: { data: null, error: null },
  };

  const nameInput = h("input", {
    id: "home-name", class: "input", type: "text", maxlength: 32, autocomplete: "nickname",
    value: savedName.get(),
  });
  nameInput.addEventListener("change", () => savedName.set(nameInput.value.trim()));

  const hero = h("section", { class: "hero" });
  const gamesBox = h("div", { class: "game-grid", "aria-busy": "true" });
  const listBoxes = {
    waiting: h("div", { class: "room-list" }),
    live: h("div", { class: "room-list" }),
    finished: h("div", { class: "room-list" }),
  };
  const sections = h("div", {});

  function draw() {
    document.title = t("app.name");
    replace(hero,
      h("div", { class: "hero-text" },
        h("h1", {}, t("home.heading")),
        h("p", { class: "lead" }, t("home.intro"))),
      h("div", { class: "hero-name" },
        h("label", { for: "home-name", class: "label" }, t("home.yourName")),
        nameInput,
        h("p", { class: "hint" }, t("home.nameHint"))),
    );
    nameInput.placeholder = t("home.namePlaceholder");
    replace(sections,
      h("section", { class: "section", "aria-labelledby": "games-title" },
        h("h2", { id: "games-title", class: "section-title" }, t("home.games")),
        gamesBox),
      h("div", { class: "lists" },
        listSection("waiting", t("home.waiting")),
        listSection("live", t("home.live")),
        listSection("finished", t("home.finished"))),
    );
    drawGames();
    for (const kind of Object.keys(lists)) drawList(kind);
  }

  function listSection(kind, title) {
    return h("section", { class: ["panel", "list-panel", `list-${kind}`], "aria-labelledby": `list-${kind}-title` },
      h("h2", { id: `list-${kind}-title`, class: "panel-title" }, h("span", { class: `list-icon list-icon-${kind}`, "aria-hidden": "true" }), title),
      listBoxes[kind]);
  }

  function playerName() {
    const name = nameInput.value.trim();
    if (!name) {
      toast(t("home.needName"), "error");
      nameInput.focus();
      return null;
    }
    savedName.set(name);
    return name;
  }

  async function quickPlay(game, button) {
    const name = playerName();
    if (!name) return;
    const levels = game.bot_levels || ["easy", "medium", "hard"];
    const level = levels.includes("medium") ? "medium" : levels[Math.floor(levels.length / 2)];
    const players = Math.max(game.min_players, 2);
    const bots = [];
    for (let seat = 1; seat < players; seat += 1) bots.push({ seat, level });
    button.disabled = true;
    try {
      const room = await api.createRoom({ game: game.id, players, name, bots });
      tokens.set(room.room_id, room.token);
      navigate(`/room/${room.room_id}`);
    } catch (err) {
      toast(err.display || String(err), "error");
      button.disabled = false;
    }
  }

  function openCreate(game) {
    createRoomDialog(game, {
      name: nameInput.value.trim() || savedName.get(),
      onCreated(room, name) {
        if (room.token) tokens.set(room.room_id, room.token);
        savedName.set(name);
        nameInput.value = name;
        navigate(`/room/${room.room_id}`);
      },
    });
  }

  function drawGames() {
    if (games === null) {
      replace(gamesBox, loading(t("home.loading")));
      return;
    }
    gamesBox.removeAttribute("aria-busy");
    if (games instanceof Error) {
      replace(gamesBox, h("p", { class: "notice notice-error", role: "alert" }, /** @type {any} */ (games).display || String(games)));
      return;
    }
    if (!games.length) {
      replace(gamesBox, h("p", { class: "empty" }, t("home.noGames")));
      return;
    }
    replace(gamesBox, games.map((game) => {
      const quick = h("button", { class: "btn btn-primary", type: "button" }, t("home.playBot"));
      quick.addEventListener("click", () => quickPlay(game, quick));
      const create = h("button", { class: "btn btn-secondary", type: "button" }, t("home.createRoom"));
      create.addEventListener("click", () => openCreate(game));
      return h("article", { class: "game-card", dataset: { game: game.id } },
        h("div", { class: ["game-art", `game-art-${game.id}`], "aria-hidden": "true" }, cardArt(game.id)),
        h("div", { class: "game-card-body" },
          h("h3", { class: "game-name" }, pick(game.names, game.id)),
          h("p", { class: "game-meta" }, playerCount(game), " · ",
            h("a", { href: `/rules/${game.id}`, "data-link": true }, t("home.rules"))),
          h("div", { class: "game-actions" }, quick, create)));
    }));
  }

  function gameName(id) {
    const game = Array.isArray(games) ? games.find((g) => g.id === id) : null;
    return game ? pick(game.names, id) : id;
  }

  function drawList(kind) {
    const box = listBoxes[kind];
    const { data, error } = lists[kind];
    if (data === null) {
      replace(box, error
        ? h("p", { class: "notice notice-error", role: "alert" }, error.display || String(error))
        : loading(t("home.loading")));
      return;
    }
    const items = data.slice(0, LIST_LIMIT);
    if (!items.length) {
      replace(box, h("p", { class: "empty" }, t(`home.no.${kind}`)));
      return;
    }
    replace(box, h("ul", { class: "rows" }, items.map((item) => listRow(kind, item))),
      error ? h("p", { class: "hint" }, t("home.refreshFailed")) : null);
  }

  function listRow(kind, item) {
    const id = item.room_id || item.match_id;
    const seats = item.seats || [];
    let detail;
    let action;
    let href;
    if (kind === "waiting") {
      const free = freeSeats(seats).length;
      detail = [seats.filter((s) => s.kind).map(seatName).join(", "), " · ", t("home.freeSeats", { n: free })];
      action = tokens.get(id) ? t("home.open") : t("home.join");
      href = `/room/${id}`;
    } else if (kind === "live") {
      detail = seats.map(seatName).join(" – ");
      action = t("home.watch");
      href = `/room/${id}`;
    } else {
      detail = resultLine(item);
      action = t("home.view");
      href = `/match/${id}`;
    }
    const when = kind === "finished" ? item.finished_at : kind === "live" ? item.started_at : item.created_at;
    return h("li", { class: "row" },
      h("div", { class: "row-main" },
        h("span", { class: "row-title" }, gameName(item.game)),
        h("span", { class: "row-detail" }, detail)),
      h("span", { class: "row-when" }, timeAgo(when)),
      h("a", { class: ["btn", "btn-small", kind === "waiting" ? "btn-primary" : "btn-secondary"], href, "data-link": true,
        "aria-label": `${action}: ${gameName(item.game)}` }, action));
  }

  function resultLine(match) {
    const seats = match.seats || [];
    const result = match.result;
    if (match.status === "abandoned") return [seats.map(seatName).join(" – "), " · ", t("home.abandoned")];
    if (!result) return seats.map(seatName).join(" – ");
    if (result.ended === "resigned") {
      // No scores: who won, and who resigned.
      const name = (seat) => seatName(seats.find((x) => x.seat === seat) || { seat });
      const winners = result.ranking.filter((seat) => result.ranks[seat] === 1);
      return [h("strong", {}, winners.map(name).join(", ")), " · ",
        t("home.resigned", { name: (result.resigned || []).map(name).join(", ") })];
    }
    const parts = [];
    for (const seat of result.ranking) {
      const s = seats.find((x) => x.seat === seat);
      // A score says what it counts: the game's own words for it, or points.
      const text = t("home.score", { name: seatName(s || { seat }), score: scoreText(match.game, result.scores[seat]) });
      parts.push(result.ranks[seat] === 1 ? h("strong", {}, text) : text);
      parts.push(" – ");
    }
    parts.pop();
    return parts;
  }

  const renderers = new Map(); // game id -> its renderer module, for its scoreLabel

  function scoreText(game, score) {
    const module = renderers.get(game);
    return module?.scoreLabel ? module.scoreLabel(score) : t("summary.points", { n: score });
  }

  async function loadRenderers(matches) {
    const wanted = [...new Set((matches || []).map((m) => m.game))].filter((g) => !renderers.has(g));
    await Promise.all(wanted.map((g) => loadGame(g).then(({ module }) => renderers.set(g, module), () => {})));
  }

  async function refresh() {
    /** @type {Array<[string, () => Promise<any>]>} */
    const jobs = [
      ["waiting", () => api.rooms({ status: "waiting", limit: 30 })],
      ["live", () => api.rooms({ status: "live", limit: 30 })],
      ["finished", () => api.matches({ status: ["finished", "abandoned"], limit: 20 })],
    ];
    await Promise.all(jobs.map(async ([kind, load]) => {
      try {
        lists[kind].data = await load();
        if (kind === "finished") await loadRenderers(lists[kind].data);
        lists[kind].error = null;
      } catch (err) {
        lists[kind].error = err;
      }
      if (!closed) drawList(kind);
    }));
    if (!closed) timer = window.setTimeout(refresh, REFRESH_MS);
  }

  root.append(hero, sections);
  draw();
  api.games().then((list) => { games = list; }, (err) => { games = err; }).then(() => {
    if (closed) return;
    drawGames();
    for (const kind of Object.keys(lists)) drawList(kind);
  });
  refresh();

  return {
    destroy() {
      closed = true;
      window.clearTimeout(timer);
    },
    relocalize: draw,
  };
}

/** "2 players" or "2–4 players". */
export function playerCount(game) {
  if (game.min_players === game.max_players) return t("home.players", { n: game.min_players });
  return t("home.playersRange", { min: game.min_players, max: game.max_players });
}

/** The game's card picture (frontend/games/<id>/card.svg), if it has one. */
function cardArt(gameId) {
  const img = h("img", { src: `/static/games/${gameId}/card.svg`, alt: "", loading: "lazy" });
  img.addEventListener("error", () => img.remove());
  return img;
}
