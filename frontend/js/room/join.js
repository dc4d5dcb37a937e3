// The form of a waiting room for a visitor to take a seat: a name and,
// optionally, which seat.

import { api, savedName, tokens } from "../api.js";
import { t } from "../i18n.js";
import { h, randomId, toast, typedName } from "../ui.js";

/** The join panel's contents for room `roomId`; `onJoined(joined)` once a seat is taken (its token kept). */
export function joinForm(roomId, onJoined) {
  const id = randomId("j");
  const nameInput = h("input", { id: `${id}-name`, class: "input", type: "text", required: true, maxlength: 32,
    autocomplete: "nickname", value: savedName.get(), placeholder: t("home.namePlaceholder") });
  const seatSelect = h("select", { id: `${id}-seat`, class: "input join-seat" });
  const errorBox = h("p", { class: "form-error", role: "alert" });
  const submit = h("button", { class: "btn btn-primary", type: "submit" }, t("room.joinSubmit"));
  const form = h("form", { class: "form" },
    h("div", { class: "field" }, h("label", { class: "label", for: nameInput.id }, t("room.joinName")), nameInput),
    h("div", { class: "field" }, h("label", { class: "label", for: seatSelect.id }, t("room.joinSeat")), seatSelect),
    errorBox,
    submit);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = typedName(nameInput, errorBox);
    if (!name) return;
    const body = { name };
    if (seatSelect.value !== "") body.seat = Number(seatSelect.value);
    submit.disabled = true;
    try {
      const joined = await api.join(roomId, body);
      tokens.set(roomId, joined.token);
      savedName.set(name);
      toast(t("room.joined", { n: joined.seat + 1 }), "ok");
      onJoined(joined);
    } catch (err) {
      errorBox.textContent = err.display || String(err);
      submit.disabled = false;
    }
  });
  return [h("h2", { class: "panel-title", id: "join-title" }, t("room.join")),
    h("p", { class: "hint" }, t("room.joinHelp")),
    form];
}
