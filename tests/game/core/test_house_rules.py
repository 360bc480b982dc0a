"""House rules told apart (game/core/house_rules.py): a match's variant is its mode id and
each house rule chosen, read back in words; the rulebook's choices keep the plain mode id."""

from __future__ import annotations

from game.core import house_rules


def test_the_rulebooks_choices_keep_the_plain_mode_id():
    assert house_rules.variant("imposter/cutthroat", {"target": "7"}) == "imposter/cutthroat"
    assert house_rules.variant("imposter/cutthroat", None) == "imposter/cutthroat"
    # An option that is no house rule never makes a variant (who is King in the first Era).
    assert house_rules.variant("peasant/eras", {"first_king": "1"}) == "peasant/eras"


def test_a_house_rule_makes_a_variant_read_back_in_words():
    key = house_rules.variant("imposter/cutthroat", {"target": "3"})
    assert key == "imposter/cutthroat+target=3"
    assert house_rules.split(key) == ("imposter/cutthroat", {"target": "3"})
    assert house_rules.base(key) == "imposter/cutthroat"
    assert house_rules.title(key, with_game=False) == "Cutthroat: three players, to 3 (house rule)"
    era = house_rules.variant("peasant/eras", {"first_king": "0", "target": "1"})
    assert house_rules.title(era) == "King and Peasant, to 1 Era (house rule)"


def test_any_text_reads_as_a_variant_without_failing():
    assert house_rules.title("someday/mode+speed=fast", with_game=False) == (
        "someday/mode, speed fast"
    )
    assert house_rules.split("imposter/2p-base+odd") == ("imposter/2p-base", {"odd": ""})
    assert house_rules.title("imposter/2p-base+odd", with_game=False) == "2 Player Base Game, odd"
    assert house_rules.chosen("someday/mode", {"target": "3"}) == {}
