"""The 2v2 setup at the table as the play test met it: a card put out to trade leaves the hand
row for the trade spot, the card a partner took from you says why it cannot be taken back, and
the Successor clicked when the Dungeon is asked says why nothing happens."""

from __future__ import annotations

import random
from types import SimpleNamespace

from game.imposter.state import ImposterState
from scenes.imposter.kit import KIT
from scenes.imposter.table.board import view_zones
from scenes.imposter.table.prompts import build_prompt

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
