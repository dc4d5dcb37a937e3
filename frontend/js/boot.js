// Starts the app: loads its modules (through the page's import map, at the
// version the server serves) and, if any of them cannot be loaded (a network
// hiccup, a server restarting), says so with a button to try again instead of
// staying on "Loading…". A classic script, so that it runs even when the
// modules do not; its few texts are its own, in the three languages.

(function boot() {
  var TEXTS = {
    en: { title: "Bivouac could not be loaded", text: "A part of the page did not arrive. Check your connection and try again.", retry: "Try again" },
    fr: { title: "Bivouac n’a pas pu se charger", text: "Une partie de la page n’est pas arrivée. Vérifiez votre connexion et réessayez.", retry: "Réessayer" },
    nl: { title: "Bivouac kon niet worden geladen", text: "Een deel van de pagina is niet aangekomen. Controleer je verbinding en probeer het opnieuw.", retry: "Opnieuw proberen" },
  };

  function locale() {
    var stored = null;
    try { stored = localStorage.getItem("bivouac.locale"); } catch (err) { stored = null; }
    var tags = [stored].concat(navigator.languages || [navigator.language || "en"]);
    for (var i = 0; i < tags.length; i += 1) {
      var code = String(tags[i] || "").slice(0, 2).toLowerCase();
      if (TEXTS[code]) return code;
    }
    return "en";
  }

  function failed(error) {
    var words = TEXTS[locale()];
    var root = document.getElementById("app");
    if (!root) return;
    var panel = document.createElement("section");
    panel.className = "panel notice-page load-failed";
    panel.setAttribute("role", "alert");
    var title = document.createElement("h1");
    title.textContent = words.title;
    var text = document.createElement("p");
    text.textContent = words.text;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "btn btn-primary load-retry";
    button.textContent = words.retry;
    button.addEventListener("click", function () { location.reload(); });
    panel.append(title, text, button);
    root.replaceChildren(panel);
    if (window.console) console.error(error);
  }

  import("/static/js/app.js").catch(failed);
})();
