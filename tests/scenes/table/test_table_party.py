"""The setup steps of three and four players and the new cards' decisions, as table prompts:
which cards answer, which buttons, the words; and the setup cards a view lays on the table."""

from __future__ import annotations

import random

from game.imposter.match import ImposterState
from scenes.imposter.kit import public_view
from scenes.imposter.table.board import view_zones
from scenes.imposter.table.log import describe
from scenes.imposter.table.party import party_zones, setup_order_words
from scenes.imposter.table.prompts import build_prompt

NAMES = ["Ana", "Bob", "Cleo", "Dara"]


def _view(mode, decision, pending, legal, party, seat=0):
    st = ImposterState(mode, 3)
    v = dict(st.view(seat))
    v.update(decision=decision, pending=pending, legal=legal, party=party, court=[])
    if mode == "imposter/2v2":
        v.update(teams=(0, 1, 0, 1), partner=(seat + 2) % 4)
    return st, v


def _at(mode, kind, seed=3, skip=0):
    """A match of ``mode`` played at random up to a decision of ``kind``, and its seat's view."""
    st = ImposterState(mode, seed)
    rng = random.Random(seed)
    for _ in range(5000):
        if st.decision == kind:
            if not skip:
                return st, st.view(st.current_seat)
            skip -= 1
        st.apply(rng.choice(st.legal_actions()))
    raise AssertionError(f"no {kind} decision")


def _labels(st, ids):
    return [st.cards[c].label for c in ids]


def test_reveal_asks_for_two_hand_cards_then_one_more():
    st = ImposterState("imposter/cutthroat", 3)
    hand = st.hands[0]
    legal = [f"reveal {lb}" for lb in dict.fromkeys(_labels(st, hand))]
    party = {"down": [[], 0, 0], "up": [[], [], []]}
    _, v = _view("imposter/cutthroat", "reveal", ("reveal", 0, 0), legal, party)
    p = build_prompt(v, st.cards, NAMES)
    assert p.text.startswith("Reveal: place 2 cards face down")
    assert set(p.hand) == set(hand)
    assert set(p.hand.values()) == set(legal)
    v["pending"] = ("reveal", 0, 1)
    assert build_prompt(v, st.cards, NAMES).text.startswith("Reveal: place 1 more face down")


def test_exchange_makes_the_victims_revealed_cards_clickable_and_tells_the_order():
    st = ImposterState("imposter/cutthroat", 3)
    ups = [st.hands[0][:2], st.hands[1][:2], st.hands[2][:2]]
    party = {"down": [0, 0, 0], "up": ups}
    bob = _labels(st, ups[1])
    legal = [f"take 1:{lb}" for lb in dict.fromkeys(bob)]
    _, v = _view("imposter/cutthroat", "exchange", ("exchange", 0, 0), legal, party)
    p = build_prompt(v, st.cards, NAMES)
    assert set(p.zone_targets("up", 1)) == set(ups[1])
    assert not p.zone_targets("up", 2)
    assert "take one of Bob's revealed cards" in p.text
    assert setup_order_words(v, st.cards, NAMES) in p.text
    assert not [b for b in p.buttons if b[1].startswith("take")]


def test_direction_buttons_say_who_plays_next():
    st = ImposterState("imposter/cutthroat", 3)
    legal = ["direction clockwise", "direction counterclockwise"]
    _, v = _view("imposter/cutthroat", "direction", ("direction", 0), legal, {"up": [[], [], []]})
    v["first"] = 0
    p = build_prompt(v, st.cards, NAMES)
    assert ("Clockwise (Bob next)", "direction clockwise") in p.buttons
    assert ("Counter-clockwise (Cleo next)", "direction counterclockwise") in p.buttons
    assert "You go first" in p.text


def test_2v2_take_offers_the_partners_four_cards_only():
    st, v = _at("imposter/2v2", "partner_take")
    me = v["seat"]
    partner = st.partner(me)
    p = build_prompt(v, st.cards, NAMES)
    got = set(p.zone_targets("up", partner)) | set(p.zone_targets("partner", partner))
    pool = [c for c in st.party.up[partner] + st.party.partner_card[partner]
            if c not in st.party.taken_from[partner]]  # fmt: skip
    assert got == set(pool) and len(pool) >= 3
    assert {p.targets()[c] for c in got} == set(v["legal"])
    for other in range(4):
        if other != partner:
            assert not p.zone_targets("up", other)
    assert p.text.startswith(f"Take one of {NAMES[partner]}'s four cards")


def test_the_real_exchange_prompt_answers_every_legal_take_with_a_card():
    st, v = _at("imposter/cutthroat", "exchange")
    p = build_prompt(v, st.cards, NAMES)
    assert set(p.targets().values()) == set(v["legal"])
    assert not [b for b in p.buttons if b[1].startswith("take")]


def test_trade_puts_hand_cards_out_and_done_is_a_button():
    st = ImposterState("imposter/2v2", 3)
    hand = st.hands[0]
    legal = [f"trade {lb}" for lb in dict.fromkeys(_labels(st, hand))] + ["trade done"]
    _, v = _view("imposter/2v2", "trade", ("trade", 0, 0), legal, {"trade": [[], 0, 0, 0]})
    p = build_prompt(v, st.cards, NAMES)
    assert set(p.hand) == set(hand)
    assert ("Trade nothing", "trade done") in p.buttons
    assert "Trade with Cleo" in p.text


def test_the_player_the_spy_orders_picks_their_new_successor_from_their_hand():
    st = ImposterState("imposter/cutthroat", 3)
    hand = st.hands[0]
    legal = [f"successor {lb}" for lb in dict.fromkeys(_labels(st, hand))]
    _, v = _view("imposter/cutthroat", "spy_swap", ["spy_swap", 0, 1], legal, None)
    p = build_prompt(v, st.cards, NAMES)
    assert set(p.hand) == set(hand) and set(p.hand.values()) == set(legal)
    assert p.text.startswith("Bob's Spy: click a card in your hand to become your Successor")
    assert not p.buttons


def test_the_setup_cards_lie_in_their_zones_and_hide_what_the_viewer_may_not_see():
    st = ImposterState("imposter/2v2", 3)
    mine = st.hands[0][:2]
    ups = [[], st.hands[1][:3], [], []]
    party = {
        "down": [mine, 2, 1, 0],
        "up": ups,
        "partner_card": [[st.hands[0][3]], True, [st.hands[2][3]], False],
        "trade": [[], 2, 0, 0],
        "buried": 2,
    }
    _, v = _view("imposter/2v2", "reveal", ("reveal", 0, 2), [], party)
    zones = party_zones(v)
    assert zones[("down", 0)] == mine and zones[("down", 1)] == [None, None]
    assert zones[("up", 1)] == ups[1]
    assert zones[("partner", 2)] == [st.hands[2][3]] and zones[("partner", 1)] == [None]
    assert zones[("trade", 1)] == [None, None] and zones[("buried", -1)] == [None, None]
    # Behind a handoff curtain only the revealed cards keep their faces.
    hidden = view_zones(public_view(v))
    assert hidden[("down", 0)] == [None, None]
    assert hidden[("partner", 2)] == [None]
    assert hidden[("up", 1)] == ups[1]


def test_the_log_tells_the_exchange_from_each_side():
    from game.core.events import Event

    st = ImposterState("imposter/cutthroat", 3)
    cid = st.hands[1][0]
    name = st.cards[cid].name
    ev = Event("move", 0, cid, ("up", 1), ("up", 0))
    assert describe(ev, 2, NAMES, st.cards) == f"Ana takes the {name} from Bob's revealed cards."
    assert describe(ev, 0, NAMES, st.cards) == f"You take the {name} from Bob's revealed cards."
    assert describe(ev, 1, NAMES, st.cards) == f"Ana takes the {name} from your revealed cards."
    placed = Event("move", 2, None, ("hand", 2), ("down", 2))
    assert describe(placed, 0, NAMES, st.cards) == "Cleo places a card face down."


def test_the_reveal_slides_every_placed_card_up_and_turns_it_face_up():
    from scenes.imposter.table.board import ImposterBoard
    from scenes.imposter.table.layout import ImposterLayout
    from scenes.table.layout import Slot

    st = ImposterState("imposter/cutthroat", 4)
    lay = ImposterLayout((1280, 720), 3, 0)
    board = ImposterBoard(lay, 3)
    board.rebuild(st.view(0))
    events = []
    while st.decision == "reveal":
        events += st.apply(st.legal_actions()[0])
    assert any(e.kind == "reveal_setup" for e in events)
    board.animate([e.for_seat(0) for e in events], st.view(0))
    board.update(0.05)
    assert board.busy  # the cards are on their way
    board.finish()
    assert not board.zones[("down", 1)]
    bob_up = board.zones[("up", 1)]
    assert sorted(sp.cid for sp in bob_up) == sorted(st.party.up[1])
    for i, sp in enumerate(bob_up):
        assert sp.face_up
        assert sp.rect == lay.slot_rect(Slot("up", 1, i, len(bob_up)))


def test_a_partner_card_is_face_down_for_the_opponents_and_face_up_for_the_partner():
    from scenes.imposter.table.board import ImposterBoard
    from scenes.imposter.table.layout import ImposterLayout

    st, _ = _at("imposter/2v2", "first")
    views = {s: st.view(s) for s in range(4)}
    owner = 0
    card = st.party.partner_card[owner][0]
    for viewer, face in ((2, True), (1, False), (3, False)):
        board = ImposterBoard(ImposterLayout((1280, 720), 4, viewer), 4)
        board.rebuild(views[viewer])
        (sp,) = board.zones[("partner", owner)]
        assert sp.face_up == face and (sp.cid == card) == face


def test_the_2v2_mulligan_is_free_once_per_team():
    st, v = _at("imposter/2v2", "place")
    me = v["seat"]
    p = build_prompt(v, st.cards, NAMES)
    assert ("Mulligan (free for your team)", "mulligan") in p.buttons
    v = dict(v)
    seats = [dict(x) for x in v["seats"]]
    seats[st.partner(me)]["mulligans"] = 1
    v["seats"] = seats
    p = build_prompt(v, st.cards, NAMES)
    assert ("Mulligan (costs the True King and 2 points to each opponent)", "mulligan") in (
        p.buttons
    )


def test_the_hint_line_says_the_setup_actions_in_words():
    from scenes.imposter.table.party import party_action_words

    st, v = _at("imposter/cutthroat", "exchange")
    action = v["legal"][0]
    seat, _, label = action.split(" ", 1)[1].partition(":")
    words = party_action_words(action, v, st.cards, NAMES)
    assert (
        words
        == f"take {NAMES[int(seat)]}'s {st.cards[st.find(st.party.up[int(seat)], label)].name}"
    )
    v = dict(v, decision="direction")
    assert party_action_words("direction counterclockwise", v, st.cards, NAMES) == (
        "send play counter-clockwise"
    )
    assert party_action_words("play Queen", v, st.cards, NAMES) is None


def test_a_review_shows_every_seats_placed_and_traded_cards():
    from scenes.imposter.kit import revealed_view

    st, _ = _at("imposter/2v2", "reveal", skip=5)
    placed = {s: list(st.party.down[s]) for s in range(4)}
    assert any(placed[s] for s in range(1, 4))
    zones = party_zones(revealed_view(st, 0))
    for s in range(4):
        assert zones[("down", s)] == placed[s]


def test_the_last_exchange_lights_only_the_starters_own_revealed_cards():
    st, v = _at("imposter/cutthroat", "exchange", skip=2)
    assert v["pending"][2] == 2
    starter = st.party.starter
    p = build_prompt(v, st.cards, NAMES)
    lit = set(p.zone_targets("up", starter))
    assert lit and not lit & set(st.party.taken_from[starter])
    assert lit <= set(st.party.up[starter])
    assert "(not the one taken)" in p.text


def test_hovering_a_card_taken_in_the_exchange_says_who_took_it(app):
    from scenes.app import step
    from scenes.session import MatchSession, SeatSetup
    from scenes.table.scene import TableScene

    st, _ = _at("imposter/cutthroat", "exchange", skip=1)
    seats = [SeatSetup(n, "human") for n in NAMES[:3]]
    session = MatchSession("imposter/cutthroat", seats, 3, autosave=False)
    session.state = st
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    starter = st.party.starter
    (taken,) = st.party.taken_from[starter]
    sp = next(sp for sp in table.board.zones[("up", starter)] if sp.cid == taken)
    facts = table.drawer._facts(table.view(), sp)
    who = "you" if starter == table.view()["seat"] else NAMES[starter]
    assert f"Taken by {who} in the exchange." in facts.notes


def test_the_setup_cards_going_back_to_hand_are_told_in_one_line():
    from scenes.imposter.table.log import ImposterLog

    st = ImposterState("imposter/cutthroat", 3)
    rng = random.Random(3)
    log = ImposterLog(st.cards, NAMES[:3])
    while st.decision not in ("place", "dungeon"):
        log.add(st.apply(rng.choice(st.legal_actions())), st.round_no)
    lines = [t for t, _ in log.lines(0)]
    assert lines.count("The setup cards go back into their owners' hands.") == 1


def test_behind_the_curtain_no_partner_successor_or_spied_card_shows():
    st, _ = _at("imposter/2v2", "trade")
    me = st.current_seat
    v = st.view(me)
    mate = st.partner(me)
    assert v["seats"][mate]["successor"] == st.successor[mate]  # the partners looked
    hidden = public_view(v)
    assert hidden["seats"][mate]["successor"] is True
    zones = view_zones(hidden)
    assert zones[("successor", mate)] == [None]
    assert hidden["party"]["seats"][me]["partner_successor"] is None


def test_the_log_words_the_spys_order_and_the_judges_opponent():
    from game.core.events import Event

    st = ImposterState("imposter/cutthroat", 3)
    spy = next(c for c in range(len(st.cards)) if st.cards[c].name == "Spy")
    judge = next(c for c in range(len(st.cards)) if st.cards[c].name == "Judge")
    order = Event("choose", 2, spy, arg=0)
    assert describe(order, 0, NAMES, st.cards) == (
        "Cleo orders you to exchange a Successor for a hand card."
    )
    own = Event("choose", 2, spy, arg=2)
    assert describe(own, 0, NAMES, st.cards) == "Cleo exchanges their own Successor."
    guess = Event("choose", 1, judge, arg=2)
    assert describe(guess, 0, NAMES, st.cards) == "Bob guesses at Cleo's hand."


def test_the_log_says_who_holds_no_card_of_the_executioners_number():
    from game.core.events import Event

    st = ImposterState("imposter/cutthroat", 3)
    ev = Event("holds_not", 1, arg=3)
    assert describe(ev, 0, NAMES, st.cards) == "Bob holds no card of base value 3."


def test_an_unequal_trade_says_how_many_each_partner_put_out():
    from game.core.events import Event

    st = ImposterState("imposter/2v2", 3)
    again = Event("trade_unmatched", 0, arg=(True, 2, 1))
    assert describe(again, 0, NAMES, st.cards) == (
        "You and Cleo put out different numbers of cards (you 2 and Cleo 1): they come back, "
        "and you try again."
    )
    assert describe(again, 1, NAMES, st.cards) == (
        "Ana and Cleo put out different numbers of cards (Ana 2 and Cleo 1): they come back, "
        "and they try again."
    )
    last = Event("trade_unmatched", 1, arg=(False, 0, 1))
    assert describe(last, 0, NAMES, st.cards) == (
        "Bob and Dara put out different numbers of cards (Bob 0 and Dara 1): they come back, "
        "and no trade this round."
    )


def test_every_prompt_of_three_and_four_players_puts_pass_last():
    # Play-test finding 25: the setup prompts and the new cards' put Pass first, the two-player
    # table last. Seeded random play through both modes, every prompt with two buttons or more.
    orders = set()
    for mode_id in ("imposter/cutthroat", "imposter/2v2"):
        for seed in range(1, 16):
            st = ImposterState(mode_id, seed)
            rng = random.Random(seed)
            for _ in range(400):
                if st.match_over:
                    break
                if st.round_over:
                    st.apply("deal")
                    continue
                p = build_prompt(st.view(st.current_seat), st.cards, NAMES)
                labels = [label for label, _ in p.buttons]
                if "Pass" in labels and len(labels) > 1:
                    orders.add(st.decision)
                    assert labels[-1] == "Pass", (st.decision, labels)
                st.apply(rng.choice(st.legal_actions()))
    assert {"spy", "spy_order", "react"} <= orders
