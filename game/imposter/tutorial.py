"""The guided first games of The Imposter Kings, as data (``game.core.tutorial``): the rulebook's
"Learn to play", told as the moments come up.

Triggers of this game (beside the shared ones): ``decide:<decision>``, the viewer owes that
decision (``place`` is choosing the Successor); ``throne``, the viewer is to play a card with a
card on the Throne; ``value``, a card in the Court (not Disgraced) has a value other than its
printed one; ``round_over``, a round has ended. Zones: ``court``, ``throne``, ``hand``, ``king``,
``antechamber`` and ``none``; seat words: ``viewer``, ``actor`` and ``true_king``.
"""

from __future__ import annotations

from game.core.tutorial import Script, Step, viewer_decides
from game.imposter.tutorial_mercenaries import MERCENARY_ROUND
from game.imposter.tutorial_party import CUTTHROAT, TWO_V_TWO
from game.imposter.tutorial_words import wrap_up_words

TUTORIAL_MODE = "imposter/tutorial"


STEPS: tuple[Step, ...] = (
    Step(
        "true_king",
        "start",
        "Your King and the True King",
        "Each player has a King in front of them. The one with the crown side is the True King: "
        "its holder decides who goes first this round. Whoever loses a round takes it.",
        "king",
        "true_king",
    ),
    Step(
        "accused",
        "after:true_king",
        "The Accused",
        "The card set face up at the table's side after the deal is the Accused: it is out "
        "of the round, so everyone knows no one holds it. A new one is turned up each round.",
        "accused",
        "none",
    ),
    Step(
        "successor",
        "decide:place",
        "Choose a Successor",
        "Pick one card from your hand to set face down beside your King. It is safe there: no "
        "card can reach it. For a first round, a card of value 5 or more is a good choice: it "
        "comes back into your hand when you flip your King.",
        "hand",
        # (the prepared deal's cards of value 5 or more)
        expect=tuple(
            f"successor {n}" for n in ("Sentry", "Mystic", "Queen", "Oathbound", "Warlord")
        ),
        wrong="A low Successor is a weak card to keep back: it comes into your hand when you "
        "flip your King, just when you need a card high enough for the Throne.",
    ),
    Step(
        "court",
        "to:court",
        "The Court",
        "Every card played this round goes here, in a row, so everyone can see what has been "
        "played. You may look at the Court whenever you like.",
        "court",
        "actor",
    ),
    Step(
        "throne",
        "throne",
        "The Throne",
        "The newest card in the Court is on the Throne. The card you play must have a value "
        "equal to or higher than the Throne's, unless its own text says otherwise (the Elder "
        "may go on the Queen or Princess). If you cannot play, you lose the round.",
        "throne",
        expect=("play ",),
        wrong="Your King flips only once a round, and you spent it while a card of yours could "
        "still be played. Later, facing a Throne you cannot beat, you will have no way out.",
    ),
    Step(
        "value",
        "value",
        "Values can change",
        "A card's big number is its base value, but abilities change the current value while "
        "it sits in the Court. A small round badge on the card shows the value that counts "
        "now; on the Throne it stands beside the card, with the printed one under it.",
        "court",
    ),
    Step(
        "king_flip",
        "event:flip_king",
        "The King flip",
        "Once a round, instead of playing a card, a player may flip their King: the Throne is "
        "Disgraced and the Successor comes back into the hand. It keeps them in the round, "
        "but costs a bonus point in the full game.",
        "king",
        "actor",
    ),
    Step(
        "disgrace",
        "event:disgrace",
        "Disgrace",
        "A Disgraced card is turned face down in the Court. It loses its name and ability and "
        "counts as value 1, so almost anything may be played on it next.",
        "court",
    ),
    Step(
        "antechamber",
        "to:antechamber",
        "The Antechamber",
        "A card sent to the Antechamber waits face up in front of its player, who must play it "
        "on their next turn, whatever the Throne. Its ability still happens.",
        "antechamber",
        "actor",
    ),
)


def _fired(step: Step, events, view: dict, cards, viewer: int) -> int | None:
    """The seat the step is about when its moment is now, else None."""
    kind, _, arg = step.trigger.partition(":")
    if kind == "decide":
        return viewer if viewer_decides(view, viewer, arg) else None
    if kind == "throne":
        return viewer if viewer_decides(view, viewer, "turn") and view["court"] else None
    if kind == "value":
        disgraced = set(view.get("disgraced", ()))
        for c, v in view.get("values", {}).items():
            if c not in disgraced and v != cards[c].value:
                return -1
        return None
    if kind == "round_over":
        return -1 if view.get("results") else None
    raise ValueError(f"unknown tutorial trigger {step.trigger!r}")


def _seat_of(word: str, view: dict, events, viewer: int) -> int:
    if word == "true_king":
        return view.get("true_king", -1)
    raise ValueError(f"unknown seat word {word!r}")


def rounds_played(n: int):
    """A script's ``done``: once ``n`` rounds have been scored."""
    return lambda view, viewer: (
        len(view.get("results") or ()) >= n or view.get("winner") is not None
    )


_FIRST_GAME_SEATS = (("", "human", ""), ("Lady Vesna", "computer", "easy"))

FIRST_GAME = Script(
    id="imposter/first-game",
    title="Two players: your first round",
    mode=TUTORIAL_MODE,
    real_mode="imposter/quickplay-1",
    seats=_FIRST_GAME_SEATS,
    steps=STEPS,
    wrap_title="That was a round",
    wrap_words="You have played a whole round. A match goes on round by round until someone "
    "has 7 points; the loser of a round holds the True King and chooses who starts the next. "
    "Finish this match, or play a real game: Quickplay 1 has these rules, and Quickplay 2 "
    "shuffles the Assassin into the deck instead of setting it aside as the Accused card.",
    words_for=wrap_up_words(_FIRST_GAME_SEATS),
    fired=_fired,
    done=rounds_played(1),
    seat_of=_seat_of,
    shared_zones=frozenset({"court", "throne", "accused"}),
    # a scripted run: 9 notes, 9 decisions of the newcomer's (2 more with one choice), 15
    # computer moves: about 2.4 minutes at 6 s a note and 8 s a decision
    minutes=3,
)

SCRIPTS: tuple[Script, ...] = (FIRST_GAME, CUTTHROAT, TWO_V_TWO, MERCENARY_ROUND)
