"""Fragments of Nersetti state that lives beside the base zones: each seat's Army, Exhaust,
Squire and King facet, the Signature picks and draft, and the expansion's lasting effects."""

from __future__ import annotations

IMMORTAL_VICTIMS = frozenset(("Queen", "Princess", "Elder"))


class Fon:
    __slots__ = (
        "army",  # per seat: Army card ids, face down (hidden from the others)
        "exhaust",  # per seat: Exhausted Army cards, face up
        "box",  # per seat: Signature copies not chosen (out of the match)
        "picked",  # per seat: secret Signature picks waiting for the reveal
        "squire",  # per seat: the Master Tactician's Squire
        "facet",  # per seat: "King", "Master Tactician" or "Charismatic Leader" (this round)
        "paid",  # per seat: an Army card was Exhausted this Mustering Phase
        "draft",  # Tournament: the Signature names face up to draft
        "shown",  # ids publicly revealed while in a face-down zone (Dungeon, Successor)
        "consp",  # per seat: turns left of the Conspiracist's window (2 = this one and next)
        "consp_marked",  # Court cards that keep the Conspiracist's +1 and Steadfast
        "exile",  # per seat: that seat's Exile Mutes every card until its next turn
        "stranger_as",  # Stranger id -> the name it copied while in the Court
        "played_by",  # Court card id -> the seat that played it
        "imp_ante",  # Impersonators played from the Antechamber (worth 2)
        "recruited",  # per seat: hand cards given up face up by Recruiting this round
    )

    def __init__(self, n: int) -> None:
        self.army = [[] for _ in range(n)]
        self.exhaust = [[] for _ in range(n)]
        self.box = [[] for _ in range(n)]
        self.picked = [[] for _ in range(n)]
        self.squire = [None] * n
        self.paid = [False] * n
        self.draft: list[str] = []
        self.new_round(n)

    def new_round(self, n: int) -> None:
        # The chosen King lasts one round: every round starts with the plain King (as the
        # official server plays it), so each Mustering Phase offers every facet again.
        self.facet = ["King"] * n
        self.squire = [None] * n
        self.paid = [False] * n
        self.shown: set[int] = set()
        self.consp = [0] * n
        self.consp_marked: set[int] = set()
        self.exile = [False] * n
        self.stranger_as: dict[int, str] = {}
        self.played_by: dict[int, int] = {}
        self.imp_ante: set[int] = set()
        self.recruited: list[list[int]] = [[] for _ in range(n)]

    def copy(self) -> Fon:
        f = Fon.__new__(Fon)
        f.army = list(map(list.copy, self.army))
        f.exhaust = list(map(list.copy, self.exhaust))
        f.box = list(map(list.copy, self.box))
        f.picked = list(map(list.copy, self.picked))
        f.squire = self.squire[:]
        f.facet = self.facet[:]
        f.paid = self.paid[:]
        f.draft = self.draft[:]
        f.shown = self.shown.copy()
        f.consp = self.consp[:]
        f.consp_marked = self.consp_marked.copy()
        f.exile = self.exile[:]
        f.stranger_as = self.stranger_as.copy()
        f.played_by = self.played_by.copy()
        f.imp_ante = self.imp_ante.copy()
        f.recruited = list(map(list.copy, self.recruited))
        return f

    def snapshot(self) -> dict:
        return {
            "army": self.army,
            "exhaust": self.exhaust,
            "box": self.box,
            "picked": self.picked,
            "squire": self.squire,
            "facet": self.facet,
            "paid": self.paid,
            "draft": self.draft,
            "shown": sorted(self.shown),
            "consp": self.consp,
            "consp_marked": sorted(self.consp_marked),
            "exile": self.exile,
            "stranger_as": sorted(self.stranger_as.items()),
            "played_by": sorted(self.played_by.items()),
            "imp_ante": sorted(self.imp_ante),
            "recruited": self.recruited,
        }
