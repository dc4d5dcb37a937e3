// The create-room form, built from the game's own option list (GET /api/games):
// the frontend knows no option of any game, only the option types.

import { api } from "../api.js";
import { pick, t } from "../i18n.js";
import { botLevel } from "../seats.js";
import { h, randomId, replace } from "../ui.js";

const FRIEND = "friend";
const YOU = "you";

/** Open a modal form to create a room of `game`; `onCreated(room, name)` on success. */
export function createRoomDialog(game, { name, onCreated }) {
  const id = randomId("f");
  const levels = game.bot_levels || ["easy", "medium", "hard"];
  const values = {}; // option name -> value read from its input
  const errorBox = h("p", { class: "form-error", role: "alert" });

  const nameInput = h("input", { id: `${id}-name`, class: "input", type: "text", required: true, maxlength: 32,
    autocomplete: "nickname", value: name || "", placeholder: t("home.namePlaceholder") });

  const fixedCount = game.min_players === game.max_players;
  const countInput = h("input", { id: `${id}-players`, class: "input input-narrow", type: "number",
    min: game.min_players, max: game.max_players, value: game.min_players, required: true });
  const seatBox = h("div", { class: "seat-choices" });
  const seatChoice = []; // per seat index, its select (seat 0 is the host)

  function drawSeats() {
    const count = clampCount(Number(countInput.value));
    const previous = seatChoice.map((select) => select?.value);
    seatChoice.length = 0;
    const rows = [];
    for (let seat = 0; seat < count; seat += 1) {
      // Seat 1 is the host's unless a computer takes it: the host then only watches.
      const first = seat === 0 ? h("option", { value: YOU }, t("create.you")) : h("option", { value: FRIEND }, t("create.friend"));
      const select = h("select", { id: `${id}-seat-${seat}`, class: "input" },
        first,
        levels.map((level) => h("option", { value: level }, t("create.bot", { level: botLevel(level) }))));
      select.value = previous[seat] || (seat === 0 ? YOU : FRIEND);
      seatChoice[seat] = select;
      rows.push(h("div", { class: "seat-choice" },
        h("label", { class: "seat-choice-label", for: select.id }, t("seat.label", { n: seat + 1 })), select));
    }
    replace(seatBox, rows);
  }

  function clampCount(n) {
    if (!Number.isInteger(n)) return game.min_players;
    return Math.min(game.max_players, Math.max(game.min_players, n));
  }
  countInput.addEventListener("input", drawSeats);

  const optionFields = (game.options || []).map((option) => optionField(option, id, values));

  const submit = h("button", { class: "btn btn-primary", type: "submit" }, t("create.submit"));
  const cancel = h("button", { class: "btn btn-ghost", type: "button" }, t("create.cancel"));

  const form = h("form", { class: "form", method: "dialog", novalidate: true },
    h("div", { class: "dialog-head" },
      h("h2", { class: "dialog-title", id: `${id}-title` }, t("create.title", { game: pick(game.names, game.id) })),
      h("button", { class: "icon-btn", type: "button", "aria-label": t("create.cancel"), onClick: () => dialog.close() }, "×")),
    h("div", { class: "field" },
      h("label", { class: "label", for: nameInput.id }, t("home.yourName")), nameInput),
    h("div", { class: "field" },
      h("label", { class: "label", for: countInput.id }, t("create.players")),
      fixedCount ? h("p", { class: "static-value" }, t("home.players", { n: game.min_players })) : countInput),
    optionFields.length ? h("fieldset", { class: "fieldset" },
      h("legend", {}, t("create.options")), optionFields) : null,
    h("fieldset", { class: "fieldset" }, h("legend", {}, t("create.seats")), seatBox),
    errorBox,
    h("div", { class: "form-actions" }, cancel, submit));

  const dialog = h("dialog", { class: "dialog", "aria-labelledby": `${id}-title` }, form);
  cancel.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => dialog.remove());
  // A click on the backdrop (outside the form) closes the dialog.
  dialog.addEventListener("click", (event) => { if (event.target === dialog) dialog.close(); });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    errorBox.textContent = "";
    const hostName = nameInput.value.trim();
    if (!hostName) {
      errorBox.textContent = t("home.needName");
      nameInput.focus();
      return;
    }
    const players = fixedCount ? game.min_players : clampCount(Number(countInput.value));
    const bots = [];
    for (let seat = 0; seat < players; seat += 1) {
      const choice = seatChoice[seat]?.value;
      if (choice && choice !== FRIEND && choice !== YOU) bots.push({ seat, level: choice });
    }
    const hostSeat = seatChoice[0]?.value === YOU ? 0 : null;
    const options = {};
    for (const [key, read] of Object.entries(values)) {
      const value = read();
      if (value !== undefined) options[key] = value;
    }
    submit.disabled = true;
    try {
      const room = await api.createRoom({ game: game.id, players, name: hostName, options, bots, seat: hostSeat });
      dialog.close();
      onCreated(room, hostName);
    } catch (err) {
      errorBox.textContent = err.display || String(err);
      submit.disabled = false;
    }
  });

  drawSeats();
  document.body.append(dialog);
  dialog.showModal();
  nameInput.focus();
  if (nameInput.value) submit.focus({ preventScroll: true });
}

/** One input for a room option; registers a reader of its value in `values`. */
function optionField(option, formId, values) {
  const inputId = `${formId}-opt-${option.name}`;
  const label = pick(option.labels, option.name);
  const help = option.help ? h("p", { class: "hint" }, pick(option.help)) : null;

  if (option.type === "bool") {
    const box = h("input", { id: inputId, type: "checkbox", checked: Boolean(option.default) });
    values[option.name] = () => box.checked;
    return h("div", { class: "field field-check" }, box, h("label", { for: inputId }, label), help);
  }
  if (option.type === "int") {
    const input = h("input", { id: inputId, class: "input input-narrow", type: "number", step: 1,
      min: option.min, max: option.max, value: option.default ?? option.min ?? 0 });
    values[option.name] = () => {
      const n = Number(input.value);
      return Number.isInteger(n) ? n : option.default;
    };
    const range = option.min !== undefined && option.max !== undefined
      ? h("span", { class: "hint-inline" }, t("create.range", { min: option.min, max: option.max })) : null;
    return h("div", { class: "field" }, h("label", { class: "label", for: inputId }, label),
      h("div", { class: "field-row" }, input, range), help);
  }
  if (option.type === "choice") {
    const select = h("select", { id: inputId, class: "input" },
      (option.choices || []).map((c) => h("option", { value: c.value, selected: c.value === option.default },
        pick(c.labels, c.value))));
    values[option.name] = () => select.value;
    return h("div", { class: "field" }, h("label", { class: "label", for: inputId }, label), select, help);
  }
  if (option.type === "text") {
    // Free text options hold an uploaded file's content (a question deck, a
    // board): the file is read here and sent as text.
    let content;
    const status = h("span", { class: "hint-inline", "aria-live": "polite" }, t("create.noFile"));
    // The native file button's own text ("No file chosen") cannot be
    // translated, so the input is hidden behind a label styled as a button.
    const input = h("input", { id: inputId, class: "input-file visually-hidden", type: "file",
      accept: ".txt,.csv,.tsv,.json,.yaml,.yml,.md,text/*" });
    const picker = h("label", { class: "btn btn-small btn-secondary file-button", for: inputId }, t("create.chooseFile"));
    input.addEventListener("change", async () => {
      const file = input.files && input.files[0];
      content = undefined;
      if (!file) {
        status.textContent = t("create.noFile");
        return;
      }
      const text = await file.text();
      if (option.max_length && text.length > option.max_length) {
        status.textContent = t("create.fileTooLong", { max: option.max_length });
        input.value = "";
        return;
      }
      content = text;
      status.textContent = t("create.fileLoaded", { name: file.name, n: text.length });
    });
    values[option.name] = () => content;
    return h("div", { class: "field" }, h("label", { class: "label", for: inputId }, label),
      h("div", { class: "field-row" }, input, picker, status), help);
  }
  return null;
}
