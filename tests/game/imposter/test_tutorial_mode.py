"""The guided first game's mode and script: a prepared deal, two seats, and each pointer once, at
its first happening, in order, over a whole match played as the table would play it."""

from __future__ import annotations

import pytest

from game.ai.players import make_player
from game.core.registry import modes, new_match
from game.core.saves import dumps, loads
from game.core.tutorial import Tutorial
from game.imposter import glossary
from game.imposter.tutorial import FIRST_GAME, STEPS, TUTORIAL_MODE


def _play(seed: int = 0, rounds: int | None = None):
    """The tutorial match with the Easy computer on both seats (seat 0 stands in for the
    newcomer); returns the state, the pointers in the order they came, and every action's events
    with the view after it."""
    st = new_match(TUTORIAL_MODE, seed)
    tut = Tutorial(FIRST_GAME, 0)
    came = list(tut.observe([], st.view(0), st.cards, 0))
    steps = []
    while not st.match_over and (rounds is None or st.round_no <= rounds):
        s = st.current_seat
        salt = 7 if s == 0 else 1_000_003
        action = make_player("easy", (st.seed * salt + len(st.history)) % 2**31).choose(st, s)
        events = st.apply(action)
        view = st.view(0)
        steps.append((events, view))
        came += tut.observe(events, view, st.cards, len(st.history))
    return st, came, steps


def test_tutorial_mode_is_listed_with_two_seats():
    info = modes()[TUTORIAL_MODE]
    assert info.seats == 2
    assert "Learn to play" in info.title


def test_tutorial_deal_is_the_same_whatever_seed_is_asked():
    a, b = new_match(TUTORIAL_MODE, 1), new_match(TUTORIAL_MODE, 987654)
    assert a.seed == b.seed
    assert a.hands == b.hands and a.accused == b.accused and a.true_king == b.true_king
    # ... and it is the Quickplay 1 deal: 7 each, the Assassin Accused.
    assert [len(h) for h in a.hands] == [7, 7]
    assert a.cards[a.accused].name == "Assassin"


def test_tutorial_save_reads_back_to_the_same_match():
    st, _, _ = _play(rounds=1)
    again = loads(dumps(st))
    assert again.history == st.history and again.scores == st.scores


def test_every_pointer_comes_once_at_its_first_happening_in_order():
    st, came, steps = _play()
    assert st.match_over
    ids = [p.id for p in came]
    assert sorted(ids) == sorted([s.id for s in STEPS] + ["wrap_up"])  # each once
    # The prepared deal brings every moment in the first round.
    assert all(p.moves <= len(st.history) for p in came)
    first = {p.id: p.moves for p in came}
    assert first["true_king"] == 0

    # Each event pointer came with the first action whose events show it.
    def first_move(pred):
        for i, (events, _view) in enumerate(steps, 1):
            if any(pred(e) for e in events):
                return i
        return None

    assert first["court"] == first_move(lambda e: e.kind == "move" and e.dst == ("court", -1))
    assert first["disgrace"] == first_move(lambda e: e.kind == "disgrace")
    assert first["king_flip"] == first_move(lambda e: e.kind == "flip_king")
    assert first["antechamber"] == first_move(
        lambda e: e.kind == "move" and e.dst and e.dst[0] == "antechamber"
    )
    # The Successor pointer comes as seat 0 is first asked to set one.
    place = next(
        i for i, (_e, v) in enumerate(steps, 1) if v["to_move"] == 0 and v["decision"] == "place"
    )
    assert first["successor"] == place
    throne = next(
        i for i, (_e, v) in enumerate(steps, 1)
        if v["to_move"] == 0 and v["decision"] == "turn" and v["court"]
    )  # fmt: skip
    assert first["throne"] == throne
    cards = st.cards
    value = next(
        i for i, (_e, v) in enumerate(steps, 1)
        if any(c not in v["disgraced"] and x != cards[c].value for c, x in v["values"].items())
    )  # fmt: skip
    assert first["value"] == value
    # In the order they happened.
    assert [p.moves for p in came] == sorted(p.moves for p in came)
    assert ids == ["true_king", "accused", "successor", "court", "throne", "value", "disgrace",
                   "king_flip", "antechamber", "wrap_up"]  # fmt: skip
    # The wrap-up comes as the first round is scored, once.
    assert came[-1].kind == "wrap_up" and st.results[0]["round"] == 1


def test_the_prepared_deal_brings_every_moment_in_round_one():
    st, came, _ = _play(rounds=1)
    assert len(came) == len(STEPS) + 1 and came[-1].id == "wrap_up"


def test_a_resumed_tutorial_marks_the_moments_already_past():
    st, came, _ = _play(rounds=1)
    tut = Tutorial(FIRST_GAME, 0)
    tut.catch_up(st)
    assert sorted(tut.done) == sorted(p.id for p in came if p.kind == "step")
    assert tut.finished  # the wrap-up came too: it is not shown again


def test_an_unknown_trigger_is_named():
    from dataclasses import replace

    from game.core.tutorial import Step

    script = replace(FIRST_GAME, steps=(Step("x", "sometimes", "X", "words", "none"),))
    tut = Tutorial(script, 0)
    st = new_match(TUTORIAL_MODE)
    with pytest.raises(ValueError, match="sometimes"):
        tut.observe([], st.view(0), st.cards)


def test_glossary_finds_whole_words_longest_first_and_not_the_kings_hand():
    text = "You (True King) flip your King; the King's Hand is Disgraced on the Throne."
    found = [(text[a:b], t.term) for a, b, t in glossary.find_terms(text)]
    assert found == [("True King", "True King"), ("King", "King"), ("Disgraced", "Disgrace"),
                     ("Throne", "Throne")]  # fmt: skip
    assert glossary.find_terms("Courtly thrones") == []


def test_every_step_and_glossary_word_has_words():
    for step in STEPS:
        assert len(step.words) > 40 and step.title
    for term in glossary.TERMS:
        assert term.meaning.endswith(".") and term.forms
    with pytest.raises(KeyError, match="known"):
        glossary.meaning("Nonsense")


def _first_game_answering(step_id: str, text: str) -> list[str]:
    """The guided first game's pointers when the newcomer answers note ``step_id`` with ``text``
    (and otherwise does what the notes ask, else the Easy move)."""
    from tests.game.imposter.guided import play_round_one

    def choose(st, tut):
        return text if tut.asking is not None and tut.asking.id == step_id else None

    return [i for i, _ in play_round_one(FIRST_GAME, choose=choose)[1]]


def test_a_low_successor_is_explained_and_a_good_one_is_not():
    ids = _first_game_answering("successor", "successor Fool")
    assert ids[ids.index("successor") + 1] == "successor:wrong"
    assert "successor:wrong" not in _first_game_answering("successor", "successor Queen")


def test_flipping_the_king_while_a_card_could_be_played_is_explained():
    ids = _first_game_answering("throne", "flip")
    assert ids[ids.index("throne") + 1] == "throne:wrong"
    step = next(s for s in STEPS if s.id == "throne")
    assert "once a round" in step.wrong


def test_the_successor_note_names_no_card_the_newcomer_does_not_hold():
    # A note naming a card that is nowhere in the hand asks for a move nobody can find.
    st = new_match(TUTORIAL_MODE, 0)
    held = {st.cards[c].name for c in st.hands[0]}
    words = next(s for s in STEPS if s.id == "successor").words
    named = {c.name for c in st.cards if c.name in words}
    assert named <= held


def test_the_disgrace_note_points_at_the_court_where_the_disgraced_cards_lie():
    # Cards are Disgraced anywhere in the Court (the Queen Disgraces every other card, leaving
    # herself on the Throne): the note lights the whole Court, not only the Throne.
    assert next(s for s in STEPS if s.id == "disgrace").zone == "court"


def test_the_value_note_points_at_the_court_where_the_changed_cards_lie():
    # A Mystic Mutes every Court card of the number named, and is itself Disgraced on the Throne
    # (a face-down card with no badge): the note lights the whole Court, not only the Throne.
    assert next(s for s in STEPS if s.id == "value").zone == "court"


def test_the_wrap_up_says_what_quickplay_2_changes_as_the_modes_do():
    # The newcomer met the Assassin as the face-up Accused card; Quickplay 2 shuffles it in.
    from game.imposter.modes import mode

    one, two = mode("imposter/quickplay-1"), mode("imposter/quickplay-2")
    assert one.accused_fixed == "Assassin" and "Assassin" not in one.deck
    assert two.accused_fixed is None and "Assassin" in two.deck
    assert "shuffles the Assassin into the deck" in FIRST_GAME.wrap_words
    # A run may skip a note (an Inquisitor that misses brings no Antechamber), so the wrap-up
    # names none of the rules as seen.
    assert not any(s.title in FIRST_GAME.wrap_words for s in STEPS)
