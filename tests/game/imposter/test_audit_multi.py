"""An independent audit of Cutthroat and 2v2 against the rulebook (More players, the FAQ's
3 & 4 players) and the card reference: the decks and deal, the order of every setup step once
the True King chose the direction, and a hidden-information scan over seeded random play whose
rule of what each seat may see is written here from the rulebook, not taken from the model."""

from collections import Counter

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.imposter.match import ImposterState
from game.imposter.positions import build
from tests.game.imposter.helpers import do, first_legal, legal, rig

CUT = "imposter/cutthroat"
TEAM = "imposter/2v2"

# Rulebook, More players: the deck lists of Cutthroat (25 cards) and 2v2 (29 cards).
CUT_DECK = {
    "Queen": 1, "Princess": 1, "King's Hand": 1, "Sentry": 1, "Warlord": 1, "Mystic": 1,
    "Oathbound": 2, "Soldier": 2, "Inquisitor": 2, "Zealot": 1, "Assassin": 1, "Judge": 2,
    "Elder": 2, "Fool": 1, "Herald": 1, "Executioner": 2, "Spy": 1, "Warden": 2,
}  # fmt: skip
TEAM_DECK = {
    **CUT_DECK, "King's Hand": 2, "Zealot": 2, "Assassin": 2, "Fool": 2,
}  # fmt: skip


# ----- decks and the deal --------------------------------------------------------------------


@pytest.mark.parametrize(("mode_id", "deck", "each"), [(CUT, CUT_DECK, 8), (TEAM, TEAM_DECK, 7)])
def test_deck_deal_and_accused_follow_the_rulebook(mode_id, deck, each):
    st = ImposterState(mode_id, 5)
    assert sum(deck.values()) == len(st.cards) == (25 if mode_id == CUT else 29)
    assert Counter(c.name for c in st.cards) == Counter(deck)
    # Deal 8 (7) each, the last card face up as the Accused: nothing is left over.
    assert [len(h) for h in st.hands] == [each] * st.n
    assert st.accused is not None and st.unused == []
    assert st.king_up == [True] * st.n  # everyone places their King face up
    assert st.view(0)["accused"] == st.accused


def test_cutthroat_has_no_mulligan_and_2v2_offers_one_at_the_successor():
    assert not ImposterState(CUT, 1).mode.mulligans
    assert ImposterState(TEAM, 1).mode.mulligans


# ----- the order of the setup steps follows the chosen direction ------------------------------


def _cut_at_first():
    """A Cutthroat round through the reveal and the exchange, at the True King's first choice."""
    st = rig(CUT, [])
    while st.decision != "first":
        first_legal(st)
    return st


def test_cutthroat_successor_and_dungeon_follow_the_direction_from_the_first_player():
    st = _cut_at_first()
    do(st, "first 1", "direction counterclockwise")
    order = []
    while st.decision in ("place", "dungeon"):
        order.append((st.decision, st.current_seat))
        first_legal(st)
    # Each player places a Successor and a Dungeon card, in turn order from the first player.
    assert order == [
        ("place", 1), ("dungeon", 1), ("place", 0), ("dungeon", 0), ("place", 2), ("dungeon", 2),
    ]  # fmt: skip
    assert st.stack[-1] == ("turn", 1)
    assert st.next_seat(1) == 0 and st.next_seat(0) == 2


def test_cutthroat_revealed_cards_are_all_back_in_hand_before_the_successor():
    st = _cut_at_first()
    do(st, "first 0", "direction clockwise")
    assert all(not up for up in st.party.up) and [len(h) for h in st.hands] == [8, 8, 8]


def _team_at_first():
    st = rig(TEAM, [])
    while st.decision != "first":
        first_legal(st)
    return st


def test_2v2_place_trade_and_dungeon_follow_the_direction_from_the_first_player():
    st = _team_at_first()
    do(st, "first 3", "direction counterclockwise")
    steps: dict[str, list[int]] = {}
    while st.decision != "turn":
        steps.setdefault(st.decision, []).append(st.current_seat)
        if st.decision == "trade":
            do(st, "trade done")
        else:
            first_legal(st)
    ccw = [3, 2, 1, 0]
    assert steps["partner_take"] == ccw
    assert steps["place"] == ccw
    assert steps["trade"] == ccw
    assert steps["dungeon"] == ccw
    assert st.current_seat == 3


def test_2v2_a_player_may_take_any_of_the_partners_four_once_the_partner_card_is_seen():
    st = rig(
        TEAM,
        [["Queen", "Elder", "Fool", "Soldier"], [], ["Sentry", "Warlord", "Mystic", "Spy"]],
    )
    for s in range(4):
        picks = {0: ["Queen", "Elder", "Fool"], 2: ["Sentry", "Warlord", "Mystic"]}.get(s)
        for k in range(3):
            do(st, f"reveal {picks[k]}" if picks else str(st.legal_actions()[0]))
    do(st, "partner Soldier")
    first_legal(st, 1)
    do(st, "partner Spy")
    first_legal(st, 1)
    do(st, "first 0", "direction clockwise")
    # Seat 0 chooses among seat 2's three revealed cards and its face-down partner card.
    assert sorted(legal(st)) == ["take Mystic", "take Sentry", "take Spy", "take Warlord"]


# ----- the Warden with more players: the Accused stays public ---------------------------------


def test_warden_in_cutthroat_gives_a_card_every_seat_then_sees_as_the_accused():
    st = build(
        CUT,
        hands=[["Warden", "Soldier"], ["Zealot"], ["Elder"]],
        court=["Fool", "Elder", "Judge"],
        successors=[None, None, None],
        accused="Princess",
    )
    do(st, "play Warden", "exchange")
    while st.decision == "react":
        do(st, "pass")
    do(st, "give Soldier")
    assert st.cards[st.accused].name == "Soldier"
    for s in range(3):
        assert st.view(s)["accused"] == st.accused
    assert "Princess" in [st.cards[c].name for c in st.hands[0]]


# ----- hidden information over seeded random play ---------------------------------------------


def _may_see(st, s) -> set[int]:
    """What seat ``s`` may see, from the rulebook: the Court and public piles, the revealed
    setup cards, its own cards, its partner's fourth card once all four are placed and its
    partner's Successor while unchanged (2v2), a Successor it saw with the Spy while unchanged,
    the cards it buried with the Cutthroat Assassin, and the hand and Successor it is keeping
    from."""
    p = st.party
    ids = set(st.court) | set(st.removed) | set(st.reveal) | {st.accused}
    for o in range(st.n):
        ids |= set(st.ante[o]) | set(st.condemned[o]) | set(p.up[o])
    # Condemned face down by the Executioner: only the seats that know the card see it.
    ids -= {c for c, knowers in p.masked.items() if s not in knowers}
    ids |= set(st.hands[s]) | set(p.down[s]) | set(p.partner_card[s]) | set(p.trade[s])
    ids |= {st.successor[s], st.dungeon[s], st.offer[s]}
    q = st.partner(s)
    if q is not None:
        if p.partner_shown:
            ids |= set(p.partner_card[q])
        if p.seen_successor[s] is not None and p.seen_successor[s] == st.successor[q]:
            ids.add(st.successor[q])
    for o in range(st.n):
        ids.add(st.spied_successor(s, o))
    ids |= {c for c, by in zip(p.buried, p.buried_by, strict=True) if by == s}
    top = st.stack[-1] if st.stack else None
    if top is not None and top[0] == "assassin_keep" and top[1] == s:
        ids |= set(st.hands[top[2]]) | {st.successor[top[2]]}
    ids.discard(None)
    return ids


def _ints(x, out: set) -> None:
    if isinstance(x, bool) or x is None:
        return
    if isinstance(x, int):
        out.add(x)
    elif isinstance(x, dict):
        if x.get("face_down"):
            return  # a face-down card: only its number, no id
        for v in x.values():
            _ints(v, out)
    elif isinstance(x, (list, tuple, set)):
        for v in x:
            _ints(v, out)


def _named_ids(view) -> set[int]:
    """Every card id the view holds (counts, flags, seats and values left out)."""
    ids: set[int] = set()
    for seat in view["seats"]:
        for key in ("successor", "dungeon", "offer", "antechamber", "condemned"):
            _ints(seat[key], ids)
        if isinstance(seat["hand"], list):
            _ints(seat["hand"], ids)
    for key in ("court", "disgraced", "accused", "removed", "reveal", "boosted"):
        _ints(view[key], ids)
    ids |= set(view["values"])
    party = view["party"]
    for seat in party["seats"]:
        for key in ("up", "taken_from", "down", "partner_card", "trade"):
            if isinstance(seat[key], list):
                _ints(seat[key], ids)
    _ints(party["partner_successor"], ids)
    _ints(party["keep_pool"], ids)
    if isinstance(party["buried"], list):
        _ints(party["buried"], ids)
    return ids


# Frame arguments that name a card (all others are seats, numbers, names or flags): the card
# played, a Court card chosen, the revealed Assassin. Every one of them must be public.
_CARD_ARGS = {
    "mystic": (2,), "judge_target": (2,), "judge": (2,), "soldier": (2,), "princess": (2,),
    "inquire": (2,), "executioner": (2,), "sentry": (2,), "sentry_give": (2,), "warden": (2,),
    "herald_play": (2,), "take": (2,), "spy": (2,), "spy_order": (2,),
}  # fmt: skip


def _frame_ids(frame) -> set[int]:
    if not frame:
        return set()
    if frame[0] == "effect":
        return {x for x in frame[3:4] if isinstance(x, int) and not isinstance(x, bool)}
    if frame[0] == "assassinate":
        return {frame[3]}
    return {frame[i] for i in _CARD_ARGS.get(frame[0], ()) if i < len(frame)}


@pytest.mark.parametrize("mode_id", [CUT, TEAM])
@pytest.mark.parametrize("seed", [3, 8])
def test_random_play_no_view_names_an_unseen_card_and_worlds_keep_the_view(mode_id, seed):
    rng = Rng(seed)
    st = ImposterState(mode_id, seed)
    games = 0
    for step in range(2500):
        if st.match_over:
            games += 1
            st = ImposterState(mode_id, seed * 100 + games)
        if not st.round_over:
            for s in range(st.n):
                view = st.view(s)
                seen = _may_see(st, s)
                leak = _named_ids(view) - seen
                assert not leak, f"seat {s} sees {leak} at {st.decision}"
                frames = _frame_ids(view["pending"]) | _frame_ids(view["trigger"])
                assert frames <= seen, f"seat {s} reads {frames - seen} in {view['pending']}"
            s = st.stack[-1][1]
            if 0 <= s < st.n and step % 2 == 0:
                world = st.determinize(s, Rng(rng.next64()))
                assert world.view(s) == st.view(s), f"seat {s}'s world differs at {st.decision}"
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    assert games >= 1  # the scan went through whole matches


# ----- the Cutthroat Assassin and the scoring it leaves ----------------------------------------


def test_cutthroat_assassination_of_the_last_opponent_ends_the_round_without_a_keep():
    # Play until only one player is left: the second knockout ends the round at once, so the
    # victim keeps its hand and Successor, and (rulebook FAQ) they still count for the bonus.
    st = build(
        CUT,
        hands=[["Elder", "Queen"], ["Assassin", "Warden"], ["Zealot"]],
        court=["Warlord"],
        successors=["Soldier", "Judge", None],
        out=[2],
        true_king=2,  # seat 2, knocked out first, already took it
    )
    do(st, "flip", "react Assassin")
    while st.decision == "react":
        do(st, "pass")
    assert st.round_over and "assassin_keep" not in [f[0] for f in st.stack]
    result = st.results[-1]
    assert result["winner"] == 1 and result["second"] == 0 and result["loser"] == 2
    assert result["points"] == {"win": 1, "king": 1, "cards": 2}
    assert st.scores == [1, 4, 0] and st.true_king == 2


def test_cutthroat_victim_whose_cards_were_buried_scores_no_card_point_for_the_winner():
    # UNVERIFIED reading: "+1 for each opponent still holding cards or a Successor" is counted at
    # the end of the round, when the first victim's hand and Successor have left the round.
    st = build(
        CUT,
        hands=[["Elder", "Queen"], ["Assassin", "Warden"], ["Elder"]],
        court=["Warlord"],
        successors=["Soldier", "Judge", None],
        kings_up=(True, True, False),
    )
    do(st, "flip", "react Assassin")
    while st.decision == "react":
        do(st, "pass")
    do(st, "keep Assassin", "play Warden")
    assert st.round_over and st.out == [0, 2]
    result = st.results[-1]
    assert result["points"] == {"win": 1, "king": 1, "cards": 1}  # seat 2's Elder only
    assert result["second"] == 2 and st.scores == [0, 3, 1] and st.true_king == 0
    # The victim's Dungeon card stays face down in front of it: it is not part of the keep.
    assert st.dungeon[0] is None or st.dungeon[0] not in st.party.buried


def test_2v2_assassination_ends_the_round_for_the_whole_team_with_no_keep():
    st = build(
        TEAM,
        hands=[["Elder"], ["Assassin", "Zealot"], ["Elder", "Warden"], ["Zealot"]],
        court=["Warlord"],
        successors=["Soldier", "Judge", "Fool", "Fool"],
    )
    do(st, "flip", "react Assassin")
    while st.decision == "react":
        do(st, "pass")
    assert st.round_over and st.out == [0] and st.party.buried == []
    result = st.results[-1]
    assert result["team"] == 1 and result["winners"] == [1, 3]
    # The victim never took its Successor: it still counts for the opponents' card point.
    assert result["points"] == {"win": 1, "king": 1, "cards": 1}
    assert st.scores == [0, 3, 0, 3] and st.true_king == 0


# ----- the King's Hand with three players (card reference §5 row 9) ----------------------------


def test_kings_hand_stop_ends_the_players_turn_and_costs_its_owner_a_later_turn():
    st = build(
        CUT,
        hands=[["Soldier", "Elder"], ["Zealot", "Warden"], ["King's Hand", "Warden"]],
        court=["Fool"],
        successors=["Judge", "Queen", "Elder"],
    )
    do(st, "play Soldier", "name Queen")
    assert st.stack[-1][:2] == ("react", 1)  # asked in turn order from the next player
    do(st, "pass", "react King's Hand")
    # Both cards are Condemned: the played Soldier leaves the round at once, and that was
    # seat 0's turn; the next seat plays on the card below it.
    assert [st.name(c) for c in st.removed] == ["Soldier"]
    assert [st.name(c) for c in st.court] == ["Fool"]
    assert [st.name(c) for c in st.condemned[2]] == ["King's Hand"]
    assert st.stack[-1] == ("turn", 1)
    do(st, "play Warden")
    # Seat 2's turn is spent removing its Condemned King's Hand; then seat 0 plays again.
    assert legal(st) == ["remove King's Hand"]
    do(st, "remove King's Hand")
    assert st.stack[-1] == ("turn", 0) and st.condemned[2] == []


# ----- card branches with more players: the Antechamber and the partner's King's Hand -----------


def test_executioner_from_the_antechamber_still_names_a_number():
    # Keywords, Antechamber: the card played from there "still uses its ability" (only the
    # Herald and the Oathbound say otherwise); the ceiling is the Queen's 9.
    st = build(
        CUT,
        hands=[["Elder"], ["Zealot", "Soldier"], ["Elder", "Spy"]],
        antechambers=[["Executioner"], [], []],
        court=["Queen"],
        successors=["Judge", "Princess", "Fool"],
    )
    assert legal(st) == ["play Executioner"]
    do(st, "play Executioner")
    assert legal(st) == [f"name {n}" for n in range(1, 10)] + ["pass"]


def test_warden_kings_hand_window_opens_before_the_hand_card_and_includes_the_partner():
    st = build(
        TEAM,
        hands=[["Warden", "Elder"], ["Zealot", "Soldier"], ["King's Hand", "Fool"], ["Zealot"]],
        court=["Queen", "Soldier", "Fool"],
        accused="Mystic",
        successors=["Judge", "Princess", "Elder", "Inquisitor"],
    )
    do(st, "play Warden", "exchange")
    # The window comes after the choice to exchange and before any hand card is given.
    assert st.stack[-1][:3] == ("react", 1, "King's Hand")
    assert st.stack[-1][5] == (2, 3)
    do(st, "pass", "react King's Hand")  # the partner stops it: the King's Hand hits anyone
    assert st.cards[st.accused].name == "Mystic"
    assert sorted(st.name(c) for c in st.hands[0]) == ["Elder"]
    assert [st.name(c) for c in st.condemned[2]] == ["King's Hand"]
    assert st.stack[-1] == ("turn", 1)


# ----- open finding: the reaction order after a reaction (rulebook FAQ) -------------------------


def test_faq_after_a_reaction_declarations_start_again_from_the_player_after_the_reactor():
    # FAQ, What if more than one player wants to use a Reaction: "If someone reacts, the same
    # process starts again from the player after them, ending with the player who reacted."
    st = build(
        TEAM,
        hands=[["Elder", "King's Hand"], ["Assassin", "Zealot"], ["Elder"], ["Assassin"]],
        court=["Warlord"],
        successors=["Soldier", "Judge", "Fool", "Fool"],
    )
    do(st, "flip", "pass", "pass", "react Assassin")  # seats 1 and 2 pass, seat 3 strikes
    do(st, "react King's Hand")  # seat 0 stops seat 3's Assassin
    # Seat 1 passed on the flip but has not reacted to it: the restarted round asks it again.
    assert st.stack[-1][:3] == ("react", 1, "Assassin")


def _twin_among_the_partners_four():
    """2v2 at seat 0's take: seat 2 revealed a Soldier and set the other Soldier face down."""
    st = rig(
        TEAM,
        [["Queen", "Elder", "Fool", "Spy"], [], ["Soldier", "Warlord", "Mystic", "Soldier"]],
    )
    for s in range(4):
        picks = {0: ["Queen", "Elder", "Fool"], 2: ["Soldier", "Warlord", "Mystic"]}.get(s)
        for k in range(3):
            do(st, f"reveal {picks[k]}" if picks else str(st.legal_actions()[0]))
    do(st, "partner Spy")
    first_legal(st, 1)
    do(st, "partner Soldier")
    first_legal(st, 1)
    do(st, "first 0", "direction clockwise")
    return st


def test_2v2_either_copy_of_a_name_among_the_partners_four_may_be_taken():
    # Rulebook, 2v2, Take a card: "each player takes one card from their partner's four cards".
    st = _twin_among_the_partners_four()
    # Four cards, two of them Soldiers that differ in who can see them: four choices.
    assert legal(st) == ["take Soldier", "take Warlord", "take Mystic", "take Soldier@down"]
    up_soldier = next(c for c in st.party.up[2] if st.name(c) == "Soldier")
    down_soldier = st.party.partner_card[2][0]
    # The plain take is the face-up copy, in the open.
    plain = _twin_among_the_partners_four()
    do(plain, "take Soldier")
    assert up_soldier in plain.party.up[0] and plain.party.partner_card[2] == [down_soldier]
    # The face-down copy moves face down: only the two partners see which card it is.
    events = do(st, "take Soldier@down")
    assert st.party.partner_card[0][-1] == down_soldier and st.party.partner_card[2] == []
    assert up_soldier in st.party.up[2] and st.party.taken_from[0] == [down_soldier]
    (move,) = events
    assert move.src == ("partner", 2) and move.dst == ("partner", 0)
    assert move.visible_to == (0, 2)
    for other in (1, 3):
        assert down_soldier not in _named_ids(st.view(other))
        assert st.determinize(other, Rng(7)).view(other) == st.view(other)
    assert down_soldier in _named_ids(st.view(2))
    # Seat 2 then takes from seat 0's four, less the Soldier seat 0 took from it.
    do(st, str(st.legal_actions()[0]))  # seat 1
    assert st.current_seat == 2
    assert legal(st) == ["take Queen", "take Elder", "take Fool", "take Spy"]


def test_2v2_take_down_is_offered_only_for_a_face_down_twin_of_a_face_up_card():
    st = _twin_among_the_partners_four()
    do(st, "take Warlord")  # seat 0 leaves both Soldiers with seat 2
    # Seat 1 takes from seat 3: no name there is both face up and face down.
    assert st.current_seat == 1
    assert all(not a.endswith("@down") for a in legal(st))
    before = st.snapshot()
    with pytest.raises(IllegalAction, match="take Queen@down"):
        st.apply("take Queen@down")
    assert st.snapshot() == before


def test_cutthroat_exchange_tie_including_the_true_king_is_still_its_choice():
    # "If players tie for the highest card, the True King decides who goes first among them."
    st = rig(CUT, [["Queen", "Elder", "Fool"], [], ["Princess", "Zealot", "Elder"]], true_king=2)
    order = {0: ["Queen", "Elder", "Fool"], 2: ["Princess", "Zealot", "Elder"]}
    while st.decision == "reveal":
        pick = order.get(st.current_seat)
        do(st, f"reveal {pick.pop(0)}" if pick else str(st.legal_actions()[-1]))
    # Seats 0 and 2 each revealed a 9 (seat 1's filled hand holds none); the True King, seat
    # 2, is one of them and still chooses.
    assert st.stack[-1] == ("exchange_first", 2, 2, 0)
    assert sorted(legal(st)) == ["exchange_first 0", "exchange_first 2"]
    do(st, "exchange_first 2")
    assert st.party.starter == 2 and st.stack[-1] == ("exchange", 2, 0)
