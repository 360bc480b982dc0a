"""The table's parts on their own: prompts, the log's point of view, layout, animations."""

from __future__ import annotations

import pygame
import pytest

from game.core.events import Event
from game.imposter.positions import build
from scenes.imposter.table.board import ImposterBoard
from scenes.imposter.table.layout import ImposterLayout
from scenes.imposter.table.log import ImposterLog, describe
from scenes.imposter.table.prompts import build_prompt
from scenes.table.animator import FLIP
from scenes.table.layout import Slot

NAMES = ["Alice", "Bob"]


def test_turn_prompt_asks_for_the_throne_value_or_the_flip():
    st = build(hands=[["Fool", "Princess"], ["Elder"]], court=["Soldier"], to_move=0)
    p = build_prompt(st.view(0), st.cards, NAMES)
    assert p.text == "Play a card of value 5 or more, or flip your King"
    princess = st.find(st.hands[0], "Princess")
    fool = st.find(st.hands[0], "Fool")
    assert p.hand == {princess: "play Princess"}
    assert fool not in p.hand
    assert p.plays and ("Flip your King", "flip") in p.buttons


def test_fool_prompt_makes_court_cards_clickable_and_offers_a_pass():
    st = build(
        hands=[["Fool", "Queen"], ["Elder"]], court=["Soldier", "Judge", "Elder"], disgraced=[2]
    )
    st.apply("play Fool")
    p = build_prompt(st.view(0), st.cards, NAMES)
    assert p.text.startswith("Use the Fool? Choose a card in the Court to take")
    assert sorted(p.court.values()) == ["take Judge", "take Soldier"]
    assert ("Pass", "pass") in p.buttons


def test_reaction_prompt_tells_what_happened_in_table_words():
    st = build(
        hands=[["Fool", "Queen"], ["King's Hand", "Elder"]], court=["Soldier", "Judge"],
        disgraced=[1],
    )  # fmt: skip
    st.apply("play Fool")
    st.apply("take Soldier")
    assert st.decision == "react"
    p = build_prompt(st.view(1), st.cards, NAMES, context=(0, "take Soldier"))
    assert p.text == "Alice used the Fool to take the Soldier. React with the King's Hand?"
    assert ("Reveal the King's Hand", "react King's Hand") in p.buttons
    assert ("Pass", "pass") in p.buttons
    kings_hand = st.find(st.hands[1], "King's Hand")
    assert p.hand == {kings_hand: "react King's Hand"}


def test_name_decisions_get_a_picker_of_card_names_and_the_mystic_numbers():
    st = build(hands=[["Soldier", "Queen"], ["Elder"]], court=["Fool"], to_move=0)
    st.apply("play Soldier")
    p = build_prompt(st.view(0), st.cards, NAMES)
    assert p.picker_kind == "names"
    assert ("Queen", "name Queen") in p.picker
    st = build(hands=[["Mystic", "Queen"], ["Elder"]], court=["Fool"], disgraced=[0], to_move=0)
    st.apply("play Mystic")
    p = build_prompt(st.view(0), st.cards, NAMES)
    assert p.picker_kind == "numbers"
    assert [x for x, _ in p.picker] == [str(v) for v in range(1, 9)]


def test_every_legal_action_is_reachable_from_the_prompt():
    st = build(hands=[["Sentry", "Queen", "Fool"], ["Elder"]], court=["Soldier"], to_move=0)
    st.apply("play Sentry")
    for _ in range(3):
        v = st.view(st.current_seat)
        p = build_prompt(v, st.cards, NAMES)
        assert set(v["legal"]) <= p.actions()
        st.apply(v["legal"][0])


def test_log_never_names_the_other_seats_hidden_card():
    st = build(hands=[["Fool"], ["Elder"]], court=["Soldier"], to_move=0)
    queen = st.find(list(range(len(st.cards))), "Queen")
    ev = Event("move", 1, queen, ("hand", 1), ("successor", 1), visible_to=(1,))
    assert describe(ev.for_seat(0), 0, NAMES, st.cards) == "Bob sets a card as their Successor."
    assert describe(ev.for_seat(1), 1, NAMES, st.cards) == "You set the Queen as your Successor."
    log = ImposterLog(st.cards, NAMES)
    log.add([ev], 1)
    assert "Queen" not in " ".join(t for t, _ in log.lines(0))
    assert "Queen" in " ".join(t for t, _ in log.lines(1))


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080), (3840, 2160)])
def test_every_slot_fits_inside_the_window(size, seats):
    lay = ImposterLayout(size, seats, 0)
    screen = pygame.Rect((0, 0), size)
    for seat in range(seats):
        for zone in ("hand", "king", "successor", "dungeon", "offer", "antechamber", "condemned"):
            for n in (1, 4, 10):
                for i in range(n):
                    r = lay.slot_rect(Slot(zone, seat, i, n))
                    assert screen.contains(r), (zone, seat, i, n, r)
    for zone in ("court", "accused", "unused", "deck", "removed", "reveal"):
        for n in (1, 8, 14):
            for i in range(n):
                assert lay.table.contains(lay.slot_rect(Slot(zone, -1, i, n))), (zone, i, n)
    assert screen.contains(lay.log_rect) and screen.contains(lay.prompt)


def test_the_throne_is_raised_above_the_rest_of_the_court():
    lay = ImposterLayout((1280, 720), 2, 0)
    first = lay.slot_rect(Slot("court", -1, 0, 3))
    throne = lay.slot_rect(Slot("court", -1, 2, 3))
    assert throne.y < first.y


def test_a_disgrace_flips_the_card_through_its_edge_then_shows_its_back():
    st = build(hands=[["Queen"], ["Elder"]], court=["Soldier"], to_move=0)
    lay = ImposterLayout((1280, 720), 2, 0)
    board = ImposterBoard(lay, 2)
    board.rebuild(st.view(0))
    events = st.apply("play Queen")
    board.animate([e.for_seat(0) for e in events], st.view(0))
    soldier = next(sp for sp in board.zones[("court", -1)] if st.cards[sp.cid].name == "Soldier")
    assert soldier.face_up
    scales = []
    for _ in range(120):
        board.update(1 / 60)
        scales.append(soldier.flip_scale)
    assert min(scales) < 0.2  # edge on, mid-flip
    assert not soldier.face_up and soldier.lies_down
    assert not board.busy


def test_skipping_puts_every_card_where_the_view_says_at_once():
    st = build(hands=[["Fool", "Queen"], ["Elder"]], court=["Soldier", "Judge"], disgraced=[1])
    lay = ImposterLayout((1280, 720), 2, 0)
    board = ImposterBoard(lay, 2)
    board.rebuild(st.view(0))
    st.apply("play Fool")
    events = st.apply("take Soldier")
    if st.decision == "react":
        events += st.apply("pass")
    assert any(e.kind == "move" and e.arg == "take" for e in events)
    board.animate([e.for_seat(0) for e in events], st.view(0))
    board.update(0.01)
    assert board.busy
    board.finish()
    assert not board.busy
    hand = board.zones[("hand", 0)]
    assert sorted(sp.cid for sp in hand) == sorted(st.hands[0])
    for i, sp in enumerate(hand):
        assert sp.rect == lay.slot_rect(Slot("hand", 0, i, len(hand)))


def test_an_opponents_hidden_card_moves_face_down_without_its_identity():
    st = build(hands=[["Elder"], ["Fool", "Queen"]], court=["Soldier"], to_move=1)
    lay = ImposterLayout((1280, 720), 2, 0)
    board = ImposterBoard(lay, 2)
    board.rebuild(st.view(0))
    assert all(sp.cid is None for sp in board.zones[("hand", 1)])
    events = st.apply("play Queen")
    board.animate([e.for_seat(0) for e in events], st.view(0))
    board.finish()
    throne = board.zones[("court", -1)][-1]
    assert st.cards[throne.cid].name == "Queen" and throne.face_up
    assert all(sp.cid is None for sp in board.zones[("hand", 1)])
    assert FLIP <= 0.2


def test_the_log_tells_random_matches_in_words_and_never_names_a_card_a_seat_did_not_see():
    import random

    from game.core.registry import new_match

    hidden_told = 0
    for seed in range(6):
        st = new_match("imposter/2p-base", seed)
        rng = random.Random(seed)
        log = ImposterLog(st.cards, NAMES)
        while not st.match_over and len(st.history) < 400:
            log.add(st.apply(rng.choice(st.legal_actions())), st.round_no)
        for viewer in (0, 1):
            lines = [text for text, _ in log.lines(viewer)]
            assert all(text[0].isupper() and "None" not in text for text in lines)
            for entry in log.entries:
                ev = entry.event
                if ev.card is None or ev.visible_to is None or viewer in ev.visible_to:
                    continue
                text = describe(ev.for_seat(viewer), viewer, NAMES, st.cards) or ""
                assert st.cards[ev.card].name not in text, text
                hidden_told += bool(text)
    assert hidden_told > 20  # hidden moves are still told ("Bob sets a card as their Successor")


def test_expansion_zones_show_your_army_and_only_a_count_of_theirs():
    import random

    from game.core.registry import new_match
    from scenes.imposter.table.board import shows_face, view_zones

    st = new_match("imposter/fon-full", 0)
    rng = random.Random(0)
    while not (st.view(0)["seats"][0].get("army") and st.view(0)["seats"][1].get("army")):
        st.apply(rng.choice(st.legal_actions()))
    zones = view_zones(st.view(0))
    mine, theirs = zones[("army", 0)], zones[("army", 1)]
    assert mine and all(isinstance(c, int) for c in mine)
    assert theirs and all(c is None for c in theirs)
    assert shows_face("army", 0, 0) and not shows_face("army", 1, 0)
    lay = ImposterLayout((1024, 640), 2, 0)
    lay.set_counts(zones)
    screen = pygame.Rect(0, 0, 1024, 640)
    for (zone, seat), ids in zones.items():
        for i in range(len(ids)):
            assert screen.contains(lay.slot_rect(Slot(zone, seat, i, len(ids)))), (zone, seat)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("army_open", [False, True])
def test_full_expansion_rows_fit_inside_the_window(size, army_open):
    """A crowded Fragments seat: 8 Exhausted, 8 in the Army (stacked or opened for a Rally),
    3 picks, a Squire, 2 in the Antechamber, and a hand of 9."""
    lay = ImposterLayout(size, 2, 0)
    counts = {}
    for seat in (0, 1):
        counts.update({("exhaust", seat): 8, ("army", seat): 8, ("picked", seat): 3})
        counts.update({("squire", seat): 1, ("antechamber", seat): 2, ("hand", seat): 9})
    lay.counts = counts
    if army_open:
        lay.open_rows = {("army", 0)}
    screen = pygame.Rect((0, 0), size)
    for (zone, seat), n in counts.items():
        for i in range(n):
            r = lay.slot_rect(Slot(zone, seat, i, n))
            assert screen.contains(r), (zone, seat, i, n, r)
            assert r.right <= lay.table.right, (zone, seat, i)
    stacked = lay.slot_rect(Slot("army", 1, 7, 8)).x - lay.slot_rect(Slot("army", 1, 0, 8)).x
    assert stacked < lay.card_size("army", 1)[0]  # the other seat's Army is a stack
