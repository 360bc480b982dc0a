"""King and Peasant's guided first game (game.peasant.tutorial): a prepared deal whatever the seed,
the newcomer the Peasant in Era 1 and the King in Era 2, each note once, in the order it teaches,
over a run where the newcomer follows the notes, and a move other than the one asked for told."""

from __future__ import annotations

from game.core.registry import modes, new_match
from game.core.tutorial import Tutorial, scripts
from game.peasant.cards import ASSASSIN, DECOY, PEASANT, SENTINEL
from game.peasant.modes import TUTORIAL_MODE
from game.peasant.tutorial import FIRST_GAME, STEPS
from tests.game.peasant.tutorial_driver import asked_move, computer_move, easy_move

# Every note but the two that ask for a move winning the Era at once (no_guards, exposed): the
# prepared game never offers one while a note asks for another (tested apart, below).
ORDER = ["roles", "hand", "deck", "hide", "ready", "turn", "assassin", "infiltrate", "mobilize",
         "dispatch", "decoy", "revolt", "era_over", "now_king", "king_hand", "they_hide",
         "guards", "they_infiltrate", "king_turn", "king_mobilize", "look", "drawn", "condemn", "wrap_up"]  # fmt: skip


def _play(choose=None):
    """The guided game with the newcomer at seat 0 (``choose(pointer_ids, state)`` may take a
    move of its own, else the note's move or the Easy one) and the table's computer at seat 1;
    returns the state and the pointers in the order they came."""
    st = new_match(TUTORIAL_MODE, 7)
    tut = Tutorial(FIRST_GAME, 0)
    came = list(tut.observe([], st.view(0), st.cards, 0))
    while not tut.finished and len(st.history) < 300:
        seat = st.current_seat
        if seat == 0:
            move = choose([p.id for p in came], st) if choose else None
            move = move or asked_move(tut.asking, st.view(0)) or easy_move(st, 0)
        else:
            move = computer_move(st, seat)
        events = st.apply(move)
        wrong = tut.acted(seat, move, len(st.history))
        came += [wrong] if wrong else []
        came += tut.observe(events, st.view(0), st.cards, len(st.history))
    return st, came


def test_the_guided_mode_is_listed_and_registered_with_its_script():
    info = modes()[TUTORIAL_MODE]
    assert info.seats == 2 and "Learn to play" in info.title and info.options == ()
    assert scripts()[FIRST_GAME.id] is FIRST_GAME
    assert FIRST_GAME.real_mode == "peasant/eras"


def test_the_prepared_deal_is_the_same_whatever_seed_is_asked():
    a, b = new_match(TUTORIAL_MODE, 1), new_match(TUTORIAL_MODE, 987654)
    assert a.seed == b.seed and a.snapshot() == b.snapshot()
    # The newcomer (seat 0) is the Peasant of Era 1, with the Assassin, the Decoy and a Revolt.
    assert a.king == 1 and a.role(0) == PEASANT
    names = [a.half_name(c, PEASANT) for c in a.hands[0]]
    assert ASSASSIN in a.hands[0] and DECOY in a.hands[0] and "Revolt" in names
    assert SENTINEL in a.hands[1] and len(a.hands[1]) == 5 and len(a.deck) == 8


def test_following_the_notes_brings_each_once_in_the_order_it_teaches():
    st, came = _play()
    assert [p.id for p in came] == ORDER
    assert [p.moves for p in came] == sorted(p.moves for p in came)
    # Era 1 won as the Peasant (the Revolt Infiltrated the Assassin on top, and the King drew
    # it), so the newcomer is the King of Era 2; the wrap-up comes as Era 2 is scored.
    assert st.results[0]["winner"] == 0 and st.results[0]["reason"] == "assassin_drawn"
    assert st.results[1]["king"] == 0
    assert len(st.results) == 2 and came[-1].kind == "wrap_up"
    first = {p.id: p.moves for p in came}
    assert first["roles"] == first["hand"] == first["deck"] == first["hide"] == 0
    # The King's notes come in Era 2, the Peasant's in Era 1.
    era_one_end = next(i for i, t in enumerate(st.history, 1) if t == "deal")
    assert all(first[s] < era_one_end for s in ORDER[: ORDER.index("era_over")])
    assert all(first[s] >= era_one_end for s in ORDER[ORDER.index("now_king") : -1])


def test_each_note_points_at_a_zone_of_the_table_and_asks_with_a_cost():
    zones = {"hand", "town", "ref", "deck", "look", "none"}
    assert {s.zone for s in STEPS} <= zones
    asking = [s for s in STEPS if s.expect]
    assert len(asking) >= 2 and all(s.wrong for s in asking)


def test_a_move_other_than_the_one_asked_for_brings_its_note():
    def skip_the_assassin(ids, st):
        return "hide Decoy" if ids[-1] == "hide" and st.decision == "setup_hide" else None

    _st, came = _play(skip_the_assassin)
    wrong = [p for p in came if p.kind == "wrong"]
    assert wrong and wrong[0].id == "hide:wrong"
    assert wrong[0].step.wrong.startswith("The Assassin is still in your hand")


def test_a_move_other_than_the_dispatch_asked_for_is_told_too():
    def draw_instead(ids, st):
        return "draw" if ids[-1] == "dispatch" and st.decision == "turn" else None

    _st, came = _play(draw_instead)
    ids = [p.id for p in came]
    assert "dispatch:wrong" in ids and ids.index("dispatch:wrong") == ids.index("dispatch") + 1


def test_a_resumed_guided_game_marks_the_notes_already_past():
    st, came = _play()
    tut = Tutorial(FIRST_GAME, 0)
    tut.catch_up(st)
    assert sorted(tut.done) == sorted(p.id for p in came if p.kind == "step")
    assert tut.finished


def _until(stop):
    """The guided game followed as in ``_play`` until ``stop(state)``; the state and its
    tutorial (the notes so far observed)."""
    st = new_match(TUTORIAL_MODE, 0)
    tut = Tutorial(FIRST_GAME, 0)
    tut.observe([], st.view(0), st.cards, 0)
    while not stop(st):
        seat = st.current_seat
        move = asked_move(tut.asking, st.view(0)) or easy_move(st, 0) if seat == 0 else None
        move = move or computer_move(st, seat)
        events = st.apply(move)
        tut.acted(seat, move)
        tut.observe(events, st.view(0), st.cards)
    return st, tut


def _viewer_turn(role):
    return lambda st: st.current_seat == 0 and st.decision == "turn" and st.role(0) == role


def test_with_no_guard_in_town_the_note_asks_for_the_winning_dispatch_and_no_other():
    st, tut = _until(_viewer_turn(PEASANT))
    # The King's Guards are gone (Removed): the face-down Assassin's Dispatch wins now.
    for cid in list(st.guards):
        st.guards.remove(cid)
        st.discard.append(cid)
    st._legal = None
    came = tut.observe([], st.view(0), st.cards)
    asking = [p.id for p in came if p.step.expect]
    assert asking == ["no_guards"]
    move = asked_move(tut.asking, st.view(0))
    assert st.rebels[int(move.split()[1])] == ASSASSIN
    st.apply(move)
    assert st.results[-1]["reason"] == "assassin_dispatched"


def test_a_face_up_assassin_brings_the_note_that_asks_the_king_to_condemn_it():
    st, tut = _until(_viewer_turn("king"))
    # The Peasant's Assassin lies face up in Town (Dispatched while a Guard stood there).
    where = st.hands[1] if ASSASSIN in st.hands[1] else st.rebels
    if ASSASSIN in st.deck:
        i = st.deck.index(ASSASSIN)
        st.deck.pop(i)
        st.dmask.pop(i)
    elif ASSASSIN in where:
        where.remove(ASSASSIN)
    st.rebels.append(ASSASSIN)
    st.up.add(ASSASSIN)
    st._legal = None
    came = tut.observe([], st.view(0), st.cards)
    assert [p.id for p in came if p.step.expect] == ["exposed"]
    move = asked_move(tut.asking, st.view(0))
    assert move == f"condemn {st.rebels.index(ASSASSIN)}"
    st.apply(move)
    assert st.results[-1]["reason"] == "assassin_discarded" and st.results[-1]["winner"] == 0


def test_condemning_the_decks_top_instead_of_the_face_up_assassin_is_told_as_a_wrong_move():
    st, tut = _until(_viewer_turn("king"))
    where = st.hands[1] if ASSASSIN in st.hands[1] else st.rebels
    if ASSASSIN in st.deck:
        i = st.deck.index(ASSASSIN)
        st.deck.pop(i)
        st.dmask.pop(i)
    elif ASSASSIN in where:
        where.remove(ASSASSIN)
    st.rebels.append(ASSASSIN)
    st.up.add(ASSASSIN)
    st._legal = None
    came = tut.observe([], st.view(0), st.cards)
    assert [p.id for p in came if p.step.expect] == ["exposed"]
    # (the note asks for that very card: a "condemn" of the deck's top is another move)
    assert tut.asking.expect == (f"condemn {st.rebels.index(ASSASSIN)}",)
    assert "condemn deck" in [str(a) for a in st.legal_actions()]
    st.apply("condemn deck")
    wrong = tut.acted(0, "condemn deck", len(st.history))
    assert wrong is not None and wrong.id == "exposed:wrong"
    assert "the deck's top" in wrong.step.wrong and "gives the Peasant the Era" in wrong.step.wrong


def _lose_era_one(ids, st):
    """A newcomer who hides nothing and draws every turn of Era 1: the Assassin never leaves
    the hand, and the deck runs out for the King."""
    if st.round_no != 1 or st.decision not in ("setup_hide", "turn"):
        return None
    return "done" if st.decision == "setup_hide" else "draw"


def test_after_a_lost_era_one_the_note_says_you_are_the_peasant_again_and_the_wrap_up_waits():
    st, came = _play(_lose_era_one)
    ids = [p.id for p in came]
    assert st.results[0]["winner"] == 1 and st.results[1]["king"] == 1
    # Era 2 is the Peasant's again: told at once, and the King's notes wait for a King's Era.
    assert "still_peasant" in ids and ids.index("still_peasant") > ids.index("era_over")
    assert "now_king" not in ids and "king_turn" not in ids
    # Era 2 lost too: the match is over, and the wrap-up says who won and only what was played.
    wrap = came[-1]
    assert wrap.kind == "wrap_up" and st.winner == 1 and len(st.results) == 2
    assert wrap.step.words.startswith("Lord Corvin wins the match, 2 Eras to 0.")
    assert "and the King" not in wrap.step.words and "win one as the Peasant" in wrap.step.words


def test_the_wrap_up_after_both_sides_says_who_won_and_offers_no_play_on_once_it_is_over():
    st, came = _play()
    wrap = came[-1].step.words
    # The newcomer who follows the notes wins both Eras: the match is over at the wrap-up.
    assert st.winner == 0 and st.scores == [2, 0]
    assert wrap.startswith("You win the match, 2 Eras to 0.")
    assert "and the King, who Readies Guards" in wrap
    assert "play on here" not in wrap and '"Play a real game"' in wrap


def test_the_infiltrate_note_with_the_decoy_left_in_hand_asks_for_the_assassin():
    def assassin_only(ids, st):
        if st.decision == "setup_hide":
            return "hide Assassin" if "hide Assassin" in st.view(0)["legal"] else "done"
        return None

    _st, came = _play(assassin_only)
    note = next(p for p in came if p.id == "infiltrate").step.words
    assert "Try the Decoy" not in note
    assert "Your Decoy is not face down in Town, so try the Assassin" in note
