"""The guided Mercenary round's mode and script: Cutthroat Mercenaries on a prepared deal, and
each note once, at its first happening, in the order a newcomer who follows them meets them;
a move other than the one a note asks for brings what it costs."""

from __future__ import annotations

import math

from game.core.registry import modes, new_match
from game.core.tutorial import Tutorial
from game.imposter.modes import mode
from game.imposter.tutorial import SCRIPTS
from game.imposter.tutorial_mercenaries import MERC_TUTORIAL_MODE, MERCENARY_ROUND, STEPS
from tests.game.imposter.merc_guided import VIEWER, easy_move, guided_move

# The notes in the order the prepared deal brings them; "swap" comes only to a newcomer who
# wins the bid (the notes' bid loses to Lady Vesna's 19).
ORDER = ["mercenaries", "army", "bid", "bids", "won_other", "first", "tactician", "muster",
         "recruit", "enlist", "hire", "exhaust", "recommission", "king", "back", "leader_shown",
         "play", "leader_flip", "round_exhaust", "wrap_up"]  # fmt: skip
# A newcomer's pace (the closing note): seconds to read a note, to make a decision.
NOTE_SECONDS, DECISION_SECONDS = 6, 8


def _run(instead=None):
    """The guided match to the end of round one: the newcomer follows the notes, except where
    ``instead(state)`` gives another move. Returns the state, the pointers in the order they
    came, the events and view after each move, and how many decisions the newcomer made."""
    st = new_match(MERC_TUTORIAL_MODE)
    tut = Tutorial(MERCENARY_ROUND, VIEWER)
    came = list(tut.observe([], st.view(VIEWER), st.cards, 0))
    steps, mine = [], 0
    while not st.results:
        seat = st.current_seat
        if seat == VIEWER:
            auto = st.decision == "react" and [str(a) for a in st.legal_actions()] == ["pass"]
            action = (instead and instead(st)) or guided_move(st)
            mine += not auto  # (the table passes by itself where passing is all there is)
        else:
            action = easy_move(st, seat)
        events = st.apply(action)
        view = st.view(VIEWER)
        steps.append((events, view))
        wrong = tut.acted(seat, action, len(st.history))
        came += [wrong] if wrong else []
        came += tut.observe(events, view, st.cards, len(st.history))
    return st, came, steps, mine


def test_the_mode_is_cutthroat_mercenaries_on_a_deal_that_is_the_same_for_any_seed():
    info = modes()[MERC_TUTORIAL_MODE]
    assert info.seats == 3 and "Mercenaries" in info.title
    ours, real = mode(MERC_TUTORIAL_MODE), mode(MERCENARY_ROUND.real_mode)
    assert (ours.deck, ours.army, ours.mercenaries, ours.scoring, ours.facets) == (
        real.deck, real.army, real.mercenaries, real.scoring, real.facets
    )  # fmt: skip
    a, b = new_match(MERC_TUTORIAL_MODE, 1), new_match(MERC_TUTORIAL_MODE, 987654)
    assert a.seed == b.seed and a.hands == b.hands and a.merc.area == b.merc.area
    assert a.true_king == VIEWER  # the newcomer chooses who goes first (the "first" note)
    # The bid note names the Queen: the newcomer holds it.
    assert "Queen" in [a.cards[c].name for c in a.hands[VIEWER]]
    assert MERCENARY_ROUND in SCRIPTS


def test_every_note_comes_once_in_order_as_its_moment_comes():
    st, came, steps, _ = _run()
    ids = [p.id for p in came]
    assert ids == ORDER
    assert sorted(ids) == sorted([s.id for s in STEPS if s.id != "swap"] + ["wrap_up"])
    first = {p.id: p.moves for p in came}

    def first_move(pred):
        return next(i for i, (events, v) in enumerate(steps, 1) if pred(events, v))

    assert first["mercenaries"] == first["army"] == 0
    assert first["bid"] == 0 and st.history[0] == "bid Queen"
    assert first["bids"] == first_move(lambda ev, v: any(e.kind == "bid_totals" for e in ev))
    assert first["won_other"] == first["bids"]  # Lady Vesna's 19 wins, at the reveal
    assert first["tactician"] == first_move(
        lambda ev, v: any(e.kind == "king_facet" and e.arg == "Master Tactician" for e in ev)
    )
    muster = first_move(lambda ev, v: v["to_move"] == VIEWER and v["decision"] == "merc_muster")
    assert first["muster"] == first["recruit"] == muster
    assert st.history[muster].startswith("recruit ")
    assert first["hire"] == first["enlist"] + 1 and st.history[first["hire"]].startswith("hire ")
    assert (
        first["recommission"] == first["king"]
        and "recommission" in steps[first["king"] - 1][1]["legal"]
    )
    assert st.history[first["king"]] == "king Charismatic Leader"
    assert first["leader_shown"] == first_move(
        lambda ev, v: any(e.kind == "reveal" and e.src[0] == "successor" for e in ev)
    )
    assert first["round_exhaust"] == first["wrap_up"] == len(st.history)
    assert came[-1].kind == "wrap_up" and st.results[0]["round"] == 1
    # The notes point where their moment is: the Master Tactician at Lady Vesna's King, the
    # Mercenaries and the bids at everyone's.
    at = {p.id: p.seat for p in came}
    assert at["tactician"] == at["won_other"] == 2 and at["mercenaries"] == at["bids"] == -1


def test_a_bid_without_the_queen_is_told_and_a_winning_bid_brings_the_free_swap():
    def high_bid(st):
        if st.decision == "bid":  # the Spy first, then the Queen and the Warden: 24 wins
            return f"bid {('Spy', 'Queen', 'Warden')[len(st.party.down[VIEWER])]}"
        return None

    st, came, _steps, _ = _run(high_bid)
    ids = [p.id for p in came]
    assert ids[:4] == ["mercenaries", "army", "bid", "bid:wrong"]
    assert "Queen stays in hand" in came[3].step.wrong
    assert st.merc.winner == VIEWER
    assert "swap" in ids and "won_other" not in ids
    assert ids.index("swap") == ids.index("bids") + 1


def test_ending_mustering_at_the_king_note_is_told():
    def done_at_king(st):
        if st.decision == "merc_muster" and "recommission" in [str(a) for a in st.legal_actions()]:
            return "done"
        return None

    _st, came, _steps, _ = _run(done_at_king)
    ids = [p.id for p in came]
    assert ids[ids.index("king") + 1] == "king:wrong"
    assert "Done mustering" in came[ids.index("king:wrong")].step.wrong


def test_a_resumed_guided_round_marks_the_moments_already_past():
    st, came, _steps, _ = _run()
    tut = Tutorial(MERCENARY_ROUND, VIEWER)
    tut.catch_up(st)
    assert sorted(tut.done) == sorted(p.id for p in came if p.kind == "step")
    assert tut.finished


def test_the_minutes_said_are_the_notes_and_decisions_at_a_newcomers_pace():
    _st, came, _steps, mine = _run()
    seconds = len(came) * NOTE_SECONDS + mine * DECISION_SECONDS
    assert MERCENARY_ROUND.minutes == math.ceil(seconds / 60), (len(came), mine, seconds)


def test_every_note_is_short_and_asks_in_table_words():
    for step in STEPS:
        assert step.title and 40 < len(step.words) <= 300, step.id
        assert step.words.count(". ") + step.words.count(": ") <= 4, step.id
        assert not step.expect or len(step.wrong) > 40, step.id
    assert sum(1 for s in STEPS if s.expect) >= 2


def test_the_bid_note_says_its_advice_may_lose_the_bid_as_it_does_on_this_deal():
    # A newcomer who bids as told (the Queen and two low cards) loses to Lady Vesna's 19; the
    # note says so before, so the loss reads as the plan and not as a mistake.
    st, came, _steps, _ = _run()
    assert st.merc.winner != VIEWER and "won_other" in [p.id for p in came]
    assert "may lose the bid" in next(s for s in STEPS if s.id == "bid").words
