"""The guided first game of Usurp the King (game.usurp.tutorial): its prepared game, and each
note once, at its first happening, in the issue's order (the Intrigue, the Rebellion type by
type, the ladder rung by rung) over a game played as the table plays it; a move other than the
one asked for is told, and the ladder's notes and the wrap-up say how this game ended."""

from __future__ import annotations

from game.ai.players import make_player
from game.core.registry import modes, new_match
from game.core.saves import dumps, loads
from game.core.tutorial import WRAP_UP, Tutorial
from game.usurp.data import CARD_TYPES
from game.usurp.tutorial import FIRST_GAME, STEPS, TUTORIAL_MODE


def viewer_move(st, tut: Tutorial, wrong: str | None = None) -> str:
    """The newcomer's move as the table test makes it: the move the last note asked for, else
    the Easy computer's (seeded by the move count); at step ``wrong`` another legal move."""
    legal = [str(a) for a in st.legal_actions()]
    asked = tut.asking
    if asked is not None and asked.id == wrong:
        return next(a for a in legal if a not in asked.expect)
    if asked is not None and asked.expect[0] in legal:
        return asked.expect[0]
    return str(make_player("easy", len(st.history)).choose(st, 0))


def computer_move(st, seat: int) -> str:
    """The Easy computer's move as the table seeds it (the session's seed, the move count)."""
    return str(
        make_player("easy", (st.seed * 1_000_003 + len(st.history)) % 2**31).choose(st, seat)
    )


def play(wrong: str | None = None):
    """The guided game to its end; returns the state and the pointers in the order they came."""
    st = new_match(TUTORIAL_MODE, 0)
    tut = Tutorial(FIRST_GAME, 0)
    came = list(tut.observe([], st.view(0), st.cards, 0))
    while not st.match_over:
        seat = st.current_seat
        action = viewer_move(st, tut, wrong) if seat == 0 else computer_move(st, seat)
        events = st.apply(action)
        told = tut.acted(seat, action, len(st.history))
        came += [told] if told else []
        came += tut.observe(events, st.view(0), st.cards, len(st.history))
    return st, came


FOLLOWED = [
    "families", "turns", "hand", "place_bribery", "influence", "place_guard", "place_dagger",
    "place_books", "place_spy", "place_poison",
    "rebellion", "loyalty", "bribery", "conspiracy", "hide", "spy", "your_spy", "agent",
    "dagger", "guard", "dead", "betrayal", "books", "reveal", "poison", "antidote",
    "ladder", "rung_usurper", "rung_king", "rung_heir", WRAP_UP,
]  # fmt: skip


def test_the_guided_mode_is_three_families_with_hayhurst_first_and_no_objectives():
    info = modes()[TUTORIAL_MODE]
    assert info.seats == 3 and "Learn to play" in info.title
    st = new_match(TUTORIAL_MODE, 5)
    assert st.families == 3 and st.first == 0 and st.current_seat == 0
    assert st.setting("first") == "0" and st.setting("tutorial") == "off"
    assert st.options == {} and st.objectives == [None] * 3  # a save names no setup choice


def test_the_prepared_game_is_the_same_whatever_seed_is_asked_and_saves():
    a, b = new_match(TUTORIAL_MODE, 1), new_match(TUTORIAL_MODE, 424242)
    assert a.seed == b.seed  # the computers' seeded choices follow from it
    assert a.view(0) == b.view(0)
    st, _ = play()
    again = loads(dumps(st))
    assert again.history == st.history and again.result == st.result


def test_following_the_notes_brings_every_note_once_in_the_teaching_order():
    st, came = play()
    assert [p.id for p in came] == FOLLOWED
    assert [p.moves for p in came] == sorted(p.moves for p in came)
    # The Intrigue's six notes each asked for one placement, and the newcomer made it.
    placed = [a for a in st.history if a.startswith("place ")][:18]
    asked = [s.expect[0] for s in STEPS if s.id.startswith("place_")]
    assert [a for i, a in enumerate(placed) if st.order[i] == 0] == asked
    # Followed, the notes' plan wins by the Heir: the King dead, the Heir alive and loyal.
    assert st.result["rung"] == "heir" and st.result["winner"] == 0


def test_every_card_type_of_the_deck_has_its_note_when_it_first_acts():
    _st, came = play()
    ids = [p.id for p in came]
    for kind in CARD_TYPES:
        assert kind.lower() in ids, kind
    # The Rebellion's types in the order it acts them, the loyalty cards first.
    order = ["bribery", "conspiracy", "spy", "agent", "dagger", "guard", "betrayal", "books",
             "poison", "antidote"]  # fmt: skip
    assert [i for i in ids if i in order] == order
    by_id = {p.id: p for p in came}
    # Each points at the very card: the first of its type to act (the newcomer's own Bribery).
    st = new_match(TUTORIAL_MODE, 0)
    assert st.cards[by_id["bribery"].seat].label == "Hayhurst Bribery"
    assert st.cards[by_id["guard"].seat].type == "Guard"
    assert st.cards[by_id["spy"].seat].type == "Spy"


def test_a_move_other_than_the_one_asked_for_is_told_and_the_game_goes_on():
    st, came = play(wrong="hide")
    ids = [p.id for p in came]
    assert ids[ids.index("hide") + 1] == "hide:wrong"
    assert "Antidote" in came[ids.index("hide:wrong")].step.wrong
    assert came[ids.index("hide:wrong")].seat == 4  # by the Hayhurst Book, as the note asking
    # Without the Antidote the Poison by the Heir kills him: no Antidote note, and the ladder
    # goes one rung further, to the Bastard.
    assert "antidote" not in ids and st.result["rung"] == "bastard"
    assert ids[-2:] == ["rung_bastard", WRAP_UP]
    st, came = play(wrong="place_bribery")
    ids = [p.id for p in came]
    assert ids[ids.index("place_bribery") + 1] == "place_bribery:wrong"


def test_the_ladder_notes_and_the_wrap_up_say_how_this_game_ended():
    st, came = play()
    by_id = {p.id: p for p in came}
    assert "Here it fails: only 1 Subject is disgruntled" in by_id["rung_usurper"].step.words
    assert "Here it fails: the King is dead" in by_id["rung_king"].step.words
    assert (
        "Here it decides: the King is dead and Hayhurst controls" in by_id["rung_heir"].step.words
    )
    wrap = by_id[WRAP_UP].step.words
    assert wrap.startswith("You win! Hayhurst wins (Heir)") and "secret tutorial objective" in wrap
    st, came = play(wrong="hide")
    wrap = came[-1].step.words
    assert wrap.startswith("Quinton wins (Bastard)")


def test_a_resumed_guided_game_marks_the_notes_already_past():
    st, came = play()
    tut = Tutorial(FIRST_GAME, 0)
    tut.catch_up(st)
    assert sorted(tut.done) == sorted(p.id for p in came if p.kind == "step")
    assert tut.finished


def test_the_minutes_on_the_list_are_what_a_newcomer_takes():
    """About 6 s a note read and 8 s a decision of the newcomer's, the computers' moves and the
    Rebellion's cards shown on top (about a second each at normal speed)."""
    st, came = play()
    decisions = sum(1 for a, s in zip(st.history, _movers(st), strict=True) if s == 0)
    computers = len(st.history) - decisions
    seconds = 6 * len(came) + 8 * decisions + computers + 20  # and about 20 Rebellion steps
    assert (len(came), decisions) == (31, 9)
    assert abs(FIRST_GAME.minutes * 60 - seconds) <= 60, seconds


def _movers(st) -> list[int]:
    """The seat that made each action of ``st``'s history, by replaying it."""
    again = new_match(TUTORIAL_MODE, 0)
    out = []
    for action in st.history:
        out.append(again.current_seat)
        again.apply(action)
    return out


def test_a_note_asking_for_a_card_already_placed_leaves_the_choice_and_judges_nothing():
    # Played in a real window: the Spy went by the Heir in place of the Bribery the first note
    # asked for. The Spy's own note came later asking for a card no longer in hand; it now says
    # so, and the card chosen then brings no "what that move does" note.
    st = new_match(TUTORIAL_MODE, 0)
    tut = Tutorial(FIRST_GAME, 0)
    came = list(tut.observe([], st.view(0), st.cards, 0))
    first = True
    while st.view(0)["placed"][0] < 6:
        seat = st.current_seat
        if seat == 0 and first:
            action, first = "place Spy@Heir", False
        else:
            action = viewer_move(st, tut) if seat == 0 else computer_move(st, seat)
        events = st.apply(action)
        told = tut.acted(seat, action, len(st.history))
        came += [told] if told else []
        came += tut.observe(events, st.view(0), st.cards, len(st.history))
    ids = [p.id for p in came]
    spy = came[ids.index("place_spy")]
    assert "already on the table" in spy.step.words and "Place your Spy" not in spy.step.words
    assert "place_spy:wrong" not in ids
    assert "place_bribery:wrong" in ids  # the first wrong move is still told


def _notes_with_the_dagger_by_the_queen():
    """The guided game up to its Rebellion, the newcomer placing the Dagger by the Queen when
    the note asks for the King, and every other card where its note asks."""
    st = new_match(TUTORIAL_MODE, 0)
    tut = Tutorial(FIRST_GAME, 0)
    came = list(tut.observe([], st.view(0), st.cards, 0))
    while st.view(0)["phase"] == "intrigue":
        seat = st.current_seat
        if seat == 0 and tut.asking is not None and tut.asking.id == "place_dagger":
            action = "place Dagger@Queen"
        else:
            action = viewer_move(st, tut) if seat == 0 else computer_move(st, seat)
        events = st.apply(action)
        told = tut.acted(seat, action, len(st.history))
        came += [told] if told else []
        came += tut.observe(events, st.view(0), st.cards, len(st.history))
    return {p.id: p for p in came}


def test_a_dagger_placed_by_another_member_is_told_and_the_poison_note_knows_it():
    by_id = _notes_with_the_dagger_by_the_queen()
    assert by_id["place_dagger:wrong"].step.wrong.startswith("Your Dagger is not by the King")
    poison = by_id["place_poison"].step.words
    assert "your only blade for the King" in poison and "second blade" not in poison
    # Followed as asked, the Poison is the second blade.
    _st, came = play()
    assert "It is a second blade" in next(p for p in came if p.id == "place_poison").step.words


def test_the_spy_note_names_the_one_guard_that_would_stop_the_dagger_by_the_king():
    _st, came = play()
    note = next(p for p in came if p.id == "your_spy").step.words
    # The prepared game puts Sylvestre's Guard by the King, beside the newcomer's Dagger.
    assert note.endswith(
        "Sylvestre's Guard by the King would take your Dagger's stab: move it to another "
        "member, and your Dagger kills him."
    )


def test_the_spy_note_says_nothing_of_a_guard_when_the_dagger_is_not_by_the_king():
    st = new_match(TUTORIAL_MODE, 0)
    view = st.view(0)
    step = next(s for s in STEPS if s.id == "your_spy")
    assert FIRST_GAME.words_for(step, view, 0) is None  # nothing placed yet: the plain note
