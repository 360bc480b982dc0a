"""The 2v2 setup at the table as the play test met it: a card put out to trade leaves the hand
row for the trade spot, the card a partner took from you says why it cannot be taken back, and
the Successor clicked when the Dungeon is asked says why nothing happens."""

from __future__ import annotations

import random
from types import SimpleNamespace

from table_helpers import click

from game.imposter.court_setup import TAKE_DOWN
from game.imposter.match import ImposterState
from scenes.app import step
from scenes.imposter.kit import KIT
from scenes.imposter.table.board import view_zones
from scenes.imposter.table.prompts import build_prompt
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene

NAMES = ["Ana", "Bob", "Cleo", "Dara"]


def _at(kind, test=lambda st: True, seed=4):
    for sd in range(seed, seed + 40):
        st = ImposterState("imposter/2v2", sd)
        rng = random.Random(sd)
        for _ in range(3000):
            if st.round_over:
                break
            if st.decision == kind and test(st):
                return st
            st.apply(rng.choice(st.legal_actions()))
    raise AssertionError(f"no {kind} decision")


def test_a_card_put_out_to_trade_leaves_the_hand_row_for_the_trade_spot():
    st = _at("trade")
    s = st.current_seat
    before = st.view(s)
    label = before["legal"][0].split(" ", 1)[1]
    st.apply(f"trade {label}")
    assert st.current_seat == s  # one card out, the trade goes on
    view = st.view(s)
    zones = view_zones(view)
    out = [c for c in zones[("trade", s)] if c is not None]
    assert len(out) == 1 and st.cards[out[0]].label == label
    assert out[0] in st.hands[s]  # still the hand's for the model
    assert out[0] not in zones[("hand", s)]
    assert len(zones[("hand", s)]) == len(st.hands[s]) - 1
    p = build_prompt(view, st.cards, NAMES)
    assert "a 2nd one ends your trade" in p.text


def _partner_took_from_me(st):
    s = st.current_seat
    q = st.partner(s)
    return bool(st.view(s)["party"]["seats"][q]["taken_from"])


def test_the_card_your_partner_took_from_you_says_why_it_cannot_be_taken_back():
    st = _at("partner_take", _partner_took_from_me)
    s = st.current_seat
    q = st.partner(s)
    view = st.view(s)
    taken = view["party"]["seats"][q]["taken_from"]
    p = build_prompt(view, st.cards, NAMES)
    cid = taken[0]
    name = st.cards[cid].name
    assert cid not in p.targets()
    assert p.refusals[cid].startswith(f"{NAMES[q]} took the {name} from you")
    assert f"not the {name}, which {NAMES[q]} took from you" in p.text
    # A click on it at the table puts that line in the panel.
    scene = SimpleNamespace(
        prompt=p,
        panel_note=None,
        _human_may_act=lambda: True,
        board=SimpleNamespace(sprite_at=lambda pos: SimpleNamespace(cid=cid)),
    )
    assert KIT.click(scene, (10, 10))
    assert scene.panel_note == p.refusals[cid]
    scene.board = SimpleNamespace(sprite_at=lambda pos: None)
    scene.panel_note = None
    assert not KIT.click(scene, (10, 10)) and scene.panel_note is None


def test_the_successor_clicked_when_the_dungeon_is_asked_says_why():
    st = _at("dungeon")
    s = st.current_seat
    view = st.view(s)
    succ = view["seats"][s]["successor"]
    p = build_prompt(view, st.cards, NAMES)
    assert p.refusals[succ].startswith(f"The {st.cards[succ].name} is your Successor already")


def _twin_take(st):
    return st.current_seat == 0 and any(str(a).endswith(TAKE_DOWN) for a in st.legal_actions())


def test_the_face_down_twin_of_a_face_up_card_is_taken_by_clicking_it(app):
    # Rulebook, 2v2: take any one of the partner's four, the face-down copy of a name too.
    seats = [SeatSetup(NAMES[0], "human")] + [SeatSetup(n, "computer", "easy") for n in NAMES[1:]]
    for seed in range(1, 80):
        session = MatchSession("imposter/2v2", seats, seed, autosave=False)
        rng = random.Random(seed)
        st = session.state
        while not st.round_over and st.decision != "partner_take":
            session.apply(str(rng.choice(st.legal_actions())))
        while st.decision == "partner_take" and not _twin_take(st):
            session.apply(str(rng.choice(st.legal_actions())))
        if _twin_take(st):
            break
    else:
        raise AssertionError("no seed gives seat 0 a face-down twin to take")
    down = next(str(a) for a in st.legal_actions() if str(a).endswith(TAKE_DOWN))
    label = down.split(" ", 1)[1][: -len(TAKE_DOWN)]
    q = st.partner(0)
    (hidden,) = [c for c in st.party.partner_card[q] if st.cards[c].label == label]
    p = build_prompt(st.view(0), st.cards, NAMES)
    assert p.zones[("partner", q)][hidden] == down
    assert [c for c, t in p.zones[("up", q)].items() if t == f"take {label}"]
    table = TableScene(app, session)
    app.stack.push(table)
    for _ in range(50):
        if table._human_may_act() and not table.board.busy:
            break
        step(app, [])
    pos = table.click_point(down)
    assert pos is not None and table.board.sprite_at(pos).cid == hidden
    before = len(st.history)
    click(app, pos)
    assert st.history[before] == down
    again = ImposterState("imposter/2v2", session.seed)
    for text in st.history[: before + 1]:
        again.apply(text)
    assert hidden in again.party.partner_card[0] and hidden not in again.party.partner_card[q]
