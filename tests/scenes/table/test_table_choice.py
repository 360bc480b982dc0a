"""Choices of several steps are held by the table until their last step, and can be taken
back step by step (the Back button, Backspace) without anything applied."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click, key

from game.imposter.positions import build
from scenes.app import step
from scenes.imposter.table.choice import RULES
from scenes.session import MatchSession, SeatSetup
from scenes.table.choice import BACK, Choice
from scenes.table.scene import TableScene

SOLO = [SeatSetup("Alice", "human"), SeatSetup("Lady Vesna", "computer", "easy")]


def _table(app, st):
    session = MatchSession("imposter/2p-base", SOLO, 1, autosave=False)
    session.state = st
    # A built position keeps no action list: the session notes what it applies.
    session.applied = []
    apply = session.apply

    def noting(action):
        session.applied.append(str(action))
        return apply(action)

    session.apply = noting
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    return session, table


def _click(app, table, action):
    pos = table.click_point(action)
    assert pos is not None, (
        f"nothing answers {action!r}; prompt offers {sorted(table.prompt.actions())}"
    )
    click(app, pos)


def _history(session):
    return list(getattr(session, "applied", None) or session.state.history or [])


def test_the_soldier_waits_for_its_name_and_back_returns_to_the_hand(app):
    st = build(hands=[["Soldier", "Queen", "Fool"], ["Elder", "Judge"]], court=["Zealot"])
    session, table = _table(app, st)
    _click(app, table, "play Soldier")
    assert _history(session) == []  # nothing applied: the Soldier is still in hand
    assert table.prompt.picker_kind == "names" and ("Back", BACK) in table.prompt.buttons
    soldier = session.state.find(session.state.hands[0], "Soldier")
    assert table.choice.chosen() == [soldier]
    _click(app, table, BACK)
    assert _history(session) == [] and not table.choice
    assert "play Soldier" in table.prompt.actions() and not table.prompt.picker
    # Changed mind: the Queen, played at once (it asks nothing more).
    _click(app, table, "play Queen")
    assert _history(session)[:1] == ["play Queen"]


def test_the_soldier_and_its_name_apply_together_on_the_name(app):
    st = build(hands=[["Soldier", "Queen"], ["Elder", "Judge"]], court=["Zealot"])
    session, table = _table(app, st)
    _click(app, table, "play Soldier")
    _click(app, table, "name Queen")
    assert _history(session)[:2] == ["play Soldier", "name Queen"]


def test_the_mystic_number_picker_has_a_back_and_backspace_works_too(app):
    st = build(hands=[["Mystic", "Queen"], ["Elder"]], court=["Fool"], disgraced=[0])
    session, table = _table(app, st)
    _click(app, table, "play Mystic")
    assert table.prompt.picker_kind == "numbers" and ("Back", BACK) in table.prompt.buttons
    key(app, pygame.K_BACKSPACE)
    assert not table.choice and _history(session) == []
    _click(app, table, "play Mystic")
    _click(app, table, "name 3")
    assert _history(session)[:2] == ["play Mystic", "name 3"]


@pytest.mark.parametrize("name", ["Inquisitor", "Judge"])
def test_the_inquisitor_and_judge_names_can_be_taken_back(app, name):
    st = build(hands=[[name, "Queen"], ["Elder", "Fool"]], court=["Zealot"])
    session, table = _table(app, st)
    _click(app, table, f"play {name}")
    assert table.prompt.picker and ("Back", BACK) in table.prompt.buttons
    _click(app, table, BACK)
    assert _history(session) == []


def test_the_fool_takes_only_on_its_last_click_and_each_step_offers_what_the_model_allows(app):
    st = build(
        hands=[["Fool", "Queen"], ["Elder"]], court=["Soldier", "Judge", "Zealot"], disgraced=[2]
    )
    session, table = _table(app, st)
    _click(app, table, "play Fool")
    copy = st.clone()
    copy.apply("play Fool")
    allowed = {str(a) for a in copy.legal_actions()}
    assert table.prompt.actions() - {BACK} == allowed
    assert table.legal() == [str(a) for a in copy.legal_actions()]
    assert _history(session) == []
    _click(app, table, "take Judge")
    assert _history(session)[:2] == ["play Fool", "take Judge"]


def test_the_sentry_commits_only_at_the_card_given_then_waits_out_the_window(app):
    # Lady Vesna might hold the King's Hand (it is not public), so she is asked in between.
    st = build(hands=[["Sentry", "Queen", "Fool"], ["Elder", "Judge"]], court=["Soldier"])
    session, table = _table(app, st)
    _click(app, table, "play Sentry")
    _click(app, table, "exchange Soldier")
    assert _history(session) == []
    assert table.prompt.text.startswith("Choose a card from your hand to put in the Court")
    fool = session.state.find(session.state.hands[0], "Fool")
    assert fool in table.prompt.hand
    _click(app, table, BACK)  # back to the Court card, still nothing applied
    assert _history(session) == [] and table.prompt.court
    _click(app, table, "exchange Soldier")
    _click(app, table, "give Fool")
    for _ in range(10):
        step(app, [])
    hist = _history(session)
    assert hist[:2] == ["play Sentry", "exchange Soldier"]
    assert "give Fool" in hist and hist.index("give Fool") > 1
    assert not table.queued and fool in session.state.court


def test_the_princess_chooses_then_gives_in_one_go(app):
    st = build(hands=[["Princess", "Queen", "Fool"], ["Elder", "Judge"]], court=["Soldier"])
    session, table = _table(app, st)
    _click(app, table, "play Princess")
    assert ("Swap with Lady Vesna", "choose 1") in table.prompt.buttons
    _click(app, table, "choose 1")
    assert _history(session) == []
    _click(app, table, "give Queen")
    for _ in range(10):
        step(app, [])
    hist = _history(session)
    assert hist[:2] == ["play Princess", "choose 1"] and "give Queen" in hist


def test_the_warden_exchange_waits_for_the_card_to_give(app):
    st = build(
        "imposter/fon-1-immortal", hands=[["Warden", "Queen", "Fool"], ["Elder", "Judge"]],
        court=["Soldier", "Mystic", "Zealot"], accused="Sentry",
    )  # fmt: skip
    session, table = _table(app, st)
    _click(app, table, "play Warden")
    _click(app, table, "exchange")
    assert _history(session) == []
    _click(app, table, "give Fool")
    for _ in range(10):
        step(app, [])
    assert session.state.cards[session.state.accused].name == "Fool"


def test_soldier_disgraces_are_held_until_stop(app):
    st = build(hands=[["Soldier", "Fool"], ["Queen", "Elder"]], court=["Mystic", "Zealot", "Judge"])
    session, table = _table(app, st)
    _click(app, table, "play Soldier")
    _click(app, table, "name Queen")  # right: Lady Vesna holds the Queen
    for _ in range(10):
        step(app, [])
    assert session.state.decision == "disgrace"
    before = _history(session)
    _click(app, table, "disgrace Mystic")
    assert _history(session) == before  # held
    _click(app, table, BACK)
    _click(app, table, "disgrace Zealot")
    _click(app, table, "done")
    assert _history(session)[len(before) :][:2] == ["disgrace Zealot", "done"]


def test_successor_then_dungeon_are_set_together(app):
    session = MatchSession("imposter/2p-base", SOLO, 4, autosave=False)
    st = session.state
    while not (st.decision == "place" and st.current_seat == 0):
        st.apply(str(st.legal_actions()[0]) if st.decision != "first" else "first 0")
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    hand = table.drawer.hand_sprites()
    first, second = (st.cards[sp.cid].label for sp in hand[:2])
    before = _history(session)
    _click(app, table, f"successor {first}")
    assert _history(session) == before and table.prompt.text.startswith("Choose your Dungeon")
    _click(app, table, BACK)
    _click(app, table, f"successor {second}")
    _click(app, table, f"dungeon {first}")
    assert _history(session)[len(before) :][:2] == [f"successor {second}", f"dungeon {first}"]


@pytest.mark.parametrize(("card", "then"), [("Soldier", "disgrace"), ("Judge", "judge_ante")])
def test_a_choice_never_runs_past_news_the_player_would_learn(card, then):
    # The King's Hand lies in the Court, so no window opens: the guess is answered at once and
    # right, and the player owes the next decision (Disgraces, the Antechamber card) at once.
    # That decision tells them the guess was right, so the choice ends at the name.
    st = build(
        hands=[[card, "Queen", "Fool"], ["Elder", "Sentry"]],
        court=["King's Hand", "Mystic", "Zealot"], disgraced=[0],
    )  # fmt: skip
    choice = Choice(st, 0, RULES)
    assert not choice.pick(f"play {card}")
    assert choice.pick("name Elder")
    after = st.clone()
    for _kind, text in choice.actions():
        after.apply(text)
    assert after.current_seat == 0 and after.decision == then  # what the copy would have shown
    assert len(st.hands[0]) == 3 and st.decision == "turn"  # the match itself untouched


def test_the_stranger_copying_the_soldier_waits_for_the_name(app):
    st = build(
        "imposter/fon-full", hands=[["Stranger", "Elder", "Queen"], ["Fool", "Judge"]],
        court=["Soldier", "Zealot", "Mystic"], disgraced=[2],
    )  # fmt: skip
    session, table = _table(app, st)
    _click(app, table, "play Stranger")
    _click(app, table, "copy Soldier")
    assert _history(session) == [] and table.prompt.picker_kind == "names"
    _click(app, table, BACK)
    _click(app, table, BACK)
    assert not table.choice and _history(session) == []
    _click(app, table, "play Stranger")
    _click(app, table, "copy Soldier")
    _click(app, table, "name Judge")
    assert _history(session)[:3] == ["play Stranger", "copy Soldier", "name Judge"]


def test_a_card_played_in_an_earlier_held_step_answers_a_later_one_where_it_lies(app):
    """The Oathbound on a higher card, then the Fool: the Fool may take the Oathbound back,
    which the table still shows raised in the hand (the steps are held until the last)."""
    from game.imposter.positions import build
    from scenes.session import MatchSession, SeatSetup

    st = build(hands=[["Oathbound", "Fool", "Elder"], ["Elder"]], court=["Soldier", "Princess"])
    seats = [SeatSetup("Alice", "human"), SeatSetup("Bob", "computer", "easy")]
    session = MatchSession("imposter/2p-base", seats, 1, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    click(app, table.click_point("play Oathbound"))
    click(app, table.click_point("play Fool"))
    assert table.choice and "take Oathbound" in table.legal()
    pos = table.click_point("take Oathbound")
    assert pos is not None
    oathbound = st.find(st.hands[0], "Oathbound")
    hit = next(h for h in table.hits() if h[1] == "take Oathbound")
    assert hit[3].cid == oathbound
    click(app, pos)
    for _ in range(5):
        step(app, [])
    st = session.state
    assert oathbound in st.hands[0] and st.find(st.court, "Fool") is not None
