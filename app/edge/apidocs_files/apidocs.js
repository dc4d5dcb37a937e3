// The API page: /openapi.json drawn as a list of operations and schemas.
// Served from this server (no CDN), under the strict Content-Security-Policy:
// no inline script or style, every text set as text, never as markup.

const TEXTS = {
  en: {
    intro: "The REST API for bots and scripts. Play happens on the room websocket (docs/protocol.md).",
    parameters: "Parameters", body: "Request body", responses: "Responses", schemas: "Schemas",
    name: "Name", where: "In", required: "Required", type: "Type", yes: "yes", no: "no",
    field: "Field", description: "Description", failed: "The API description could not be loaded.",
    home: "Back to Bivouac",
  },
  fr: {
    intro: "L'API REST pour bots et scripts. Le jeu passe par le websocket du salon (docs/protocol.md).",
    parameters: "Paramètres", body: "Corps de la requête", responses: "Réponses", schemas: "Schémas",
    name: "Nom", where: "Dans", required: "Obligatoire", type: "Type", yes: "oui", no: "non",
    field: "Champ", description: "Description", failed: "La description de l'API n'a pas pu être chargée.",
    home: "Retour à Bivouac",
  },
  nl: {
    intro: "De REST-API voor bots en scripts. Het spel loopt via de websocket van de kamer (docs/protocol.md).",
    parameters: "Parameters", body: "Verzoekinhoud", responses: "Antwoorden", schemas: "Schema's",
    name: "Naam", where: "In", required: "Verplicht", type: "Type", yes: "ja", no: "nee",
    field: "Veld", description: "Beschrijving", failed: "De API-beschrijving kon niet worden geladen.",
    home: "Terug naar Bivouac",
  },
};

function locale() {
  let stored = null;
  try { stored = localStorage.getItem("bivouac.locale"); } catch (err) { stored = null; }
  const tags = [stored, ...(navigator.languages || [navigator.language || "en"])];
  for (const tag of tags) {
    const base = String(tag || "").slice(0, 2).toLowerCase();
    if (base in TEXTS) return base;
  }
  return "en";
}

const lang = locale();
const t = (key) => TEXTS[lang][key];

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function refName(ref) {
  return String(ref).split("/").pop();
}

function typeOf(schema) {
  if (!schema) return "";
  if (schema.$ref) return refName(schema.$ref);
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" | ");
  if (schema.type === "array") return `${typeOf(schema.items)}[]`;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  return schema.type || (schema.const !== undefined ? JSON.stringify(schema.const) : "any");
}

function table(head, rows) {
  return el("table", {}, el("tr", {}, head.map((h) => el("th", {}, h))),
    rows.map((row) => el("tr", {}, row.map((cell) => el("td", {}, cell)))));
}

function operation(path, method, op) {
  const parts = [el("summary", {}, el("span", { class: `method ${method}` }, method),
    el("span", { class: "path" }, path), el("span", { class: "summary" }, op.summary || ""))];
  if (op.description) parts.push(el("p", {}, op.description));
  if (op.parameters && op.parameters.length) {
    parts.push(el("h3", {}, t("parameters")), table(
      [t("name"), t("where"), t("required"), t("type")],
      op.parameters.map((p) => [el("code", {}, p.name), p.in, p.required ? t("yes") : t("no"),
        typeOf(p.schema)])));
  }
  const body = op.requestBody && op.requestBody.content && op.requestBody.content["application/json"];
  if (body) parts.push(el("h3", {}, t("body")), el("p", {}, el("code", {}, typeOf(body.schema))));
  const responses = Object.entries(op.responses || {});
  if (responses.length) {
    parts.push(el("h3", {}, t("responses")), table([t("type"), t("description")],
      responses.map(([code, r]) => {
        const content = r.content && r.content["application/json"];
        return [code, [r.description || "", content ? [" — ", el("code", {}, typeOf(content.schema))] : ""]];
      })));
  }
  return el("details", { class: "op", id: `${method}-${path}` }, parts);
}

function schema(name, spec) {
  const required = new Set(spec.required || []);
  const rows = Object.entries(spec.properties || {}).map(([field, prop]) => [
    el("code", {}, field), typeOf(prop), required.has(field) ? t("yes") : t("no"),
    prop.description || prop.title || ""]);
  return el("details", { class: "op", id: `schema-${name}` },
    el("summary", {}, el("span", { class: "path" }, name),
      el("span", { class: "summary" }, spec.description ? spec.description.split("\n")[0] : "")),
    rows.length ? table([t("field"), t("type"), t("required"), t("description")], rows) : "");
}

async function main() {
  document.documentElement.lang = lang;
  document.getElementById("intro").textContent = t("intro");
  document.getElementById("protocol-link").textContent = t("home");
  const api = document.getElementById("api");
  try {
    const response = await fetch("/openapi.json");
    if (!response.ok) throw new Error(String(response.status));
    const spec = await response.json();
    document.getElementById("title").textContent = `${spec.info.title} API ${spec.info.version}`;
    const operations = [];
    for (const [path, methods] of Object.entries(spec.paths || {})) {
      for (const [method, op] of Object.entries(methods)) operations.push(operation(path, method, op));
    }
    const schemas = Object.entries((spec.components || {}).schemas || {})
      .map(([name, s]) => schema(name, s));
    api.replaceChildren(...operations, el("h2", {}, t("schemas")), ...schemas);
  } catch (err) {
    api.replaceChildren(el("p", { class: "error" }, `${t("failed")} (${err.message})`));
  }
}

main();
