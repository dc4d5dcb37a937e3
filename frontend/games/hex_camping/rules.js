// "How to play" for the rules page: the rules in short, in the player's language.

import { append, h } from "/static/js/ui.js";
import { pieceIcon } from "./pieces.js";

const SECTIONS = ["board", "place", "pass", "score", "halves"];

export function rules(el, { t }) {
  append(el, [
    h("p", { class: "lead" }, t("rules.goal")),
    h("p", { class: "hc-rules-pieces" },
      h("span", {}, pieceIcon(0, 32), t("rules.yellow")),
      h("span", {}, pieceIcon(1, 32), t("rules.red"))),
    SECTIONS.map((name) => h("section", { class: "hc-rules-section" },
      h("h2", {}, t(`rules.${name}.title`)),
      h("p", {}, t(`rules.${name}.text`)))),
  ]);
}
