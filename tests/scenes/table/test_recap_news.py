"""What the "Since your turn" list may say: a knock-out names who did it and with what card,
and nothing in it tells a seat a card hidden from it."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from recap_helpers import play_until_recap, seated_table

from game.core.events import Event
from game.imposter.match import ImposterState
from scenes.app import step
from scenes.imposter.table.recap_words import knock_out_news
from scenes.table.log import Entry
from scenes.table.recap import build_items

NAMES = ["Ana", "Lord Brann", "Cleo"]


def _card(cards, name: str) -> int:
    return next(i for i, c in enumerate(cards) if c.name == name)


def test_an_assassins_knock_out_names_its_owner_and_the_card():
    cards = ImposterState("imposter/cutthroat", 3).cards
    assassin = _card(cards, "Assassin")
    events = [
        Event("react", 1, arg="Assassin"),
        Event("assassinated", 0, assassin, arg=1),
        Event("knocked_out", 0, arg="assassinated"),
    ]
    assert knock_out_news([], events, 0, NAMES, cards) == ["Lord Brann's Assassin knocked you out."]
    assert knock_out_news([], events, 2, NAMES, cards) == ["Lord Brann's Assassin knocked Ana out."]
    assert knock_out_news([], events, 1, NAMES, cards) == ["Your Assassin knocked Ana out."]


def test_a_seat_that_could_not_play_was_knocked_out_by_the_last_card_played():
    cards = ImposterState("imposter/cutthroat", 3).cards
    queen = _card(cards, "Queen")
    played = Event("move", 1, queen, ("hand", 1), ("court", -1), arg="play")
    out = [Event("cannot_play", 2), Event("knocked_out", 2, arg="could not take a turn")]
    assert knock_out_news([played], out, 0, NAMES, cards) == [
        "Lord Brann's Queen knocked Cleo out: they could not play on it."
    ]
    assert knock_out_news([played], out, 2, NAMES, cards) == [
        "Lord Brann's Queen knocked you out: you could not play on it."
    ]
    # A card of an earlier round is not the one.
    dealt = Event("round_start", arg=2)
    assert "Queen" not in knock_out_news([played, dealt], out, 0, NAMES, cards)[0]


def test_a_knock_out_in_a_cutthroat_match_comes_first_in_the_list_naming_seat_and_card(app):
    table, _ = seated_table(app, "imposter/cutthroat", (0,), seed=11)
    rng = random.Random(2)
    for _ in range(60):
        play_until_recap(app, table, rng)
        news = [item for item in table.recap.items if item.news]
        if news:
            break
        table.choose(rng.choice(table.legal()))
    assert news, "no knock-out came in sixty lists"
    line = news[0].line
    names = [n if s != 0 else "you" for s, n in enumerate(table.names)]
    assert "knocked" in line and any(n in line for n in names)
    card_names = {c.name for c in table.state.cards}
    assert any(f"{name} knocked" in line for name in card_names)


def _other_world(log, kit, state, names, viewer: int, stand_in: int):
    """``log`` as another world would have written it: every card hidden from ``viewer`` in
    its events another card (``stand_in``); and how many events that changed."""
    other = kit.log(state, names)
    changed = 0
    for e in log.entries:
        ev = e.event
        if ev.card is not None and ev.visible_to is not None and viewer not in ev.visible_to:
            ev = ev._replace(card=stand_in if ev.card != stand_in else stand_in + 1)
            changed += 1
        other.entries.append(Entry(ev, e.round_no))
    return other, changed


def test_the_list_is_the_same_in_two_worlds_that_differ_only_in_a_hidden_card(app):
    table, _ = seated_table(app, "imposter/cutthroat", (0,), seed=5)
    rng = random.Random(6)
    recap = table.recap
    for _ in range(40):
        play_until_recap(app, table, rng, least=2)
        moves = recap.moves
        hidden = [
            e for m in moves for e in m.events
            if e.card is not None and e.visible_to is not None and 0 not in e.visible_to
        ]  # fmt: skip
        if hidden:
            break
        table.choose(rng.choice(table.legal()))
    assert hidden
    stand_in = hidden[0].card + 1
    other_log, changed = _other_world(table.log, table.kit, table.state, table.names, 0, stand_in)
    assert changed
    other_moves = [
        replace(m, events=tuple(x.event for x in other_log.entries[m.start : m.end])) for m in moves
    ]
    here = build_items(table.log, table.kit, moves, [], 0, recap._open_zone)
    there = build_items(other_log, table.kit, other_moves, [], 0, recap._open_zone)
    assert here and here == there
    shown = {c for item in here for c in item.cards}
    assert not shown & {e.card for e in hidden}  # no hidden card is lit


def test_being_knocked_out_shows_who_did_it_at_once_and_holds_the_next_move_a_while(app):
    table, applied = seated_table(app, "imposter/cutthroat", (0,), seed=11)
    rng = random.Random(2)
    for _ in range(3000):
        if 0 in table.state.out:
            break
        step(app, [])
        if table._human_may_act() and not table.board.busy and table.recap.looked():
            app.settings.ai_pace = 0.5  # from the person's move on, computers pause
            table.choose(rng.choice(table.legal()))
    assert 0 in table.state.out
    recap = table.recap
    assert recap.showing() and recap.current.news
    assert recap.current.line == "Cleo's Assassin knocked you out."
    moves = len(applied)
    for _ in range(10):
        step(app, [], dt=0.1)
    assert len(applied) == moves  # held: HOLD_PACES pauses of 0.5 s
    step(app, [], dt=2.0)
    for _ in range(5):
        step(app, [], dt=0.6)
    assert len(applied) > moves or app.stack.top is not table  # play (or the scoring) goes on


def test_a_king_and_peasant_eras_end_leads_its_move_with_who_won_it_and_why(app):
    table, _ = seated_table(app, "peasant/eras", (0,), seed=4)
    rng = random.Random(3)
    news = []
    for _ in range(200):
        play_until_recap(app, table, rng)
        news = [item for item in table.recap.items if item.news]
        if news:
            break
        table.choose(rng.choice(table.legal()))
    assert news, "no Era ended on another seat's move"
    line = news[0].line
    assert line in {text for text, style in table.log.lines(0) if style == "big"}
    # Who won it, as what, and the goal that ended it.
    assert re.match(rf"(You win|{table.names[1]} wins) Era \d+ as the (King|Peasant): \w", line)
