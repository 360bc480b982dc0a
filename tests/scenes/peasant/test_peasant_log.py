"""King and Peasant's log words: each side's point of view, and what an event announces."""

from __future__ import annotations

from game.core.events import Event
from game.peasant.cards import ASSASSIN, CARDS, DECOY, KING, PEASANT
from scenes.peasant.table.log import PeasantLog

NAMES = ["Alice", "Bob"]
KING_SEAT, PEASANT_SEAT = 0, 1


def _log(events) -> PeasantLog:
    log = PeasantLog(CARDS, NAMES)
    roles = [Event("role", KING_SEAT, arg=KING), Event("role", PEASANT_SEAT, arg=PEASANT)]
    log.add(roles + list(events), 1)
    return log


def _text(log, viewer) -> list[str]:
    return [t for t, _ in log.lines(viewer)]


def test_the_assassin_dispatched_is_not_told_as_drawn_by_the_king():
    town = ("town", PEASANT_SEAT)
    log = _log([
        Event("flip", PEASANT_SEAT, ASSASSIN, town, town, "dispatch"),
        Event("ability", PEASANT_SEAT, ASSASSIN, arg="Assassin"),
    ])  # fmt: skip
    lines = _text(log, KING_SEAT)
    assert "Bob Dispatches the Assassin, turning it face up." in lines
    assert not any("draws the Assassin" in t for t in lines)


def test_the_assassin_drawn_by_the_king_is_announced():
    log = _log([
        Event("move", KING_SEAT, ASSASSIN, ("deck", -1), ("hand", KING_SEAT), "draw"),
        Event("ability", PEASANT_SEAT, ASSASSIN, arg="Assassin"),
    ])  # fmt: skip
    assert _text(log, PEASANT_SEAT)[-2:] == [
        "Alice draws the Assassin.",
        "The King draws the Assassin!",
    ]


def test_a_hidden_rebel_and_an_infiltrate_are_told_to_each_side_as_it_saw_them():
    thug = next(
        i for i, c in enumerate(CARDS) if c.peasant is not None and c.peasant.name == "Thug"
    )
    p = PeasantLog(CARDS, NAMES)
    events = [
        Event("role", KING_SEAT, arg=KING),
        Event("role", PEASANT_SEAT, arg=PEASANT),
        Event("move", PEASANT_SEAT, thug, ("hand", 1), ("town", 1), "hide", visible_to=(1,)),
        Event("move", PEASANT_SEAT, DECOY, ("town", 1), ("deck", -1), "infiltrate", visible_to=(1,)),
        Event("infiltrate_at", PEASANT_SEAT, DECOY, arg=3, visible_to=(1,)),
    ]  # fmt: skip
    p.add(events, 1)
    king = _text(p, KING_SEAT)
    peasant = _text(p, PEASANT_SEAT)
    assert "Bob Hides a Rebel face down in Town." in king
    assert "You Hide the Thug face down in Town." in peasant
    assert "Bob Infiltrates a face-down Rebel from Town into the deck." in king
    assert "It goes into the deck at a place you cannot see." in king
    assert "You Infiltrate the Decoy from Town into the deck." in peasant
    assert "It goes into the deck under 3 cards." in peasant
    assert not any("Thug" in t or "Decoy" in t for t in king)


RAID_SCATTER, ARREST_REVOLT, SENTINEL_ID, HERETIC = 13, 12, 10, 0


def test_an_action_is_told_by_the_half_of_the_role_that_played_it():
    """The Raid / Scatter is an Action on both halves: the Peasant plays the Scatter."""
    played = ("play", -1)
    log = _log([
        Event("move", PEASANT_SEAT, RAID_SCATTER, ("hand", PEASANT_SEAT), played, "play"),
        Event("move", KING_SEAT, RAID_SCATTER, ("hand", KING_SEAT), played, "play"),
    ])  # fmt: skip
    lines = _text(log, KING_SEAT)
    assert lines[-2:] == ["Bob plays the Scatter.", "You play the Raid."]


def test_the_sentinel_mobilized_is_told_mobilized_before_it_is_exiled():
    town = ("town", KING_SEAT)
    log = _log([
        Event("move", KING_SEAT, SENTINEL_ID, town, ("exile", -1), "exile"),
        Event("ability", KING_SEAT, SENTINEL_ID, arg="Sentinel"),
    ])  # fmt: skip
    assert _text(log, PEASANT_SEAT)[-1] == (
        "Alice Mobilizes the Sentinel; it is Exiled: it leaves the game."
    )


def test_the_decoy_drawn_by_the_king_is_told_exiled_once():
    log = _log([
        Event("move", KING_SEAT, DECOY, ("deck", -1), ("hand", KING_SEAT), "draw"),
        Event("ability", PEASANT_SEAT, DECOY, arg="Decoy"),
        Event("move", KING_SEAT, DECOY, ("hand", KING_SEAT), ("exile", -1), "exile"),
    ])  # fmt: skip
    lines = _text(log, PEASANT_SEAT)
    assert sum("Exiled" in t for t in lines) == 1


def test_the_arrest_says_which_of_its_choices_it_made():
    town = ("town", PEASANT_SEAT)
    removed = _log([
        Event("move", KING_SEAT, ARREST_REVOLT, ("hand", KING_SEAT), ("play", -1), "play"),
        Event("move", PEASANT_SEAT, DECOY, town, ("exile", -1), "exile"),
    ])  # fmt: skip
    assert _text(removed, PEASANT_SEAT)[-1] == (
        "The Decoy is Removed from Town and Exiled: it leaves the game."
    )
    top = _log([
        Event("move", KING_SEAT, ARREST_REVOLT, ("hand", KING_SEAT), ("play", -1), "play"),
        Event("move", KING_SEAT, HERETIC, ("deck", -1), ("discard", -1), "discard"),
    ])  # fmt: skip
    assert _text(top, PEASANT_SEAT)[-1] == (
        "The Crier / Heretic from the top of the deck goes to the discard pile."
    )


def test_a_lone_rebel_is_the_rebel_and_a_row_counts_first_second():
    town = ("town", PEASANT_SEAT)
    hand = ("hand", PEASANT_SEAT)
    one = _log([
        Event("move", PEASANT_SEAT, HERETIC, hand, town, "hide"),
        Event("condemn", KING_SEAT, arg="0"),
    ])  # fmt: skip
    assert _text(one, PEASANT_SEAT)[-1] == "Alice Condemns the Rebel in Town."
    two = _log([
        Event("move", PEASANT_SEAT, HERETIC, hand, town, "hide"),
        Event("move", PEASANT_SEAT, 3, hand, town, "hide"),
        Event("condemn", KING_SEAT, arg="1"),
    ])  # fmt: skip
    assert _text(two, PEASANT_SEAT)[-1] == "Alice Condemns the second Rebel in Town."
    assert not any("top Rebel" in t for t in _text(two, PEASANT_SEAT))
