"""Usurp the King's table kit: what the shared table (``scenes/table/``) asks of this game.

Its layout, board, drawer, painter, prompts and log live in ``scenes.usurp.table``; the card
faces are the art helper's (``scenes.usurp.faces``). Behind the handoff curtain
(``public_view``) no hand shows, nor any card hidden under a Book, nor a tutorial objective; a
finished match's review (``revealed_view``) shows every card, as the end of the game does.
"""

from __future__ import annotations

from game.usurp import glossary
from game.usurp.data import COURT_BY_PLAYERS, MEMBER_NUMBER
from scenes.table.help import KEYS
from scenes.table.kit import TableKit, text_scale
from scenes.usurp.table.board import UsurpBoard
from scenes.usurp.table.draw import UsurpDrawer
from scenes.usurp.table.layout import UsurpLayout
from scenes.usurp.table.log import UsurpLog
from scenes.usurp.table.paint import UsurpPainter
from scenes.usurp.table.prompts import build_prompt


def court_numbers(families: int) -> list[int]:
    """The numbers of the Court Members of a game of ``families`` families, in order: fixed by
    the mode (the rulebook's table), so a table online lays out the same Court."""
    return sorted(MEMBER_NUMBER[m] for m in COURT_BY_PLAYERS[families])


def public_view(view: dict) -> dict:
    """``view`` with the viewer's secrets turned face down: what anyone at the table sees."""
    out = dict(view)
    out["legal"] = []
    out["seat"] = -1  # nobody's hand is shown
    out["objective"] = None
    out["king_maker"] = None
    out["hands"] = [h if isinstance(h, int) else len(h) for h in view["hands"]]
    members = []
    for m in view["members"]:
        m = dict(m)
        cards = []
        for c in m["cards"]:
            c = dict(c)
            if c["hidden"]:
                c["under"] = None  # a card under a Book that no one has seen revealed
            cards.append(c)
        m["cards"] = cards
        members.append(m)
    out["members"] = members
    return out


def revealed_view(state, viewer: int) -> dict:
    """``viewer``'s view with every hidden card shown (a finished match: nothing is secret):
    every hand and every card under a Book, face down but named."""
    view = dict(state.view(viewer))
    view["hands"] = [list(h) for h in state.hands]
    view["revealed"] = True
    members = []
    for m in view["members"]:
        m = dict(m)
        m["cards"] = [dict(c, under=state.under.get(c["id"], c["under"])) for c in m["cards"]]
        members.append(m)
    view["members"] = members
    view["legal"] = []
    return view


class UsurpKit(TableKit):
    """Usurp the King on the shared table."""

    words = glossary.WORDS

    keys = (
        ("Click a lit hand card", "choose it; then click a lit Court Member to place it there"),
        ("Click a lit card by a member", "choose the card to move; then the member it goes to"),
        ("Back (Backspace)", "choose another card"),
        ("Hover a card or a member", "read it large in the side panel"),
        *KEYS[1:],
    )

    def layout(self, scene, size) -> UsurpLayout:
        families = scene.state.mode.families  # the mode's, so a table online has it too
        return UsurpLayout(
            size, scene.n, scene.viewer, court_numbers(families), families, text=text_scale(scene)
        )

    def board(self, layout, num_seats: int) -> UsurpBoard:
        return UsurpBoard(layout, num_seats)

    def drawer(self, scene) -> UsurpDrawer:
        return UsurpDrawer(scene)

    def painter(self, app, state) -> UsurpPainter:
        return UsurpPainter(app, state.cards)

    def log(self, state, names: list[str]) -> UsurpLog:
        families = [state.mode.team_of(s) for s in range(state.num_seats)]  # the mode's families
        return UsurpLog(state.cards, names, families)

    def prompt(self, view: dict, state, names: list[str], context):
        return build_prompt(view, state, names, context)

    def public_view(self, view: dict) -> dict:
        return public_view(view)

    def revealed_view(self, state, viewer: int) -> dict:
        return revealed_view(state, viewer)

    def tutorial_zone(self, scene, zone: str, seat: int):
        """The guided game's zones (``game.usurp.tutorial``): the turn order cards under their
        caption, the Rebellion's order under them, the hand, a member's station (``seat`` its
        number), its influence row, or one Leverage card (``seat`` its id) with the
        member it lies by, so the note leaves both in sight."""
        lay = scene.layout
        if zone == "order" and lay.turn_cards:
            cards = lay.turn_cards[0].unionall(lay.turn_cards[1:])
            caption = lay.line(lay.caption_px) + 2
            cards.y -= caption
            cards.h += caption
            return cards
        if zone == "strip":
            return lay.order_strip.copy()
        if zone == "hand":
            rects = [  # (where each comes to rest, while the deal is still bringing them)
                lay.slot_rect(sp.resting) if sp.moving else sp.rect
                for sp in scene.board.sprites
                if (sp.resting.zone, sp.resting.seat) == ("hand", scene.viewer) and not sp.leaving
            ]
            return rects[0].unionall(rects[1:]) if rects else lay.hand_row.copy()
        if zone == "card":
            for sp in scene.board.sprites:
                if sp.cid == seat and not sp.leaving and sp.slot.zone in ("member", "hand"):
                    by = sp.slot.seat if sp.slot.zone == "member" else None
                    return sp.rect.union(lay.member_rect(by)) if by in lay.stations else sp.rect
            return None
        if seat not in lay.stations:
            return None
        if zone == "member":
            return lay.stations[seat].copy()
        if zone == "influence":
            return lay.influence_rect(seat)
        return None

    def tutorial_keep(self, scene, zone: str, seat: int) -> list:
        """A count row's note speaks of the member counted (its card over the row); the turn
        order's of the families, whose plaques name them; a station's or a card's of the
        loyalty marker and the pile, which its zone already holds."""
        lay = scene.layout
        if zone == "influence" and seat in lay.stations:
            return [lay.stations[seat]]
        if zone == "order":
            return [lay.plaque_rect(s) for s in range(scene.state.num_seats)]
        return []

    def auto_action(self, scene, view: dict) -> str | None:
        """A step whose only answer is to pass is taken by itself under "auto pass"."""
        if scene._setting("auto_pass", True) and view["legal"] == ["pass"]:
            return "pass"
        return None


KIT = UsurpKit()
