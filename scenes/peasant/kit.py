"""King and Peasant's table kit: what the shared table (``scenes/table/``) asks of this game.

Its layout, board, drawer, painter, prompts and log live in ``scenes.peasant.table``; the card
faces are the faces helper's (``scenes.peasant.faces``). Behind the handoff curtain
(``public_view``) neither hand nor a face-down Rebel shows; a finished match's review
(``revealed_view``) shows every card, as the Era's end does.
"""

from __future__ import annotations

import pygame

from game.core.actions import Action
from game.peasant import glossary
from scenes.peasant.table.board import PeasantBoard
from scenes.peasant.table.draw import PeasantDrawer
from scenes.peasant.table.layout import PeasantLayout
from scenes.peasant.table.log import PeasantLog
from scenes.peasant.table.ordering import Ordering, order_prompt
from scenes.peasant.table.paint import PeasantPainter
from scenes.peasant.table.prompts import build_prompt
from scenes.table.choice import ChoiceRules
from scenes.table.help import KEYS
from scenes.table.kit import TableKit, text_scale
from scenes.table.layout import Slot

# The verbs whose argument is a Rebel's index in Town (public, in the action text), so the
# right face-down card moves for a viewer who cannot name it.
TOWN_INDEX_VERBS = ("dispatch", "return", "reveal", "condemn", "remove")
# Decisions that take a card from the discard pile: the pile opens into a row for them.
FROM_DISCARD = ("reassemble_take", "thief_take")
# An Infiltrate and the place in the deck it goes to are one choice: the place picker has a
# Back, and nothing is applied until the place is chosen (the place tells nobody anything).
CHOICE_RULES = ChoiceRules(
    {
        ("turn", "infiltrate"): frozenset(("infiltrate_at",)),
        ("revolt", "infiltrate"): frozenset(("infiltrate_at",)),
    }
)


def public_view(view: dict) -> dict:
    """``view`` with the viewer's secrets turned face down: what anyone at the table sees."""
    out = dict(view)
    out["legal"] = []
    out["looking"] = []
    out["deck_known"] = []
    out["deck_specials"] = None  # the King's count of the Assassin and Decoy is his to know
    seats = []
    for seat in view["seats"]:
        seat = dict(seat)
        hand = seat["hand"]
        seat["hand"] = hand if isinstance(hand, int) else len(hand)
        seat["known"] = []  # what one seat knows of the other's hand is its own secret
        seat["town"] = [
            {"card": t["card"] if t["up"] else None, "up": t["up"]} for t in seat["town"]
        ]
        seats.append(seat)
    out["seats"] = seats
    out["seat"] = -1  # nobody's hand is shown
    return out


def revealed_view(state, viewer: int) -> dict:
    """``viewer``'s view with every hidden card shown (a finished match: nothing is secret):
    the other hand and every face-down Rebel, from each seat's own view."""
    view = dict(state.view(viewer))
    seats = [dict(seat) for seat in view["seats"]]
    for s, seat in enumerate(seats):
        own = state.view(s)["seats"][s]
        if s != viewer and isinstance(own["hand"], list):
            seat["known"] = list(own["hand"])
        seat["town"] = [dict(t) for t in own["town"]]
    view["seats"] = seats
    view["legal"] = []
    return view


class PeasantKit(TableKit):
    """King and Peasant on the shared table."""

    choice_rules = CHOICE_RULES
    words = glossary.WORDS

    keys = (
        ("Click a lit card", "answer the prompt with it (a card with two ways shows both)"),
        ("Click the deck", "Condemn its top card (or discard it, for the Arrest)"),
        ("Click the discard pile", "open it into a row to browse; click beside it to close"),
        ("D", "open the discard pile into a row to browse, or close it"),
        ("Click the cards looked at", "put them back in that order, the first on top, then Done"),
        ("Hover a reference card", "read that role's actions and goals"),
        *KEYS[1:],
    )

    def layout(self, scene, size) -> PeasantLayout:
        lay = PeasantLayout(size, scene.n, scene.viewer, text_scale(scene))
        board = getattr(scene, "board", None)
        if board is not None:
            lay.discard_open = board.layout.discard_open
        return lay

    def board(self, layout, num_seats: int) -> PeasantBoard:
        return PeasantBoard(layout, num_seats)

    def drawer(self, scene) -> PeasantDrawer:
        return PeasantDrawer(scene)

    def painter(self, app, state) -> PeasantPainter:
        return PeasantPainter(app, state.cards)

    def log(self, state, names: list[str]) -> PeasantLog:
        return PeasantLog(state.cards, names)

    def prompt(self, view: dict, state, names: list[str], context):
        return build_prompt(view, state, names, context)

    def public_view(self, view: dict) -> dict:
        return public_view(view)

    def revealed_view(self, state, viewer: int) -> dict:
        return revealed_view(state, viewer)

    def auto_action(self, scene, view: dict) -> str | None:
        """A step whose only answer is to pass or be done (an optional step the player's own
        cards leave empty) is taken by itself under the "auto pass" setting; only the player
        learns from it, so nothing is told to the other side."""
        if scene._setting("auto_pass", True) and view["legal"] in (["pass"], ["done"]):
            return view["legal"][0]
        return None

    def acting(self, scene, seat: int, action: str) -> None:
        a = Action.parse(action)
        if a.verb in TOWN_INDEX_VERBS and a.arg.isdigit():
            scene.board.town_index = int(a.arg)

    def keeps(self, scene, text: str) -> bool:
        """A card looked at numbered in the order it goes back, or the last number taken back,
        or every number cleared: the table's own steps (``ordering.py``)."""
        return scene.board.ordering.take(text, scene.view())

    def prompt_changed(self, scene, view: dict) -> None:
        """The cards looked at are put in order one click at a time; the discard pile opens
        into a row while a choice takes from it, and closes after."""
        ordering = scene.board.ordering
        ordering.follow(view)
        if scene.prompt is not None and ordering.key is not None:
            scene.prompt = order_prompt(scene.prompt, view, ordering.picks)
        want = scene.prompt is not None and view.get("decision") in FROM_DISCARD
        board = scene.board
        if want and not scene.layout.discard_open:
            self._open_discard(scene, view, True)
        elif not want and scene.layout.discard_open and board.discard_for_choice:
            self._open_discard(scene, view, False)
        board.discard_for_choice = want

    def click(self, scene, pos) -> bool:
        """A click on the discard pile opens it into a row (to browse); a click elsewhere on
        the table closes it again."""
        lay = scene.layout
        pile = [sp.rect for sp in scene.board.zones.get(("discard", -1), []) if not sp.leaving]
        on_pile = any(r.collidepoint(pos) for r in pile)
        if lay.discard_open:
            if on_pile or scene.board.discard_for_choice:
                return False
            self._open_discard(scene, scene.view(), False)
            return True
        if on_pile:
            self._open_discard(scene, scene.view(), True)
            return True
        return False

    def key(self, scene, event) -> bool:
        """D opens the discard pile into a row, and closes it again, as clicks do (a row a
        choice takes from stays open)."""
        if event.key != pygame.K_d:
            return False
        if scene.layout.discard_open:
            if scene.board.discard_for_choice:
                return False
            self._open_discard(scene, scene.view(), False)
            return True
        if not scene.board.zones.get(("discard", -1)):
            return False
        self._open_discard(scene, scene.view(), True)
        return True

    def tutorial_zone(self, scene, zone: str, seat: int):
        """The guided game's zones (``game.peasant.tutorial``): a seat's hand, Town row (with
        its name above it) or reference card, the deck (with its count under it), the cards
        looked at; None for the middle."""
        board, lay = scene.board, scene.layout
        if zone == "ref":
            sp = board.refs.get(seat)
            return sp.rect.copy() if sp is not None else lay.slot_rect(Slot("ref", seat, 0, 1))
        key = {"deck": ("deck", -1), "look": ("look", -1)}.get(zone, (zone, seat))
        rects = [sp.rect for sp in board.zones.get(key, []) if not sp.leaving]
        if zone in ("deck", "look"):
            # With its name (the deck's count under it, "You look at" over the cards looked at).
            named = "Deck" if zone == "deck" else "You look at"
            rects += [lay.deck_rect] if zone == "deck" else []
            labels = scene.drawer.pile_labels(scene.view())
            rects += [r for r, words in labels if words.startswith(named)] if rects else []
        elif zone == "town":
            row = lay.town_rows[seat]
            if not rects:  # the empty row's frame, where its first card will lie
                rects.append(lay.slot_rect(Slot("town", seat, 0, 1)))
            rects.append(pygame.Rect(row.x, row.y - lay.label_h, 1, lay.label_h))
        if not rects:
            return None
        return rects[0].unionall(rects[1:])

    def tutorial_keep(self, scene, zone: str, seat: int) -> list:
        """A note on one Town speaks of the other too (the Assassin hidden in the Peasant's
        faces the Guards in the King's): it keeps clear of both rows' cards."""
        if zone != "town":
            return []
        return [
            sp.rect
            for sp in scene.board.sprites
            if sp.slot.zone == "town" and sp.slot.seat != seat and not sp.leaving
        ]

    def undone(self, scene) -> None:
        scene.layout.discard_open = False
        scene.board.ordering = Ordering()

    def _open_discard(self, scene, view: dict, want: bool) -> None:
        scene.layout.discard_open = want
        scene.board.layout.discard_open = want
        scene.board.settle(view)
        scene.drawer.invalidate()


KIT = PeasantKit()
