// Interface texts in English, French and Dutch. A text is a string with
// {placeholders}, or {one, other} forms chosen by the `n` parameter through
// the locale's plural rules.

export const LOCALES = ["en", "fr", "nl"];
export const LOCALE_NAMES = { en: "English", fr: "Français", nl: "Nederlands" };
const STORAGE_KEY = "bivouac.locale";

function initialLocale() {
  let stored = null;
  try { stored = localStorage.getItem(STORAGE_KEY); } catch (err) { stored = null; }
  if (LOCALES.includes(stored)) return stored;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LOCALES.includes(base)) return base;
  }
  return "en";
}

let current = initialLocale();
const listeners = new Set();

export function getLocale() {
  return current;
}

export function setLocale(locale) {
  if (!LOCALES.includes(locale) || locale === current) return;
  current = locale;
  try { localStorage.setItem(STORAGE_KEY, locale); } catch (err) { /* private mode */ }
  document.documentElement.lang = locale;
  for (const fn of listeners) fn(locale);
}

/** Call `fn(locale)` after every language switch; returns the unsubscribe function. */
export function onLocaleChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function format(entry, params, locale) {
  let text = entry;
  if (entry && typeof entry === "object") {
    const form = new Intl.PluralRules(locale).select(Number(params.n ?? 0));
    text = entry[form] ?? entry.other;
  }
  return String(text).replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Build a translate function that looks in `tables` (each {en, fr, nl}) first, then the shell's. */
export function translator(...tables) {
  return function translate(key, params = {}) {
    for (const locale of [current, "en"]) {
      for (const table of [...tables, MESSAGES]) {
        const entry = table[locale]?.[key];
        if (entry !== undefined) return format(entry, params, locale);
      }
    }
    return key;
  };
}

export const t = translator();

export function hasKey(key) {
  return MESSAGES.en[key] !== undefined;
}

/** The entry of a {en, fr, nl} object for the current language (names, labels). */
export function pick(labels, fallback = "") {
  if (!labels) return fallback;
  return labels[current] ?? labels.en ?? Object.values(labels)[0] ?? fallback;
}

/** "3 minutes ago" in the current language. */
export function timeAgo(iso) {
  if (!iso) return "";
  const seconds = (Date.parse(iso) - Date.now()) / 1000;
  if (Number.isNaN(seconds)) return "";
  const format = new Intl.RelativeTimeFormat(current, { numeric: "auto" });
  const steps = [[60, "second"], [60, "minute"], [24, "hour"], [7, "day"], [4.35, "week"], [12, "month"]];
  let value = seconds;
  for (const [size, unit] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), "year");
}

/** A date and time in the current language. */
export function dateTime(iso) {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(current, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

document.documentElement.lang = current;

// ---- the shell's texts ----------------------------------------------------

const MESSAGES = {
  en: {
    "app.name": "Bivouac",
    "header.language": "Language",
    "header.skip": "Skip to content",
    "footer.text": "Bivouac: board games around the campfire, in your browser. No account needed.",
    "footer.api": "API for bots and scripts",
    "ui.close": "Close",

    "home.heading": "Board games around the campfire",
    "home.intro": "Pick a game, open a room and send the link to your friends. Nobody needs an account: a name is enough.",
    "home.yourName": "Your name",
    "home.namePlaceholder": "e.g. Sam",
    "home.nameHint": "Shown to the other players.",
    "home.needName": "Enter your name first.",
    "home.games": "Games",
    "home.noGames": "No games are installed on this server.",
    "home.players": { one: "{n} player", other: "{n} players" },
    "home.playersRange": "{min}–{max} players",
    "home.playBot": "Play against the computer",
    "home.createRoom": "Create a room",
    "home.waiting": "Waiting for players",
    "home.live": "Live now",
    "home.finished": "Recently finished",
    "home.no.waiting": "No room is waiting for players. Create one!",
    "home.no.live": "No live rooms right now",
    "home.no.finished": "No finished matches yet",
    "home.join": "Join",
    "home.open": "Open",
    "home.watch": "Watch",
    "home.view": "View",
    "home.freeSeats": { one: "{n} free seat", other: "{n} free seats" },
    "home.loading": "Loading…",
    "home.refreshFailed": "Could not refresh this list; trying again soon.",

    "create.title": "New room: {game}",
    "create.players": "Players",
    "create.options": "Options",
    "create.seats": "Seats",
    "create.you": "You",
    "create.friend": "Friend (invite)",
    "create.bot": "Computer ({level})",
    "create.range": "from {min} to {max}",
    "create.chooseFile": "Choose a file",
    "create.noFile": "No file chosen",
    "create.fileLoaded": { one: "{name} ({n} character)", other: "{name} ({n} characters)" },
    "create.fileTooLong": "This file is too long (at most {max} characters).",
    "create.submit": "Create the room",
    "create.cancel": "Cancel",

    "bot.easy": "easy",
    "bot.medium": "medium",
    "bot.hard": "hard",

    "seat.label": "Player {n}",
    "seat.free": "Free seat",
    "seat.bot": "Computer",
    "seat.human": "Human",
    "seat.botName": "Computer ({level})",
    "seat.you": "you",
    "seat.connected": "connected",
    "seat.disconnected": "not connected",
    "seat.toPlay": "to play",
    "seat.standIn": "Computer stands in",

    "room.loading": "Opening the room…",
    "room.loadFailed": "The room could not be opened.",
    "room.notFound": "This room does not exist.",
    "room.status.waiting": "Waiting for players",
    "room.status.live": "Live",
    "room.status.finished": "Finished",
    "room.yourTurn": "Your turn!",
    "room.waitingFor": "Waiting for {name}",
    "room.waitingPlayers": "Waiting for players to join…",
    "room.over": "The match is over",
    "room.titleTurn": "(Your turn)",
    "room.clock": "Time left",
    "room.clockExpired": "Time ran out: the server played for {name}.",
    "room.seats": "Players",
    "room.spectators": { one: "{n} spectator", other: "{n} spectators" },
    "room.invite": "Invite your friends",
    "room.inviteHelp": "Send them this link. The match starts as soon as every seat is taken.",
    "room.inviteLink": "Invite link",
    "room.copy": "Copy link",
    "room.copied": "Link copied",
    "room.join": "Take a seat",
    "room.joinHelp": "Choose a name to play in this room.",
    "room.joinName": "Your name",
    "room.joinSeat": "Seat",
    "room.anySeat": "Any free seat",
    "room.joinSubmit": "Join the match",
    "room.joined": "You are player {n}.",
    "room.watching": "You are watching",
    "room.watchingHelp": "You see the match live but do not play in it.",
    "room.watchingJoin": "Take a free seat to play.",
    "room.connecting": "Connecting…",
    "room.boardSoon": "The board appears as soon as every seat is taken.",

    "conn.connecting": "Connecting…",
    "conn.open": "Connected",
    "conn.reconnecting": "Reconnecting…",
    "conn.closed": "Disconnected",

    "summary.title": "Final ranking",
    "summary.winner": "{name} wins!",
    "summary.youWon": "You won!",
    "summary.draw": "It’s a draw!",
    "summary.rank": "Rank",
    "summary.points": { one: "{n} point", other: "{n} points" },
    "summary.back": "Back to the lobby",
    "summary.replay": "Replay the match",

    "match.notFound": "This match does not exist.",
    "match.replay": "Replay",
    "match.live": "This match is still being played.",
    "match.watchLive": "Watch it live",
    "match.start": "Start of the match",
    "match.move": "Move {n} of {total}",
    "match.playedBy": "played by {name}",
    "match.position": "Position in the match",
    "match.first": "First move",
    "match.prev": "Previous move",
    "match.next": "Next move",
    "match.last": "Last move",
    "match.play": "Play",
    "match.pause": "Pause",

    "rules.kicker": "How to play",
    "rules.title": "How to play {game}",
    "rules.unknown": "This game does not exist.",
    "rules.missing": "The rules of this game are not written here yet.",
    "rules.play": "Play it",
    "home.rules": "How to play",

    "notFound.title": "Page not found",
    "notFound.text": "There is no page at this address.",

    "error.unknown": "Something went wrong.",
    "error.network": "The server cannot be reached. Check your connection.",
    "error.renderer": "This game’s board cannot be displayed.",
    "error.bad_request": "The request was refused",
    "error.unknown_game": "This game does not exist.",
    "error.bad_options": "These options are refused",
    "error.bad_name": "Choose a name of 1 to 24 characters, without special characters.",
    "error.bad_seat": "This seat does not exist.",
    "error.bad_bot_level": "Unknown computer level.",
    "error.not_found": "Not found.",
    "error.room_full": "Every seat of this room is taken.",
    "error.seat_taken": "This seat was just taken. Choose another one.",
    "error.not_waiting": "The match has already started.",
    "error.rate_limited": "Too many requests. Wait a moment and try again.",
    "error.server_error": "The server ran into a problem. The match is not affected.",
    "error.bad_message": "The server did not understand a message.",
    "error.bad_token": "Your seat in this room was not recognised; you are watching.",
    "error.not_a_player": "Spectators cannot play.",
    "error.not_started": "The match has not started yet.",
    "error.stale_version": "The board changed before your move arrived. Try again.",
    "error.not_your_turn": "It is not your turn.",
    "error.illegal_move": "This move is not allowed",
    "error.game_over": "The match is over.",
  },
  fr: {
    "app.name": "Bivouac",
    "header.language": "Langue",
    "header.skip": "Aller au contenu",
    "footer.text": "Bivouac : des jeux de plateau autour du feu de camp, dans votre navigateur. Sans compte.",
    "footer.api": "API pour bots et scripts",
    "ui.close": "Fermer",

    "home.heading": "Des jeux de plateau autour du feu de camp",
    "home.intro": "Choisissez un jeu, ouvrez une salle et envoyez le lien à vos amis. Pas besoin de compte : un nom suffit.",
    "home.yourName": "Votre nom",
    "home.namePlaceholder": "p. ex. Camille",
    "home.nameHint": "Visible par les autres joueurs.",
    "home.needName": "Indiquez d’abord votre nom.",
    "home.games": "Jeux",
    "home.noGames": "Aucun jeu n’est installé sur ce serveur.",
    "home.players": { one: "{n} joueur", other: "{n} joueurs" },
    "home.playersRange": "{min} à {max} joueurs",
    "home.playBot": "Jouer contre l’ordinateur",
    "home.createRoom": "Créer une salle",
    "home.waiting": "En attente de joueurs",
    "home.live": "En direct",
    "home.finished": "Terminées récemment",
    "home.no.waiting": "Aucune salle n’attend de joueurs. Créez-en une !",
    "home.no.live": "Aucune partie en direct pour l’instant",
    "home.no.finished": "Aucune partie terminée pour l’instant",
    "home.join": "Rejoindre",
    "home.open": "Ouvrir",
    "home.watch": "Regarder",
    "home.view": "Voir",
    "home.freeSeats": { one: "{n} place libre", other: "{n} places libres" },
    "home.loading": "Chargement…",
    "home.refreshFailed": "Impossible d’actualiser cette liste ; nouvel essai bientôt.",

    "create.title": "Nouvelle salle : {game}",
    "create.players": "Joueurs",
    "create.options": "Options",
    "create.seats": "Places",
    "create.you": "Vous",
    "create.friend": "Ami (invitation)",
    "create.bot": "Ordinateur ({level})",
    "create.range": "de {min} à {max}",
    "create.chooseFile": "Choisir un fichier",
    "create.noFile": "Aucun fichier choisi",
    "create.fileLoaded": { one: "{name} ({n} caractère)", other: "{name} ({n} caractères)" },
    "create.fileTooLong": "Ce fichier est trop long ({max} caractères au plus).",
    "create.submit": "Créer la salle",
    "create.cancel": "Annuler",

    "bot.easy": "facile",
    "bot.medium": "moyen",
    "bot.hard": "difficile",

    "seat.label": "Joueur {n}",
    "seat.free": "Place libre",
    "seat.bot": "Ordinateur",
    "seat.human": "Humain",
    "seat.botName": "Ordinateur ({level})",
    "seat.you": "vous",
    "seat.connected": "connecté",
    "seat.disconnected": "non connecté",
    "seat.toPlay": "à jouer",
    "seat.standIn": "L’ordinateur le remplace",

    "room.loading": "Ouverture de la salle…",
    "room.loadFailed": "La salle n’a pas pu être ouverte.",
    "room.notFound": "Cette salle n’existe pas.",
    "room.status.waiting": "En attente de joueurs",
    "room.status.live": "En direct",
    "room.status.finished": "Terminée",
    "room.yourTurn": "À vous de jouer !",
    "room.waitingFor": "En attente de {name}",
    "room.waitingPlayers": "En attente des autres joueurs…",
    "room.over": "La partie est terminée",
    "room.titleTurn": "(À vous)",
    "room.clock": "Temps restant",
    "room.clockExpired": "Temps écoulé : le serveur a joué pour {name}.",
    "room.seats": "Joueurs",
    "room.spectators": { one: "{n} spectateur", other: "{n} spectateurs" },
    "room.invite": "Invitez vos amis",
    "room.inviteHelp": "Envoyez-leur ce lien. La partie commence dès que toutes les places sont prises.",
    "room.inviteLink": "Lien d’invitation",
    "room.copy": "Copier le lien",
    "room.copied": "Lien copié",
    "room.join": "Prendre une place",
    "room.joinHelp": "Choisissez un nom pour jouer dans cette salle.",
    "room.joinName": "Votre nom",
    "room.joinSeat": "Place",
    "room.anySeat": "N’importe quelle place libre",
    "room.joinSubmit": "Rejoindre la partie",
    "room.joined": "Vous êtes le joueur {n}.",
    "room.watching": "Vous regardez",
    "room.watchingHelp": "Vous suivez la partie en direct sans y jouer.",
    "room.watchingJoin": "Prenez une place libre pour jouer.",
    "room.connecting": "Connexion…",
    "room.boardSoon": "Le plateau apparaît dès que toutes les places sont prises.",

    "conn.connecting": "Connexion…",
    "conn.open": "Connecté",
    "conn.reconnecting": "Reconnexion…",
    "conn.closed": "Déconnecté",

    "summary.title": "Classement final",
    "summary.winner": "{name} gagne !",
    "summary.youWon": "Vous avez gagné !",
    "summary.draw": "Égalité !",
    "summary.rank": "Rang",
    "summary.points": { one: "{n} point", other: "{n} points" },
    "summary.back": "Retour au salon",
    "summary.replay": "Revoir la partie",

    "match.notFound": "Cette partie n’existe pas.",
    "match.replay": "Rediffusion",
    "match.live": "Cette partie est encore en cours.",
    "match.watchLive": "La regarder en direct",
    "match.start": "Début de la partie",
    "match.move": "Coup {n} sur {total}",
    "match.playedBy": "joué par {name}",
    "match.position": "Position dans la partie",
    "match.first": "Premier coup",
    "match.prev": "Coup précédent",
    "match.next": "Coup suivant",
    "match.last": "Dernier coup",
    "match.play": "Lecture",
    "match.pause": "Pause",

    "rules.kicker": "Règles du jeu",
    "rules.title": "Règles de {game}",
    "rules.unknown": "Ce jeu n’existe pas.",
    "rules.missing": "Les règles de ce jeu ne sont pas encore écrites ici.",
    "rules.play": "Y jouer",
    "home.rules": "Règles du jeu",

    "notFound.title": "Page introuvable",
    "notFound.text": "Il n’y a pas de page à cette adresse.",

    "error.unknown": "Un problème est survenu.",
    "error.network": "Le serveur est injoignable. Vérifiez votre connexion.",
    "error.renderer": "Le plateau de ce jeu ne peut pas être affiché.",
    "error.bad_request": "La demande a été refusée",
    "error.unknown_game": "Ce jeu n’existe pas.",
    "error.bad_options": "Ces options sont refusées",
    "error.bad_name": "Choisissez un nom de 1 à 24 caractères, sans caractères spéciaux.",
    "error.bad_seat": "Cette place n’existe pas.",
    "error.bad_bot_level": "Niveau d’ordinateur inconnu.",
    "error.not_found": "Introuvable.",
    "error.room_full": "Toutes les places de cette salle sont prises.",
    "error.seat_taken": "Cette place vient d’être prise. Choisissez-en une autre.",
    "error.not_waiting": "La partie a déjà commencé.",
    "error.rate_limited": "Trop de demandes. Patientez un instant puis réessayez.",
    "error.server_error": "Le serveur a rencontré un problème. La partie n’est pas affectée.",
    "error.bad_message": "Le serveur n’a pas compris un message.",
    "error.bad_token": "Votre place dans cette salle n’a pas été reconnue ; vous regardez.",
    "error.not_a_player": "Les spectateurs ne peuvent pas jouer.",
    "error.not_started": "La partie n’a pas encore commencé.",
    "error.stale_version": "Le plateau a changé avant l’arrivée de votre coup. Réessayez.",
    "error.not_your_turn": "Ce n’est pas votre tour.",
    "error.illegal_move": "Ce coup n’est pas autorisé",
    "error.game_over": "La partie est terminée.",
  },
  nl: {
    "app.name": "Bivouac",
    "header.language": "Taal",
    "header.skip": "Naar de inhoud",
    "footer.text": "Bivouac: bordspellen rond het kampvuur, in je browser. Geen account nodig.",
    "footer.api": "API voor bots en scripts",
    "ui.close": "Sluiten",

    "home.heading": "Bordspellen rond het kampvuur",
    "home.intro": "Kies een spel, open een kamer en stuur de link naar je vrienden. Niemand heeft een account nodig: een naam is genoeg.",
    "home.yourName": "Je naam",
    "home.namePlaceholder": "bv. Noor",
    "home.nameHint": "Zichtbaar voor de andere spelers.",
    "home.needName": "Vul eerst je naam in.",
    "home.games": "Spellen",
    "home.noGames": "Er zijn geen spellen geïnstalleerd op deze server.",
    "home.players": { one: "{n} speler", other: "{n} spelers" },
    "home.playersRange": "{min}–{max} spelers",
    "home.playBot": "Speel tegen de computer",
    "home.createRoom": "Kamer maken",
    "home.waiting": "Wacht op spelers",
    "home.live": "Nu live",
    "home.finished": "Net afgelopen",
    "home.no.waiting": "Geen kamer wacht op spelers. Maak er een!",
    "home.no.live": "Er zijn nu geen live kamers",
    "home.no.finished": "Nog geen afgelopen partijen",
    "home.join": "Meedoen",
    "home.open": "Openen",
    "home.watch": "Kijken",
    "home.view": "Bekijken",
    "home.freeSeats": { one: "{n} vrije plaats", other: "{n} vrije plaatsen" },
    "home.loading": "Laden…",
    "home.refreshFailed": "Deze lijst kon niet worden bijgewerkt; zo meteen opnieuw.",

    "create.title": "Nieuwe kamer: {game}",
    "create.players": "Spelers",
    "create.options": "Opties",
    "create.seats": "Plaatsen",
    "create.you": "Jij",
    "create.friend": "Vriend (uitnodigen)",
    "create.bot": "Computer ({level})",
    "create.range": "van {min} tot {max}",
    "create.chooseFile": "Kies een bestand",
    "create.noFile": "Geen bestand gekozen",
    "create.fileLoaded": { one: "{name} ({n} teken)", other: "{name} ({n} tekens)" },
    "create.fileTooLong": "Dit bestand is te lang (hoogstens {max} tekens).",
    "create.submit": "Kamer maken",
    "create.cancel": "Annuleren",

    "bot.easy": "makkelijk",
    "bot.medium": "gemiddeld",
    "bot.hard": "moeilijk",

    "seat.label": "Speler {n}",
    "seat.free": "Vrije plaats",
    "seat.bot": "Computer",
    "seat.human": "Mens",
    "seat.botName": "Computer ({level})",
    "seat.you": "jij",
    "seat.connected": "verbonden",
    "seat.disconnected": "niet verbonden",
    "seat.toPlay": "aan zet",
    "seat.standIn": "Computer speelt in zijn plaats",

    "room.loading": "Kamer openen…",
    "room.loadFailed": "De kamer kon niet worden geopend.",
    "room.notFound": "Deze kamer bestaat niet.",
    "room.status.waiting": "Wacht op spelers",
    "room.status.live": "Live",
    "room.status.finished": "Afgelopen",
    "room.yourTurn": "Jij bent aan zet!",
    "room.waitingFor": "Wachten op {name}",
    "room.waitingPlayers": "Wachten tot de andere spelers meedoen…",
    "room.over": "De partij is afgelopen",
    "room.titleTurn": "(Jouw beurt)",
    "room.clock": "Resterende tijd",
    "room.clockExpired": "De tijd is op: de server speelde voor {name}.",
    "room.seats": "Spelers",
    "room.spectators": { one: "{n} toeschouwer", other: "{n} toeschouwers" },
    "room.invite": "Nodig je vrienden uit",
    "room.inviteHelp": "Stuur ze deze link. De partij begint zodra alle plaatsen bezet zijn.",
    "room.inviteLink": "Uitnodigingslink",
    "room.copy": "Link kopiëren",
    "room.copied": "Link gekopieerd",
    "room.join": "Neem een plaats",
    "room.joinHelp": "Kies een naam om in deze kamer te spelen.",
    "room.joinName": "Je naam",
    "room.joinSeat": "Plaats",
    "room.anySeat": "Een vrije plaats",
    "room.joinSubmit": "Meedoen",
    "room.joined": "Je bent speler {n}.",
    "room.watching": "Je kijkt mee",
    "room.watchingHelp": "Je volgt de partij live maar speelt niet mee.",
    "room.watchingJoin": "Neem een vrije plaats om mee te spelen.",
    "room.connecting": "Verbinden…",
    "room.boardSoon": "Het bord verschijnt zodra alle plaatsen bezet zijn.",

    "conn.connecting": "Verbinden…",
    "conn.open": "Verbonden",
    "conn.reconnecting": "Opnieuw verbinden…",
    "conn.closed": "Niet verbonden",

    "summary.title": "Eindstand",
    "summary.winner": "{name} wint!",
    "summary.youWon": "Je hebt gewonnen!",
    "summary.draw": "Gelijkspel!",
    "summary.rank": "Plaats",
    "summary.points": { one: "{n} punt", other: "{n} punten" },
    "summary.back": "Terug naar de lobby",
    "summary.replay": "Partij terugkijken",

    "match.notFound": "Deze partij bestaat niet.",
    "match.replay": "Terugkijken",
    "match.live": "Deze partij is nog bezig.",
    "match.watchLive": "Live kijken",
    "match.start": "Begin van de partij",
    "match.move": "Zet {n} van {total}",
    "match.playedBy": "gespeeld door {name}",
    "match.position": "Positie in de partij",
    "match.first": "Eerste zet",
    "match.prev": "Vorige zet",
    "match.next": "Volgende zet",
    "match.last": "Laatste zet",
    "match.play": "Afspelen",
    "match.pause": "Pauze",

    "rules.kicker": "Spelregels",
    "rules.title": "Spelregels van {game}",
    "rules.unknown": "Dit spel bestaat niet.",
    "rules.missing": "De regels van dit spel staan hier nog niet.",
    "rules.play": "Speel het",
    "home.rules": "Spelregels",

    "notFound.title": "Pagina niet gevonden",
    "notFound.text": "Op dit adres staat geen pagina.",

    "error.unknown": "Er ging iets mis.",
    "error.network": "De server is niet bereikbaar. Controleer je verbinding.",
    "error.renderer": "Het bord van dit spel kan niet worden getoond.",
    "error.bad_request": "Het verzoek werd geweigerd",
    "error.unknown_game": "Dit spel bestaat niet.",
    "error.bad_options": "Deze opties worden geweigerd",
    "error.bad_name": "Kies een naam van 1 tot 24 tekens, zonder speciale tekens.",
    "error.bad_seat": "Deze plaats bestaat niet.",
    "error.bad_bot_level": "Onbekend computerniveau.",
    "error.not_found": "Niet gevonden.",
    "error.room_full": "Alle plaatsen in deze kamer zijn bezet.",
    "error.seat_taken": "Deze plaats is net bezet. Kies een andere.",
    "error.not_waiting": "De partij is al begonnen.",
    "error.rate_limited": "Te veel verzoeken. Wacht even en probeer het opnieuw.",
    "error.server_error": "De server liep tegen een probleem aan. De partij is niet getroffen.",
    "error.bad_message": "De server begreep een bericht niet.",
    "error.bad_token": "Je plaats in deze kamer werd niet herkend; je kijkt mee.",
    "error.not_a_player": "Toeschouwers kunnen niet spelen.",
    "error.not_started": "De partij is nog niet begonnen.",
    "error.stale_version": "Het bord veranderde voordat je zet aankwam. Probeer opnieuw.",
    "error.not_your_turn": "Je bent niet aan zet.",
    "error.illegal_move": "Deze zet is niet toegestaan",
    "error.game_over": "De partij is afgelopen.",
  },
};
