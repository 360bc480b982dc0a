"""The guided three- and four-player Imposter Kings (``game.core.tutorial``): what Cutthroat and
2v2 add to the two-player game, told as the moments come up in the first round of a prepared
deal (rulebook, More players).

Triggers of these scripts beside the shared ones: ``decide:<decision>``, the viewer owes that
decision; ``react:<card>``, the viewer, holding that card, is asked whether to react with it to
an opponent's move; ``partner_card``, the viewer sees its partner's fourth card;
``partner_successor``, the viewer sees its partner's Successor; ``round_over``, a round has been
scored. Zones: ``king``, ``hand``, ``up`` (a seat's revealed cards), ``partner`` (a seat's card
for its partner; ``up+partner`` both), ``successor``, ``keep`` (the cards the Cutthroat
Assassin's owner keeps one of) and ``none``. Seat words beside ``viewer`` and ``actor``:
``true_king``, ``partner``, ``opponent`` (the next seat), ``from`` (the seat whose revealed
cards the viewer may take), ``causer`` (who set off the reaction asked for) and ``first`` (who
plays first).
"""

from __future__ import annotations

from game.core.tutorial import Script, Step, viewer_decides
from game.imposter.tutorial_words import wrap_up_words

CUTTHROAT_TUTORIAL_MODE = "imposter/tutorial-cutthroat"
TWO_V_TWO_TUTORIAL_MODE = "imposter/tutorial-2v2"


CUTTHROAT_STEPS: tuple[Step, ...] = (
    Step(
        "three",
        "start",
        "Three players, each for themselves",
        "With three, everyone plays against both others. The True King decides more here: a "
        "tie in the exchange, who plays first and in which direction turns go round.",
        "king",
        "true_king",
    ),
    Step(
        "reveal",
        "decide:reveal",
        "The reveal",
        "Before play, everyone places 2 cards face down; they are turned up together, then each "
        "places a third. Any revealed card may be taken from you in the exchange, so show cards "
        "you can spare: your Elder, Soldier or Oathbound.",
        "hand",
        expect=("reveal Elder", "reveal Soldier", "reveal Oathbound"),
        wrong="That card is on show now, and the exchange may take it from you: whoever revealed "
        "the highest card takes first, and the third player takes from them at the end.",
    ),
    Step(
        "revealed",
        "event:reveal_setup",
        "Everyone's first two",
        "The first two cards of each player are face up. You see what the others show before "
        "you choose your third card.",
        "up",
        "opponent",
    ),
    Step(
        "exchange",
        "event:exchange_starts",
        "The exchange",
        "The highest revealed card starts: its player takes one revealed card of either "
        "opponent. The player who lost a card takes one from the third, who then takes one "
        "from the starter.",
        "up",
        "actor",
    ),
    Step(
        "take",
        "decide:exchange",
        "Take a revealed card",
        "Click one of the revealed cards you may take. It joins your revealed cards, so "
        "everyone knows it is yours; all of them go back into your hand after the exchange.",
        "up",
        "from",
    ),
    Step(
        "direction",
        "event:direction",
        "Turn order round the table",
        "The True King chose who plays first and the direction of play. Turns go round the "
        "table that way, and a player who is out of the round is skipped.",
        "king",
        "first",
    ),
    Step(
        "dungeon",
        "decide:place",
        "Successor and Dungeon",
        "As with two, set a Successor beside your King. Then set a Dungeon card face down "
        "beside your Successor: it is out of the round. Keep your Assassin in your hand, its "
        "moment comes later. There are no mulligans with three.",
        "hand",
    ),
    Step(
        "kings_hand",
        "react:King's Hand",
        "The King's Hand",
        "An opponent is using a card's ability. You hold the King's Hand: reveal it to stop "
        "that ability. Both cards are then Condemned: the stopped card leaves the round, and "
        "your next turn is spent removing your King's Hand. Keep it for an ability that hurts.",
        "king",
        "causer",
    ),
    Step(
        "assassin",
        "react:Assassin",
        "The Assassin's moment",
        "A King is being flipped. Everyone is asked in turn whether to reveal an Assassin, so a "
        "pass gives nothing away. You hold one: reveal it to knock that player out (only a "
        "King's Hand could stop it).",
        "king",
        "causer",
        expect=("react Assassin",),
        wrong="You let the flip go on: the Throne is Disgraced and the Successor goes back into "
        "that player's hand. Each player may react to a flip only once, so this chance is gone.",
    ),
    Step(
        "knocked_out",
        "event:knocked_out",
        "Knocked out",
        "This player is out of the round and turns skip them. Their cards leave play face "
        "down; only the Assassin's owner looks at them first. The round goes on until only one "
        "player is left.",
        "king",
        "actor",
    ),
    Step(
        "keep",
        "decide:assassin_keep",
        "Keep one card",
        "With three, the Assassin may strike again. Here are the knocked-out player's hand and "
        "Successor; your Assassin lies apart, under Revealed. Click one of them to keep "
        "in secret (it may be the Assassin); the rest leave the round face down.",
        "keep",
        "none",
    ),
    Step(
        "scoring",
        "round_over",
        "Scoring with three",
        "The winner scores 1, 1 more if their King is face up, and 1 for each opponent who "
        "still had cards in hand or a Successor. Second place, the last one knocked out, scores "
        "1. Whoever was knocked out first takes the True King.",
    ),
)


TWO_V_TWO_STEPS: tuple[Step, ...] = (
    Step(
        "partner",
        "start",
        "Your partner",
        "The player across the table is your partner. If either of you loses the round, your "
        "team loses it. You may not tell each other what you hold.",
        "king",
        "partner",
    ),
    Step(
        "reveal",
        "decide:reveal",
        "Reveal 3",
        "Everyone places 3 cards face down, then all are turned up together. Everyone sees "
        "them: it is how you show your partner what you have. Keep your Assassin hidden.",
        "hand",
    ),
    Step(
        "give",
        "decide:partner_card",
        "One for your partner",
        "Now place a fourth card face down, apart from the others. Only your partner will see "
        "it, and your partner will take one of your four cards into their hand.",
        "hand",
    ),
    Step(
        "partner_card",
        "partner_card",
        "Your partner's card",
        "This is your partner's fourth card: only you see it. In turn order, you take one of "
        "your partner's four cards, the hidden one or a revealed one.",
        "partner",
        "partner",
    ),
    Step(
        "take",
        "decide:partner_take",
        "Take a card",
        "Click one of your partner's cards to take it into your hand. You cannot take back a "
        "card your partner took from you. Then everyone takes their revealed cards back.",
        "up+partner",
        "partner",
    ),
    Step(
        "successor",
        "decide:place",
        "Successor, or a mulligan",
        "Place your Successor. Until you do, you may call a mulligan: the round is dealt "
        "again. Each team has one free mulligan a match; after that the other team gains 2 "
        "points.",
        "hand",
        expect=("successor ",),
        wrong="That was your team's mulligan: the round starts again from a new deal. The "
        "free one is used, so another would give the other team 2 points.",
    ),
    Step(
        "look",
        "partner_successor",
        "A look at your partner's Successor",
        "Once both partners have placed a Successor, they look at each other's in secret. Now "
        "you know one card your partner keeps for later.",
        "successor",
        "partner",
    ),
    Step(
        "trade",
        "decide:trade",
        "The trade",
        "Put out up to 2 cards to trade with your partner, without talking, or press Trade "
        "nothing. Cards swap only if you both put out as many; if not, you try once more, then "
        "nothing is traded.",
        "hand",
    ),
    Step(
        "dungeon",
        "decide:dungeon",
        "The Dungeon",
        "Last before play, set a Dungeon card face down beside your Successor: it is out of "
        "the round and nobody sees it. Give it a card you can spare; keep your Assassin.",
        "hand",
    ),
    Step(
        "assassin",
        "react:Assassin",
        "The Assassin's moment",
        "An opponent is flipping their King. Everyone is asked in turn whether to reveal an "
        "Assassin, so a pass gives nothing away. You hold one: reveal it to knock them out "
        "(only a King's Hand could stop it).",
        "king",
        "causer",
        expect=("react Assassin",),
        wrong="You let the flip go on: the Throne is Disgraced and the Successor goes back into "
        "their hand. Each player may react to a flip only once, so this chance is gone.",
    ),
    Step(
        "knocked_out",
        "event:knocked_out",
        "Knocked out as a team",
        "A knocked-out player's team loses the round at once: in 2v2 the first knock-out ends "
        "it, and both partners of the other team win.",
        "king",
        "actor",
    ),
    Step(
        "scoring",
        "round_over",
        "Team scoring",
        "The winning team scores 1, 1 more if either partner's King is still face up, and 1 "
        "more if either opponent still had cards in hand or a Successor.",
    ),
)


def _fired(step: Step, events, view: dict, cards, viewer: int) -> int | None:
    """The seat the step is about when its moment is now, else None."""
    kind, _, arg = step.trigger.partition(":")
    if kind == "decide":
        return viewer if viewer_decides(view, viewer, arg) else None
    if kind == "react":
        # Asked, holding that card, about an opponent's move (never the partner's: an Assassin
        # against the partner would lose the round for the viewer's own team).
        pending = view.get("pending") or []
        asked = viewer_decides(view, viewer, "react") and len(pending) > 3 and pending[2] == arg
        if not asked or f"react {arg}" not in view.get("legal", ()):
            return None
        teams = view.get("teams") or list(range(len(view["seats"])))
        return pending[3] if teams[pending[3]] != teams[viewer] else None
    if kind == "partner_card":
        partner = view.get("partner")
        seats = (view.get("party") or {}).get("seats") or []
        if partner is None or partner >= len(seats):
            return None
        return partner if isinstance(seats[partner].get("partner_card"), list) else None
    if kind == "partner_successor":
        seen = (view.get("party") or {}).get("partner_successor")
        return view.get("partner") if seen is not None else None
    if kind == "round_over":
        return -1 if view.get("results") else None
    raise ValueError(f"unknown tutorial trigger {step.trigger!r}")


def _round_scored(view: dict, viewer: int) -> bool:
    """The guided part is the first round: the wrap-up comes once it has been scored."""
    return bool(view.get("results")) or view.get("winner") is not None


def _seat_of(word: str, view: dict, events, viewer: int) -> int:
    n = len(view["seats"])
    if word == "true_king":
        return view.get("true_king", -1)
    if word == "partner":
        return view["partner"] if view.get("partner") is not None else viewer
    if word == "opponent":
        return (viewer + 1) % n
    if word == "first":
        return view["first"] if view.get("first") is not None else viewer
    if word == "causer":
        pending = view.get("pending") or []
        return pending[3] if len(pending) > 3 else viewer
    if word == "from":
        # "take 2:Soldier": the first seat whose revealed card the viewer may take
        for text in view.get("legal", ()):
            verb, _, arg = text.partition(" ")
            seat, colon, _name = arg.partition(":")
            if verb == "take" and colon and seat.isdigit():
                return int(seat)
        return viewer
    raise ValueError(f"unknown seat word {word!r}")


_CUTTHROAT_SEATS = (
    ("", "human", ""),
    ("Lady Vesna", "computer", "easy"),
    ("Lord Aldric", "computer", "easy"),
)

CUTTHROAT = Script(
    id="imposter/cutthroat-first-round",
    title="Three players: Cutthroat",
    mode=CUTTHROAT_TUTORIAL_MODE,
    real_mode="imposter/cutthroat",
    seats=_CUTTHROAT_SEATS,
    steps=CUTTHROAT_STEPS,
    wrap_title="That was a Cutthroat round",
    wrap_words="You have played a three-player round: the reveal and the exchange, turns round "
    "the table, the Assassin and a knock-out, and second place scoring too. The first to 7 "
    "points wins the match. Play on, or start a real Cutthroat game.",
    words_for=wrap_up_words(_CUTTHROAT_SEATS),
    fired=_fired,
    done=_round_scored,
    seat_of=_seat_of,
    shared_zones=frozenset({"keep"}),
    # a scripted run: 13 notes, 16 decisions of the newcomer's own (3 more with one choice),
    # 25 computer moves; at 6 s a note and 8 s a decision, about 3.9 minutes
    minutes=4,
)

_TWO_V_TWO_SEATS = (
    ("", "human", ""),
    ("Lady Vesna", "computer", "easy"),
    ("Sir Tomas", "computer", "easy"),
    ("Lord Aldric", "computer", "easy"),
)

TWO_V_TWO = Script(
    id="imposter/2v2-first-round",
    title="Four players: 2v2 partners",
    mode=TWO_V_TWO_TUTORIAL_MODE,
    real_mode="imposter/2v2",
    seats=_TWO_V_TWO_SEATS,
    steps=TWO_V_TWO_STEPS,
    wrap_title="That was a 2v2 round",
    wrap_words="You have played a round with a partner: the reveal, the card for your partner, "
    "the take, the look at each other's Successor and the trade, and a knock-out that ends the "
    "round at once. The first team to 7 points wins. Play on, or start a real 2v2 game.",
    words_for=wrap_up_words(_TWO_V_TWO_SEATS),
    fired=_fired,
    done=_round_scored,
    seat_of=_seat_of,
    # a scripted run: 13 notes, 12 decisions of the newcomer's, 34 computer moves: about 3.4
    # minutes at 6 s a note and 8 s a decision
    minutes=4,
)

SCRIPTS: tuple[Script, ...] = (CUTTHROAT, TWO_V_TWO)
