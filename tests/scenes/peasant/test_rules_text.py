"""The King and Peasant rules text: its shape for the rules browser, and that it covers every
card half, keyword, goal and our own readings."""

from __future__ import annotations

from game.peasant.cards import CARDS, DESIGNS, KING, PEASANT
from scenes.peasant.rules_text import CAPTIONS, DETAILS, GALLERY, SECTIONS

ALL_TEXT = "\n".join(title + "\n" + "\n".join(paras) for title, paras in SECTIONS)


def section(title: str) -> str:
    return "\n".join(next(paras for t, paras in SECTIONS if t == title))


def test_sections_are_titled_tuples_of_paragraphs():
    assert len(SECTIONS) >= 10
    titles = [t for t, _ in SECTIONS]
    assert len(set(titles)) == len(titles)
    for title, paras in SECTIONS:
        assert isinstance(title, str) and title
        assert isinstance(paras, tuple) and paras
        assert all(isinstance(p, str) and p.strip() for p in paras)


def test_the_rules_name_every_card_half():
    for cd in CARDS:
        for role in (KING, PEASANT):
            half = cd.half(role)
            if half is not None:
                assert half.name in ALL_TEXT, half.name


def test_the_card_list_says_what_each_half_does_as_the_card_data_does():
    cards = section("The cards, half by half")
    for _copies, cd in DESIGNS:
        for role in (KING, PEASANT):
            half = cd.half(role)
            if half is not None:
                assert f"- {half.name}: " in cards
                assert half.text in cards


def test_every_keyword_is_explained():
    words = section("Words on the cards")
    for keyword in (
        "Ready", "Mobilize", "Condemn", "Hide", "Dispatch", "Infiltrate", "Return", "Remove",
        "Discard", "Exile", "Reveal",
    ):  # fmt: skip
        assert f"- {keyword}" in words or f"and {keyword}" in words, keyword


def test_both_roles_actions_and_the_compulsory_draw_are_covered():
    king = section("The King's actions")
    for action in (
        "Ready a Guard",
        "Mobilize a Guard",
        "Condemn a Rebel",
        "Play an Action",
        "Pass",
    ):
        assert action in king
    peasant = section("The Peasant's actions")
    for action in (
        "Hide a Rebel",
        "Dispatch a Rebel",
        "Infiltrate",
        "Return a Rebel",
        "Draw a card",
    ):
        assert action in peasant
    assert "not a choice" in section("The King's draw")


def test_all_five_goals_and_the_match_are_stated():
    goals = section("How an Era is won")
    assert "Assassin is in the discard pile" in goals
    assert "deck has no cards left" in goals
    assert "King draws the Assassin" in goals
    assert "Condemns a card that is not the Assassin" in goals
    assert "no Guards in Town" in goals
    assert "2 Eras" in section("Eras and the match")


def test_setup_follows_the_rulebook():
    setup = section("Setting up an Era")
    for fact in ("Sentinel", "Assassin and the Decoy", "draws 4", "draws 3", "up to 3 Rebels",
                 "up to 3 Guards", "Peasant takes the first turn"):  # fmt: skip
        assert fact in setup, fact


def test_our_readings_say_they_are_ours():
    readings = section("Our readings")
    assert "ours" in readings
    for point in ("Reveal", "Decoy", "Revolt", "Reassemble", "reference cards", "Two goals"):
        assert point in readings


def test_the_reminders_cover_the_rulebook_clarifications():
    reminders = section("Reminders")
    for point in ("only from Town", "face down", "type", "at most 3 Guards", "No hand limit"):
        assert point in reminders, point


def test_the_gallery_has_one_card_per_design_in_design_order():
    assert len(GALLERY) == len(DESIGNS) == 16
    assert [CARDS[cid].number for cid in GALLERY] == list(range(1, 17))
    assert set(CAPTIONS) == set(GALLERY)
    spy = next(cid for cid in GALLERY if CARDS[cid].king and CARDS[cid].king.name == "Spy")
    assert "3 copies" in CAPTIONS[spy]


def test_the_gallery_details_name_both_halves_and_say_when_one_is_blank():
    for cid in GALLERY:
        cd = CARDS[cid]
        title, lines = DETAILS[cid]
        assert title == cd.name
        for role in (KING, PEASANT):
            half = cd.half(role)
            if half is not None:
                assert any(half.name in line and half.text in line for line in lines)
    sentinel = next(cid for cid in GALLERY if CARDS[cid].peasant is None)
    assert any("The Peasant has no use" in line for line in DETAILS[sentinel][1])
