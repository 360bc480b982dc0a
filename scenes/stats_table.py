"""The statistics table in each game's own words, and where its columns go.

When the table mixes games, each game's rows sit under a heading row that names the game and
its columns in its words ("Games" in Usurp the King, "Eras won" and "Points / Era" in King and
Peasant). A game whose match is one round (Usurp the King) has no round columns: its games won
are its rounds won. The rows by opponent level over every mode and the totals follow, with the
round columns only when every game shown counts rounds by one word.

Every column but the first is as wide as its widest text; the first (the mode) takes the rest.
Reads only ``scenes.stats`` and the games' words, so it serves every game and mode.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scenes import stats
from scenes.games import match_word, one_round, round_in_text, round_word, title_beside_game

OTHER = ""  # the game of a mode this Throneroom does not know
OTHER_TITLE = "Other modes"
RIGHT_FROM = 2  # the columns from this one on (the counts) are aligned right


def percent(value: float | None) -> str:
    return "\u2013" if value is None else f"{round(value * 100)}%"


def decimal(value: float | None) -> str:
    return "\u2013" if value is None else f"{value:.2f}"


def plural(word: str) -> str:
    return word + ("es" if word.endswith(("ch", "sh", "s", "x")) else "s")


@dataclass(frozen=True)
class Words:
    """What a part of the table calls a match ("Match", "Game") and a round ("Round", "Era";
    None when its rounds are not counted)."""

    match: str
    round: str | None

    def head(self, first: str, draws: bool) -> list[str]:
        """The heading row, ``first`` over the modes; "Drawn" after "Won" when ``draws``."""
        out = [first, "Opponents", plural(self.match), "Won"]
        out += ["Drawn"] if draws else []
        out += ["Lost", "Win rate"]
        if self.round:
            out += [f"{plural(self.round)} won", f"Points / {round_in_text(self.round)}"]
        return out

    def cells(self, cell: stats.Cell, draws: bool) -> list[str]:
        """The counts of one row, under the columns of ``head``."""
        out = [str(cell.matches), str(cell.wins)]
        out += [str(cell.draws)] if draws else []
        out += [str(cell.losses), percent(cell.win_rate)]
        if self.round:
            out += [f"{cell.rounds_won} of {cell.rounds}", decimal(cell.points_per_round)]
        return out

    def count(self, n: int) -> str:
        """``n`` matches in words ("3 games")."""
        word = self.match.lower()
        return f"{n} {word if n == 1 else plural(word)}"


GENERIC = Words("Match", "Round")


def words_of(game_id: str) -> Words:
    """The words of the game ``game_id`` (GENERIC for a mode of no known game)."""
    if game_id == OTHER:
        return GENERIC
    match = match_word(game_id).capitalize()
    return Words(match, None if one_round(game_id) else round_word(game_id))


def common_words(game_ids) -> Words:
    """The words of rows that count several games' matches: the game's own for one game, else
    "Match", with a round only when they all name it alike."""
    found = {words_of(g) for g in game_ids}
    if len(found) == 1:
        return found.pop()
    rounds = {w.round for w in found}
    return Words("Match", rounds.pop() if len(rounds) == 1 else None)


def game_of(mode_id: str) -> str:
    from game.core.house_rules import base
    from game.core.registry import modes

    info = modes().get(base(mode_id))  # a house rule's variant is its mode's
    return info.game if info is not None else OTHER


def game_title(game_id: str) -> str:
    from game.core.registry import games

    info = games().get(game_id)
    return info.name if info is not None else OTHER_TITLE


def mode_title(mode_id: str, under_game: bool) -> str:
    """A mode's title; under its game's heading without the game's name ("Usurp the King: two
    families" reads "Two families" under "Usurp the King", King and Peasant reads nothing
    under "King and Peasant")."""
    return title_beside_game(mode_id) if under_game else stats.mode_title(mode_id)


def player_games(player: stats.PlayerStats) -> list[str]:
    """The games the player has rows of, in the registry's order (unknown modes last)."""
    return list(dict.fromkeys(game_of(m) for m, _ in player.by_mode()))


def table_rows(player: stats.PlayerStats, draws: bool) -> list[tuple[str, list[str]]]:
    """The table as (kind, texts), kind "head", "row", "section" or "total": a heading and the
    mode rows of each game (one heading for a table of one game), then the rows by opponent
    level over every mode and the totals."""
    by_game: dict[str, list] = {}
    for mode_id, cells in player.by_mode():
        by_game.setdefault(game_of(mode_id), []).append((mode_id, cells))
    mixed = len(by_game) > 1
    out: list[tuple[str, list[str]]] = []
    for game_id, entries in by_game.items():
        words = words_of(game_id)
        out.append(("head", words.head(game_title(game_id) if mixed else "Mode", draws)))
        for mode_id, cells in entries:
            for i, (level, cell) in enumerate(cells):
                title = mode_title(mode_id, mixed) if i == 0 else ""
                out.append(("row", [title, stats.level_title(level), *words.cells(cell, draws)]))
    every = common_words(by_game)
    if mixed:
        out.append(("head", every.head("Every game, by opponents", draws)))
    else:
        out.append(("section", ["By opponents, every mode"]))
    for level, cell in player.by_level():
        out.append(("row", ["", stats.level_title(level), *every.cells(cell, draws)]))
    total = every.cells(player.total(), draws)
    out.append(("total", [f"All {plural(every.match.lower())}", "", *total]))
    return out


def column_spans(rows, measure: Callable[[str, str], int], width: int, gap: int):
    """(x offset, width) of each column within ``width``: every column past the first as wide
    as its widest text (``measure(kind, text)`` in pixels) and ``gap``, the first the rest."""
    n = max((len(texts) for kind, texts in rows if kind != "section"), default=1)
    widths = [0] * n
    for kind, texts in rows:
        if kind == "section":
            continue
        for i, text in enumerate(texts[1:], 1):
            widths[i] = max(widths[i], measure(kind, text) + gap)
    widths[0] = max(0, width - sum(widths[1:]))
    spans, x = [], 0
    for w in widths:
        spans.append((x, w))
        x += w
    return spans
