"""The Imposter Kings' table kit: its zones, painter, drawer, prompts, log, and own scenes.

Everything the shared table (``scenes/table/``) asks of this game: the layout of the Court,
Accused, Kings, Successors, Dungeons and Fragments rows (``scenes.imposter.table``), the held
steps of its choices, the auto-pass of a reaction window, the Mustering and Signature scenes
(``scenes.imposter.expansion_hooks``), the guided first game and the glossary.
"""

from __future__ import annotations

import pygame

from game.imposter import glossary
from scenes.imposter.table import choice
from scenes.imposter.table.board import ImposterBoard
from scenes.imposter.table.draw import ImposterDrawer, score_track_rows
from scenes.imposter.table.labels import RowWords, row_labels
from scenes.imposter.table.layout import ImposterLayout
from scenes.imposter.table.log import ImposterLog
from scenes.imposter.table.names import name_lines
from scenes.imposter.table.paint import ImposterPainter
from scenes.imposter.table.party import public_party
from scenes.imposter.table.prompts import build_prompt
from scenes.imposter.table.recap_words import knock_out_news
from scenes.imposter.table.sizes import deck_ids, round_most
from scenes.imposter.table.zones import is_card_id
from scenes.table.help import KEYS
from scenes.table.kit import TableKit, text_scale

# Decisions every seat makes at once, hidden from the others until all are made, and the share
# of the computers' pause each of their cards there takes.
SIMULTANEOUS = frozenset(("reveal", "partner_card", "trade"))
SIMULTANEOUS_PACE = 0.15
# Decisions whose moves the table paces one by one, a person's as a computer's.
TAKES_ONE_BY_ONE = frozenset(("exchange", "partner_take"))
# A guided game's zones that stand for one row of every seat at once: the name and that row.
EVERY_SEAT = {"bids": "up"}  # every seat's revealed bid cards (the Mercenary modes)


def expansion_scenes():
    """The module that opens the Mustering and Signature scenes; a test turns it off (None) to
    see the table answer those decisions itself."""
    from scenes.imposter import expansion_hooks

    return expansion_hooks


def public_view(view: dict) -> dict:
    """``view`` with the viewer's own secrets turned face down: what anyone at the table sees."""
    out = dict(view)
    out["legal"] = []
    out["hand_values"] = {}  # they name the viewer's own cards
    seats = []
    for s, seat in enumerate(view["seats"]):
        seat = dict(seat)
        if s == view["seat"]:
            seat["hand"] = len(seat["hand"]) if isinstance(seat["hand"], list) else seat["hand"]
            for z in ("successor", "dungeon", "offer", "squire"):
                if z in seat:
                    seat[z] = seat[z] is not None and seat[z] is not False
            for z in ("army", "picked"):
                if isinstance(seat.get(z), list):
                    seat[z] = len(seat[z])
        elif isinstance(view.get("party"), dict):
            # Three and four players show no one's Successor to all: an id here is what this
            # seat alone saw (the 2v2 partners' look, the Spy's), so behind the curtain it lies
            # face down.
            for z in ("successor", "dungeon"):
                if is_card_id(seat.get(z)):
                    seat[z] = True
        seats.append(seat)
    down = (view.get("party") or {}).get("face_down") or {}
    if down:  # the viewer's face-down Condemned cards: their number only, as others see them
        for seat in seats:
            seat["condemned"] = [_face_down(c, down) for c in seat["condemned"]]
        out["removed"] = [_face_down(c, down) for c in view["removed"]]
    out["seats"] = seats
    if isinstance(view.get("party"), dict):
        out["party"] = public_party(view)
    if isinstance(view.get("merc"), dict):
        # The Mercenary modes: the viewer's Recruited Army cards, as the others see them.
        merc = dict(view["merc"])
        merc["seats"] = [
            dict(
                m,
                enlisted=len(m["enlisted"])
                if isinstance(m.get("enlisted"), list)
                else m.get("enlisted", 0),
            )
            for m in merc.get("seats") or []
        ]
        out["merc"] = merc
    out["seat"] = -1  # nobody's hand is shown
    return out


def _face_down(c, down: dict):
    """A card id the viewer knows lies face down, as the others see it (others' are already)."""
    return {"face_down": True, "value": down[c]} if isinstance(c, int) and c in down else c


def revealed_view(state, viewer: int) -> dict:
    """``viewer``'s view with every other seat's hidden cards shown, from that seat's own view:
    for a finished match, where nothing is secret any more."""
    view = dict(state.view(viewer))
    seats = [dict(seat) for seat in view["seats"]]
    for s, seat in enumerate(seats):
        if s == viewer:
            continue
        own = state.view(s)["seats"][s]
        hand = own["hand"]
        if isinstance(hand, list):
            seat["hand_shown"] = list(hand)
            seat["hand"] = len(hand)
        for zone in ("successor", "dungeon", "offer", "squire"):
            if zone in own and (own[zone] is None or isinstance(own[zone], int)):
                seat[zone] = own[zone]
    view["seats"] = seats
    party = view.get("party")
    if isinstance(party, dict) and isinstance(party.get("seats"), list):
        # Three and four players: each seat's own setup cards (placed, partner card, trade).
        pseats = [dict(seat) for seat in party["seats"]]
        for s, seat in enumerate(pseats):
            if s == viewer:
                continue
            own = (state.view(s).get("party") or {}).get("seats") or []
            if s < len(own):
                for key in ("down", "partner_card", "trade"):
                    if isinstance(own[s].get(key), list):
                        seat[key] = list(own[s][key])
        view["party"] = dict(party, seats=pseats)
    view["legal"] = []
    return view


class ImposterKit(TableKit):
    """The Imposter Kings on the shared table."""

    keys = (KEYS[0], ("Drag a card to the Throne", "play it"), *KEYS[1:])
    choice_rules = choice.RULES
    words = glossary.WORDS

    def layout(self, scene, size) -> ImposterLayout:
        lay = ImposterLayout(size, scene.n, scene.viewer, text_scale(scene))
        mode = scene.state.mode
        lay.dungeon = bool(getattr(mode, "dungeon", True))
        lay.most, lay.deck = round_most(mode), deck_ids(scene.state.cards)
        if scene.n > 2:
            # The score track: its title, two rows per team (2v2) or one per seat, the
            # direction of play and the turn order.
            lay.set_score_rows(score_track_rows(mode, scene.n))
        board = getattr(scene, "board", None)
        if board is not None and board.army_open:
            lay.open_rows = {("army", scene.viewer)}
        lay.row_words = RowWords(scene, lay)
        return lay

    def board(self, layout, num_seats: int) -> ImposterBoard:
        return ImposterBoard(layout, num_seats)

    def drawer(self, scene) -> ImposterDrawer:
        return ImposterDrawer(scene)

    def painter(self, app, state) -> ImposterPainter:
        return ImposterPainter(app, state.cards)

    def log(self, state, names: list[str]) -> ImposterLog:
        log = ImposterLog(state.cards, names)
        log.dungeon = bool(getattr(state.mode, "dungeon", True))
        log.merc = bool(getattr(state.mode, "mercenaries", ()))
        return log

    def prompt(self, view: dict, state, names: list[str], context):
        return build_prompt(view, state.cards, names, context)

    def public_view(self, view: dict) -> dict:
        return public_view(view)

    def revealed_view(self, state, viewer: int) -> dict:
        return revealed_view(state, viewer)

    def resumed_context(self, state) -> tuple[int, str] | None:
        if state.decision == "react" and state.history:
            # A resumed match: the reaction prompt describes the action that opened it.
            return (state.stack[-1][3], state.history[-1])
        return None

    def auto_action(self, scene, view: dict) -> str | None:
        """A reaction window where passing is all the player can do passes by itself (the
        "auto pass" setting)."""
        if scene._setting("auto_pass", True) and view["legal"] == ["pass"]:
            if scene.state.decision == "react":
                return "pass"
        return None

    def click(self, scene, pos) -> bool:
        """A card that cannot answer the decision, clicked: the prompt's line saying why."""
        prompt = scene.prompt
        refusals = getattr(prompt, "refusals", None)
        if not refusals or not scene._human_may_act():
            return False
        sprite = scene.board.sprite_at(pos)
        why = refusals.get(getattr(sprite, "cid", None)) if sprite is not None else None
        if why is None:
            return False
        scene.panel_note = why
        return True

    def paces_every_move(self, state) -> bool:
        """The Cutthroat exchange and the 2v2 take go seat by seat, each card taken seen."""
        return state.decision in TAKES_ONE_BY_ONE

    def pace_factor(self, state) -> float:
        """The setup cards of three and four players are placed by everyone at once (Reveal,
        the 2v2 partner card and trade): the computers place theirs with a short pause each,
        so their lot reads as one step."""
        return SIMULTANEOUS_PACE if state.decision in SIMULTANEOUS else 1.0

    def recap_news(self, before, events, viewer: int, names, cards) -> list[str]:
        """A knock-out, by whom and with what card (``recap_words``)."""
        return knock_out_news(before, events, viewer, names, cards)

    def recap_at_once(self, events, viewer: int) -> bool:
        """The viewer knocked out: told at once."""
        return any(e.kind == "knocked_out" and e.seat == viewer for e in events)

    def prompt_changed(self, scene, view: dict) -> None:
        """The viewer's Army opens into a face-up row while a choice asks for one of its cards."""
        want = scene.prompt is not None and bool(scene.prompt.zone_targets("army", scene.viewer))
        if want != scene.board.army_open:
            scene.board.army_open = want
            scene.layout.open_rows = {("army", scene.viewer)} if want else set()
            scene.board.settle(view)
            scene.drawer.invalidate()

    def undone(self, scene) -> None:
        scene.board.army_open = False

    def cover_scene(self, scene, seat: int):
        hooks = expansion_scenes()
        if hooks is None:
            return None
        return hooks.scene_for(scene.app, scene.session, seat)

    def reveal_scene(self, scene, events):
        hooks = expansion_scenes()
        if hooks is None:
            return None
        return hooks.reveal_scene(scene.app, scene.session, scene.viewer, events)

    def shown_elsewhere(self, events: list) -> list:
        """The round-end Exhaust of the Army cards taken in the round (the Mustering scene
        showed its own moves)."""
        return [e for e in events if e.kind == "move" and e.src and e.src[0] == "table"]

    def tutorial_zone(self, scene, zone: str, seat: int):
        """The guided game's zones: a King, the Throne (the newest Court card), the Assassin's
        catch, a row of cards with its name over it (a zone of ``EVERY_SEAT``: that row of every
        seat at once), else the zone's anchor; ``a+b`` is the seat's zones ``a`` and ``b``
        together."""
        sc = scene
        board, lay = sc.board, sc.layout
        if "+" in zone:  # several zones of the seat at once ("up+partner": a partner's four)
            rects = [self.tutorial_zone(sc, z, seat) for z in zone.split("+")]
            rects = [r for r in rects if r is not None]
            return rects[0].unionall(rects[1:]) if rects else None
        if zone == "king":
            sp = board.kings.get(seat)
            rect = sp.rect.copy() if sp is not None else lay.anchor("king", seat)
            if seat != sc.viewer and 0 <= seat < sc.n:
                # Another seat's King with its name line (who it is, out, the True King): a
                # note about that player keeps off both.
                lines = name_lines(sc, lay, sc.view(), seat)
                rect = rect.unionall([ln.rect for ln in lines]) if lines else rect
            return rect
        if zone == "keep":
            # The Assassin's catch lies on a cloth under its title: the note keeps off both.
            cloth = sc.drawer.keep_cloth()
            if cloth is not None:
                return cloth[0].copy()
        if zone == "throne":
            court = sc.state.view(sc.viewer)["court"]
            for sp in board.sprites:
                if court and sp.cid == court[-1] and sp.slot.zone == "court":
                    return sp.rect.copy()
            zone, seat = "court", -1
        every = zone == "court" or zone in EVERY_SEAT
        zone = EVERY_SEAT.get(zone, zone)

        def ours(z: str, s: int) -> bool:
            return z == zone and (every or s == seat)

        rects = [
            sp.rect for sp in board.sprites if ours(sp.slot.zone, sp.slot.seat) and not sp.leaving
        ]
        if rects:
            # The zone's name over its cards is lit with them, so no frame or note cuts it.
            rects += [lb.rect for lb in row_labels(sc) if ours(lb.zone, lb.seat)]
            if zone == "accused":  # (its name over it: drawn by the table's labels)
                w, h = sc.painter.fonts.get("ui", lay.small_px).size("Accused")
                r = lay.anchor("accused")
                rects.append(pygame.Rect(r.x, r.y - h - 2, w, h))
            return rects[0].unionall(rects[1:])
        return lay.court_row.copy() if zone == "court" else lay.anchor(zone, seat)


KIT = ImposterKit()
