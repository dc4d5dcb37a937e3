// The end-of-match card: the ranking with names and scores, best first.

import { t } from "../i18n.js";
import { seatMarkerFor } from "../markers.js";
import { h } from "../ui.js";

/**
 * result: the protocol's `result` ({scores, ranks, ranking}); names by seat;
 * seat: the viewer's seat or null; module: the game's renderer module (for
 * its seat markers); links: buttons under the ranking; news: a line shown
 * between the ranking and the buttons (the rematch news).
 */
export function summaryCard({ result, names, seat, module, title, links = [], news = null }) {
  // A match a resignation ended has no scores: each row says who resigned instead.
  const resigned = result.ended === "resigned" ? result.resigned || [] : null;
  const scoreOf = (s) => {
    if (resigned) return resigned.includes(s) ? t("summary.resigned") : "";
    return module?.scoreLabel ? module.scoreLabel(result.scores[s]) : t("summary.points", { n: result.scores[s] });
  };
  const rows = result.ranking.map((s) => {
    const rank = result.ranks[s];
    return h("li", { class: ["rank-row", rank === 1 ? "rank-first" : "", s === seat ? "rank-mine" : ""] },
      h("span", { class: ["rank", `rank-${Math.min(rank, 4)}`] }, h("span", { class: "visually-hidden" }, t("summary.rank")), String(rank)),
      h("span", { class: "rank-marker" }, seatMarkerFor(module, s)),
      h("span", { class: "rank-name" }, names[s] ?? t("seat.label", { n: s + 1 }),
        s === seat ? h("span", { class: "badge badge-you" }, t("seat.you")) : null),
      h("span", { class: "rank-score" }, scoreOf(s)));
  });
  return h("section", { class: "panel summary", "aria-labelledby": "summary-title" },
    h("div", { class: "summary-head" },
      h("span", { class: "summary-trophy", "aria-hidden": "true" }, trophy()),
      h("div", {},
        h("p", { class: "summary-kicker" }, t("summary.title")),
        h("h2", { id: "summary-title", class: "summary-title" }, title))),
    h("ol", { class: "ranking" }, rows),
    news,
    links.filter(Boolean).length ? h("div", { class: "summary-actions" }, links) : null);
}

/**
 * The summary's title: who won, or the draw; after a resignation, who resigned
 * and who won by it. names by seat; seat: the viewer's seat or null.
 */
export function resultTitle(result, names, seat) {
  const name = (s) => names[s] ?? t("seat.label", { n: s + 1 });
  const winners = result.ranking.filter((x) => result.ranks[x] === 1);
  if (result.ended === "resigned") {
    const gone = result.resigned || [];
    // Several who resigned read as a list ("Alice and Bob"), with the verb in the plural.
    const lead = gone.includes(seat) ? t("summary.youResigned")
      : t("summary.byResignation", { name: listOf(gone.map(name)), n: gone.length });
    if (winners.length !== 1) return lead;
    return `${lead} ${winners[0] === seat ? t("summary.youWon") : t("summary.winner", { name: name(winners[0]) })}`;
  }
  if (winners.length !== 1) return t("summary.draw");
  if (winners[0] === seat && seat !== null && seat !== undefined) return t("summary.youWon");
  return t("summary.winner", { name: name(winners[0]) });
}

function listOf(words) {
  if (words.length <= 1) return words.join("");
  return new Intl.ListFormat(document.documentElement.lang || "en", { type: "conjunction" }).format(words);
}

function trophy() {
  return h("img", { src: "/static/img/trophy.svg", alt: "", width: 56, height: 56 });
}
