"""The Mercenary modes through the table (rulebook, Cutthroat Mercenaries and 2v2 Mercenaries):
whole matches from the setup screen by clicks only against computers, pass-and-play that never
draws a card a seat may not see (another seat's Army and Recruited cards included), and the
Bid, swap, Mustering and Arbiter prompts and log lines in table words."""

from __future__ import annotations

import random

import pytest
from table_helpers import (
    action_point,
    click,
    match_from_setup,
    party_secrets,
    party_visible_ids,
    play_privacy_round,
    took,
)

from scenes.app import step
from scenes.imposter.table.merc import merc_words
from scenes.imposter.table.prompts import build_prompt
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene

CUT = "imposter/cutthroat-mercenaries"
TWO = "imposter/2v2-mercenaries"


def _play_to_the_end(app, drive, table, seed: int) -> tuple[int, set[str]]:
    """Random legal clicks for the person until the match is over; returns the clicks and the
    decisions the person met."""
    session = table.session
    rng = random.Random(seed)
    clicks = 0
    kinds: set[str] = set()
    for _ in range(30000):
        if session.state.match_over:
            break
        top = app.stack.top
        if top is not table:
            assert top.name == "scoring"
            drive.press("next")
            continue
        if table._human_may_act() and not table.board.busy:
            kinds.add(session.state.decision)
            action = rng.choice(table.legal())
            before = len(session.state.history)
            pos = action_point(app, table, action)
            assert pos is not None, f"nothing on the table answers '{action}'"
            click(app, pos)
            clicks += 1
            assert took(table, session, before, action)
        else:
            step(app, [])
    assert session.state.match_over
    return clicks, kinds


def test_a_cutthroat_mercenaries_match_against_two_computers_is_played_from_setup_by_clicks(
    app, drive
):
    table = match_from_setup(app, drive, "Cutthroat Mercenaries", CUT, 5)
    clicks, kinds = _play_to_the_end(app, drive, table, seed=5)
    st = table.session.state
    assert max(st.scores) >= 7 and clicks > 20
    assert {"bid", "merc_muster", "turn"} <= kinds


def test_a_2v2_mercenaries_match_with_a_computer_partner_is_played_from_setup_by_clicks(app, drive):
    table = match_from_setup(app, drive, "2v2 Mercenaries", TWO, 6)
    clicks, kinds = _play_to_the_end(app, drive, table, seed=6)
    st = table.session.state
    assert max(st.scores) >= 7 and clicks > 20
    assert st.scores[0] == st.scores[2] and st.scores[1] == st.scores[3]
    assert {"bid", "extra", "merc_muster"} <= kinds


def _merc_visible(state, viewer: int) -> set[int]:
    """``party_visible_ids`` with the Mercenary modes' zones: the area, every Exhaust, the
    viewer's own Army."""
    ids = party_visible_ids(state, viewer)
    if viewer < 0:
        return ids
    v = state.view(viewer)
    ids |= set(v["merc"]["area"])
    for s, seat in enumerate(v["seats"]):
        ids |= set(seat.get("exhaust") or [])
        if s == viewer:
            ids |= set(seat.get("army") or [])
    return ids


def _merc_secrets(state, viewer: int) -> set[int]:
    """``party_secrets`` and every other seat's Army (Armies are hidden: rulebook, "take ...
    from your Army without revealing it")."""
    secret = party_secrets(state, viewer)
    for s in range(state.n):
        if s != viewer:
            secret |= set(state.fon.army[s])
    return secret


@pytest.mark.parametrize(
    "mode_id, humans",
    [
        (CUT, (0, 1, 2)),
        (TWO, (0, 1, 2, 3)),
        (TWO, (0, 2)),  # two partners at one screen against two computers
    ],
)
def test_mercenary_pass_and_play_never_draws_another_seats_secret(
    app, fake_scoring, mode_id, humans
):
    session, handoffs, frames = play_privacy_round(
        app, mode_id, humans, _merc_visible, _merc_secrets
    )
    assert session.state.round_no > 1 or session.state.match_over
    assert handoffs >= 2 * len(humans)
    assert frames["viewers"] == set(humans)
    assert frames["checked"] > 50
    # The Mustering was played on the table: no two-player Mustering scene was opened.
    assert all(sc.name != "mustering" for sc in app.stack.scenes)


def _walk(mode_id: str, seed: int, rounds: int = 2):
    """Seeded random play of the model alone: yields (state, seat) at every decision."""
    from game.core.registry import new_match

    st = new_match(mode_id, seed)
    rng = random.Random(seed)
    while not st.match_over and st.round_no <= rounds:
        yield st, st.current_seat
        st.apply(rng.choice(st.legal_actions()))


NAMES = ["Ana", "Bob", "Cleo", "Dara"]


@pytest.mark.parametrize("mode_id", [CUT, TWO])
def test_every_mercenary_decision_has_table_words_and_an_answer_for_each_legal_action(mode_id):
    from scenes.imposter.table.merc import MERC_KINDS

    met: set[str] = set()
    for seed in range(4):
        for st, seat in _walk(mode_id, seed):
            kind = st.decision
            if kind not in MERC_KINDS and kind != "exhaust":
                continue
            v = st.view(seat)
            p = build_prompt(v, st.cards, NAMES[: st.n], None)
            met.add(kind)
            assert set(v["legal"]) <= p.actions(), kind
            assert p.text and p.text != "Choose", kind
            for label, text in p.buttons:
                assert label != text, f"{kind}: the button says the action code '{text}'"
            for ways in p.menus.values():
                for options in ways.values():
                    assert all(label != text for label, text in options)
    assert {"bid", "merc_swap", "merc_muster", "exhaust", "merc_discard"} <= met
    if mode_id == TWO:
        assert {"extra", "raise"} <= met


def _at(mode_id: str, kind: str, seed_range=range(40)):
    for seed in seed_range:
        for st, seat in _walk(mode_id, seed, rounds=1):
            if st.decision == kind:
                return st, seat
    raise AssertionError(f"no {kind} met")


def test_the_free_swap_is_a_mercenary_clicked_then_the_revealed_card_given_up():
    st, seat = _at(CUT, "merc_swap")
    v = st.view(seat)
    p = build_prompt(v, st.cards, NAMES[:3], None)
    area = v["merc"]["area"]
    menus = p.menus[("mercenaries", -1)]
    assert sorted(menus) == sorted(area)
    originals = v["merc"]["seats"][seat]["originals"]
    for merc, options in menus.items():
        assert len(options) == len(originals)
        assert all(text.endswith("/" + st.cards[merc].label) for _, text in options)
        assert {label for label, _ in options} == {
            f"Give up the {st.cards[c].name}" for c in originals
        }


def test_mustering_lights_the_original_bid_cards_to_recruit_and_the_mercenaries_to_hire():
    st, seat = _at(CUT, "merc_muster")
    v = st.view(seat)
    p = build_prompt(v, st.cards, NAMES[:3], None)
    m = v["merc"]
    recruit = p.zones.get(("up", seat), {})
    hire = p.zones.get(("mercenaries", -1), {})
    if any(t.startswith("recruit ") for t in v["legal"]):
        assert sorted(recruit) == sorted(m["seats"][seat]["originals"])
        assert all(t.startswith("recruit ") for t in recruit.values())
        assert sorted(hire) == sorted(m["area"])
        assert all(t == f"hire {st.cards[c].label}" for c, t in hire.items())
    assert ("Done mustering", "done") in p.buttons


def test_an_enlisted_army_card_is_never_named_to_the_other_seats():
    for seed in range(40):
        for st, seat in _walk(CUT, seed, rounds=1):
            if st.decision != "merc_enlist":
                continue
            events = st.apply(st.legal_actions()[0])
            (ev,) = [e for e in events if e.kind == "move" and e.arg == "enlist"]
            mine = merc_words(ev.for_seat(seat), seat, NAMES[:3], st.cards)
            assert st.cards[ev.card].name in mine
            other = (seat + 1) % 3
            told = merc_words(ev.for_seat(other), other, NAMES[:3], st.cards)
            assert told == f"{NAMES[seat]} took a card from their Army, face down."
            return
    raise AssertionError("no Recruit from the Army met")


def test_the_bid_is_told_with_its_totals_its_winner_and_a_tie_broken_by_the_true_king():
    from game.core.events import Event

    cards = _at(CUT, "bid")[0].cards
    totals = Event("bid_totals", -1, arg=[14, 9, 14])
    assert merc_words(totals, 1, NAMES[:3], cards) == (
        "The bids are turned up together. Totals: Ana 14, you 9, Cleo 14."
    )
    won = Event("bid_won", 2, arg={"total": 14, "decided_by": 1})
    assert merc_words(won, 1, NAMES[:3], cards) == (
        "Cleo wins the bid with 14, chosen by you (True King) in the tie."
    )
    raised = Event("bid_raise", 0, arg=17)
    assert merc_words(raised, 0, NAMES, cards) == "You raise the bid to 17."
    assert merc_words(Event("bid_pass", 3), 0, NAMES, cards) == "Dara passes (no raise)."


def test_a_mercenary_hint_names_the_move_in_table_words():
    from scenes.imposter.table.merc import merc_action_words

    st, seat = _at(CUT, "merc_swap")
    v = st.view(seat)
    names = NAMES[:3]
    give, take = v["merc"]["seats"][seat]["originals"][0], v["merc"]["area"][0]
    text = f"swap {st.cards[give].label}/{st.cards[take].label}"
    assert merc_action_words(text, v, st.cards, names) == (
        f"give up the {st.cards[give].name} for the {st.cards[take].name}"
    )
    assert merc_action_words("done", v, st.cards, names) == "keep the cards you have"
    st, seat = _at(CUT, "merc_muster")
    v = st.view(seat)
    assert merc_action_words("done", v, st.cards, names) == "end your Mustering"
    assert merc_action_words("recommission", v, st.cards, names) == "Recommission"


def test_the_mercenaries_going_back_to_their_deck_are_not_told_as_an_exhaust():
    from game.core.events import Event
    from game.imposter.round_end import ROUND_END
    from scenes.imposter.table.log import ImposterLog

    cards = _at(CUT, "bid")[0].cards
    merc = next(i for i, c in enumerate(cards) if c.name == "Exile")
    army = next(i for i, c in enumerate(cards) if c.label == "Army Soldier")
    log = ImposterLog(cards, NAMES[:3])
    log.merc = True
    back = Event("move", -1, merc, ("court", -1), ("merc_deck", -1), arg="return")
    spent = Event("move", 1, army, ("hand", 1), ("exhaust", 1), arg=ROUND_END)
    log.add([back, spent], 2)
    lines = [text for text, _ in log.write(0)]
    assert "Bob's Army cards taken this round are Exhausted: Soldier." in lines
    assert not any("Exile" in line for line in lines)


@pytest.mark.parametrize("mode_id", [CUT, TWO])
def test_every_mercenary_prompt_is_one_line_at_1024x640(app, mode_id):
    """A second line grows the prompt bar upwards over the viewer's bid row."""
    from scenes.imposter.table.merc import MERC_KINDS

    n = 3 if mode_id == CUT else 4
    seats = [SeatSetup("Ana", "human")] + [
        SeatSetup(nm, "computer", "easy") for nm in ["Bob", "Cleo", "Dara"][: n - 1]
    ]
    app.resize((1024, 640))
    table = TableScene(app, MatchSession(mode_id, seats, 3, autosave=False))
    app.stack.push(table)
    step(app, [])
    lay = table.layout
    font = table.painter.fonts.get("ui", lay.font_px)
    width = lay.prompt.w - round(20 * lay.scale)
    names = ["Ana", "Bob", "Cleo", "Dara"][:n]
    checked = 0
    for seed in range(4):
        for st, seat in _walk(mode_id, seed):
            if st.decision in MERC_KINDS or st.decision == "exhaust":
                text = build_prompt(st.view(seat), st.cards, names, None).text
                assert font.size(text)[0] <= width, text
                checked += 1
    assert checked > 50
