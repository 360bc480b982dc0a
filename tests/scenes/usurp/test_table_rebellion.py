"""The Rebellion told step by step on the table: at normal speed each card that resolves is held
up and ringed in its turn, a pause apart; a member killed is drawn alive until its kill plays;
the log tells each step only once its cards move; the king-maker's reason is said in words."""

from __future__ import annotations

import random

from game.core.registry import new_match
from scenes.usurp.table.board import RESOLVE_HOLD
from scenes.usurp.table.prompts import build_prompt, king_maker_words

from .usurp_table_helpers import usurp_table


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
