"""What a game gives the shared table: its ``TableKit``.

The table (``scenes.table.scene.TableScene``) runs any game's match: the session, the computer's
worker, the handoff curtain, undo, hints, pause, scoring, resizes, eased moves and flips, the
hover preview, the log panel, the keys list, held choices and frame pacing. Everything that
belongs to one game comes from its kit: where its zones lie, which cards show their face, how
its cards are painted and its table drawn, its prompts and log words, its glossary, what anyone
at the table sees (``public_view``), and the scenes of its own it opens over the table.

A game's kit lives in ``scenes/<game>/kit.py`` as ``KIT``, where ``<game>`` is the first part
of its mode ids ("imposter/2p" -> ``scenes.imposter.kit``); ``kit_for`` finds it, so the table
names no game.
"""

from __future__ import annotations

import importlib

from game.core.glossary import NO_WORDS, Glossary
from scenes.table.choice import NO_STEPS, ChoiceRules, continues_choice
from scenes.table.glossary import TableGlossary
from scenes.table.help import KEYS


class TableKit:
    """The game's parts of the table; each method is asked by the shared table."""

    keys: tuple[tuple[str, str], ...] = KEYS  # the keys list shown on ? or F1
    words: Glossary = NO_WORDS  # the game's glossary (``game/<game>/glossary.py``'s WORDS)
    choice_rules: ChoiceRules = NO_STEPS  # which decisions come in held steps

    def layout(self, scene, size):
        """The ``TableLayout`` for ``size`` with the scene's seats and viewer."""
        raise NotImplementedError(f"{type(self).__name__} gives no layout")

    def board(self, layout, num_seats: int):
        """The ``Board`` of the game's zones."""
        raise NotImplementedError(f"{type(self).__name__} gives no board")

    def drawer(self, scene):
        """The ``TableDrawer`` of the game's table."""
        raise NotImplementedError(f"{type(self).__name__} gives no drawer")

    def painter(self, app, state):
        """The ``Painter`` of the game's cards."""
        raise NotImplementedError(f"{type(self).__name__} gives no painter")

    def log(self, state, names: list[str]):
        """The ``GameLog`` in the game's words."""
        raise NotImplementedError(f"{type(self).__name__} gives no log")

    def prompt(self, view: dict, state, names: list[str], context):
        """The ``Prompt`` for the viewer's decision in ``view``; ``context`` is the last action
        as (seat, text) (a reaction's prompt names what it answers)."""
        raise NotImplementedError(f"{type(self).__name__} gives no prompts")

    def public_view(self, view: dict) -> dict:
        """``view`` with the viewer's own secrets turned face down: what anyone sees (the
        table behind a handoff curtain). It must leave ``seat`` -1 and ``legal`` empty."""
        raise NotImplementedError(f"{type(self).__name__} gives no public view")

    def revealed_view(self, state, viewer: int) -> dict:
        """``viewer``'s view of a finished match with every seat's hidden cards shown (the
        review); by default the viewer's own view."""
        view = dict(state.view(viewer))
        view["legal"] = []
        return view

    def continues_choice(self, moves, i: int) -> bool:
        """Whether move ``i`` of the history continued a held choice (undo takes them together)."""
        return continues_choice(moves, i, self.choice_rules)

    def resumed_context(self, state) -> tuple[int, str] | None:
        """The (seat, action) a resumed match's first prompt speaks of, if any."""
        return None

    def auto_action(self, scene, view: dict) -> str | None:
        """An action the table takes for the player by itself (the only answer is "pass")."""
        return None

    def pace_factor(self, state) -> float:
        """How much of the computers' pause (the ``ai_pace`` setting) the decision now takes:
        less for placements everyone makes at once, which the table shows as one step."""
        return 1.0

    def paces_every_move(self, state) -> bool:
        """Whether the decision now is a run of moves each seat makes in turn that the table
        shows one by one: a person's move in it also waits the computers' full pause before
        the next computer's (the Cutthroat exchange, say)."""
        return False

    def acting(self, scene, seat: int, action: str) -> None:
        """``seat``'s ``action`` is about to be applied (a game may note a public part of it
        for the animation, such as which Town card it names)."""

    def keeps(self, scene, text: str) -> bool:
        """Whether the game's table takes ``text`` itself, as a step of a selection it keeps
        (cards put in order one click at a time, whose prompt offers the whole order as one
        legal action once it is made); ``BACK`` asks it to take its last step back. True when
        it did: the table then builds the prompt anew."""
        return False

    def prompt_changed(self, scene, view: dict) -> None:
        """The prompt was built anew: a game may open or close a zone for it."""

    def undone(self, scene) -> None:
        """The match was rebuilt by undo: forget what the board opened for the old prompt."""

    def click(self, scene, pos) -> bool:
        """A click on the table that chose nothing (a game may open a pile to browse it);
        True when it did something."""
        return False

    def key(self, scene, event) -> bool:
        """A key the shared table has no use for (a game may open a pile to browse it, as a
        click on the pile does); True when it did something."""
        return False

    def cover_scene(self, scene, seat: int):
        """A scene of the game's own for ``seat``'s decision now (None: the table asks)."""
        return None

    def reveal_scene(self, scene, events):
        """A scene to show what a computer's move revealed before the table animates it."""
        return None

    def shown_elsewhere(self, events: list) -> list:
        """Of the events another scene applied before a new deal, those the table animates
        itself (that scene showed the rest)."""
        return []

    def recap_news(
        self, before: list, events: list, viewer: int, names: list[str], cards
    ) -> list[str]:
        """What the "Since your turn" list says first of a move whose ``events`` (as
        ``viewer`` saw them) knocked a seat out: who did it and with what card ("Lord Brann's
        Assassin knocked you out."); ``before``, the events ahead of it as ``viewer`` saw them,
        may show which card it was. None by default: the log's lines tell the move."""
        return []

    def recap_at_once(self, events: list, viewer: int) -> bool:
        """Whether a move whose ``events`` (as ``viewer`` saw them) put ``viewer`` out of the
        round, so the list shows at once rather than at the viewer's next turn."""
        return False

    def guide(self, scene):
        """The guided first game's notes over the table, or None."""
        from scenes.table.guide import guide_for

        return guide_for(scene)

    def tutorial_zone(self, scene, zone: str, seat: int):
        """Where a guided game's step ``zone`` (of ``seat``, -1 for shared) is on the table, a
        pygame.Rect, or None for a note in the middle (the game's script names its zones)."""
        return None

    def tutorial_keep(self, scene, zone: str, seat: int) -> list:
        """What a note on ``zone`` speaks of beside the zone itself (rects), which it keeps clear
        of too: a count row's member card, say. None beyond the zone by default."""
        return []

    def glossary(self, scene):
        """The words of the prompt, the log and the choice buttons that explain themselves on
        hover and on focus: the game's ``words``."""
        return TableGlossary(scene, self.words)


def text_scale(scene) -> float:
    """The player's text size at ``scene``'s table (1.0 where its app has none, as in tests
    that lay a table out with a stand-in)."""
    return getattr(getattr(scene, "app", None), "text_scale", 1.0)


def game_of(state) -> str:
    """The game a match belongs to: the first part of its mode id ("peasant/eras" -> "peasant")."""
    mode_id = str(getattr(getattr(state, "mode", None), "id", "") or "")
    game, _, _ = mode_id.partition("/")
    if not game:
        raise LookupError(f"the match's mode {mode_id!r} names no game")
    return game


def kit_for(state) -> TableKit:
    """The table kit of ``state``'s game (``scenes.<game>.kit.KIT``)."""
    game = game_of(state)
    try:
        module = importlib.import_module(f"scenes.{game}.kit")
    except ModuleNotFoundError as e:
        raise LookupError(f"no table for the game {game!r} (scenes.{game}.kit)") from e
    return module.KIT
