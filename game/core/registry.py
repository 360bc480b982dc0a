"""Every game and every playable mode, by id, so the command line, the shell and the AI are
written once.

The core names no game. The games are listed outside it, in ``game.games.GAMES`` (module paths,
each defining ``GAME``, a ``GameInfo``); they are imported by name the first time a list is
asked for, so a game is added by writing its packages and one line there.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

# Where the list of game plug-ins lives (a module defining GAMES); tests may pass their own list.
GAMES_MODULE = "game.games"


@dataclass(frozen=True)
class OptionInfo:
    """A setup choice a mode offers (who is King in the first Era, ...): ``choices`` are
    (value, label) pairs and ``default`` is one of the values. With ``seats`` the values "0",
    "1", ... are seat numbers, so setup shows the names typed for those seats instead of the
    labels (any other value, such as "random", keeps its label)."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]
    default: str
    seats: bool = False
    # A value other than the default changes a rule of the rulebook's game: a house rule. This
    # names it where matches are counted apart (the statistics), with the value for {value}
    # ("to {value} (house rule)"); "" for an option that changes no rule.
    house_rule: str = ""

    def house_rule_words(self, value: str) -> str:
        """What ``value`` is called as a house rule; "" for the default or no house rule."""
        if not self.house_rule or value == self.default:
            return ""
        return self.house_rule.format(value=value)

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(value for value, _ in self.choices)

    def label_of(self, value: str) -> str:
        return dict(self.choices).get(value, value)


@dataclass(frozen=True)
class ModeInfo:
    id: str
    title: str
    summary: str
    seats: int
    new: Callable[..., object]  # new(seed, options=None) -> a fresh match state
    options: tuple[OptionInfo, ...] = ()
    game: str = ""  # filled in by the registry: the GameInfo id
    teams: tuple[int, ...] = ()  # the team of each seat (partners share a number); () none
    # Setup lists a game's modes under headings: the heading of this mode's group ("" none; the
    # modes of a group follow one another) and its name there (the title when "").
    group: str = ""
    short_title: str = ""
    # On setup's list (False: a guided game's prepared deal, reached from Learn to play).

    @classmethod
    def of(cls, mode, new: Callable[..., object]) -> ModeInfo:
        """The entry of a game's own mode record ``mode`` (its id, title, summary, seats and
        options; its teams, group, short title and listing where it has them), started by
        ``new``."""
        return cls(
            mode.id,
            mode.title,
            mode.summary,
            mode.seats,
            new,
            mode.options,
            teams=getattr(mode, "teams", ()),
            group=getattr(mode, "group", ""),
            short_title=getattr(mode, "short_title", ""),
        )

    @property
    def list_title(self) -> str:
        """The mode's name in setup's list, under its group's heading."""
        return self.short_title or self.title

    def option(self, key: str) -> OptionInfo:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(key)

    def defaults(self) -> dict[str, str]:
        return {opt.key: opt.default for opt in self.options}


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    summary: str
    modes: tuple[ModeInfo, ...]
    # How long a match takes, in a line for a newcomer (the first-launch welcome shows it).
    match_length: str = ""
    knowledge: str = ""  # module path defining KNOWLEDGE (a game.ai.knowledge.Knowledge)
    hints: str = ""  # module path defining WORDS (a game.ai.words.HintWords), the hints' words
    invariants: str = ""  # module path defining check(state), used by selfplay and tests
    scenes: str = ""  # module path defining SCENES (the shell's plug-in, scenes.games)
    tutorials: str = ""  # module path defining SCRIPTS (game.core.tutorial), its guided games


class GameLoadError(ImportError):
    """A game plug-in that cannot be imported or does not define a proper ``GAME``."""


_loaded: dict[str, GameInfo] | None = None


def load_games(paths: Iterable[str]) -> dict[str, GameInfo]:
    """The games defined by the plug-in modules ``paths``, in that order, each mode with its
    ``.game`` filled in; GameLoadError naming the module when one fails."""
    found: dict[str, GameInfo] = {}
    seen_modes: dict[str, str] = {}
    for path in paths:
        try:
            module = importlib.import_module(path)
        except Exception as exc:  # noqa: BLE001 - any failure of a plug-in is told by its name
            raise GameLoadError(
                f"the game plug-in {path!r} failed to import: {type(exc).__name__}: {exc}"
            ) from exc
        info = getattr(module, "GAME", None)
        if not isinstance(info, GameInfo):
            raise GameLoadError(f"the game plug-in {path!r} defines no GAME (a GameInfo)")
        if info.id in found:
            raise GameLoadError(f"the game plug-in {path!r} repeats the game id {info.id!r}")
        modes = []
        for m in info.modes:
            if m.id in seen_modes:
                raise GameLoadError(
                    f"the game plug-in {path!r} repeats the mode id {m.id!r} "
                    f"(already a mode of {seen_modes[m.id]!r})"
                )
            for opt in m.options:
                if opt.default not in opt.values:
                    raise GameLoadError(
                        f"mode {m.id!r} of {path!r}: option {opt.key!r} defaults to "
                        f"{opt.default!r}, which is not one of its choices"
                    )
            seen_modes[m.id] = info.id
            modes.append(replace(m, game=info.id))
        found[info.id] = replace(info, modes=tuple(modes))
    return found


def games() -> dict[str, GameInfo]:
    """Every registered game, id -> GameInfo, in registration order (imported once, lazily)."""
    global _loaded
    if _loaded is None:
        listing = importlib.import_module(GAMES_MODULE)
        _loaded = load_games(listing.GAMES)
    return dict(_loaded)


def use_games(paths: Iterable[str] | None) -> None:
    """Register exactly the plug-ins ``paths`` (tests plug in a game of their own), or with None
    go back to the list in ``game.games``."""
    global _loaded
    _loaded = None if paths is None else load_games(paths)


def modes() -> dict[str, ModeInfo]:
    """Every game's modes, mode id -> ModeInfo (with ``.game`` set), game by game."""
    return {m.id: m for info in games().values() for m in info.modes}


def default_mode() -> str:
    """The mode setup and the command lines start on: ``DEFAULT_MODE`` of the games list when
    it names a registered mode, else the first game's first mode."""
    table = modes()
    listing = importlib.import_module(GAMES_MODULE)
    chosen = getattr(listing, "DEFAULT_MODE", "")
    return chosen if chosen in table else next(iter(table))


def game_of(mode_id: str) -> GameInfo:
    """The game a mode belongs to; KeyError naming the known modes."""
    return games()[_mode(mode_id).game]


def game_named(game_id: str) -> GameInfo:
    """The game registered as ``game_id``; KeyError naming the known games."""
    table = games()
    if game_id not in table:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(table)}")
    return table[game_id]


def mode_title(mode_id: str, with_game: bool = True) -> str:
    """A mode's title for a list that mixes games (the game's name, a colon, the title, unless
    the title begins with the name); the id itself for a mode this Throneroom does not know."""
    table = modes()
    if mode_id not in table:
        return mode_id
    m = table[mode_id]
    name = games()[m.game].name
    if not with_game or m.title.startswith(name):  # a title that names its game already
        return m.title
    return f"{name}: {m.title}"


def check_options(mode_id: str, options: dict | None) -> dict[str, str]:
    """``options`` completed with the mode's defaults; ValueError naming an unknown key or
    value (and what the mode offers)."""
    return complete_options(mode_id, _mode(mode_id).options, options)


def complete_options(mode_id: str, offered: tuple[OptionInfo, ...], options: dict | None):
    """``options`` checked against the ``offered`` ones of mode ``mode_id`` and completed with
    their defaults (a game's state uses it too, when it is built without the registry)."""
    given = dict(options or {})
    known = {opt.key: opt for opt in offered}
    unknown = [k for k in given if k not in known]
    if unknown:
        listed = ", ".join(known) or "none"
        raise ValueError(
            f"mode {mode_id!r} has no option {', '.join(map(repr, unknown))} "
            f"(its options: {listed})"
        )
    out = {}
    for key, opt in known.items():
        value = given.get(key, opt.default)
        if not isinstance(value, str) or value not in opt.values:
            raise ValueError(
                f"option {key!r} of mode {mode_id!r} cannot be {value!r}; "
                f"choose one of: {', '.join(opt.values)}"
            )
        out[key] = value
    return out


def new_match(mode_id: str, seed: int = 0, options: dict | None = None):
    """A new match of ``mode_id`` with ``options`` (missing ones take the mode's defaults);
    KeyError naming the known modes, ValueError naming an unknown option or value."""
    info = _mode(mode_id)
    chosen = check_options(mode_id, options)
    return info.new(seed, chosen)


def _mode(mode_id: str) -> ModeInfo:
    table = modes()
    if mode_id not in table:
        raise KeyError(f"unknown mode {mode_id!r}; known modes: {', '.join(table)}")
    return table[mode_id]
