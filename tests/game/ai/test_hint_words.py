"""Hints say only what a player sees on the table (issue 20, "Hint words").

In every mode of every game a seeded match is played by Easy and random moves; at decisions of
the seat to move the hint is worked out (a tiny search, so the run stays short), and every move
that seat could make, with every follow-up the same seat could owe right after it, is put in
words as the hint would put it. None of those words may carry an internal number or code: a
card index ("Then take the 0."), a seat number ("player 2"), an underscore or "@", or a raw
action text. Numbers a player does see are allowed: percentages, card values in parentheses,
counts of things on the table ("2 of the 3", "7 points") and values said as values ("counts
3", "opens the round at 5").
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from game.ai import imposter_hint_facts, imposter_hints
from game.ai.budget import Budget
from game.ai.hints import Odds, hint
from game.ai.knowledge import knowledge_for
from game.ai.players import make_player
from game.ai.words import words_for
from game.core.actions import Action
from game.core.registry import modes, new_match
from game.core.rng import Rng
from game.imposter.positions import build
from game.peasant.positions import build as peasant_build
from tests.game.peasant.helpers import KING

# A tiny search: these tests are about words, not about the move.
TINY = Budget(24, early_stop=False)
# Per mode: hints worked out (at most this many of one kind of decision), decisions whose every
# move is put in words (at most this many of one kind), and moves played before giving up.
HINTS = 8
HINTS_PER_KIND = 2
WORDED_PER_KIND = 4
MAX_MOVES = 500

# What may follow a number a player sees: a noun of the table, or a count's words.
_COUNTED = re.compile(
    r"\s+(?:more\s+)?(?:points?|cards?|Guards?|Rebels?|Mercenar(?:y|ies)|of\b|each\b|or more\b)"
)
# The word before a number said as a value ("counts 3", "at 5", "printed 2", "worth 7").
_VALUE_WORDS = {
    "at", "count", "counts", "value", "values", "printed", "from", "to", "below", "by", "adds",
    "only", "number", "with", "worth", "as", "plain", "of", "than", "one", "name", "named",
}  # fmt: skip
# Raw action texts that are plain words already.
_PLAIN_ACTIONS = {"pass"}


def table_word_problems(text: str, legal: list[str]) -> list[str]:
    """What in ``text`` a player would not see on the table (empty when nothing)."""
    out = []
    if "_" in text or "@" in text:
        out.append("an underscore or @")
    if re.search(r"\bNone\b", text):
        out.append("None")
    if re.search(r"\b(?:player|seat)\s+\d", text, re.IGNORECASE):
        out.append("a seat number")
    for m in re.finditer(r"\d+(\w*)", text):
        s, e = m.span()
        if s and (text[s - 1].isalnum() or text[s - 1] in "+-−"):
            continue  # part of a word, or a modifier printed on a card ("+1")
        if m.group(1):
            out.append(f"a number glued to a word: {m.group()!r}")
            continue
        if text[e : e + 1] == "%" or text[:s].count("(") > text[:s].count(")"):
            continue  # a percentage, or inside parentheses: "(4)", "(3 to 2)"
        if _COUNTED.match(text, e):
            continue
        before = re.findall(r"[\w']+", text[:s])
        last = before[-1].lower() if before else ""
        if last in _VALUE_WORDS or (last == "the" and len(before) > 1 and before[-2] == "of"):
            continue  # "counts 3", "2 of the 3"
        out.append(f"a bare number: {text[max(0, s - 30) : e + 10]!r}")
    for raw in legal:
        if " " in raw and re.search(rf"(?<![\w]){re.escape(raw)}(?![\w])", text):
            out.append(f"a raw action text: {raw!r}")
    return out


def _describe_problems(said: str, action: str, legal: list[str]) -> list[str]:
    out = table_word_problems(said, legal)
    if said.strip().lower() == action.lower() and action not in _PLAIN_ACTIONS:
        out.append(f"the move said as its raw text: {action!r}")
    return out


def _follow_ups(st, seat, action, kn):
    """The seat's own next decisions straight after ``action`` (a Soldier's name, a Reassemble's
    pick), as the hint's "Then ..." would name one of them."""
    world = st.clone()
    world.apply(action)
    if world.round_over or world.match_over or world.current_seat != seat:
        return []
    if kn.is_new_turn(world):
        return []
    legal = world.legal_actions()
    return [str(f) for f in legal] if len(legal) > 1 else []


def _word_every_move(st, seat, kn, problems):
    """Every legal move of ``seat``, its reasons, and the follow-ups it could have, in words."""
    legal = [str(a) for a in st.legal_actions()]
    odds = Odds(st, seat, 1, samples=12, knowledge=kn)
    kind = st.decision
    for text in legal:
        said = words_for(st).describe(st, seat, text)
        for p in _describe_problems(said, text, legal):
            problems.append(f"{kind}: {text!r} said {said!r}: {p}")
        for clause in words_for(st).reasons(st, seat, text, None, odds):
            for p in table_word_problems(clause, legal):
                problems.append(f"{kind}: why {text!r}: {clause!r}: {p}")
        for follow in _follow_ups(st, seat, text, kn):
            lead = f"Then {words_for(st).describe(st, seat, follow)}"
            why = "; ".join(words_for(st).follow_reasons(st, seat, text, follow, odds))
            for p in _describe_problems(lead[5:], follow, legal + [follow]):
                problems.append(f"{kind}: {text!r} then {follow!r}: {lead!r}: {p}")
            for p in table_word_problems(why, legal + [follow]):
                problems.append(f"{kind}: {text!r} then {follow!r}: why {why!r}: {p}")


def _hint_problems(st, seat, kn, problems):
    legal = [str(a) for a in st.legal_actions()]
    action, reason = hint(st, seat, budget=TINY)
    said = words_for(st).describe(st, seat, str(action))
    for p in _describe_problems(said, str(action), legal):
        problems.append(f"{st.decision}: hint {str(action)!r} said {said!r}: {p}")
    for p in table_word_problems(reason, legal):
        problems.append(f"{st.decision}: hint {str(action)!r}: {reason!r}: {p}")


def play_and_check(mode: str, seed: int) -> tuple[list[str], Counter]:
    """A seeded match of ``mode`` by Easy and random moves, its words checked as it goes."""
    st = new_match(mode, seed)
    kn = knowledge_for(st)
    easy = make_player("easy", seed)
    rng = Rng(seed)
    hinted: Counter = Counter()
    worded: Counter = Counter()
    problems: list[str] = []
    moves = 0
    while not st.match_over and moves < MAX_MOVES and sum(hinted.values()) < HINTS:
        legal = st.legal_actions()
        seat = st.current_seat
        kind = st.decision
        if len(legal) > 1 and worded[kind] < WORDED_PER_KIND:
            worded[kind] += 1
            _word_every_move(st, seat, kn, problems)
            if hinted[kind] < HINTS_PER_KIND:
                hinted[kind] += 1
                _hint_problems(st, seat, kn, problems)
        if len(legal) == 1:
            move = legal[0]
        elif rng.random() < 0.5:
            move = easy.choose(st, seat)
        else:
            move = legal[rng.randrange(len(legal))]
        st.apply(move)
        moves += 1
    return problems, worded


def _unique(problems: list[str]) -> list[str]:
    return list(dict.fromkeys(problems))[:40]


@pytest.mark.parametrize("mode", sorted(modes()))
def test_every_hint_of_a_seeded_match_speaks_only_table_words(mode):
    problems, worded = play_and_check(mode, seed=3)
    assert worded, "no decision with a choice came up"
    assert not problems, "\n".join(_unique(problems))


def test_the_check_catches_the_old_card_index_words():
    legal = ["take 0", "take 1", "done"]
    assert table_word_problems("Then take the 0.", legal)
    assert table_word_problems("Then remove the 1 from Town.", legal)
    assert table_word_problems("you know player 2 holds the Soldier", legal)
    assert table_word_problems("take 1", legal)
    assert table_word_problems("take the Queen@down", legal)
    assert not table_word_problems(
        "About 54% to win the match this way (next best, play the Inquisitor (4): 52%).", legal
    )
    assert not table_word_problems("it turns the Queen disgruntled: 2 of the 3 it needs", legal)
    assert not table_word_problems("cards printed 2 count 3 in the Court; it gives 7 points", legal)


# ----- the cases issue 20 named ---------------------------------------------------------------


def test_king_and_peasant_follow_ups_name_the_card_not_its_index():
    """The old words: "Then take the 0." after the Reassemble, "Then remove the 1 from Town"
    after the Arrest (the follow-up is worded before its decision is on the table)."""
    st = peasant_build(
        king_hand=("Reassemble", "Arrest"),
        peasant_hand=("Thug",),
        guards=("Spy",),
        rebels=("Courtesan", "Assassin", "Mob"),
        discard=("Knight", "Guardian"),
    )
    legal = [str(a) for a in st.legal_actions()]
    said = {f: words_for(st).describe(st, KING, f) for f in ("take 0", "take 1", "remove 1")}
    assert said["take 0"] == "take the Knight from the discard pile"
    assert said["take 1"] == "take the Guardian from the discard pile"
    assert said["remove 1"] == "remove the second Rebel in Town (face down)"
    for text in said.values():
        assert not table_word_problems(f"Then {text}.", legal + list(said))
    after = st.clone()
    after.apply("play Reassemble")  # the same words once the decision is on the table
    assert words_for(st).describe(after, KING, "take 0") == said["take 0"]


def test_a_sentinel_follow_up_names_no_deck_card_the_king_has_not_seen():
    st = peasant_build(
        king_hand=("Knight",),
        peasant_hand=("Thug",),
        guards=("Sentinel",),
        rebels=("Courtesan",),
        deck=("Assassin", "Noble", "Crier"),
    )
    before = words_for(st).describe(st, KING, "order 1 0 2")
    assert before == (
        "put the top cards back in a new order: the second, the first, the third (top first)"
    )
    assert not any(name in before for name in ("Assassin", "Noble", "Crier"))
    st.apply("mobilize Sentinel")  # now the King has looked at the three top cards
    assert st.decision == "sentinel"
    assert words_for(st).describe(st, KING, "order 1 0 2").startswith("put them back as ")


def test_seats_are_named_by_where_they_sit_never_by_number():
    three = build("imposter/cutthroat", hands=[["Judge"], ["Queen"], ["Zealot"]], court=["Elder"])
    assert imposter_hint_facts._player(three, 0, 1) == "the player on your left"
    assert imposter_hint_facts._player(three, 0, 2) == "the player on your right"
    assert imposter_hint_facts._player(three, 1, 0) == "the player on your right"
    four = build("imposter/2v2", hands=[["Judge"], ["Queen"], ["Zealot"], ["Fool"]])
    assert [imposter_hint_facts._player(four, 0, o) for o in (1, 2, 3)] == [
        "the player on your left",
        "your partner",
        "the player on your right",
    ]
    two = build(hands=[["Judge"], ["Queen"]])
    assert imposter_hints.describe(two, 0, Action("first", "1")) == "let your opponent go first"


def test_the_judge_hint_speaks_of_guessing_at_a_hand_never_of_swapping():
    """Card file: the Judge names a card one opponent holds (picked first when there are
    several); a hit lets you put a hand card in your Antechamber. It swaps nothing."""
    st = build(
        "imposter/cutthroat",
        hands=[["Judge", "Fool"], ["Queen", "Soldier"], ["Princess", "Zealot"]],
        court=["Elder"],
        accused="King's Hand",
    )
    st.known[0][1] = ["Queen"]
    odds = Odds(st, 0, 1, samples=20)
    # Before the Judge is played: the hint's "Then ..." and why.
    lead = imposter_hints.describe(st, 0, Action("choose", "1"))
    why = imposter_hints.follow_reasons(st, 0, Action("play", "Judge"), Action("choose", "1"), odds)
    assert lead == "guess at the hand of the player on your left"
    assert why == ["you know the player on your left holds the Queen: a sure hit"]
    st.apply("play Judge")
    assert st.decision == "judge_target"
    said = [imposter_hints.describe(st, 0, a) for a in st.legal_actions()]
    assert said == [
        "guess at the hand of the player on your left",
        "guess at the hand of the player on your right",
    ]
    action, reason = hint(st, 0, budget=TINY)
    assert "guess" in reason and "swap" not in reason.lower()
    # Two players: the Judge's own words say it guesses.
    two = build(hands=[["Judge", "Fool"], ["Queen", "Soldier"]], court=["Elder"])
    words = " ".join(imposter_hints.reasons(two, 0, Action("play", "Judge"), None, odds))
    assert "guesses a card in an opponent's hand" in words and "swap" not in words


def _mystic_position():
    st = build(
        hands=[["Mystic", "Fool", "Elder"], ["Assassin", "Soldier", "Judge"]],
        court=["Queen", "Zealot"],
        disgraced=[0],
        successors=["Princess", "Warlord"],
        accused="King's Hand",
    )
    st.known[0][1] = ["Assassin"]
    return st


def test_the_mystic_hint_names_its_number_and_why():
    st = _mystic_position()
    odds = Odds(st, 0, 1, samples=40)
    planned = imposter_hints.follow_reasons(
        st, 0, Action("play", "Mystic"), Action("name", "2"), odds
    )
    st.apply("play Mystic")
    assert st.decision == "mystic"
    for n in range(1, 9):
        said = words_for(st).describe(st, 0, f"name {n}")
        why = words_for(st).reasons(st, 0, f"name {n}", None, odds)
        assert said.startswith(f"name the number {n}"), said
        assert why[0].startswith(f"cards printed {n}") and len(why) >= 2, why
    assert words_for(st).describe(st, 0, "name 2") == "name the number 2 (the Assassin)"
    why = words_for(st).reasons(st, 0, "name 2", None, odds)
    assert "you know they hold the Assassin: silenced, your King can flip without fear" in why
    assert planned == why  # the same words as the hint's "Then ..." before the Mystic is played
    action, reason = hint(st, 0, budget=Budget(200, early_stop=False))
    if action.verb == "name":
        assert reason.startswith(f"Cards printed {action.arg}"), reason
        assert not table_word_problems(reason, [str(a) for a in st.legal_actions()])


def test_an_executioners_number_is_not_explained_as_a_mystics():
    st = build(
        "imposter/cutthroat",
        hands=[["Executioner", "Fool"], ["Queen", "Soldier"], ["Inquisitor", "Zealot"]],
        court=["Elder"],
        accused="King's Hand",
    )
    odds = Odds(st, 0, 1, samples=20)
    why = imposter_hints.follow_reasons(
        st, 0, Action("play", "Executioner"), Action("name", "4"), odds
    )
    assert why[0].startswith("every player holding a card of value 4")
    assert not any("lose their text" in w for w in why)


def test_the_imposter_knowledge_words_its_moves_with_imposter_hints():
    st = build("imposter/cutthroat", hands=[["Judge"], ["Queen"], ["Zealot"]], court=["Elder"])
    st.apply("play Judge")
    for a in st.legal_actions():
        assert words_for(st).describe(st, 0, str(a)) == imposter_hints.describe(st, 0, a)
