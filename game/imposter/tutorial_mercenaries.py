"""The guided Mercenary round of The Imposter Kings (rulebook, Cutthroat Mercenaries), as data
(``game.core.tutorial``): the Mercenaries, the Army, the bid, Mustering (Recruit, hiring a
Mercenary, Exhaust, Recommission, the King facets) and the first round's play, each told as the
newcomer meets it. The guided part ends once round one is scored.

Triggers of this script (beside the shared ones): ``decide:<decision>``, the viewer owes that
decision; ``won_other``, another seat won the bid; ``recruited``, the viewer is mustering again
after a Recruit and may hire a Mercenary; ``legal:<action>``, the viewer is mustering and may make that action;
``spent``, the viewer is mustering with no bid card left to give up, or may Recommission;
``facet:<King>``, a seat took that King; ``back``, the bid cards went back into the viewer's
hand; ``leader_shown``, a Charismatic Leader's Successor was turned face up; ``round_exhaust``,
the round's end Exhausted the viewer's Army cards. Zones: the imposter kit's (``mercenaries``,
``army``, ``exhaust``, ``up`` (a seat's bid cards), ``bids`` (every seat's), ``hand``, ``king``,
``successor``).
"""

from __future__ import annotations

from game.core.tutorial import Script, Step, viewer_decides
from game.imposter.round_end import ROUND_END
from game.imposter.tutorial_words import wrap_up_words

MERC_TUTORIAL_MODE = "imposter/tutorial-mercenaries"

STEPS: tuple[Step, ...] = (
    Step(
        "mercenaries",
        "start",
        "The Mercenaries",
        "These five face-up cards are the Mercenaries: Signature Cards with strong abilities "
        "that any player may take, for this round only. The bid decides who takes them first, "
        "and for free.",
        "mercenaries",
    ),
    Step(
        "army",
        "after:mercenaries",
        "Your Army",
        "This face-down pile is your Army: your own small deck of five Army cards (Elder, "
        "Inquisitor, Soldier, Judge and Oathbound). While mustering you may take cards from "
        "it into your hand.",
        "army",
    ),
    Step(
        "bid",
        "decide:bid",
        "The bid",
        "Place 3 cards face down: they are turned up together, and the highest total of "
        "printed values wins the bid. Only these 3 cards can be given up while mustering, so "
        "bid your Queen and two low cards you would gladly trade away. That may lose the bid; "
        "the low cards still pay for your Army.",
        "hand",
        expect=("bid Queen",),
        wrong="Your Queen stays in hand, so your total is lower and may lose the bid. Bidding "
        "a high card costs nothing but being seen: bid cards come back into your hand after "
        "Mustering, unless you give them up.",
    ),
    Step(
        "bids",
        "event:bid_totals",
        "The bids are turned up",
        "Every player's 3 bid cards are face up now, each row labelled with its total. "
        "Everyone has seen three of your cards: that is what a bid costs.",
        "bids",
    ),
    Step(
        "won_other",
        "won_other",
        "The winner's free swap",
        "The highest bid won. Its player may now swap any of their revealed cards for "
        "Mercenaries, free: the card given up leaves the round face up.",
        "up",
        "actor",
    ),
    Step(
        "swap",
        "decide:merc_swap",
        "You won the bid: a free swap",
        "Click a Mercenary, then the revealed card to give up for it: that card leaves the "
        "round face up, and the Mercenary joins your bid cards. Give up a low card.",
        "mercenaries",
        expect=("swap ",),
        wrong="You kept your three cards, and the free swap is over. A Mercenary now costs an "
        "Exhausted Army card on top of a bid card.",
    ),
    Step(
        "first",
        "decide:first",
        "You hold the True King",
        "The True King's holder chooses who goes first, then the direction of play. "
        "Mustering then goes the other way round: whoever plays last musters first.",
        "king",
    ),
    Step(
        "tactician",
        "facet:Master Tactician",
        "The Master Tactician",
        "This player took the Master Tactician: they place a Squire too, face down beside "
        "their Successor. Flipping their King, they take the Successor or the Squire, and "
        "more when the Successor's base value matches the Throne's.",
        "king",
        "actor",
    ),
    Step(
        "muster",
        "decide:merc_muster",
        "Mustering",
        "Now you muster with your revealed bid cards: each Recruit gives one of them up for "
        "the round. When you click Done mustering, the cards left come back into your hand.",
        "up",
    ),
    Step(
        "recruit",
        "after:muster",
        "Recruit from your Army",
        "Click a low bid card to Recruit: it leaves the round, and you take an Army card of "
        "your choice. Recruiting from your own Army costs nothing more.",
        "army",
        expect=("recruit ",),
        wrong="That was not a free Recruit. Hiring a Mercenary also Exhausts an Army card, a "
        "new King costs nothing, and Done mustering ends your turn to muster.",
    ),
    Step(
        "enlist",
        "decide:merc_enlist",
        "Take an Army card",
        "Your Army is open: click the card you want. It lies face down among your bid cards "
        "and goes into your hand with them; no one else sees which it is.",
        "army",
    ),
    Step(
        "hire",
        "recruited",
        "Recruit a Mercenary",
        "A Mercenary costs more than your Army: Exhaust one Army card, then give up a bid "
        "card. Click a Mercenary to hire it with your other low card; you pay this every time.",
        "mercenaries",
        expect=("hire ",),
        wrong="No Mercenary this time: your Army stays whole. Hiring would Exhaust an Army "
        "card and give up a bid card for a Mercenary you keep for this round.",
    ),
    Step(
        "exhaust",
        "decide:exhaust",
        "Exhaust",
        "Pay by Exhausting an Army card: click the one you need least. It goes face up into "
        "your Exhaust row and cannot be taken until it is Recommissioned or Recalled.",
        "army",
    ),
    Step(
        "recommission",
        "legal:recommission",
        "Recommission",
        "Recommission Exhausts 2 Army cards to put 1 Exhausted card back into your Army. Now "
        "it would cost two cards to win one back: it pays later, for a card you miss.",
        "exhaust",
    ),
    Step(
        "king",
        "spent",
        "Choose your King",
        "Every King here has two facets, on the buttons. The Master Tactician adds a Squire, "
        "a second face-down card to take back on a flip; the Charismatic Leader shows your "
        "Successor to all, but its flip may trade it for an Army card. Take the Leader.",
        "king",
        expect=("king Charismatic Leader",),
        wrong="Your King is not the Charismatic Leader. You may change King as often as you "
        "like until you click Done mustering; the plain King only takes its Successor back.",
    ),
    Step(
        "back",
        "back",
        "Back into your hand",
        "Mustering is over: your bid cards, the Mercenary and the Army card are in your hand "
        "for this round. Set a Successor and a Dungeon card, as in every game.",
        "hand",
    ),
    Step(
        "leader_shown",
        "leader_shown",
        "The Charismatic Leader",
        "Play begins, and each Charismatic Leader's Successor is turned face up: everyone "
        "knows which card that player will take back.",
        "successor",
        "actor",
    ),
    Step(
        "play",
        "throne",
        "Your turn: the Throne",
        "Play a card of equal or higher value than the Throne (the newest Court card), or "
        "flip your King. Whoever cannot is out of the round; the last player left wins it, "
        "and second place scores too.",
        "throne",
    ),
    Step(
        "leader_flip",
        "decide:leader",
        "The Leader's flip",
        "Your King is flipped: take your Successor back, or remove it from the round to "
        "Rally (take face down) an Army card of no higher base value.",
        "successor",
    ),
    Step(
        "round_exhaust",
        "round_exhaust",
        "Exhausted as the round ends",
        "Every Army card taken into a hand this round is now Exhausted, face up in your "
        "Exhaust row; the Mercenaries go back to their deck for the next bid.",
        "exhaust",
    ),
)


def _fired(step: Step, events, view: dict, cards, viewer: int) -> int | None:
    """The seat the step is about when its moment is now, else None."""
    kind, _, arg = step.trigger.partition(":")
    if kind == "decide":
        return viewer if viewer_decides(view, viewer, arg) else None
    if kind == "won_other":
        return next((e.seat for e in events if e.kind == "bid_won" and e.seat != viewer), None)
    mustering = viewer_decides(view, viewer, "merc_muster")
    if kind == "recruited":
        mine = (view["merc"]["seats"][viewer] or {}).get("enlisted") or []
        hire = any(a.startswith("hire ") for a in view["legal"])
        return viewer if mustering and mine and hire else None
    if kind == "legal":
        return viewer if mustering and arg in view["legal"] else None
    if kind == "spent":
        verbs = {a.split(" ", 1)[0] for a in view["legal"]}
        spent = not verbs & {"recruit", "hire"} or "recommission" in verbs
        return viewer if mustering and spent else None
    if kind == "facet":
        return next((e.seat for e in events if e.kind == "king_facet" and e.arg == arg), None)
    if kind == "back":
        for e in events:
            if e.kind == "move" and e.seat == viewer and e.src and e.src[0] in ("up", "down"):
                if e.dst == ("hand", viewer):
                    return viewer
        return None
    if kind == "leader_shown":
        for e in events:
            if e.kind == "reveal" and e.src and e.src[0] == "successor":
                return e.seat
        return None
    if kind == "throne":
        return viewer if viewer_decides(view, viewer, "turn") and view["court"] else None
    if kind == "round_exhaust":
        for e in events:
            if e.kind == "move" and e.arg == ROUND_END and e.dst == ("exhaust", viewer):
                return viewer
        return None
    raise ValueError(f"unknown tutorial trigger {step.trigger!r}")


def _round_scored(view: dict, viewer: int) -> bool:
    """The guided part is over once round one is scored (or, in a resumed match, later)."""
    return bool(view.get("results")) or view.get("winner") is not None


_MERCENARY_ROUND_SEATS = (
    ("", "human", ""),
    ("Lord Aldous", "computer", "easy"),
    ("Lady Vesna", "computer", "easy"),
)

MERCENARY_ROUND = Script(
    id="imposter/mercenaries",
    title="Three players: Mercenaries",
    mode=MERC_TUTORIAL_MODE,
    real_mode="imposter/cutthroat-mercenaries",
    seats=_MERCENARY_ROUND_SEATS,
    steps=STEPS,
    wrap_title="That was a Mercenary round",
    wrap_words="You have bid for the Mercenaries, mustered with your bid cards (Recruit, a "
    "Mercenary, Exhaust) and played a round with a King facet. Each round deals five new "
    "Mercenaries and starts a new bid; the first to 7 points wins. Play on, or play a real "
    "game of Cutthroat Mercenaries.",
    words_for=wrap_up_words(_MERCENARY_ROUND_SEATS),
    fired=_fired,
    done=_round_scored,
    shared_zones=frozenset({"mercenaries", "bids"}),
    minutes=6,
)
