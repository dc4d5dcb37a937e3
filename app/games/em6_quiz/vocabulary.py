"""The words the judge knows are real, per language, and the words that only restate.

A typed word that is itself a real word different from the answer's word is not
a typo of it. The real words are those of the shipped banks (every question,
choice, accepted answer and explanation: `lexicon.py`, generated from them by
`tests/games/em6_quiz/judge_set.py --lexicon`) and the short lists below of
words a player may type by mistake for another: particles, elements and
compounds, hormones, scales, units, look-alikes. Everything is Python data,
read when the module is imported: the judge reads no file at play time.
"""

from __future__ import annotations

from functools import cache

from app.games.em6_quiz.lexicon import WORDS

LANGUAGES = ("en", "fr", "nl")

# Words one or two letters from another real answer, that the banks may not hold.
CONFUSABLE = {
    "en": """
        proton photon neutron electron positron neutrino gluon phonon photons protons
        million billion trillion thousand millions billions trillions
        silicon silicone silica ulna ulnar radius humerus tibia fibula
        melanin melatonin adrenaline noradrenaline insulin thyroxine
        monoxide dioxide trioxide oxide peroxide carbonate carbide
        electric electrical electronics electron
        vertebrate invertebrate organic inorganic
        galaxy galaxies metre meter litre liter
        qwerty qwertz azerty dvorak
        model models mode
        nitrate nitrite sulfate sulfide sulphate chloride chlorine fluoride fluorine
        methane ethane propane butane ethanol methanol
        mercury mercure uranium plutonium
    """,
    "fr": """
        proton photon neutron electron positron neutrino gluon phonon photons protons
        million milliard billion mille millions milliards billions
        silicium silicone silice cubitus radius humerus tibia perone
        melanine melatonine adrenaline noradrenaline insuline thyroxine
        monoxyde dioxyde trioxyde oxyde peroxyde carbonate carbure
        electrique electronique electron
        vertebre invertebre vertebres invertebres organique inorganique
        chine chaine chene chenes crane craie crabe graine
        galaxie metre litre
        qwerty qwertz azerty
        modele mode
        nitrate nitrite sulfate sulfure chlorure chlore fluorure fluor
        methane ethane propane butane ethanol methanol
        positif negatif
    """,
    "nl": """
        proton foton neutron elektron positron neutrino gluon
        miljoen miljard biljoen duizend miljoenen miljarden
        silicium siliconen silica
        melanine melatonine adrenaline insuline
        monoxide dioxide oxide
        elektrisch elektronisch
        gewervelde ongewervelde
        qwerty qwertz azerty
    """,
}

# Words a player may add that only restate the kind of answer ("the Andes mountain
# range", "l'océan Pacifique"); never accepted alone, never taken from a wrong choice.
RESTATING = {
    "en": """
        the a an of planet ocean sea mountains mountain range chain mount mt galaxy star
        gas gaseous element metal hormone pigment bone organ gland layer theory model
        telescope keyboard layout animal tree plant rock mineral particle process method
        law effect disease cell river lake desert continent island volcano satellite
        machine device instrument system group type blood
    """,
    "fr": """
        le la les l un une des du de d planete ocean mer montagne montagnes chaine massif
        galaxie etoile gaz gazeux element metal hormone pigment os organe glande couche
        theorie modele telescope clavier disposition animal animaux arbre plante roche
        mineral particule procede methode loi effet maladie cellule fleuve riviere lac
        desert continent ile volcan satellite machine appareil instrument systeme groupe
        sanguin type
    """,
    "nl": """
        de het een van planeet oceaan zee gebergte berg bergen keten sterrenstelsel ster
        gas element metaal hormoon pigment bot orgaan klier laag theorie model telescoop
        toetsenbord indeling dier boom plant gesteente mineraal deeltje methode wet effect
        ziekte cel rivier meer woestijn continent eiland vulkaan satelliet machine
        apparaat instrument systeem groep bloedgroep type
    """,
}

_CONFUSABLE = {lang: frozenset(text.split()) for lang, text in CONFUSABLE.items()}
_RESTATING = {lang: frozenset(text.split()) for lang, text in RESTATING.items()}


@cache
def words_of(language: str | None) -> frozenset[str]:
    """The real words of a language (of every language when it is not known)."""
    if language in LANGUAGES:
        return WORDS.get(language, frozenset()) | _CONFUSABLE.get(language, frozenset())
    return frozenset().union(*(words_of(lang) for lang in LANGUAGES))


def guess(words: list[str]) -> str | None:
    """The language most of these folded words belong to alone, or None if it is not clear."""
    counts = dict.fromkeys(LANGUAGES, 0)
    for word in words:
        found = [lang for lang in LANGUAGES if word in words_of(lang)]
        if len(found) == 1:
            counts[found[0]] += 1
    ranked = sorted(counts.items(), key=lambda item: -item[1])
    if ranked[0][1] == 0 or ranked[0][1] < 2 * ranked[1][1]:
        return None
    return ranked[0][0]


def is_confusable(word: str, language: str | None = None) -> bool:
    """True if a folded word is one of the look-alikes listed above (never a typo)."""
    if language in LANGUAGES:
        return word in _CONFUSABLE.get(language, frozenset())
    return any(word in words for words in _CONFUSABLE.values())


def is_word(word: str, language: str | None = None) -> bool:
    """True if a folded word is a real word of the language."""
    return word in words_of(language)


@cache
def restating(language: str | None) -> frozenset[str]:
    """The words that only restate an answer's kind."""
    if language in LANGUAGES:
        return _RESTATING[language]
    return frozenset().union(*_RESTATING.values())
