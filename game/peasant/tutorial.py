"""King and Peasant's guided first game, as data (``game.core.tutorial``): one Era as the Peasant,
one as the King, each rule told as it first comes up.

Triggers of this game (beside the shared ones), each about the viewer's side of the table:
``decide:<decision>``, the viewer owes that decision; ``turn:<role>``, the viewer owes a turn
as that role; ``ready``, ``mobilize``, ``hide`` and ``infiltrate``, the other seat made that
move; ``assassin``, the viewer's Assassin lies face down in Town while a Guard stands there, at
a Peasant's turn; ``dispatch``, a Rebel other than the Assassin and the Decoy may be
Dispatched; ``can:<verb>``, the viewer's turn offers a move of that verb (``infiltrate``,
``mobilize``); ``revolt``, the Revolt may be played with a Rebel face down in Town;
``era_over``, the first Era has ended; ``now_king``, the viewer is the King of a later Era;
``still_peasant``, the viewer is the Peasant of a later Era (the rival won the one before);
``drawn``, the viewer drew as the King; ``looked``, the King puts back the cards the Sentinel
showed; ``no_guards``, the Peasant's Dispatch of her face-down Assassin wins now; ``exposed``,
the King's turn with the Peasant's Assassin face up in Town (its Condemn wins).
Zones (``scenes.peasant.kit``): ``hand``, ``town`` and ``ref`` (a seat's reference card),
``deck``, ``look`` (the cards looked at) and ``none``.
"""

from __future__ import annotations

from game.core.tutorial import WRAP_UP, Script, Step, viewer_decides
from game.peasant.cards import ASSASSIN, DECOY, GUARD, KING, PEASANT
from game.peasant.modes import TUTORIAL_MODE

RIVAL = "Lord Corvin"  # the computer's seat (the King in Era 1); the notes call it by this name
TRY_DECOY = "Try the Decoy, and put it On top."  # the Infiltrate note's ask, with the Decoy in Town

ERA_ONE: tuple[Step, ...] = (
    Step(
        "roles",
        "start",
        "Two roles",
        f"King and Peasant is a duel of two roles. This Era you are the Peasant and {RIVAL} "
        "is the King: you win when the King draws the Assassin; he wins when the Assassin is "
        "in the discard pile or the deck runs out.",
        "ref",
    ),
    Step(
        "hand",
        "after:roles",
        "The Peasant's hand",
        "The Peasant always starts with the Assassin and the Decoy, and draws 3 more cards. "
        "Most cards have two halves: the King uses the top one, you the bottom one. A half "
        "shows its name, its type's sign (a pitchfork for a Rebel, a star with a tail for an "
        "Action) and what it does; rest the pointer on a card to read its types in words.",
        "hand",
    ),
    Step(
        "deck",
        "after:hand",
        "The King's draw",
        "Both of you share this deck. At the end of every one of his turns the King must draw "
        "its top card: if that is the Assassin, you win at once.",
        "deck",
        "none",
    ),
    Step(
        "hide",
        "decide:setup_hide",
        "Hide the Assassin",
        "Before the first turn you may Hide up to 3 Rebels: face down in Town, where the King "
        "cannot tell one from another. Hide the Assassin first, then the Decoy: only from "
        "there can they Infiltrate the deck.",
        "hand",
        expect=("hide Assassin",),
        wrong="The Assassin is still in your hand, where it can do nothing: only face down in "
        "Town can it Infiltrate the deck or be Dispatched. You may still Hide it, now or on a "
        "later turn.",
    ),
    Step(
        "ready",
        "ready",
        "The King Readies a Guard",
        f"{RIVAL} Readied a Guard: from his hand into Town, face up, without its effect. At "
        "most 3 Guards may stand in Town.",
        "town",
        "actor",
    ),
    Step(
        "turn",
        "turn:peasant",
        "Your turn: one action",
        "Each turn you take one action from your reference card: Hide, Dispatch, Infiltrate, "
        "Return, play an Action card, or draw a card. The King draws after each of his; you "
        "draw only by spending your action on it.",
        "ref",
    ),
    Step(
        "assassin",
        "assassin",
        "The Assassin and the Guards",
        "Dispatched, the Assassin wins only while no Guard stands in Town: that is how the "
        "King guards against it. He may also Condemn a card he thinks is the Assassin: if it "
        "is, he wins; if not, you do.",
        "town",
        "other",
    ),
    Step(
        "infiltrate",
        "can:infiltrate",
        "Infiltrate",
        "Infiltrate slips a face-down Assassin or Decoy from Town into the deck, in secret, "
        "wherever you choose. Drawn by the King, the Assassin wins; the Decoy is Exiled and you "
        f"remove one of his Guards. {TRY_DECOY}",
        "town",
        expect=("infiltrate ",),
        wrong="The Assassin and the Decoy act only when the King draws them, and he draws only "
        "from the deck: while they stay in Town they cannot reach him.",
    ),
    Step(
        "mobilize",
        "mobilize",
        "The King Mobilizes",
        f"{RIVAL} Mobilized a Guard: it left Town and its top half acted. Each Guard used so "
        "is one fewer standing against your Assassin.",
        "town",
        "actor",
    ),
    Step(
        "dispatch",
        "dispatch",
        "Dispatch a Rebel",
        "Dispatch turns a face-down Rebel in Town face up and uses its bottom half; it stays "
        "there face up and cannot be Dispatched again. Dispatch one that is not the Assassin "
        "or the Decoy: read its bottom half first.",
        "town",
        expect=("dispatch ",),
        wrong="Your Rebels wait face down in Town, doing nothing until Dispatched; each turn "
        "they wait, the King may Reveal or Condemn one.",
    ),
    Step(
        "decoy",
        "decide:decoy",
        "The Decoy is drawn",
        f"{RIVAL} drew your Decoy: it is Exiled, and now you remove one of his Guards from "
        "Town. Each Guard gone brings your Assassin closer to a Dispatch with none there.",
        "town",
        "other",
    ),
    Step(
        "revolt",
        "revolt",
        "The Revolt",
        "The Revolt, an Action card in your hand, Infiltrates or Dispatches every Rebel face "
        "down in Town, one after another, all in this one turn. Play it now.",
        "hand",
        expect=("play Revolt",),
        wrong="The Revolt stays in your hand for another turn, while the King draws and may "
        "Reveal or Condemn your face-down Rebels first.",
    ),
    Step(
        "era_over",
        "era_over",
        "How an Era is won",
        "An Era ends the moment a goal is reached. The Peasant's: the King draws the Assassin "
        "or Condemns any other card, or the Assassin is Dispatched with no Guard in Town. The "
        "King's: the Assassin in the discard pile, or no cards left in the deck.",
    ),
)

ERA_TWO: tuple[Step, ...] = (
    Step(
        "still_peasant",
        "still_peasant",
        "The Peasant again",
        f"{RIVAL} won the last Era, and the winner of an Era is the King in the next one, so "
        "you are the Peasant again. Win this Era and you hold the throne in the next.",
        "ref",
    ),
    Step(
        "now_king",
        "now_king",
        "Now you are the King",
        f"The winner of an Era is the King in the next one, so now you are, and {RIVAL} "
        "the Peasant. You win when the Assassin reaches the discard pile or the deck runs out.",
        "ref",
    ),
    Step(
        "king_hand",
        "after:now_king",
        "The King's hand",
        "The King always starts with the Sentinel and draws 4 more cards. Now you use each "
        "card's top half: its Guards and its Actions.",
        "hand",
    ),
    Step(
        "they_hide",
        "hide",
        "The Peasant's Rebels",
        f"{RIVAL} Hid a Rebel face down in Town: it may be the Assassin, the Decoy (which "
        "looks the same face down) or any other Rebel.",
        "town",
        "actor",
    ),
    Step(
        "guards",
        "decide:setup_ready",
        "Ready your Guards",
        "Before the first turn you may Ready up to 3 Guards: face up in Town. While one "
        "stands there, a Dispatched Assassin does not win.",
        "hand",
        expect=("ready ",),
        wrong=f"No Guard stands in Town: if {RIVAL} Dispatches the Assassin while none is "
        "there, the Peasant wins the Era at once.",
    ),
    Step(
        "they_infiltrate",
        "infiltrate",
        "A card slipped into the deck",
        f"{RIVAL} Infiltrated a face-down Rebel into the deck, at a place only the Peasant "
        "knows: it can only be the Assassin or the Decoy. Look at the deck before your draws "
        "bring it to you.",
        "deck",
        "none",
    ),
    Step(
        "king_turn",
        "turn:king",
        "Your turn as the King",
        "Each turn you take one action: Ready, Mobilize, Condemn, play an Action card, or "
        "Pass. Then you must draw the top card of the deck.",
        "ref",
    ),
    Step(
        "king_mobilize",
        "can:mobilize",
        "Mobilize a Guard",
        "Mobilize takes one of your Guards out of Town and uses its top half: the Sentinel, "
        "say, shows you the top 3 cards of the deck, to put back in the order you like.",
        "town",
        expect=("mobilize ",),
        wrong="Your Guards stay in Town: each one guards against a Dispatched Assassin, but "
        "does nothing more until you Mobilize it.",
    ),
    Step(
        "look",
        "looked",
        "Put them in order",
        "These are the top 3 cards of the deck, the first on top; you draw the top one at the "
        "end of this turn. Click them in the order they go back, and keep the Assassin, if you "
        "see it, off the top.",
        "look",
        "none",
    ),
    Step(
        "drawn",
        "drawn",
        "Your draw",
        "After each of your actions you draw the top card of the deck: if that is the "
        "Assassin, the Peasant wins the Era, so keep an eye on the top of the deck.",
        "hand",
    ),
    Step(
        "condemn",
        "after:drawn",
        "Condemn",
        "Condemn discards the top card of the deck or a Rebel in Town. If it is the "
        "Assassin you win at once; if not, the Peasant does, so Condemn only a card you are "
        "sure of.",
        "deck",
        "none",
    ),
)

# The notes that ask for the move that wins the Era at once, whenever one is there (every other
# note asking for a move waits meanwhile); last, so the others count 1, 2, 3 ... as they come.
WINNING: tuple[Step, ...] = (
    Step(
        "no_guards",
        "no_guards",
        "No Guard in Town",
        "No Guard stands in Town now, and your Assassin lies face down there: Dispatch it and "
        "you win the Era at once.",
        "town",
        expect=("dispatch ",),
        wrong="That chance may pass: on his turn the King may Ready a Guard, and while one "
        "stands in Town, a Dispatched Assassin does not win.",
    ),
    Step(
        "exposed",
        "exposed",
        "The Assassin face up",
        f"{RIVAL}'s Assassin lies face up in Town (Dispatched while a Guard stood there, or "
        "Revealed). Condemn it now: it goes to the discard pile, and you win the Era.",
        "town",
        "other",
        expect=("condemn ",),
        wrong=f"The Assassin stays in Town, and {RIVAL} may Return it to hand and Hide it again, "
        "face down, where you cannot tell it from the others. And a Condemn of any other card, "
        "the deck's top too, gives the Peasant the Era at once when it is not the Assassin.",
    ),
)

STEPS: tuple[Step, ...] = ERA_ONE + ERA_TWO + WINNING


def _role(view: dict, viewer: int) -> str:
    return KING if view.get("king") == viewer else PEASANT


def _their_move(events, view: dict, viewer: int, how: str) -> int | None:
    """The other seat made a move of this kind (its ``move`` event's ``arg``)."""
    for e in events:
        if e.kind == "move" and e.arg == how and e.seat != viewer and e.seat >= 0:
            return e.seat
    return None


def _town(view: dict, seat: int) -> list[dict]:
    return view["seats"][seat]["town"]


WINS = ("no_guards", "exposed")  # the notes that ask for the move that wins the Era at once


def _exposed(view: dict) -> bool:
    """The Peasant's Assassin lies face up in Town: the King wins by Condemning it."""
    return any(t["card"] == ASSASSIN and t["up"] for t in _town(view, view["peasant"]))


def _unguarded(view: dict) -> bool:
    """The Peasant's Assassin lies face down in Town with no Guard there: its Dispatch wins,
    for a Peasant who can see it."""
    town = _town(view, view["peasant"])
    hidden = any(t["card"] == ASSASSIN and not t["up"] for t in town)
    return hidden and not _town(view, view["king"])


def _fired(step: Step, events, view: dict, cards, viewer: int) -> int | None:
    """The seat the step is about when its moment is now, else None."""
    kind, _, arg = step.trigger.partition(":")
    role = _role(view, viewer)
    if kind == "decide":
        return viewer if viewer_decides(view, viewer, arg) else None
    if kind == "turn":
        return viewer if role == arg and viewer_decides(view, viewer, "turn") else None
    if kind in ("ready", "hide", "infiltrate"):
        return _their_move(events, view, viewer, kind)
    if kind == "mobilize":
        # A Guard's top half acts only when it is Mobilized (the Strike and the Inquisitor
        # Mobilize too); Ready puts a Guard in Town without its effect.
        for e in events:
            if e.kind == "ability" and e.seat == view.get("king") and e.seat != viewer:
                half = cards[e.card].king if e.card is not None else None
                if half is not None and half.kind == GUARD:
                    return e.seat
        return None
    if kind == "still_peasant":
        return viewer if role == PEASANT and view.get("era", 1) > 1 else None
    if kind == "now_king":
        return viewer if role == KING and view.get("era", 1) > 1 else None
    if kind == "era_over":
        return -1 if view.get("results") else None
    if kind == "drawn":
        if any(e.kind == "round_start" for e in events):
            return None  # the deal's cards, not a turn's draw
        for e in events:
            if e.kind == "move" and e.dst == ("hand", viewer) and e.arg == "draw":
                return viewer if role == KING else None
        return None
    if kind == "looked":
        return viewer if role == KING and viewer_decides(view, viewer, "sentinel") else None
    legal = view["legal"]
    mine = _town(view, viewer)
    wins = _exposed(view) if role == KING else _unguarded(view)
    if step.expect and kind not in WINS and wins:
        return None  # no note asks for another move while one wins the Era at once
    if kind == "no_guards":
        if role != PEASANT or _town(view, view["king"]) or not viewer_decides(view, viewer):
            return None
        at = [i for i, t in enumerate(mine) if t["card"] == ASSASSIN and not t["up"]]
        return viewer if at and f"dispatch {at[0]}" in legal else None
    if not viewer_decides(view, viewer, "turn"):
        return None
    if kind == "exposed":
        return viewer if _exposed(view) and role == KING else None
    if kind == "can":
        return viewer if any(a.startswith(arg + " ") for a in legal) else None
    if role != PEASANT:
        return None
    if kind == "assassin":
        hidden = any(t["card"] == ASSASSIN and not t["up"] for t in mine)
        return viewer if hidden and _town(view, view["king"]) else None
    if kind == "dispatch":
        plain = [
            a
            for a in legal
            if a.startswith("dispatch ")
            and mine[int(a.split()[1])]["card"] not in (ASSASSIN, DECOY)
        ]
        return viewer if plain else None
    if kind == "revolt":
        hidden = any(not t["up"] for t in mine)
        return viewer if "play Revolt" in legal and hidden else None
    raise ValueError(f"unknown tutorial trigger {step.trigger!r}")


def _expect_for(step: Step, view: dict, viewer: int) -> tuple[str, ...] | None:
    """The exposed note asks for the Condemn of the face-up Assassin itself: its Town index
    (a Condemn of the deck's top, a "condemn" too, is another move, with its own risk)."""
    if step.id != "exposed":
        return None
    town = _town(view, view["peasant"])
    return tuple(f"condemn {i}" for i, t in enumerate(town) if t["card"] == ASSASSIN and t["up"])


def _seat_of(word: str, view: dict, events, viewer: int) -> int:
    if word == "other":
        return 1 - viewer
    raise ValueError(f"unknown seat word {word!r}")


def _was_king(view: dict, viewer: int) -> bool:
    """The viewer has played a scored Era as the King."""
    return any(r["king"] == viewer for r in view.get("results") or ())


def _done(view: dict, viewer: int) -> bool:
    """The wrap-up comes once the newcomer has played a scored Era as the King (Era 2 when Era
    1 was won; the winner of an Era is the next King, so a lost Era 1 puts it off), or once the
    match ends."""
    return _was_king(view, viewer) or view.get("winner") is not None


WRAP_BOTH_SIDES = (
    "You have played the Peasant, who hides the Assassin among Rebels and slips it into the "
    "deck, and the King, who Readies Guards, looks at the deck and Condemns only what he is "
    "sure of."
)
PLAY_ON = "The first to win 2 Eras wins the match: play on here, or start a real one."
MATCH_OVER = 'The match is over: "Play a real game" starts a new one.'
WRAP_ONE_SIDE = (
    "You have played the Peasant, who hides the Assassin among Rebels and slips it into the "
    "deck. The King's side comes to whoever wins an Era: win one as the Peasant, in a real "
    "game or in Learn to play again, and the next Era you hold the throne."
)
INFILTRATE_ASSASSIN = (
    "Your Decoy is not face down in Town, so try the Assassin: put it Under 3 cards or deeper, "
    "below the top cards the King's Guards look at."
)


def _eras(n: int) -> str:
    return f"{n} Era" if n == 1 else f"{n} Eras"


def _wrap_words(view: dict, viewer: int) -> str:
    """The wrap-up: the Eras won so far, who won the match if it is over, and what was played
    (both sides, or only the Peasant's when Era 1 and 2 were lost)."""
    mine, theirs = view["scores"][viewer], view["scores"][1 - viewer]
    winner = view.get("winner")
    if winner is None:
        head = f"Eras so far: you {mine}, {RIVAL} {theirs}."
    elif winner == viewer:
        head = f"You win the match, {_eras(mine)} to {theirs}."
    else:
        head = f"{RIVAL} wins the match, {_eras(theirs)} to {mine}."
    if not _was_king(view, viewer):
        return f"{head} {WRAP_ONE_SIDE} {MATCH_OVER}"
    if winner is not None:
        return f"{head} {WRAP_BOTH_SIDES} {MATCH_OVER}"
    return f"{head} {WRAP_BOTH_SIDES} {PLAY_ON}"


def _words_for(step: Step, view: dict, viewer: int) -> str | None:
    """The Infiltrate note when the Decoy is not in Town to try; the wrap-up's words."""
    if step.id == "infiltrate":
        mine = _town(view, viewer)
        if not any(t["card"] == DECOY and not t["up"] for t in mine):
            return step.words.replace(TRY_DECOY, INFILTRATE_ASSASSIN)
    if step.id == WRAP_UP:
        return _wrap_words(view, viewer)
    return None


FIRST_GAME = Script(
    id="peasant/first-game",
    title="An Era as the Peasant, then one as the King",
    mode=TUTORIAL_MODE,
    real_mode="peasant/eras",
    seats=(("", "human", ""), (RIVAL, "computer", "easy")),
    steps=STEPS,
    wrap_title="Your first Eras",  # (true whichever sides the Eras gave the newcomer)
    wrap_words=f"{WRAP_BOTH_SIDES} {PLAY_ON}",
    fired=_fired,
    done=_done,
    seat_of=_seat_of,
    words_for=_words_for,
    expect_for=_expect_for,
    shared_zones=frozenset({"deck", "look"}),
    minutes=6,
)

SCRIPTS: tuple[Script, ...] = (FIRST_GAME,)
