"""The guided Mercenary round at the table, by clicks: each note read away with a click, each of
the newcomer's moves a click on what answers it (the move the notes ask for, else the Easy one),
every note inside the table and clear of what it points at, at 1280x720 and 1024x640, to the
wrap-up, whose "Play a real game" opens Cutthroat Mercenaries' setup."""

from __future__ import annotations

import pytest
from table_helpers import action_point, click, note_misfits, took

from game.imposter.tutorial_mercenaries import MERCENARY_ROUND
from scenes.app import step
from scenes.learn import TutorialSession
from scenes.table.scene import TableScene
from tests.game.imposter.merc_guided import guided_move

ORDER = ["mercenaries", "army", "bid", "bids", "won_other", "first", "tactician", "muster",
         "recruit", "enlist", "hire", "exhaust", "recommission", "king", "back", "leader_shown",
         "play", "leader_flip", "round_exhaust", "wrap_up"]  # fmt: skip


def _next_move(table) -> str:
    """The newcomer's next move; inside a choice the table holds (the Successor, then the
    Dungeon card), the one after the held steps."""
    st = table.state
    held = table.choice.steps if table.choice else []
    if held:
        st = st.clone()
        for s in held:
            st.apply(s.text)
    return guided_move(st)


def guided_round(app, table, on_note=None) -> list[str]:
    """Round one through the table by clicks, to the wrap-up (left on screen); returns the ids
    of the notes in the order they showed."""
    seen: list[str] = []
    for _ in range(3000):
        step(app, [])
        p = table.guide.current
        if p is not None:
            seen.append(p.id)
            if on_note is not None:
                on_note(p)
            if p.kind == "wrap_up":
                return seen
            click(app, (5, 5))
            continue
        st = table.state
        if st.current_seat == 0 and table._human_may_act() and not table.board.busy:
            action = _next_move(table)
            before = len(st.history)
            pos = action_point(app, table, action)
            assert pos is not None, f"nothing on the table answers '{action}'"
            click(app, pos)
            assert took(table, table.session, before, action), action
    raise AssertionError(f"the wrap-up never came; notes seen: {seen}")


# The turned-up bids fill the table's middle from the other seats' rows down to the prompt: no
# note of those words fits beside them, so that one keeps clear of the bids (what it speaks of)
# and may lie over the prompt's first words, and at 1024x640 a hand card, while it is read.
CROWDED = {"bids"}


def _placed_clear(table, p) -> None:
    """The note lies inside the table and off the zone it points at, the prompt and the hand,
    at 1280x720 and 1024x640."""
    misfits = note_misfits(table)
    if p.id in CROWDED:
        misfits = [m for m in misfits if m[2] not in ("over the prompt", "over the hand")]
    assert not misfits, misfits
    target = table.guide.zone_rect(p)
    if p.id == "bids":  # every seat's bid row is lit, the viewer's and the computers'
        rows = [sp for sp in table.board.sprites if sp.slot.zone == "up"]
        assert {sp.slot.seat for sp in rows} == {0, 1, 2}
        assert all(target.contains(sp.rect) for sp in rows)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_guided_mercenary_round_is_played_by_clicks_to_a_real_games_setup(
    app, fake_scoring, size
):
    from scenes.setup import SetupScene

    app.resize(size) if hasattr(app, "resize") else None
    table = TableScene(app, TutorialSession(MERCENARY_ROUND))
    app.stack.push(table)
    table.on_resize(size)
    step(app, [])
    seen = guided_round(app, table, lambda p: _placed_clear(table, p))
    assert seen == ORDER
    assert table.guide.shown == ORDER  # none shown twice
    assert table.state.results and table.state.results[0]["round"] == 1
    click(app, table.guide.buttons["real"].center)
    step(app, [])
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.mode_id == "imposter/cutthroat-mercenaries"


def test_a_charismatic_leaders_own_successor_lies_face_up_once_revealed(app, fake_scoring):
    from scenes.imposter.table.hover import card_facts

    table = TableScene(app, TutorialSession(MERCENARY_ROUND))
    app.stack.push(table)
    step(app, [])
    seen = {}

    def at_reveal(p):
        if p.id == "leader_shown" and not seen:
            view = table.state.view(0)
            cid = view["seats"][0]["successor"]
            sp = next(
                sp for sp in table.board.sprites if sp.slot.zone == "successor" and sp.cid == cid
            )
            seen["face_up"] = sp.face_up
            seen["notes"] = card_facts(view, table.state.cards, cid, "successor").notes

    guided_round(app, table, at_reveal)
    assert seen["face_up"] is True  # as everyone else sees it
    assert "Your Successor, revealed: everyone sees it." in seen["notes"]
