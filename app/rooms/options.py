"""Room options that every game has (clocks, take-over, chat), beside each game's own."""

from __future__ import annotations

from typing import Any

from app.bots.levels import EASY, HARD, MEDIUM
from app.games.base import BadOptionsError, Choice, Game, OptionSpec

TURN_TIME = OptionSpec(
    name="turn_time",
    type="int",
    default=0,
    min=0,
    max=3600,
    labels={"en": "Time per turn (seconds, 0 = no clock)",
            "fr": "Temps par tour (secondes, 0 = sans horloge)",
            "nl": "Tijd per beurt (seconden, 0 = geen klok)"},
    help={"en": "When it runs out, the server plays for the absent player.",
          "fr": "Quand il est écoulé, le serveur joue à la place du joueur absent.",
          "nl": "Als de tijd op is, speelt de server voor de afwezige speler."},
)
TAKEOVER_AFTER = OptionSpec(
    name="takeover_after",
    type="int",
    default=60,
    min=1,
    max=3600,
    labels={"en": "A computer may replace a player gone for (seconds)",
            "fr": "Un ordinateur peut remplacer un joueur absent depuis (secondes)",
            "nl": "Een computer mag een speler vervangen die weg is sinds (seconden)"},
)
SPECTATOR_CHAT = OptionSpec(
    name="spectator_chat",
    type="bool",
    default=True,
    labels={"en": "Spectators may chat", "fr": "Les spectateurs peuvent discuter",
            "nl": "Toeschouwers mogen chatten"},
)

STAND_IN_LEVEL = OptionSpec(
    name="stand_in_level",
    type="choice",
    default=MEDIUM,
    labels={"en": "Level of a computer standing in for an absent player",
            "fr": "Niveau de l'ordinateur qui remplace un joueur absent",
            "nl": "Niveau van de computer die een afwezige speler vervangt"},
    choices=(
        Choice(EASY, {"en": "Easy", "fr": "Facile", "nl": "Makkelijk"}),
        Choice(MEDIUM, {"en": "Medium", "fr": "Moyen", "nl": "Gemiddeld"}),
        Choice(HARD, {"en": "Hard", "fr": "Difficile", "nl": "Moeilijk"}),
    ),
    help={"en": "Unless the absent player chose another level beforehand.",
          "fr": "Sauf si le joueur absent a choisi un autre niveau avant de partir.",
          "nl": "Tenzij de afwezige speler vooraf een ander niveau koos."},
)

ABANDON_AFTER = OptionSpec(
    name="abandon_after",
    type="int",
    default=600,
    min=1,
    max=86400,
    labels={"en": "The match ends as abandoned when no player is connected for (seconds)",
            "fr": "La partie est abandonnée si aucun joueur n'est connecté pendant (secondes)",
            "nl": "De partij wordt gestaakt als geen speler verbonden is gedurende (seconden)"},
)

CONFIRM_TURN_END = OptionSpec(
    name="confirm_turn_end",
    type="bool",
    default=True,
    labels={"en": "Ask before a move that ends a turn with actions left",
            "fr": "Demander avant un coup qui termine un tour avec des actions restantes",
            "nl": "Vragen voor een zet die een beurt beëindigt terwijl er nog acties over zijn"},
    help={"en": "Experts may turn it off.", "fr": "Les experts peuvent la désactiver.",
          "nl": "Ervaren spelers kunnen dit uitzetten."},
)

#: Several players at one device (hot-seat): the room's page, holding every seat of that
#: device, shows the view of the seat to act and, in a game with hidden information, asks
#: for the device to be passed between two players' turns. The server treats the seats as
#: any others: each still gets only its own view, through its own token.
SHARED_SCREEN = OptionSpec(
    name="shared_screen",
    type="bool",
    default=False,
    labels={"en": "Players share this screen", "fr": "Les joueurs partagent cet écran",
            "nl": "Spelers delen dit scherm"},
    help={"en": "Pass the device from player to player; each sees only their own view.",
          "fr": "L'appareil passe de main en main ; chacun ne voit que sa propre vue.",
          "nl": "Geef het toestel door; elke speler ziet alleen zijn eigen weergave."},
)

ROOM_OPTIONS: tuple[OptionSpec, ...] = (TURN_TIME, TAKEOVER_AFTER, SPECTATOR_CHAT, STAND_IN_LEVEL,
                                        ABANDON_AFTER, CONFIRM_TURN_END, SHARED_SCREEN)
ROOM_OPTION_NAMES = frozenset(o.name for o in ROOM_OPTIONS)


def split_options(options: dict[str, Any] | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the game's options, the room's options) from one flat dict."""
    given = dict(options or {})
    room = {k: given.pop(k) for k in list(given) if k in ROOM_OPTION_NAMES}
    return given, room


def validate_room_options(options: dict[str, Any]) -> dict[str, Any]:
    """The room options with defaults filled in; raises BadOptionsError."""
    known = {o.name: o for o in ROOM_OPTIONS}
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise BadOptionsError(f"unknown option {unknown[0]!r}")
    return {
        name: spec.check(options[name]) if name in options else spec.default
        for name, spec in known.items()
    }


def room_options_json() -> list[dict[str, Any]]:
    """The room options as `GET /api/games` lists them (with `"scope": "room"`)."""
    return [o.to_json() | {"scope": "room"} for o in ROOM_OPTIONS]


def public_options(game: Game, options: dict[str, Any]) -> dict[str, Any]:
    """Every option as anyone may see it: the game hides what it must (an uploaded deck)."""
    game_options, room_options = split_options(options)
    return game.public_options(game_options) | room_options
