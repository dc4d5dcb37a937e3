// Leaving the table: the resign button of the room's tools, and the confirm
// step every costly click of the room goes through (resigning, cancelling a
// room). The server says when a player may resign (`can_resign` in `state`).

import { t } from "../i18n.js";
import { h, s } from "../ui.js";

/** The resign button; onAsk(button) opens the confirm step. */
export function resignButton(onAsk) {
  const button = h("button", { class: "btn btn-small btn-ghost resign-button", type: "button" },
    flagIcon(), h("span", { class: "resign-label" }, t("resign.button")));
  button.addEventListener("click", () => onAsk(button));
  return button;
}

/**
 * A confirm step: a question with "yes" and "no". Focus goes to "no" (the
 * safe answer); Escape answers no; after either, focus returns to `returnTo`.
 */
export function confirmBar({ question, yes, no, onYes, onNo = null, returnTo = null, tone = "danger" }) {
  // (a move's confirm is told apart, to be put away when the position changes)
  const id = `confirm-${Math.random().toString(16).slice(2)}`;
  const close = (answer) => {
    bar.remove();
    if (answer) onYes();
    else onNo?.();
    if (returnTo?.isConnected) returnTo.focus();
  };
  const yesButton = h("button", { class: ["btn", "btn-small", tone === "danger" ? "btn-danger" : "btn-primary", "confirm-yes"], type: "button", onClick: () => close(true) }, yes);
  const noButton = h("button", { class: "btn btn-small btn-secondary confirm-no", type: "button", onClick: () => close(false) }, no);
  const bar = h("div", { class: ["confirm-bar", tone === "danger" ? "" : "confirm-move"], role: "group", "aria-labelledby": id },
    h("p", { class: "confirm-question", id }, question),
    h("div", { class: "confirm-actions" }, yesButton, noButton));
  bar.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(false);
    }
  });
  return { el: bar, focus: () => noButton.focus() };
}

function flagIcon() {
  return s("svg", { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true", focusable: "false" },
    s("path", { d: "M5 21V4m0 0h11l-2 4 2 4H5", fill: "none", stroke: "currentColor", "stroke-width": 2,
      "stroke-linecap": "round", "stroke-linejoin": "round" }));
}
