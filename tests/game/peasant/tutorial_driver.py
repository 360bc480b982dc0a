"""The newcomer who follows King and Peasant's guided game: the move a note asks for, made as its
words say (the Decoy first for the Infiltrate, a Rebel other than the Assassin and the Decoy
for the Dispatch, the Assassin once no Guard stands in Town), else the Easy computer's move, seeded as the guided-game tests seed it. The
model tests and the table tests play the same game with it."""

from __future__ import annotations

from game.ai.players import make_player
from game.peasant.cards import ASSASSIN, DECOY


def _matches(action: str, expect: tuple[str, ...]) -> bool:
    return any(action == e or (e.endswith(" ") and action.startswith(e)) for e in expect)


def _rank(step_id: str, action: str, view: dict) -> int:
    """Among the moves a note accepts, the one its words name first."""
    verb, _, arg = action.partition(" ")
    if verb == "condemn":  # the face-up Assassin (the exposed note), never the deck's top
        town = view["seats"][view["peasant"]]["town"]
        up = arg.isdigit() and town[int(arg)]["card"] == ASSASSIN and town[int(arg)]["up"]
        return 0 if up else 1
    if verb in ("dispatch", "infiltrate") and arg.isdigit():
        town = view["seats"][view["seat"]]["town"]
        card = town[int(arg)]["card"] if int(arg) < len(town) else None
        if verb == "infiltrate":
            return 0 if card == DECOY else 1
        if step_id == "no_guards":
            return 0 if card == ASSASSIN else 1
        return 1 if card in (ASSASSIN, DECOY) else 0
    return 0


def asked_move(step, view: dict) -> str | None:
    """The move ``step`` asks for among the viewer's legal ones, or None. A card Infiltrated
    goes On top, as the Infiltrate note says (its place is the same choice on the table)."""
    if view.get("decision") == "infiltrate_at" and "at 0" in view["legal"]:
        return "at 0"
    if step is None or not step.expect:
        return None
    fits = [a for a in view["legal"] if _matches(a, step.expect)]
    return min(fits, key=lambda a: _rank(step.id, a, view)) if fits else None


def easy_move(state, seat: int) -> str:
    """The Easy computer's move for ``seat``, seeded by the seed and the moves made."""
    return str(
        make_player("easy", (state.seed * 7 + len(state.history)) % 2**31).choose(state, seat)
    )


def computer_move(state, seat: int) -> str:
    """The table's computer's move (its seed: ``scenes.table.scene.TableScene._ask_ai``)."""
    seed = (state.seed * 1_000_003 + len(state.history)) % 2**31
    return str(make_player("easy", seed).choose(state, seat))
