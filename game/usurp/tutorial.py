"""The guided first game of Usurp the King, as data (``game.core.tutorial``): three families, the
newcomer's Hayhurst placing first against two Easy computers on a prepared game
(``modes.TUTORIAL_MODE``). The notes teach in the issue's order: the Intrigue (placing, influence,
the six cards the newcomer is asked to place), then the Rebellion card type by type as each first
acts, then the victory ladder rung by rung down to the one that decides.

The guided game leaves the rulebook's tutorial objectives off: the notes already give the
newcomer a direction for every card, which is what the Tutorial cards are for, and a secret
objective would be a second goal beside the notes and the ladder (the Easy computers would lean
toward theirs too). The wrap-up says a real game can deal them.

Triggers of this game (beside the shared ones), each giving the number the step's zone needs:
``place:<k>``, the viewer is to place its k-th card; ``placed``, the viewer's first card went by
a member (that member); ``decide:<decision>``, the viewer owes that decision; ``markers``, the
Rebellion's loyalty markers were set; ``present:<Type>``, as they are set, a card of that type
lies by a living member (that card, the viewer's first); ``resolved:<Type>``, the first card of
that type acted (that card); ``stabbed`` (the Guard), ``killed`` (by a Dagger) and ``blocked``
(the member); ``over``, the game is over; ``rung:<rung>``, the ladder reached that rung (its
member, -1 for the Court). Every trigger here is the game's own, so the notes of one moment come
in the order of ``STEPS``, which is the order the Rebellion acts in.

Zones (``scenes.usurp.kit`` finds them): ``order`` (the turn order cards), ``strip`` (the
Rebellion's order under them), ``hand``, ``member`` (a member's station), ``influence`` (a
member's count row), ``card`` (one Leverage card, with the member it lies by) and ``none``. Seat
words beyond the shared ones: a member's name (its number) or a card's label ("Hayhurst Books",
its id).
"""

from __future__ import annotations

from game.core.tutorial import WRAP_UP, Script, Step, viewer_decides
from game.usurp.data import CARD_TYPES, FAMILIES, MEMBER_NUMBER
from game.usurp.modes import TUTORIAL_MODE

N_TYPES = len(CARD_TYPES)
# The ladder's rungs, each with the member it is read at (the Court rung has none: -1).
RUNG_MEMBER = {
    "usurper": "Usurper",
    "king": "King",
    "heir": "Heir",
    "bastard": "Bastard",
    "anarchy": "Anarchist",
}
RUNG_RULE = {
    "usurper": "The ladder's top rung is the Usurper victory: the family that controls the "
    "Usurper wins if he is alive and at least 3 living Subjects are disgruntled (he may be "
    "one of them).",
    "king": "The next rung is the King's: the family that controls the King wins if he is alive.",
    "heir": "The next rung is the Heir's: if the King is dead, the family that controls the "
    "Heir wins if he is alive and loyal.",
    "bastard": "The next rung is the Bastard's: if the King is dead, the family that controls "
    "the Bastard wins if he is alive and loyal.",
    "court": "The next rung is the Court: the family that controls the most living, loyal "
    "Subjects wins; a tie for the most wins nothing.",
    "anarchy": "The last rung is Anarchy: the family that controls the Anarchist wins, alive "
    "or dead; if nobody controls him, nobody wins.",
}

# The Poison note's last sentence, and the one it says when the newcomer's Dagger went elsewhere.
SECOND_BLADE = "It is a second blade, in case a Guard stops your Dagger."
ONLY_BLADE = "Your Dagger lies by another member, so this is your only blade for the King."

INTRIGUE: tuple[Step, ...] = (
    Step(
        "families",
        "start",
        "Usurp the King",
        "Three families play: you are Hayhurst (ochre), Lord Corvin is Sylvestre (green) and "
        "Lady Ilse is Quinton (crimson). First comes the Intrigue: each family places six of "
        "its ten Leverage cards by the Court Members round the table. Then the Rebellion acts "
        "them out.",
        "order",
    ),
    Step(
        "turns",
        "after:families",
        "Turn order",
        "The turn order cards in the middle show who places next. The order runs there and "
        "back, Hayhurst, Sylvestre, Quinton, then Quinton, Sylvestre, Hayhurst, until each "
        "family has placed six: after your first card the others place four, then you place "
        "two in a row.",
        "order",
    ),
    Step(
        "hand",
        "after:turns",
        "Your Leverage cards",
        "Your hand holds ten Leverage cards, one of each type. Rest the pointer on one to read "
        "what it will do in the Rebellion, large in the side panel; the number in a card's "
        "corner is its turn in the Rebellion's order, the Spy first.",
        "hand",
    ),
    Step(
        "place_bribery",
        "place:1",
        "Place your Bribery by the Heir",
        "Click your Bribery, then the Heir. A Bribery keeps its Court Member loyal whatever is "
        "placed there, and the Heir's rung of the victory ladder needs a loyal Heir.",
        "member",
        "Heir",
        expect=("place Bribery@Heir",),
        wrong="The Heir has no Bribery by him yet: one Conspiracy placed there makes him "
        "disgruntled, and a disgruntled Heir wins no rung.",
    ),
    Step(
        "influence",
        "placed",
        "Influence",
        "Each card by a Court Member is one influence for its family, counted under the "
        "member's card. The family with more influence there than every other controls that "
        "member; a tie controls nobody.",
        "influence",
        "actor",
    ),
    Step(
        "place_guard",
        "place:2",
        "A Guard for the Heir",
        "Place your Guard by the Heir. A Dagger by a member with a Guard stabs the Guard "
        "instead of killing the member; by the Heir your Guard is one more influence too.",
        "member",
        "Heir",
        expect=("place Guard@Heir",),
        wrong="With no Guard by him, a single Dagger by the Heir kills him, and a dead Heir "
        "wins nothing.",
    ),
    Step(
        "place_dagger",
        "place:3",
        "Your Dagger for the King",
        "The ladder tries the King's rung before the Heir's: while the King lives, the family "
        "controlling him can win. Place your Dagger by the King: in the Rebellion it kills "
        "him, unless a Guard is there.",
        "member",
        "King",
        expect=("place Dagger@King",),
        wrong="Your Dagger is not by the King, so it will not kill him; and if the King lives, "
        "the Heir's rung never decides: it counts only once the King is dead.",
    ),
    Step(
        "place_books",
        "place:4",
        "A Book by the Heir",
        "Place your Book by the Heir. As the Rebellion starts you hide a card of your hand "
        "under it, unseen by the others; when the Book acts you may reveal that card, and it "
        "acts at once. The Book and its card count as one influence.",
        "member",
        "Heir",
        expect=("place Books@Heir",),
        wrong="Elsewhere your Book cannot hide a card to protect the Heir, and a Book by a "
        "member who is dead when it acts does nothing.",
    ),
    Step(
        "place_spy",
        "place:5",
        "A Spy by the Heir",
        "Place your Spy by the Heir. The Spy acts first in the Rebellion, from wherever it "
        "lies: it moves one card of another family (never a Poison) to another living member. "
        "By the Heir it is one more influence for you.",
        "member",
        "Heir",
        expect=("place Spy@Heir",),
        wrong="Your Spy still acts from where it lies; it only adds no influence by the Heir, "
        "the member you mean to control.",
    ),
    Step(
        "place_poison",
        "place:6",
        "Your Poison for the King",
        "Place your Poison by the King. The Poisons act at the very end of the Rebellion: each "
        f"kills its member unless an Antidote is there. {SECOND_BLADE}",
        "member",
        "King",
        expect=("place Poison@King",),
        wrong="Now only your Dagger threatens the King, and one Guard by him keeps him alive.",
    ),
)

REBELLION: tuple[Step, ...] = (
    Step(
        "rebellion",
        "markers",
        "The Rebellion",
        "Every card is placed: the Rebellion begins. The cards act type by type in the order "
        "shown in the middle, Spy, Agent, Dagger, Betrayal, Books, then Poison; each type from "
        "the King round the Court in number order, nearest the member first.",
        "strip",
    ),
    Step(
        "loyalty",
        "markers",
        "Loyal or disgruntled",
        "The round marker at the top right of each Court Member's card shows whether they are "
        "loyal to the King (blue, the crown upright) or disgruntled (red, the crown toppled). "
        "The Usurper starts disgruntled and every other Subject loyal; the King has no marker.",
        "member",
        "Usurper",
    ),
    Step(
        "bribery",
        "present:Bribery",
        "Bribery",
        "A Bribery keeps its member loyal, even with a Conspiracy there. Like the Conspiracy "
        "and the Antidote, it has no turn in the Rebellion's order and is never turned face "
        "down; it counts one influence, as every card does.",
        "card",
        "actor",
    ),
    Step(
        "conspiracy",
        "present:Conspiracy",
        "Conspiracy",
        "A Conspiracy makes its member disgruntled with the King, unless a Bribery is there "
        "too. One by the King counts for nothing toward the Usurper victory.",
        "card",
        "actor",
    ),
    Step(
        "hide",
        "decide:hide",
        "Hide a card under your Book",
        "Before any card acts, each player with a Book hides a card of their hand under it, "
        "face down: any card but an Agent, which the rules never let under a Book. Hide your "
        "Antidote: once your Book reveals it, it blocks every Poison by the Heir.",
        "card",
        "Hayhurst Books",
        expect=("hide Antidote",),
        wrong="Only an Antidote blocks a Poison: with another card under your Book, a Poison "
        "by the Heir kills him.",
    ),
    Step(
        "spy",
        "resolved:Spy",
        "Spy",
        "Spies act first. A Spy moves one card of another family, never a Poison, from "
        "wherever it lies to another living member, or its player passes. Then it is turned "
        "face down: each card acts once.",
        "card",
        "actor",
    ),
    Step(
        "your_spy",
        "decide:spy",
        "Your Spy acts",
        "Click a Sylvestre or Quinton card to move, then the living member it goes to; or "
        "click Pass. A card moved counts its influence by its new member from now on.",
        "card",
        "Hayhurst Spy",
    ),
    Step(
        "agent",
        "resolved:Agent",
        "Agent",
        "An Agent moves any one card in its own space, even a Poison, to another living "
        "member, and goes along with it; or its player passes.",
        "card",
        "actor",
    ),
    Step(
        "dagger",
        "resolved:Dagger",
        "Dagger",
        "A Dagger must act: it kills its member, unless a Guard is in that space. Then it "
        "stabs the Guard instead, and the member lives.",
        "card",
        "actor",
    ),
    Step(
        "guard",
        "stabbed",
        "Guard",
        "This Guard took the stab: it is turned face down but still counts as influence. Each "
        "Guard stops one Dagger only; a Dagger finding no Guard left kills.",
        "card",
        "actor",
    ),
    Step(
        "dead",
        "killed",
        "A member killed",
        "A killed Court Member stays dead: no card may be moved to them and a Book by them "
        "does nothing. Every rung of the ladder but Anarchy needs its member alive.",
        "member",
        "actor",
    ),
    Step(
        "betrayal",
        "resolved:Betrayal",
        "Betrayal",
        "A Betrayal moves one card of its own family, never a Poison, to another living "
        "member, or its player passes. It may move itself.",
        "card",
        "actor",
    ),
    Step(
        "books",
        "resolved:Books",
        "Books",
        "Now the Books act. By a living member its player may reveal the hidden card, which "
        "acts at once as itself; by a dead member a Book does nothing.",
        "card",
        "actor",
    ),
    Step(
        "reveal",
        "decide:book",
        "Reveal your Book's card",
        "Click Reveal: the card under your Book is turned up and acts at once, as that card "
        "does. From now on it lies in its member's space, as if placed there.",
        "card",
        "Hayhurst Books",
        expect=("reveal",),
        wrong="A card left hidden under a Book does nothing: an Antidote there blocks no "
        "Poison, a Dagger kills nobody.",
    ),
    Step(
        "poison",
        "resolved:Poison",
        "Poison",
        "The Poisons act last, all together: each kills its member unless an Antidote is in "
        "that space. Only an Agent can move a Poison.",
        "card",
        "actor",
    ),
    Step(
        "antidote",
        "blocked",
        "Antidote",
        "An Antidote in this member's space blocked the Poison: one Antidote stops every "
        "Poison there, and the member lives.",
        "member",
        "actor",
    ),
)

LADDER: tuple[Step, ...] = (
    Step(
        "ladder",
        "over",
        "The victory ladder",
        "Every card has acted, and the victory ladder decides the game. Its rungs are tried "
        "from the top; the first one met wins, and the rest are not looked at.",
    ),
    *(
        Step(
            f"rung_{rung}",
            f"rung:{rung}",
            title,
            RUNG_RULE[rung],
            "member" if rung in RUNG_MEMBER else "none",
            "actor",
        )
        for rung, title in (
            ("usurper", "Usurper victory"),
            ("king", "The King"),
            ("heir", "The Heir"),
            ("bastard", "The Bastard"),
            ("court", "The Court"),
            ("anarchy", "Anarchy"),
        )
    ),
)

STEPS: tuple[Step, ...] = INTRIGUE + REBELLION + LADDER


def _fired(step: Step, events, view: dict, cards, viewer: int) -> int | None:
    """The number the step's zone needs when its moment is now, else None."""
    kind, _, arg = step.trigger.partition(":")
    if kind == "place":
        mine = viewer_decides(view, viewer, "place")
        return viewer if mine and view["placed"][viewer] == int(arg) - 1 else None
    if kind == "decide":
        return viewer if viewer_decides(view, viewer, arg) else None
    if kind == "placed":
        for e in events:
            if e.kind == "move" and e.arg == "place" and e.seat == viewer:
                return e.dst[1]
        return None
    if kind == "markers":
        return viewer if any(e.kind == "markers" for e in events) else None
    if kind == "present":
        if not any(e.kind == "markers" for e in events):
            return None
        found = [
            (c["family"] != view["families"][viewer], c["id"])
            for m in view["members"]
            if m["alive"]
            for c in m["cards"]
            if c["type"] == arg
        ]
        return min(found)[1] if found else None
    if kind == "resolved":
        for e in events:
            if e.kind == "resolve" and e.arg["type"] == arg:
                return e.card
        return None
    if kind == "stabbed":
        return next((e.arg["guard"] for e in events if e.kind == "stab"), None)
    if kind in ("killed", "blocked"):
        # (a kill by Poison is told by the Poison's own note, which comes later in the steps)
        for e in events:
            if kind == "blocked" and e.kind == "blocked":
                return MEMBER_NUMBER[e.arg["member"]]
            if kind == "killed" and e.kind == "kill" and e.arg["by"] == "Dagger":
                return MEMBER_NUMBER[e.arg["member"]]
        return None
    if kind == "over":
        return -1 if view.get("phase") == "over" else None
    if kind == "rung":
        rung = _rung(view, arg)
        if rung is None:
            return None
        return MEMBER_NUMBER[RUNG_MEMBER[arg]] if arg in RUNG_MEMBER else -1
    raise ValueError(f"unknown tutorial trigger {step.trigger!r}")


def _rung(view: dict, name: str) -> dict | None:
    """The ladder's entry for rung ``name`` once the game is over, if the ladder reached it
    (every rung down to the one that decides; all of them when none does)."""
    result = view.get("result")
    if view.get("phase") != "over" or not result:
        return None
    for entry in result["ladder"]:
        if entry["rung"] == name:
            return entry
        if entry["decides"]:
            return None
    return None


def _seat_of(word: str, view: dict, events, viewer: int) -> int:
    """A member's name gives its number; a card's label ("Hayhurst Books") its id."""
    if word in MEMBER_NUMBER:
        return MEMBER_NUMBER[word]
    family, _, kind = word.partition(" ")
    if family in FAMILIES and kind in CARD_TYPES:
        return FAMILIES.index(family) * N_TYPES + CARD_TYPES.index(kind)
    raise ValueError(f"unknown seat word {word!r}")


def _dagger_elsewhere(view: dict, viewer: int) -> bool:
    """The viewer's Dagger lies by a member other than the King (placed there, or moved)."""
    family = view["families"][viewer]
    return any(
        c["type"] == "Dagger" and c["family"] == family
        for m in view["members"]
        if m["name"] != "King"
        for c in m["cards"]
    )


def _guard_before_dagger(view: dict, viewer: int) -> str | None:
    """The family of the one Guard, not yet stabbed, lying by the King beside the viewer's
    Dagger, when it is another family's (the Spy can move it away, and the Dagger then kills),
    or None."""
    king = next(m for m in view["members"] if m["name"] == "King")
    family = view["families"][viewer]
    if not any(c["type"] == "Dagger" and c["family"] == family for c in king["cards"]):
        return None
    guards = [c for c in king["cards"] if c["type"] == "Guard" and not c["stabbed"]]
    if len(guards) != 1 or guards[0]["family"] == family:
        return None
    return FAMILIES[guards[0]["family"]]


def _words_for(step: Step, view: dict, viewer: int) -> str | None:
    """A rung's note says how it went here; the wrap-up says who won and why; the Poison note
    knows where the newcomer's Dagger went, the Spy's a Guard it may take from the King; a note asking for a card already placed says so and
    leaves the choice to the newcomer."""
    if step.id.startswith("rung_"):
        entry = _rung(view, step.id[5:])
        if entry is None:
            return None
        said = "Here it decides" if entry["decides"] else "Here it fails"
        return f"{step.words} {said}: {entry['why']}."
    if step.id == "your_spy":
        guard = _guard_before_dagger(view, viewer)
        if guard is not None:
            return (
                f"{step.words} {guard}'s Guard by the King would take your Dagger's stab: move "
                "it to another member, and your Dagger kills him."
            )
    if step.id == "place_poison" and _dagger_elsewhere(view, viewer):
        return step.words.replace(SECOND_BLADE, ONLY_BLADE)
    if step.expect and step.expect[0].startswith("place "):
        card, _, member = step.expect[0][6:].partition("@")
        if not any(str(a).startswith(f"place {card}@") for a in view.get("legal") or ()):
            # (the newcomer placed that card earlier, on a move of their own)
            return (
                f"Your {card} is already on the table, so this card is yours to choose: any "
                f"card you still hold by the {member} is one more influence for you there."
            )
    if step.id == WRAP_UP:
        result = view.get("result") or {}
        mine = result.get("winner") is not None and result["winner"] == view["families"][viewer]
        head = "You win! " if mine else ""
        return f"{head}{result.get('reason', '')} {step.words}"
    return None


FIRST_GAME = Script(
    id="usurp/first-game",
    title="Three families: a first game",
    mode=TUTORIAL_MODE,
    real_mode="usurp/3p",
    # (the seats' default names, so a guided game started from New game names them alike)
    seats=(
        ("", "human", ""),
        ("Lord Corvin", "computer", "easy"),
        ("Lady Ilse", "computer", "easy"),
    ),
    steps=STEPS,
    wrap_title="The game is decided",
    wrap_words="A real game is played the same way; its setup can also deal each family a "
    "secret tutorial objective, as the rulebook's Tutorial cards do.",
    fired=_fired,
    done=lambda view, viewer: view.get("phase") == "over",
    seat_of=_seat_of,
    words_for=_words_for,
    minutes=5,
)

SCRIPTS: tuple[Script, ...] = (FIRST_GAME,)
