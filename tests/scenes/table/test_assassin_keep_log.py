"""The Cutthroat Assassin's keep reads as one line, the card named only to its owner."""

from scenes.imposter.table.party import party_words
from tests.game.imposter.helpers import assassin_at_the_flip

NAMES = ["Alice", "Bob", "Cara"]


def _keep_events():
    st = assassin_at_the_flip()
    st.apply("pass")
    st.apply("react Assassin")
    return st, st.apply("keep Queen")


def _lines(st, events, viewer):
    said = (party_words(e.for_seat(viewer), viewer, NAMES, st.cards) for e in events)
    return [line for line in said if line]


def test_the_owner_reads_which_card_they_kept():
    st, events = _keep_events()
    assert "You keep the Queen from the Assassin's pick, in secret." in _lines(st, events, 2)


def test_the_others_read_that_one_card_was_kept_never_which():
    st, events = _keep_events()
    lines = _lines(st, events, 0)
    assert "Cara keeps one card in secret and buries the rest." in lines
    assert not any("Queen" in line for line in lines)
