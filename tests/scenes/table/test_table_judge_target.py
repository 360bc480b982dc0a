"""The Judge with two opponents at the table: its target buttons name the players, and the
guess prompt names the hand really guessed at (the target its frame carries)."""

from __future__ import annotations

from game.imposter import positions
from scenes.imposter.table.party import party_action_words
from scenes.imposter.table.prompts import build_prompt

NAMES = ["Ana", "Bob", "Cleo"]


def _judge_played():
    st = positions.build(
        "imposter/cutthroat",
        hands=(("Judge", "Elder"), ("Fool", "Queen"), ("Warden", "Zealot")),
        to_move=0,
    )
    st.apply("play Judge")
    assert st.decision == "judge_target"
    return st


def test_the_judges_target_buttons_say_the_players_names():
    st = _judge_played()
    v = st.view(0)
    p = build_prompt(v, st.cards, NAMES)
    assert ("Guess at Bob's hand", "choose 1") in p.buttons
    assert ("Guess at Cleo's hand", "choose 2") in p.buttons
    assert party_action_words("choose 2", v, st.cards, NAMES) == "guess at Cleo's hand"


def test_the_guess_prompt_names_the_opponent_chosen_not_the_next_one():
    st = _judge_played()
    st.apply("choose 2")  # Cleo, though Bob plays next
    p = build_prompt(st.view(0), st.cards, NAMES)
    assert p.text == "Judge: guess a card in Cleo's hand"


def test_a_reaction_asked_of_a_seat_without_the_card_says_why_it_is_asked():
    st = _judge_played()
    st.apply("choose 2")
    st.apply("name Queen")
    assert st.decision == "react" and [str(a) for a in st.legal_actions()] == ["pass"]
    p = build_prompt(st.view(st.current_seat), st.cards, NAMES)
    assert p.text == (
        "Ana used the Judge, naming the Queen in Cleo's hand. You hold no King's Hand to "
        "react with: Pass (everyone who might hold one is asked)"
    )
    assert p.buttons == [("Pass", "pass")]
