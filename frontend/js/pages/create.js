// The create-room form, built from the game's own option list (GET /api/games):
// the frontend knows no option of any game, only the option types.

import { api, errorText, tokens } from "../api.js";
import { LOCALES, getLocale, pick, t } from "../i18n.js";
import { botLevel } from "../seats.js";
import { h, randomId, replace, toast, typedName } from "../ui.js";

const FRIEND = "friend";
const YOU = "you";
// A player at this device, when its players share the screen (the room option `shared_screen`).
const HERE = "here";
const SHARED = "shared_screen";

/** Open a modal form to create a room of `game`; `onCreated(room, name)` on success. */
export function createRoomDialog(game, { name, onCreated }) {
  const id = randomId("f");
  const levels = game.bot_levels || ["easy", "medium", "hard"];
  const values = {}; // option name -> value read from its input
  const errorBox = h("p", { class: "form-error", role: "alert" });

  const nameInput = h("input", { id: `${id}-name`, class: "input", type: "text", required: true, maxlength: 32,
    autocomplete: "nickname", value: name || "", placeholder: t("home.namePlaceholder") });

  const fixedCount = game.min_players === game.max_players;
  // A table of one is rarely what is wanted: two players unless the game says otherwise.
  const countInput = h("input", { id: `${id}-players`, class: "input input-narrow", type: "number",
    min: game.min_players, max: game.max_players, value: clampCount(2), required: true });
  const seatBox = h("div", { class: "seat-choices" });
  const seatChoice = []; // per seat index, its select (seat 0 is the host)
  const hereNames = []; // per seat index, the name input of a player at this screen
  // Sharing the screen is offered with the seats, not among the room settings: it decides them.
  const sharedOption = (game.options || []).find((o) => o.scope === "room" && o.name === SHARED);
  const sharedBox = h("input", { id: `${id}-shared`, type: "checkbox", class: "shared-screen", checked: Boolean(sharedOption?.default) });
  sharedBox.addEventListener("change", () => {
    drawSeats();
    if (sharedBox.checked) hereNames.find(Boolean)?.focus();
  });

  let drawnShared = sharedBox.checked;
  function drawSeats() {
    const count = clampCount(Number(countInput.value));
    const previous = seatChoice.map((select) => select?.value);
    const typed = hereNames.map((input) => input?.value || "");
    const shared = sharedBox.checked;
    const toggled = shared !== drawnShared;
    drawnShared = shared;
    seatChoice.length = 0;
    hereNames.length = 0;
    const rows = [];
    for (let seat = 0; seat < count; seat += 1) {
      // Seat 1 is the host's unless a computer takes it: the host then only watches.
      const first = seat === 0 ? h("option", { value: YOU }, t("create.you"))
        : [shared ? h("option", { value: HERE }, t("create.here")) : null, h("option", { value: FRIEND }, t("create.friend"))];
      const select = h("select", { id: `${id}-seat-${seat}`, class: "input" },
        first,
        levels.map((level) => h("option", { value: level }, t("create.bot", { level: botLevel(level) }))));
      // Ticking "share this screen" makes the friends' seats players at this screen, and back.
      let was = previous[seat];
      if (was === HERE && !shared) was = FRIEND;
      if (toggled && shared && was === FRIEND) was = HERE;
      select.value = was || (seat === 0 ? YOU : shared ? HERE : FRIEND);
      seatChoice[seat] = select;
      const hereName = seat > 0 && shared ? h("input", { id: `${id}-here-${seat}`, class: "input seat-here-name", type: "text",
        maxlength: 32, autocomplete: "off", value: typed[seat] || "", placeholder: t("create.hereName", { n: seat + 1 }),
        "aria-label": t("create.hereName", { n: seat + 1 }) }) : null;
      if (hereName) {
        hereNames[seat] = hereName;
        hereName.hidden = select.value !== HERE;
        select.addEventListener("change", () => { hereName.hidden = select.value !== HERE; });
      }
      rows.push(h("div", { class: "seat-choice" },
        h("label", { class: "seat-choice-label", for: select.id }, t("seat.label", { n: seat + 1 })), select, hereName));
    }
    replace(seatBox, rows);
  }

  function clampCount(n) {
    if (!Number.isInteger(n)) return game.min_players;
    return Math.min(game.max_players, Math.max(game.min_players, n));
  }
  countInput.addEventListener("input", drawSeats);

  const checks = []; // per int field: () => an error text, or "" when its value is in range
  const shown = shownOptions(game.options || []).filter((o) => o !== sharedOption);
  const gameFields = shown.filter((o) => o.scope !== "room").map((option) => optionField(option, id, values, checks));
  const roomFields = shown.filter((o) => o.scope === "room").map((option) => optionField(option, id, values, checks));
  const optionFields = [...gameFields,
    roomFields.length ? h("details", { class: "create-more" }, h("summary", {}, t("create.more")), roomFields) : null];

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
    shown.length ? h("fieldset", { class: "fieldset" },
      h("legend", {}, t("create.options")), optionFields) : null,
    h("fieldset", { class: "fieldset" }, h("legend", {}, t("create.seats")),
      sharedOption ? h("div", { class: "field field-check shared-field" }, sharedBox,
        h("label", { for: sharedBox.id }, t("create.shared")), h("p", { class: "hint" }, t("create.sharedHelp"))) : null,
      seatBox),
    errorBox,
    h("div", { class: "form-actions" }, cancel, submit));

  const dialog = h("dialog", { class: "dialog", "aria-labelledby": `${id}-title` }, form);
  cancel.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => dialog.remove());
  // A click on the backdrop (outside the form) closes the dialog.
  dialog.addEventListener("click", (event) => { if (event.target === dialog) dialog.close(); });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const hostName = typedName(nameInput, errorBox);
    if (!hostName) return;
    const asked = Number(countInput.value);
    if (!fixedCount && (!Number.isInteger(asked) || asked !== clampCount(asked))) {
      // Say so rather than quietly create another table than the one asked for.
      errorBox.textContent = t("create.badCount", { min: game.min_players, max: game.max_players });
      countInput.setAttribute("aria-invalid", "true");
      countInput.focus();
      return;
    }
    countInput.removeAttribute("aria-invalid");
    for (const check of checks) {
      const problem = check();
      if (problem) {
        errorBox.textContent = problem;
        return;
      }
    }
    const players = fixedCount ? game.min_players : asked;
    const bots = [];
    for (let seat = 0; seat < players; seat += 1) {
      const choice = seatChoice[seat]?.value;
      if (choice && choice !== FRIEND && choice !== YOU && choice !== HERE) bots.push({ seat, level: choice });
    }
    const hostSeat = seatChoice[0]?.value === YOU ? 0 : null;
    const options = {};
    for (const [key, read] of Object.entries(values)) {
      const value = read();
      if (value !== undefined) options[key] = value;
    }
    // The players at this screen: this device takes their seats too.
    const here = [];
    if (sharedOption) {
      options[SHARED] = sharedBox.checked;
      for (let seat = 1; seat < players; seat += 1) {
        if (!sharedBox.checked || seatChoice[seat]?.value !== HERE) continue;
        const input = hereNames[seat];
        if (!input.value.trim()) {
          errorBox.textContent = t("create.needHereName");
          input.focus();
          return;
        }
        here.push({ seat, name: input.value.trim() });
      }
    }
    submit.disabled = true;
    let room;
    try {
      room = await api.createRoom({ game: game.id, players, name: hostName, options, bots, seat: hostSeat });
    } catch (err) {
      errorBox.textContent = err.display || String(err);
      submit.disabled = false;
      return;
    }
    for (const { seat, name: playerName } of here) {
      try {
        const joined = await api.join(room.room_id, { name: playerName, seat });
        tokens.addOther(room.room_id, joined.seat, joined.token);
      } catch (err) {
        // The room exists: its seat stays free, for an invited friend or a computer.
        toast(t("create.hereFailed", { n: seat + 1, name: playerName, why: err.display || errorText(err.code, String(err)) }), "error");
      }
    }
    dialog.close();
    onCreated(room, hostName);
  });

  drawSeats();
  document.body.append(dialog);
  dialog.showModal();
  nameInput.focus();
  if (nameInput.value) submit.focus({ preventScroll: true });
}

/**
 * The options the form offers. A game that has clocks of its own (options
 * named "…_time" of its own) is not offered the room's generic per-turn clock
 * as well: two clocks for one turn would contradict each other.
 */
function shownOptions(options) {
  const ownClocks = options.some((o) => o.scope !== "room" && o.type === "int" && /_time$/.test(o.name));
  return options.filter((o) => !(ownClocks && o.scope === "room" && o.name === "turn_time"));
}

/** The default of a choice: the interface's language where the choices are languages. */
function choiceDefault(option) {
  const values = (option.choices || []).map((c) => c.value);
  const languages = values.length > 0 && values.every((v) => LOCALES.includes(v));
  return languages && values.includes(getLocale()) ? getLocale() : option.default;
}

/** One input for a room option; registers a reader of its value in `values` (and a range check in `checks`). */
function optionField(option, formId, values, checks) {
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
    checks.push(() => {
      const n = Number(input.value);
      const ok = input.value !== "" && Number.isInteger(n) && (option.min === undefined || n >= option.min)
        && (option.max === undefined || n <= option.max);
      input.toggleAttribute("aria-invalid", !ok);
      if (ok) return "";
      const folded = input.closest("details");
      if (folded) folded.open = true;
      input.focus();
      return t("create.badNumber", { label, min: option.min ?? "…", max: option.max ?? "…" });
    });
    const range = option.min !== undefined && option.max !== undefined
      ? h("span", { class: "hint-inline" }, t("create.range", { min: option.min, max: option.max })) : null;
    return h("div", { class: "field" }, h("label", { class: "label", for: inputId }, label),
      h("div", { class: "field-row" }, input, range), help);
  }
  if (option.type === "choice") {
    const select = h("select", { id: inputId, class: "input" },
      (option.choices || []).map((c) => h("option", { value: c.value, selected: c.value === choiceDefault(option) },
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
