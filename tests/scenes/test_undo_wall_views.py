"""Undo never lets a person choose again knowing what the match showed them: in every mode of
every game, seeded random matches with the person in each seat, and whenever a move shows
them a card or a fact hidden until then, judged by their view (``shows_hidden``: the view
afterwards rules out a world they could not tell from the real one), no undo stop lies before
that move. Judged by the view, not by the events the Witness reads, so that a new kind of
event, a bulk flip or a choice shown only in the options cannot slip past."""

from __future__ import annotations

import pytest

from game.core.invariants import shows_hidden
from game.core.registry import modes, new_match
from game.core.rng import Rng
from scenes.session import MatchSession, SeatSetup
from scenes.table.kit import kit_for

# Actions checked a mode, shared out among its seats as the person's (at least LEAST each).
STEPS = 240
LEAST = 20


def seated(mode_id: str, person: int, seed: int) -> MatchSession:
    n = new_match(mode_id, seed).num_seats
    seats = [
        SeatSetup("Alice", "human") if s == person else SeatSetup(f"Computer {s}", "computer")
        for s in range(n)
    ]
    return MatchSession(mode_id, seats, seed, autosave=False)


@pytest.mark.parametrize("mode_id", sorted(modes()))
def test_undo_never_goes_back_before_a_move_that_showed_the_person_something(mode_id):
    n = new_match(mode_id, 0).num_seats
    shown_somewhere = False
    for person in range(n):
        steps = 0
        match = 0
        while steps < max(STEPS // n, LEAST):
            seed = 3_000 + 100 * person + match
            match += 1
            session = seated(mode_id, person, seed)
            rules = (None, kit_for(session.state).continues_choice)
            rng = Rng(seed)
            shown = -1  # the last move that showed the person something hidden
            while not session.finished and steps < max(STEPS // n, LEAST):
                st = session.state
                actions = st.legal_actions()
                action = actions[rng.randrange(len(actions))]
                if shows_hidden(st, action, person, rng):
                    shown = len(st.history)
                    shown_somewhere = True
                session.apply(action)
                steps += 1
                if session.finished:
                    break
                for joins in rules:
                    stops = session.undo_stops(joins)
                    assert not stops or stops[0] > shown, (
                        f"seat {person}, seed {seed}: undo may go back to move {stops[0]} "
                        f"({session.moves()[stops[0]]}), before move {shown} "
                        f"({session.moves()[shown]}) showed the person something"
                    )
    assert shown_somewhere
