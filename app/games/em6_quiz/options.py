"""The room options of the quiz race."""

from __future__ import annotations

from app.games.base import Choice, OptionSpec
from app.games.common import FIRST_PLAYER

#: The languages of the shipped banks (banks/<language>.yaml) and of uploaded decks.
#: Adding one (say "nl", once banks/nl.yaml is there) is this line alone.
LANGUAGES: tuple[str, ...] = ("en", "fr", "nl")
#: Characters of the deck option: every character takes at least one of the loader's
#: MAX_DECK_BYTES, so a longer text is refused before it is even screened.
MAX_DECK_CHARS = 100 * 1024

LANGUAGE_NAMES = {
    "en": {"en": "English", "fr": "Anglais", "nl": "Engels"},
    "fr": {"en": "French", "fr": "Français", "nl": "Frans"},
    "nl": {"en": "Dutch", "fr": "Néerlandais", "nl": "Nederlands"},
}
LANGUAGE = OptionSpec(
    name="language",
    type="choice",
    default="en",
    labels={"en": "Question language", "fr": "Langue des questions", "nl": "Taal van de vragen"},
    choices=tuple(Choice(language, LANGUAGE_NAMES[language]) for language in LANGUAGES),
)
DECK = OptionSpec(
    name="deck",
    type="text",
    default=None,
    labels={
        "en": "Own deck file (YAML)",
        "fr": "Fichier de questions personnel (YAML)",
        "nl": "Eigen vragenbestand (YAML)",
    },
    max_length=MAX_DECK_CHARS,
    help={
        "en": "Replaces the shipped questions; see docs/decks.md for the format.",
        "fr": "Remplace les questions fournies ; le format est décrit dans docs/decks.md.",
        "nl": "Vervangt de meegeleverde vragen; het formaat staat in docs/decks.md.",
    },
)
ANSWER_TIME = OptionSpec(
    name="answer_time",
    type="int",
    default=45,
    labels={
        "en": "Seconds to answer a question",
        "fr": "Secondes pour répondre à une question",
        "nl": "Seconden om een vraag te beantwoorden",
    },
    min=10,
    max=600,
)
VOTE_TIME = OptionSpec(
    name="vote_time",
    type="int",
    default=15,
    labels={
        "en": "Seconds for the fair-play vote",
        "fr": "Secondes pour le vote fair-play",
        "nl": "Seconden voor de fairplay-stemming",
    },
    min=5,
    max=120,
)
ROLL_TIME = OptionSpec(
    name="roll_time",
    type="int",
    default=30,
    labels={
        "en": "Seconds to roll or choose a theme",
        "fr": "Secondes pour lancer le dé ou choisir un thème",
        "nl": "Seconden om te gooien of een thema te kiezen",
    },
    min=5,
    max=600,
)
ROUND_LIMIT = OptionSpec(
    name="round_limit",
    type="int",
    default=40,
    labels={
        "en": "Rounds before the race stops without a winner",
        "fr": "Tours avant l'arrêt de la course sans vainqueur",
        "nl": "Rondes voordat de race zonder winnaar stopt",
    },
    min=5,
    max=500,
)

OPTIONS: tuple[OptionSpec, ...] = (
    LANGUAGE, DECK, ANSWER_TIME, VOTE_TIME, ROLL_TIME, ROUND_LIMIT, FIRST_PLAYER,
)
