// Any path the router does not know.

import { t } from "../i18n.js";
import { h, replace } from "../ui.js";

export function notFoundPage(root) {
  function draw() {
    document.title = `${t("notFound.title")} · ${t("app.name")}`;
    replace(root, h("section", { class: "panel notice-page" },
      h("h1", {}, t("notFound.title")),
      h("p", {}, t("notFound.text")),
      h("a", { class: "btn btn-primary", href: "/", "data-link": true }, t("summary.back"))));
  }
  draw();
  return { destroy() {}, relocalize: draw };
}
