"""The search plays for the match's own target: a shorter house-rule match is weighed as such
(``Knowledge.target_of``)."""

from __future__ import annotations

from game.ai.knowledge import knowledge_for
from game.core.registry import new_match


def test_the_search_root_reads_the_matchs_target():
    for mode_id, options, target in (
        ("imposter/2p-base", None, 7),
        ("imposter/2p-base", {"target": "3"}, 3),
        ("imposter/cutthroat", {"target": "5"}, 5),
        ("peasant/eras", None, 2),
        ("peasant/eras", {"target": "1"}, 1),
    ):
        st = new_match(mode_id, 2, options)
        assert knowledge_for(st).root(st).target == target, (mode_id, options)


def test_one_point_from_a_shorter_target_is_worth_more_than_from_seven():
    short = new_match("imposter/2p-base", 2, {"target": "3"})
    plain = new_match("imposter/2p-base", 2)
    for st in (short, plain):
        st.scores = [2, 0]
    kn = knowledge_for(plain)
    assert kn.root(short).equity[0] > kn.root(plain).equity[0]
