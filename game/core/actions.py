"""Actions: a verb and an optional argument, with a stable text form that parses back."""

from __future__ import annotations

from typing import NamedTuple


class Action(NamedTuple):
    """One decision, e.g. ``play Fool``, ``take Queen``, ``name 8``, ``react King's Hand``, ``pass``."""

    verb: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.verb} {self.arg}" if self.arg else self.verb

    @staticmethod
    def parse(text: str) -> Action:
        verb, _, arg = text.strip().partition(" ")
        if not verb:
            raise ValueError("empty action text")
        return Action(verb, arg.strip())


_INTERNED: dict[str, dict[str, Action]] = {}
_LISTS: dict[tuple, list[Action]] = {}  # (verb, args) -> the list, for fixed tuples of args


def actions(verb: str, args) -> list[Action]:
    """``[Action(verb, a) for a in args]``, each action built once per text and shared: a
    search rebuilds the legal lists at every step, and actions are immutable. A tuple of args
    (a mode's names, say) is taken as fixed: its whole list is kept and copied."""
    if type(args) is tuple:
        key = (verb, args)
        whole = _LISTS.get(key)
        if whole is None:
            whole = _LISTS[key] = actions(verb, list(args))
        return whole[:]
    known = _INTERNED.get(verb)
    if known is None:
        known = _INTERNED[verb] = {}
    acts = []
    for a in args:
        act = known.get(a)
        if act is None:
            act = known[a] = Action(verb, a)
        acts.append(act)
    return acts


def not_an_action(action: object) -> TypeError:
    """The error for an ``apply`` argument that is neither an ``Action`` nor its text. A plain
    tuple equals the ``Action`` with the same fields, so it must be refused by type, before a
    legality test it would pass."""
    return TypeError(
        f"an action must be an Action or its text, not {type(action).__name__} {action!r}"
    )


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action that is not legal now; the state is left unchanged."""

    def __init__(self, action: object, legal: list[Action], reason: str = "") -> None:
        self.action = action
        self.legal = list(legal)
        listed = ", ".join(str(a) for a in self.legal) or "none"
        why = f" ({reason})" if reason else ""
        super().__init__(f"illegal action '{action}'{why}; legal now: {listed}")
