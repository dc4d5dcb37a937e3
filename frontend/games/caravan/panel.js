// The texts around the board: whose turn and how many actions are left, one
// card per player (score and what it is made of), and the bag.

import { h, s } from "/static/js/ui.js";
import { coinIcon, goodIcon } from "./goods.js";
import { SEAT_CLASS, camelIcon, maskIcon } from "./pieces.js";
import { endText, nameOf } from "./words.js";

/** Dots for the actions of the turn: filled for those left. */
export function actionPips(left, total, t) {
  return h("span", { class: "cv-pips", role: "img", "aria-label": t("turn.actionsLeft", { n: left, total }) },
    Array.from({ length: total }, (_, i) => h("span", { class: ["cv-pip", i < left ? "cv-pip-on" : ""] })));
}

/** "Turn 7 · Alice · ●●○○ 2 actions left", or how the match ended. */
export function turnLine(view, names, t) {
  if (view.finished) {
    return h("div", { class: "cv-turn cv-turn-over" },
      h("strong", {}, t("turn.over")), " ",
      h("span", {}, endText(view, t)));
  }
  const seat = view.to_move;
  return h("div", { class: ["cv-turn", SEAT_CLASS[seat]] },
    camelIcon(seat, 34),
    h("div", { class: "cv-turn-text" },
      h("span", { class: "cv-turn-number" }, t("turn.number", { n: view.turn })),
      h("span", { class: "cv-turn-name" }, nameOf(names, seat, t))),
    h("div", { class: "cv-turn-actions" },
      actionPips(view.actions_left, view.actions, t),
      h("span", { class: "cv-turn-left", "aria-hidden": "true" }, t("turn.left", { n: view.actions_left }))));
}

/** One card per player: name, camel, score and its parts. */
export function playerCards(view, names, t, mySeat) {
  return h("div", { class: "cv-players" }, view.players.map((p) => {
    const seat = p.seat;
    const toMove = !view.finished && view.to_move === seat;
    const delivered = Object.entries(p.delivered).filter(([, n]) => n > 0);
    return h("section", { class: ["cv-card", SEAT_CLASS[seat], toMove ? "cv-card-turn" : ""], "aria-label": nameOf(names, seat, t) },
      h("div", { class: "cv-card-head" },
        camelIcon(seat, 34),
        h("span", { class: "cv-card-name" }, nameOf(names, seat, t)),
        seat === mySeat ? h("span", { class: "cv-you" }, t("score.you")) : null,
        h("span", { class: "cv-total" },
          h("span", { class: "cv-total-value" }, String(p.score)),
          h("span", { class: "cv-total-label" }, t("score.points", { n: p.score })))),
      toMove ? h("p", { class: "cv-card-turn-chip" }, t("score.toMove")) : null,
      h("dl", { class: "cv-lines" },
        h("div", { class: "cv-line" },
          h("dt", {}, t("score.delivered")),
          h("dd", {},
            delivered.length
              ? h("span", { class: "cv-goods-row" }, delivered.map(([good, n]) => h("span", { class: "cv-good-count", title: t(`good.${good}`) },
                goodIcon(good, 20, view.kinds), h("span", { class: "visually-hidden" }, t(`good.${good}`)), n > 1 ? `×${n}` : "")))
              : null,
            h("b", {}, `${p.delivered_points}`))),
        h("div", { class: "cv-line" },
          h("dt", {}, coinIcon(16), " ", t("score.demand")),
          h("dd", {}, h("b", {}, `${p.demand_markers}`))),
        h("div", { class: ["cv-line", p.penalty ? "cv-line-penalty" : ""] },
          h("dt", {}, t("score.held", { n: p.held })),
          h("dd", {},
            heldGoods(view, seat, t),
            h("b", { title: t("score.penalty") }, p.penalty ? `${p.penalty}` : "0"))),
        h("div", { class: "cv-line cv-line-small" },
          h("dt", {}, t("score.supply")),
          h("dd", {}, h("span", { class: "cv-supply-count" }, camelIcon(seat, 20), `×${p.supply}`))),
        h("div", { class: ["cv-line", "cv-line-small", p.theft_markers ? "" : "cv-line-none"] },
          h("dt", {}, t("score.theft")),
          h("dd", {}, p.theft_markers
            ? h("span", { class: "cv-mask-count" }, maskIcon(22), p.theft_markers > 1 ? `×${p.theft_markers}` : "", h("span", { class: "visually-hidden" }, t("score.theftYes", { n: p.theft_markers })))
            : h("span", { class: "cv-none" }, t("score.theftNo"))))));
  }));
}

/** The goods on a player's camels, stolen ones with a red rim. */
function heldGoods(view, seat, t) {
  const loads = view.camels.filter((stack) => stack.seat === seat).flatMap((stack) => stack.loads);
  if (!loads.length) return null;
  return h("span", { class: "cv-goods-row" }, loads.map((load) => h("span", {
    class: ["cv-held", load.stolen ? "cv-held-stolen" : ""],
    title: load.stolen ? t("score.stolenGood", { good: t(`good.${load.good}`) }) : t(`good.${load.good}`),
  }, goodIcon(load.good, 18, view.kinds), h("span", { class: "visually-hidden" },
    load.stolen ? t("score.stolenGood", { good: t(`good.${load.good}`) }) : t(`good.${load.good}`)))));
}

/** The bag: how many of each good are left, and when the spaces are filled again. */
export function bagCard(view, t) {
  const picked = view.picked_since_refill;
  return h("section", { class: "cv-bag", "aria-label": t("bag.title") },
    h("div", { class: "cv-bag-head" },
      bagGlyph(),
      h("h3", {}, t("bag.title")),
      h("span", { class: "cv-bag-total" }, t("bag.total", { n: view.bag.total }))),
    h("ul", { class: "cv-bag-goods" }, view.kinds.map((kind) => {
      const n = view.bag.counts[kind.good] ?? 0;
      return h("li", { class: ["cv-bag-good", kind.rare ? "cv-bag-rare" : "", n ? "" : "cv-bag-gone"] },
        goodIcon(kind.good, 26, view.kinds),
        h("span", { class: "cv-bag-name" }, t(`good.${kind.good}`)),
        h("span", { class: "cv-bag-points" }, t("bag.points", { n: kind.points })),
        h("span", { class: "cv-bag-n", "aria-label": t("bag.left", { n }) }, String(n)));
    })),
    h("div", { class: "cv-refill" },
      h("span", {}, t("bag.refill", { n: picked, total: view.refill_after })),
      h("span", { class: "cv-pips cv-pips-small", "aria-hidden": "true" },
        Array.from({ length: view.refill_after }, (_, i) => h("span", { class: ["cv-pip", i < picked ? "cv-pip-on" : ""] })))),
    view.next_delivery_ends ? h("p", { class: "cv-warning" }, t("bag.lastDelivery")) : null,
    !view.finished && view.idle_turns > 0 ? h("p", { class: "cv-note" }, t("bag.idle", { n: view.idle_turns, total: view.players.length })) : null);
}

function bagGlyph() {
  return s("svg", { class: "cv-bag-glyph", viewBox: "-12 -12 24 24", width: 26, height: 26, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M-4 -9 L4 -9 L2 -5 C8 -2 10 4 9 8 C8 11 -8 11 -9 8 C-10 4 -8 -2 -2 -5 Z" }),
    s("path", { class: "cv-bag-tie", d: "M-3 -5 L3 -5" }));
}
