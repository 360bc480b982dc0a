"""The Imposter Kings' plug-in for the shell (``scenes.games.GameScenes``): its table, its
review, its rules pages and its end-of-round words (its guided first games are data,
``game.imposter.tutorial``). Every import is inside the callables, so naming the game costs
nothing until one of them is used."""

from __future__ import annotations

from scenes.games import GameScenes


def _table(app, session):
    from scenes.table.scene import TableScene

    return TableScene(app, session)


def _review(app, match, seat=None):
    from scenes.review import ReviewScene

    return ReviewScene(app, match, seat)


def _rules():
    from scenes.imposter.rules import pages

    return pages()


def _scoring(state, result, viewer, names):
    from scenes.imposter.scoring import scoring

    return scoring(state, result, viewer, names)


SCENES = GameScenes(table=_table, review=_review, rules=_rules, scoring=_scoring)
