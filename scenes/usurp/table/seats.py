"""Who sits where at Usurp the King's table, read from a view: a seat's family, its team letter
and its partner."""

from __future__ import annotations


def seat_family(view: dict, seat: int) -> int:
    """The family a seat plays for, from the view (0 when the view has none)."""
    fams = view.get("families") or []
    return fams[seat] if 0 <= seat < len(fams) else 0


def team_letter(view: dict, seat: int) -> str:
    """ "A" or "B" for a seat of the team game (the A player holds the reference card), else ""."""
    if not view.get("teams"):
        return ""
    return "A" if seat == seat_family(view, seat) else "B"


def partner_of(view: dict, seat: int) -> int | None:
    """A team game's partner of ``seat`` (the other seat of its family), else None."""
    if not view.get("teams"):
        return None
    fam = seat_family(view, seat)
    others = [s for s, f in enumerate(view["families"]) if f == fam and s != seat]
    return others[0] if others else None
