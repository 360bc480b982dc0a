"""The invariants every game's state keeps after every action (each game adds its own)."""

from __future__ import annotations


def check_common(st, legal) -> None:
    """Every card in exactly one zone (``st.all_zones()``), a legal action until the match
    ends, the cached legal actions equal to a fresh ``legal(st)``, and none offered twice.
    Raises AssertionError naming the broken invariant."""
    ids = st.all_zones()
    if sorted(ids) != list(range(len(st.cards))):
        missing = set(range(len(st.cards))) - set(ids)
        twice = {c for c in ids if ids.count(c) > 1}
        raise AssertionError(f"cards lost {sorted(missing)} or duplicated {sorted(twice)}")
    if not st.match_over and not st.legal_actions():
        raise AssertionError(f"no legal action while '{st.decision}' is owed")
    if st.legal_actions() != legal(st):
        raise AssertionError("the cached legal actions differ from a fresh computation")
    if len(set(st.legal_actions())) != len(st.legal_actions()):
        raise AssertionError(f"the same action is offered twice while '{st.decision}' is owed")


def check_events_hide(st, rng, sample: int = 6) -> None:
    """The events an action sends a seat tell it no more than its view afterwards does.

    For each observing seat, two things it cannot tell apart must send it the same events
    whenever its view afterwards, and what was said aloud, is the same too: two legal actions
    of another seat (a secret choice, such as which card a seat keeps), and the same action in
    this state and in a world redealt from the observer's information set (``determinize``). ``sample`` bounds
    the actions tried. Raises AssertionError naming the observer and the actions."""
    if st.match_over:
        return
    actions = list(st.legal_actions())
    if len(actions) > sample:
        order = list(range(len(actions)))
        rng.shuffle(order)
        actions = [actions[i] for i in sorted(order[:sample])]
    seats = range(st.num_seats)
    outcomes = [_outcome(st, action, seats) for action in actions]
    for obs in seats:
        seen: dict = {}
        for action, (views, events) in zip(actions, outcomes, strict=True):
            mine = _seen(st, events, obs)
            key = _told(st, views[obs], mine)
            if obs != st.current_seat and key in seen and seen[key][1] != mine:
                raise AssertionError(
                    f"seat {obs} cannot tell '{seen[key][0]}' from '{action}' by its view, "
                    f"but their events differ: {seen[key][1]} / {mine}"
                )
            seen.setdefault(key, (action, mine))
        world = st.determinize(obs, rng)
        legal = set(world.legal_actions())
        for action, (views, events) in zip(actions, outcomes, strict=True):
            if action not in legal:
                continue
            w_views, w_events = _outcome(world, action, (obs,))
            mine = _seen(st, events, obs)
            theirs = _seen(world, w_events, obs)
            if _told(world, w_views[0], theirs) != _told(st, views[obs], mine):
                continue  # the action showed the observer something of the world: fair
            if mine != theirs:
                raise AssertionError(
                    f"'{action}' sends seat {obs} other events in a world it cannot tell "
                    f"apart: {mine} / {theirs}"
                )


def shows_hidden(st, action, seat: int, rng, worlds: int = 3) -> bool:
    """Whether what ``seat`` may know after ``action`` (its view, the news said aloud, what
    moves once a round has ended) rules out a world it could not tell from this one before:
    the action showed it a card or a fact hidden until then. Found by trying ``worlds`` worlds
    redealt from its information set (``determinize``): in each, the same action, where the
    world offers it (the seat's own always; another's naming a card face down reads the same
    in every world), else any action the mover has there, must give the same. Two copies of
    one card count as the same card (the state's ``card_key``).

    Whether the next seat can move at all is not counted (a world where the same action hands
    the turn elsewhere, or ends the round, since the next hand holds no card it may play, is
    left out): every turn would otherwise be news. A fact few worlds differ in may go unseen
    by the sample."""
    real = _after(st, action, seat)
    for _ in range(worlds):
        world = st.determinize(seat, rng)
        legal = world.legal_actions()
        if action in legal:
            outcome = _after(world, action, seat)
            if outcome != real and outcome[0] == real[0]:
                return True
        elif not any(_after(world, other, seat) == real for other in legal):
            return True
    return False


def _after(st, action, seat: int) -> tuple:
    """Who owes what after ``action``, and what ``seat`` may know then (``_told``), its view's
    card ids named by the cards' keys (``_keyed``)."""
    after = st.clone()
    events = after.apply(action)
    key = getattr(after, "card_key", None) or after.cards.__getitem__
    firsts: dict = {}  # a card's key -> the first id with it: one whole number a card
    same = [firsts.setdefault(key(c), c) for c in range(len(after.cards))]
    _, said, opened = _told(after, (), _seen(after, events, seat))
    turn = (after.round_over, after.current_seat, after.decision)
    return turn, _keyed(after.view(seat), same), said, opened


def _keyed(value, same: list[int]):
    """A hashable copy of a view (as ``_frozen``) with every whole number that may be a card id
    named as the first card with its key (``same``), so that two copies of one card, which a
    redealt world may swap, look the same; a count or a seat number is renamed too, alike in
    every world. Dicts and sets are ordered after the renaming."""
    if isinstance(value, dict):
        items = ((_keyed(k, same), _keyed(v, same)) for k, v in value.items())
        return tuple(sorted(items, key=lambda kv: repr(kv[0])))
    if isinstance(value, (list, tuple)):
        return tuple(_keyed(v, same) for v in value)
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted((_keyed(v, same) for v in value), key=repr)))
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(same):
        return ("card", same[value])
    return value


def _seen(st, events, seat: int) -> list:
    """``events`` as ``seat`` receives them, each card named by what a player tells by (the
    state's ``card_key``, else its definition): two copies of one card, which a redealt world
    may swap, are the same card to every player."""
    key = getattr(st, "card_key", None) or st.cards.__getitem__
    out = []
    for e in events:
        e = e.for_seat(seat)
        if isinstance(e.card, int):
            e = e._replace(card=key(e.card))
        out.append(e)
    return out


def _told(st, view, events):
    """What a seat may know after an action: its view, the news said aloud to the table (the
    game's ``announced_events``: a name guessed, a trade's counts), which no view keeps, and
    whatever moves once a round has ended (every hand is laid open then)."""
    said = getattr(st, "announced_events", frozenset())
    kinds = [e.kind for e in events]
    # A round's end lays every hand open: what moves from then on is seen by all.
    opened = kinds.index("round_over") if "round_over" in kinds else len(events)
    told = [e for e in events[:opened] if e.kind in said]
    return _frozen(view), _frozen(told), _frozen(events[opened:])


def _outcome(st, action, seats):
    after = st.clone()
    events = after.apply(action)
    return [after.view(s) for s in seats], events


def _frozen(value):
    """A hashable copy of a view (dicts, lists, sets and tuples of plain values)."""
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(_frozen(v) for v in value)))
    return value
