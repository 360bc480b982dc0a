"""Usurp the King's plug-in for the shell (``scenes.games.GameScenes``): its table, its review,
its rules pages and its end-of-game words (the art helper's ``scenes.usurp.rules`` and
``scenes.usurp.scoring``). Every import is inside the callables, so naming the game costs
nothing until one of them is used."""

from __future__ import annotations

from scenes.games import GameScenes


def _table(app, session):
    from scenes.table.scene import TableScene

    # (the table finds this game's kit, scenes.usurp.kit.KIT, from the match's mode id)
    return TableScene(app, session)


def _review(app, match, seat=None):
    from scenes.review import ReviewScene

    return ReviewScene(app, match, seat)


def _rules():
    from scenes.usurp.rules import pages

    return pages()


def _scoring(state, result, viewer, names):
    from scenes.usurp.scoring import scoring

    return scoring(state, result, viewer, names)


SCENES = GameScenes(table=_table, review=_review, rules=_rules, scoring=_scoring, round_word="Game")
