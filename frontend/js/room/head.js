// The room's head: the game's name, the room's status and "watching" chips,
// the tools (turn alerts, rules, resign), the connection's state and the
// document's title.

import { t } from "../i18n.js";
import { h, replace } from "../ui.js";
import { alertToggles } from "./alerts.js";
import { ENDED_UNPLAYED } from "./context.js";
import { bookIcon } from "./icons.js";
import { confirmBar, resignButton } from "./leave.js";

/** @param {import("./context.js").RoomContext} ctx */
export function drawHead(ctx) {
  const { page, el } = ctx;
  if (!page.room) return;
  const st = ctx.status();
  const spectator = page.state && ctx.mySeat() === null;
  replace(el.title,
    h("h1", {}, ctx.gameName()),
    h("span", { class: ["chip", `chip-${st}`] }, t(`room.status.${st}`)),
    spectator ? h("span", { class: "chip chip-watch" }, t("room.watching")) : null,
    page.hotSeat ? h("span", { class: "chip chip-shared" }, t("room.sharedScreen")) : null);
  drawTools(ctx);
  replace(el.conn, h("span", { class: "conn-dot", "aria-hidden": "true" }), t(`conn.${page.connection}`));
  el.conn.className = `conn conn-${page.connection}`;
  document.title = ctx.myTurn()
    ? `${t("room.titleTurn")} · ${ctx.gameName()} · ${t("app.name")}`
    : `${ctx.gameName()} · ${t("app.name")}`;
}

// Drawn again only when what they offer changes, so keyboard focus stays on them.
function drawTools(ctx) {
  const { page, el } = ctx;
  const status = ctx.status();
  const player = ctx.mySeat() !== null && status !== "finished" && !ENDED_UNPLAYED.includes(status);
  // Behind the curtain nobody may act for the next player, resigning included.
  const canResign = Boolean(page.state?.can_resign) && page.curtain === null;
  const key = `${document.documentElement.lang}:${player}:${canResign}`;
  if (key === page.toolsKey) return;
  page.toolsKey = key;
  if (!canResign) replace(el.confirm);
  page.resignEl = canResign ? resignButton((button) => askResign(ctx, button)) : null;
  replace(el.tools,
    player ? alertToggles() : null,
    h("a", { class: "rules-link", href: `/rules/${page.room.game}`, target: "_blank", rel: "noopener" },
      bookIcon(), h("span", { class: "rules-label" }, t("home.rules")), h("span", { class: "visually-hidden" }, ` (${t("ui.newTab")})`)));
  ctx.draw.placeResign();
}

function askResign(ctx, button) {
  const bar = confirmBar({
    question: t("resign.confirm"), yes: t("resign.yes"), no: t("resign.no"), returnTo: button,
    onYes: () => ctx.send({ type: "resign" }),
  });
  replace(ctx.el.confirm, bar.el);
  bar.focus();
}
