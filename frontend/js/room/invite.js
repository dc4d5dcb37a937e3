// The invite panel of a waiting room: its link and a button to copy it.

import { t } from "../i18n.js";
import { copyText, h, toast } from "../ui.js";

/** The panel's contents for room `roomId`. */
export function invitePanel(roomId) {
  const link = `${location.origin}/room/${roomId}`;
  const input = h("input", { class: "input invite-input", type: "text", readonly: true, value: link,
    "aria-label": t("room.inviteLink"), onFocus: (e) => e.target.select() });
  const button = h("button", { class: "btn btn-primary", type: "button" }, t("room.copy"));
  button.addEventListener("click", async () => {
    try {
      await copyText(link);
      toast(t("room.copied"), "ok");
    } catch (err) {
      input.select();
    }
  });
  return [h("h2", { class: "panel-title", id: "invite-title" }, t("room.invite")),
    h("p", { class: "hint" }, t("room.inviteHelp")),
    h("div", { class: "invite-row" }, input, button)];
}
