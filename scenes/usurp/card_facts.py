"""What Usurp the King's card faces show, read from the model's data (game/usurp/data.py): the
families and card types, a Leverage card's family and type, a Court Member's facts, the Rebellion's
order, and the tutorial objectives."""

from __future__ import annotations


def face_size(size) -> tuple[int, int]:
    if isinstance(size, int | float):
        size = (size, size)
    return (max(4, int(size[0])), max(4, int(size[1])))


def _data():
    from game.usurp import data

    return data


def families() -> tuple[str, ...]:
    """The family names in reference order (game/usurp/data.py)."""
    return tuple(_data().FAMILIES)


def card_types() -> tuple[str, ...]:
    """The ten Leverage card types in their data order."""
    return tuple(_data().CARD_TYPES)


def family_name(family: int | str) -> str:
    """The name of ``family`` (its index in FAMILIES, or already its name)."""
    if isinstance(family, str):
        return family
    return families()[int(family)]


def leverage_of(card) -> tuple[str, str]:
    """``(family, type)`` of a Leverage card given as an id or a pair."""
    if isinstance(card, tuple | list):
        fam, kind = card
        return family_name(fam), str(kind)
    cid = int(card)
    return families()[cid // 10], card_types()[cid % 10]


def member_facts(name: str) -> tuple[int, str, int, bool | None]:
    """What a Court Member's card shows, from the model's data: its number, its court title
    ("" for none), the fewest players it is used with (its crosses), and whether it starts
    disgruntled (None for the King, who takes no marker)."""
    data = _data()
    number = int(data.MEMBER_NUMBER.get(name, 0))
    title = str(data.MEMBER_TITLE.get(number, "") or "")
    counts = sorted(n for n, court in data.COURT_BY_PLAYERS.items() if name in court)
    first = counts[0] if counts else 0
    start = None if name == data.KING else name in data.STARTING_DISGRUNTLED
    return number, title, first, start


def resolution_step(kind: str) -> int:
    """The place of ``kind`` in the Rebellion's resolution order (1 to 6), 0 for a card that
    never resolves (Guard, Conspiracy, Bribery, Antidote)."""
    order = tuple(_data().RESOLUTION_ORDER)
    return order.index(kind) + 1 if kind in order else 0


def card_summary(kind: str) -> str:
    """The rulebook's words for a Leverage card type."""
    return str(_data().CARD_TEXT.get(kind, ""))


def objective_facts(objective) -> tuple[str, str, int]:
    """(id, text, 1-based number) of a tutorial objective given as its id or its index."""
    for i, (oid, text, _predicate) in enumerate(_data().TUTORIAL_OBJECTIVES):
        if objective == oid or (isinstance(objective, int) and objective == i):
            return oid, text, i + 1
    raise ValueError(f"no tutorial objective {objective!r}")
