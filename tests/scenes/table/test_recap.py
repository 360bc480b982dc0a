"""The table's "Since your turn" list: the others' moves told in order when the decision comes
back to a person, stepped through and replayed by keys, each person's own in pass-and-play."""

from __future__ import annotations

import random

import pygame
from recap_helpers import play_until_recap, seated_table
from table_helpers import click, key

from scenes.app import step
from scenes.table.help import KEYS
from scenes.table.recap import REPLAY_STEP


def _waiting(table) -> bool:
    return table._human_may_act() and not table.board.busy and table.recap.looked()


def _lines(table, viewer: int) -> set[str]:
    return {text for text, _style in table.log.lines(viewer)}


def test_a_cutthroat_recap_lists_exactly_the_computers_moves_since_the_turn_in_order(app):
    table, applied = seated_table(app, "imposter/cutthroat", (0,), seed=5)
    rng = random.Random(3)
    last, checked = 0, 0
    for _ in range(4000):
        step(app, [])
        if app.stack.top is not table or not _waiting(table):
            continue
        others = [s for s, a in applied[last:] if s != 0 and a != "deal"]
        recap = table.recap
        if others:
            assert recap.showing()
            assert [item.seat for item in recap.items] == others
            told = _lines(table, 0)
            assert all(item.line in told for item in recap.items)  # the log's own words
            checked += 1
        else:
            assert not recap.showing()
        if checked >= 4:
            break
        last = len(applied)
        table.choose(rng.choice(table.legal()))
    assert checked >= 4


def _recap_of_two(app, mode="imposter/cutthroat", seed=5):
    """A Cutthroat table whose list is up with two moves or more, the first two lighting
    other cards on the table, cards the person saw."""
    table, _ = seated_table(app, mode, (0,), seed=seed)
    rng = random.Random(4)
    for _ in range(40):
        play_until_recap(app, table, rng, least=2)
        first, second = (set(item.cards) & _ids_on(table) for item in table.recap.items[:2])
        if first and second and first != second:
            return table
        table.choose(rng.choice(table.legal()))
    raise AssertionError("no list whose first two moves light cards")


def _lit_ids(table) -> set:
    rects = {tuple(r) for r in table.recap.panel.lit_rects()}
    return {sp.cid for sp in table.board.all_sprites() if tuple(sp.rect) in rects}


def test_the_bracket_keys_step_the_highlight_and_r_replays_and_esc_puts_it_away(app):
    table = _recap_of_two(app)
    recap = table.recap
    items = recap.items
    first, second = (set(item.cards) & _ids_on(table) for item in items[:2])
    assert recap.at == 0 and first <= _lit_ids(table)
    key(app, pygame.K_RIGHTBRACKET)
    assert recap.at == 1 and second <= _lit_ids(table)
    assert first - second and not (first - second) & _lit_ids(table)  # the first's went dark
    key(app, pygame.K_LEFTBRACKET)
    assert recap.at == 0
    key(app, pygame.K_r)
    assert recap.at == 0 and recap.replay_next is not None
    step(app, [], dt=REPLAY_STEP * 1.5)
    step(app, [])
    assert recap.at == 1  # a pause later, the next move is lit
    key(app, pygame.K_ESCAPE)
    assert not recap.showing() and app.stack.top is table  # put away, not the pause menu
    key(app, pygame.K_r)
    assert recap.showing() and recap.at == 0  # R brings it back as a replay


def _ids_on(table) -> set:
    return {sp.cid for sp in table.board.all_sprites() if sp.cid is not None and not sp.leaving}


def test_the_controls_step_and_close_by_clicks_and_the_players_move_puts_it_away(app):
    table = _recap_of_two(app)
    recap = table.recap
    step(app, [])
    click(app, recap.panel.controls["next"].center)
    assert recap.at == 1
    click(app, recap.panel.controls["back"].center)
    assert recap.at == 0
    click(app, recap.panel.controls["close"].center)
    assert not recap.showing()
    key(app, pygame.K_r)
    assert recap.showing()
    table.act(table.legal()[0])
    assert not recap.showing()


def test_in_pass_and_play_each_person_sees_the_moves_since_their_own_turn_in_their_words(app):
    table, _ = seated_table(app, "imposter/cutthroat", (0, 1), seed=7)
    rng = random.Random(5)
    seen: dict[int, list] = {0: [], 1: []}
    for _ in range(30):
        play_until_recap(app, table, rng)
        viewer = table.viewer
        recap = table.recap
        assert recap.viewer == viewer
        assert all(item.seat != viewer for item in recap.items)
        told = _lines(table, viewer)
        assert all(item.line in told or item.news for item in recap.items)
        seen[viewer].append([item.seat for item in recap.items])
        if all(len(v) >= 3 for v in seen.values()):
            break
        table.choose(rng.choice(table.legal()))
    assert all(len(v) >= 3 for v in seen.values())
    # Each sees the other person's moves too, not only the computer's.
    assert any(1 in seats for seats in seen[0]) and any(0 in seats for seats in seen[1])


def test_the_keys_list_tells_the_recap_keys():
    keys = dict(KEYS)
    assert "[ ]  R" in keys
    from scenes.imposter.kit import KIT as IMPOSTER
    from scenes.peasant.kit import KIT as PEASANT
    from scenes.usurp.kit import KIT as USURP

    for kit in (IMPOSTER, PEASANT, USURP):
        assert "[ ]  R" in {k for k, _ in kit.keys}


def test_a_frame_with_the_list_up_lays_nothing_out_again(app, monkeypatch):
    table = _recap_of_two(app)
    panel = table.recap.panel
    calls = []
    real = panel.place
    monkeypatch.setattr(panel, "place", lambda: calls.append(1) or real())
    for _ in range(5):
        step(app, [])
    assert calls == []  # placed once, when it opened


def test_a_long_matchs_list_is_written_from_its_round_as_the_whole_log_would_word_it(
    app, monkeypatch
):
    import scenes.table.recap as recap_module

    table, _ = seated_table(app, "imposter/cutthroat", (0,), seed=5)
    rng = random.Random(2)
    while table.state.round_no < 3:
        play_until_recap(app, table, rng)
        table.choose(rng.choice(table.legal()))
    play_until_recap(app, table, rng)
    recap = table.recap
    moves = recap.moves[-12:]
    quick = recap_module.build_items(table.log, table.kit, moves, [], 0, recap._open_zone)
    whole = recap_module.written
    monkeypatch.setattr(recap_module, "written", lambda log, v, upto, since=0: whole(log, v, upto))
    slow = recap_module.build_items(table.log, table.kit, moves, [], 0, recap._open_zone)
    assert quick and quick == slow
