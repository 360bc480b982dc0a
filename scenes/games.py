"""The shell's side of a game: what each game gives the shared scenes (its table, its review,
its rules pages, its words for the end of a round, its guided first game).

The shell (menu, setup, pause, rules browser, scoring, archive, statistics) names no game: it
asks ``scenes_for(state)`` or ``scenes_for(game_id)``, which imports the module that the game's
``GameInfo.scenes`` names and returns its ``SCENES``.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from dataclasses import dataclass

from game.core.registry import GameInfo, games

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Section:
    """A part of a rules page: a heading and its paragraphs ("- " starts a list item)."""

    title: str
    paragraphs: tuple[str, ...]


@dataclass(frozen=True)
class GalleryCard:
    """One card of a game's gallery: ``face(app, (w, h))`` draws it; ``title`` heads the
    description under the large card, and ``lines`` follow it as (text, quiet) pairs, the quiet
    ones muted (keywords, where the card is used)."""

    title: str
    lines: tuple[tuple[str, bool], ...]
    face: Callable


@dataclass(frozen=True)
class RulesPage:
    """One page of the rules browser: text (``sections``), a glossary (``terms``, each shown as
    a bold term and its meaning) or a card gallery (``gallery``)."""

    key: str
    title: str
    intro: str = ""
    sections: tuple[Section, ...] = ()
    terms: tuple[tuple[str, str], ...] = ()
    gallery: tuple[GalleryCard, ...] = ()


GLOSSARY_INTRO = (
    "The words the table dots underneath in its prompt, its log and its buttons; resting the "
    "pointer on one, or focusing its button, shows the same meaning."
)


def glossary_page(key: str, words) -> RulesPage:
    """The rules browser's page of a game's glossary (a ``game.core.glossary.Glossary``): each
    term and its meaning, in the glossary's order."""
    return RulesPage(
        key, "Glossary", GLOSSARY_INTRO, terms=tuple((t.term, t.meaning) for t in words.terms)
    )


@dataclass(frozen=True)
class ScoringWords:
    """What the end-of-round screen says about one finished round, in the game's words."""

    reason: str  # why the round ended, a sentence ("Bob could not play.")
    points: tuple[tuple[str, int], ...] = ()  # where the winner's points came from
    footer: str = ""  # under the scores while the match goes on ("The True King passes to ...")
    reveal: tuple[tuple[str, str], ...] = ()  # what lay hidden: (whose, which cards)
    round_word: str = "Round"  # what the game calls a round ("Era" in King and Peasant)
    winners: str = ""  # a team that won the round together ("Bob and Dara"), named instead
    match_winners: str = ""  # likewise for the match, once it is over
    # A game decided by a ladder of conditions checked in order: each rung as
    # (rung, state, why), state "won" (the rung that decided), "failed" or "unreached".
    ladder: tuple[tuple[str, str, str], ...] = ()


@dataclass(frozen=True)
class GameScenes:
    table: Callable  # table(app, session) -> the Scene that plays a match of this game
    review: Callable | None  # review(app, match, seat=None) -> the review Scene (an ArchivedMatch)
    rules: Callable  # rules() -> the rules browser's pages for this game (RulesPage, in order)
    scoring: Callable  # scoring(state, result, viewer, names) -> ScoringWords for the round
    # What the game calls a round, for the lines the shell writes about a match (the menu's
    # Continue, the review): "Era" in King and Peasant.
    round_word: str = "Round"


_cache: dict[str, GameScenes] = {}


def game_info(game_id_or_state) -> GameInfo:
    """The GameInfo of a game id, or of a match state (its ``game``); KeyError naming the known
    games."""
    game_id = (
        game_id_or_state
        if isinstance(game_id_or_state, str)
        else getattr(game_id_or_state, "game", "")
    )
    table = games()
    if game_id not in table:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(table)}")
    return table[game_id]


class ScenesLoadError(LookupError):
    """A game's shell plug-in that is missing, fails to import, or defines no proper SCENES."""


def scenes_for(game_id_or_state) -> GameScenes:
    """The shell plug-in (``SCENES``) of a game id or of a match state's game, imported once;
    ScenesLoadError naming the game and the module when it cannot be had."""
    info = game_info(game_id_or_state)
    key = f"{info.id}:{info.scenes}"
    found = _cache.get(key)
    if found is None:
        if not info.scenes:
            raise ScenesLoadError(f"{info.name} names no scenes module in its GameInfo")
        try:
            module = importlib.import_module(info.scenes)
        except Exception as exc:  # noqa: BLE001 - any failure of a plug-in is told by its name
            raise ScenesLoadError(
                f"the scenes of {info.name} ({info.scenes}) failed to import: "
                f"{type(exc).__name__}: {exc}"
            ) from exc
        found = getattr(module, "SCENES", None)
        if not isinstance(found, GameScenes):
            raise ScenesLoadError(f"{info.scenes} defines no SCENES (a GameScenes) for {info.name}")
        _cache[key] = found
    return found


def playable() -> dict[str, GameInfo]:
    """The registered games the shell can seat players at: those whose scenes plug-in loads, in
    registration order. One that does not is left out with a warning in the log naming why (a
    game whose rules are in but whose table is not yet), so the menu, setup and rules browser
    still serve the others; tests/test_seams.py requires every registered game to load."""
    out = {}
    for gid, info in games().items():
        try:
            scenes_for(gid)
        except ScenesLoadError as exc:
            log.warning("%s; it is left out of the menu, setup and rules", exc)
            continue
        out[gid] = info
    return out


def tutorials() -> list[tuple[GameInfo, tuple]]:
    """The playable games that offer guided first games (``game.core.tutorial.Script``), each with
    its scripts, in registration order."""
    from game.core.tutorial import scripts

    every = list(scripts().values())
    out = []
    for info in playable().values():
        mine = tuple(s for s in every if s.game == info.id)
        if mine:
            out.append((info, mine))
    return out


def round_word(game_id_or_state) -> str:
    """What the game of a game id or match state calls a round ("Round" for a game that says
    nothing, or whose plug-in cannot be had: the line about the match still reads)."""
    try:
        return scenes_for(game_id_or_state).round_word or "Round"
    except (KeyError, ScenesLoadError):
        return "Round"


def match_word(game_id_or_state) -> str:
    """What the game calls the whole contest, as its AI knowledge says it ("match"; "game" in
    a game played to one end, such as Usurp the King)."""
    from game.ai.knowledge import knowledge_of

    try:
        return knowledge_of(game_info(game_id_or_state).id).match_word
    except KeyError:
        return "match"


def one_round(game_id_or_state) -> bool:
    """Whether a match of the game is a single round (Usurp the King's one game): then no line
    counts its rounds."""
    word = round_in_text(round_word(game_id_or_state))
    return word.lower() == match_word(game_id_or_state).lower()


def round_in_text(word: str) -> str:
    """A round word as it reads inside a sentence: the shell's own "Round" is a common noun and
    goes lowercase ("round 3"); a game's own term keeps its capital ("Era 3")."""
    return "round" if word == "Round" else word


def mode_labels(mode_ids) -> dict[str, str]:
    """Titles for a list of modes (or of statistics rows, their house rules said too): each
    with its game's name in front when the list holds the modes of more than one game ("King
    and Peasant: Eras"), else the titles alone."""
    from game.core.house_rules import base, title
    from game.core.registry import modes

    ids = list(dict.fromkeys(mode_ids))
    known = modes()
    mixed = len({known[base(m)].game for m in ids if base(m) in known}) > 1
    return {m: title(m, with_game=mixed) for m in ids}


def title_beside_game(key: str) -> str:
    """A mode's title (or a statistics variant's, its house rules said) where its game's name
    stands beside or above it: without the game's name its title starts with ("Three families"
    beside "Usurp the King"), and empty for a mode called as its game is (King and Peasant),
    so no line says the name twice."""
    from game.core.house_rules import base, title, words
    from game.core.registry import modes

    info = modes().get(base(key))
    if info is None:
        return title(key, with_game=False)  # a mode this Throneroom does not know: its id
    name = games()[info.game].name
    own = info.title
    if own == name:
        own = ""
    elif own.startswith(f"{name}: "):
        own = own[len(name) + 2 :]
    said = ", ".join(part for part in (own, *words(key)) if part)
    return said[:1].upper() + said[1:]


def mode_label(mode_id: str) -> str:
    """A mode's title for a list or a line that may mix games: with the game's name in front
    once more than one game is registered ("King and Peasant: Eras"), else the title alone."""
    from game.core.registry import mode_title

    return mode_title(mode_id, with_game=len(games()) > 1)
