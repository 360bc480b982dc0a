from game.imposter.positions import build
from tests.game.imposter.helpers import court, do, hand, legal


def _flip_position(**kw):
    base = dict(
        hands=[["Elder"], ["Assassin", "Soldier"]],
        court=["Queen"],
        successors=["Princess", "Judge"],
    )
    base.update(kw)
    return build(**base)


def test_assassin_reacts_to_a_king_flip_and_the_flipper_loses_the_round():
    st = _flip_position()
    do(st, "flip")
    assert st.current_seat == 1 and legal(st) == ["pass", "react Assassin"]
    events = do(st, "react Assassin", "pass")  # seat 0 holds no King's Hand to answer
    assert st.round_over
    result = [e.arg for e in events if e.kind == "round_over"][0]
    assert result["winner"] == 1 and result["reason"] == "assassinated"
    # The flip never happened: the Throne stays face up and the Successor was never taken,
    # so it still counts for the cards-left bonus (rulebook FAQ).
    assert court(st) == ["Queen"]
    assert result["points"] == {"win": 1, "king": 1, "cards": 1}


def test_flip_resolves_when_the_assassin_is_not_used():
    st = _flip_position()
    do(st, "flip", "pass")
    assert court(st) == ["[Queen]"]
    assert hand(st, 0) == ["Elder", "Princess"]
    assert st.king_up == [False, True]
    assert st.current_seat == 1


def test_kings_hand_stops_the_assassin_and_the_flip_goes_ahead():
    st = _flip_position(hands=[["Elder", "King's Hand"], ["Assassin", "Soldier"]])
    do(st, "flip", "react Assassin")
    assert st.current_seat == 0 and legal(st) == ["pass", "react King's Hand"]
    do(st, "react King's Hand")
    assert not st.round_over
    assert court(st) == ["[Queen]"] and hand(st, 0) == ["Elder", "Princess"]
    assert st.king_up == [False, True]


def test_assassin_stopped_by_the_kings_hand_is_condemned_in_front_of_its_owner():
    # Rulebook, King's Hand: "Both cards are then Condemned". The revealed Assassin lies in
    # front of its owner like the King's Hand in front of its own: each spends a turn.
    st = _flip_position(hands=[["Elder", "King's Hand"], ["Assassin", "Soldier"]])
    events = do(st, "flip", "react Assassin", "react King's Hand")
    assert [st.name(c) for c in st.condemned[0]] == ["King's Hand"]
    assert [st.name(c) for c in st.condemned[1]] == ["Assassin"]
    assert st.removed == [] and st.reveal == []
    stopped = [e for e in events if e.arg == "stopped"]
    assert [(e.seat, e.src, e.dst) for e in stopped] == [(1, ("reveal", -1), ("condemned", 1))]
    # The Assassin's owner does not play twice in a row: their turn removes the Assassin, even
    # with a Soldier in hand that could be played on the Disgraced Throne.
    assert st.current_seat == 1 and legal(st) == ["remove Assassin"]
    do(st, "remove Assassin")
    assert st.name(st.removed[-1]) == "Assassin" and st.condemned[1] == []
    # Then the flipper's turn removes the King's Hand, and play goes on as usual.
    assert st.current_seat == 0 and legal(st) == ["remove King's Hand"]
    do(st, "remove King's Hand")
    assert st.current_seat == 1 and legal(st) == ["play Soldier", "flip"]
    assert court(st) == ["[Queen]"]


def test_condemned_assassin_is_removed_before_the_owners_antechamber_card():
    # Turn rule: a Condemned card first, then the Antechamber.
    st = _flip_position(
        hands=[["Elder", "King's Hand"], ["Assassin", "Soldier"]],
        antechambers=[[], ["Fool"]],
    )
    do(st, "flip", "react Assassin", "react King's Hand")
    assert st.current_seat == 1 and legal(st) == ["remove Assassin"]
    do(st, "remove Assassin", "remove King's Hand")
    assert st.current_seat == 1 and legal(st) == ["play Fool"]  # the Antechamber's turn


def test_assassin_owner_with_an_empty_hand_still_takes_the_removal_turn():
    # The Condemned card is a turn option: an empty hand does not knock its owner out yet.
    st = _flip_position(
        hands=[["Elder", "King's Hand"], ["Assassin"]],
        successors=["Princess", None],
        kings_up=[True, False],
    )
    do(st, "flip", "react Assassin", "react King's Hand")
    assert st.current_seat == 1 and legal(st) == ["remove Assassin"]
    do(st, "remove Assassin", "remove King's Hand")
    # Now seat 1 has no card and no King to flip: it cannot take a turn and loses.
    assert st.round_over and st.results[-1]["winner"] == 0


def test_assassin_in_the_antechamber_cannot_react():
    st = _flip_position(
        hands=[["Elder"], ["Soldier"]],
        antechambers=[[], ["Assassin"]],
    )
    do(st, "flip")
    # The Assassin is publicly in the Antechamber: nobody is prompted, the flip resolves.
    assert st.king_up[0] is False and st.current_seat == 1


def test_muted_assassin_cannot_react():
    # Mystic naming 2 blanks the Assassin everywhere, hands included.
    st = _flip_position(mystic=2)
    do(st, "flip")
    assert st.king_up[0] is False and court(st) == ["[Queen]"]


def test_assassin_played_normally_has_no_ability():
    st = build(hands=[["Assassin", "Elder"], ["Soldier"]], court=["Fool"])
    do(st, "play Assassin")
    assert st.current_seat == 1 and st.decision == "turn"


def test_reaction_prompt_goes_to_a_seat_without_the_assassin_too():
    # A prompt must not reveal who holds a Reaction: the Assassin is unaccounted for, so the
    # opponent is asked even though they cannot react.
    st = _flip_position(hands=[["Elder"], ["Soldier"]])
    do(st, "flip")
    assert st.current_seat == 1 and st.decision == "react" and legal(st) == ["pass"]
