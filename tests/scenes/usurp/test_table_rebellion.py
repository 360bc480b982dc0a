"""The Rebellion told step by step on the table: at normal speed each card that resolves is held
up and ringed in its turn, a pause apart; a member killed is drawn alive until its kill plays;
the log tells each step only once its cards move; the king-maker's reason is said in words."""

from __future__ import annotations

import random

from game.core.registry import new_match
from scenes.app import step
from scenes.usurp.table.board import FINAL_HOLD, RESOLVE_HOLD
from scenes.usurp.table.prompts import build_prompt, king_maker_words

from .usurp_table_helpers import click, usurp_table


def _a_move_that_sets_off_resolutions(session, seed: int):
    """Random play up to an action whose events resolve two or more cards (one of them
    killing), applied on a copy; the session is left just before it."""
    rng = random.Random(seed)
    st = session.state
    while not st.match_over:
        legal = [str(a) for a in st.legal_actions()]
        for a in legal:
            probe = st.clone()
            events = probe.apply(a)
            kinds = [e.kind for e in events]
            if kinds.count("resolve") >= 2 and "kill" in kinds:
                return a
        session.apply(rng.choice(legal))
    return None


def test_each_resolving_card_is_ringed_in_turn_a_pause_apart_and_a_kill_shows_when_it_plays(
    tapp, fake_scoring
):
    tapp.settings.anim_speed = "normal"
    for seed in range(1, 30):
        session, table = usurp_table(tapp, "usurp/3p", humans=(), seed=seed)
        table.worker.close()
        action = _a_move_that_sets_off_resolutions(session, seed)
        if action is not None:
            break
        tapp.stack.pop()
    else:
        raise AssertionError("no move setting off a kill was found")
    table._sync_view()
    board = table.board
    board.finish()
    told = len(table.log.entries)
    events = table.act(action)
    resolves = [e for e in events if e.kind == "resolve"]
    lit = [cid for _t0, _t1, cid in board.spotlight]
    assert lit == [e.card for e in resolves]
    starts = [t0 for t0, _t1, _cid in board.spotlight]
    assert all(b - a >= RESOLVE_HOLD * 0.99 for a, b in zip(starts, starts[1:], strict=False))
    # A step a newcomer can follow: about 1.2 s or more at normal speed (playtest F9).
    assert all(b - a >= 1.19 for a, b in zip(starts, starts[1:], strict=False))
    # While a step only plays out, the prompt tells what resolves, not "... is thinking".
    words = table.drawer.playing_out_words(table.view())
    assert words is not None and "resolves" in words and "thinking" not in words
    killed = [e.arg["member"] for e in events if e.kind == "kill"]
    numbers = {m["name"]: m["number"] for m in table.view()["members"]}
    for name in killed:
        assert board.dying(numbers[name]), "a killed member is drawn alive until its kill plays"
    # The log holds each line back until its event's cards move.
    assert table.log_told() is not None and table.log_told() < len(table.log.entries)
    assert table.log_told() >= told
    # Played out: every step has been shown and the table rests on the view.
    for _ in range(4000):
        if not board.busy:
            break
        board.update(0.05)
    assert not board.busy and board.spotlit() is None
    for name in killed:
        assert not board.dying(numbers[name])


def test_the_king_maker_is_told_in_plain_words_and_the_prompt_says_whom_to_make_win():
    from game.core.registry import use_games

    use_games(["game.imposter.plugin", "game.peasant.plugin", "game.usurp.plugin"])
    try:
        st = new_match("usurp/3p", 1)
        view = dict(st.view(st.current_seat))
        view["king_maker"] = {"seat": view["seat"], "favoured": 2, "others": [1], "why": "..."}
        words = king_maker_words(view)
        assert "cannot win" in words and "Quinton" in words and "Sylvestre" in words
        p = build_prompt(view, st, ["A", "B", "C"], None)
        assert p.text.startswith("King-maker:")
        view["king_maker"] = None
        assert not build_prompt(view, st, ["A", "B", "C"], None).text.startswith("King-maker")
    finally:
        use_games(None)


def _the_last_move(session, seed: int):
    """Random play up to the action that ends the game (the session is left just before it)."""
    rng = random.Random(seed)
    st = session.state
    while not st.match_over:
        legal = [str(a) for a in st.legal_actions()]
        for a in legal:
            if any(e.kind == "match_over" for e in st.clone().apply(a)):
                return a
        session.apply(rng.choice(legal))
    return None


def _before_the_end(tapp, seed: int = 3):
    tapp.settings.anim_speed = "normal"
    session, table = usurp_table(tapp, "usurp/3p", humans=(), seed=seed)
    table.worker.close()
    action = _the_last_move(session, seed)
    assert action is not None
    table._sync_view()
    table.board.finish()
    return session, table, action


def test_the_final_court_stays_in_view_before_the_end_screen(tapp, fake_scoring):
    _session, table, action = _before_the_end(tapp)
    table.act(action)
    board = table.board
    played = None
    t = 0.0
    while tapp.stack.top is table and t < 60:
        step(tapp, [], dt=0.05)
        t += 0.05
        if played is None and board.resting():
            played = t
            assert "Click to see the result" in table.drawer.match_over_words(table.view())
    assert tapp.stack.top is not table, "the end screen came"
    assert played is not None, "the final court rested in view"
    assert t - played >= FINAL_HOLD * 0.95
    assert FINAL_HOLD >= 2.0


def test_a_click_on_the_resting_court_shows_the_end_screen_at_once(tapp, fake_scoring):
    _session, table, action = _before_the_end(tapp)
    table.act(action)
    for _ in range(2000):
        if table.board.resting():
            break
        step(tapp, [], dt=0.05)
    assert table.board.resting()
    click(tapp, (5, 5))
    step(tapp, [])
    assert tapp.stack.top is not table
