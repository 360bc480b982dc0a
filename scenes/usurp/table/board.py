"""Usurp the King's board: the zones of a view, and the Rebellion's events as animations.

The shared board (``scenes.table.animator.Board``) moves the cards: a placement (hand -> a
member's pile), a Spy, Agent or Betrayal move (pile -> pile), a hidden card going under a Book
and carried with it. Here the events only this game has play out one after another, each with a
pause a person can follow at normal speed: the card that resolves rises and is ringed while it
acts (``spotlight``), a Dagger's stab turns the Guard face down, a kill shakes the member and
only then shows it dead (``deaths``), a Book's hidden card turns face up, a resolved card turns
face down, and the words said (a pass, a block) show by the seat's name.
"""

from __future__ import annotations

from game.usurp.data import CARD_TYPES
from scenes.table.animator import FLIP, MOVE, Board
from scenes.table.sprites import CardSprite, Step
from scenes.usurp.table.layout import member_id

POISON_INDEX = CARD_TYPES.index("Poison")  # a card's type is its id's last digit
ZONE_RANK = {"box": 1, "court": 2, "under": 3, "member": 4, "hand": 8}
# Seconds (at normal speed) a resolving card is held up and ringed before the next one, and
# the pause a kill, a stab, a block or a reveal adds: readable one by one at normal speed.
# (About 1.2-1.5 s a step: a newcomer follows each card; the speed setting scales them all.)
RESOLVE_HOLD = 1.2
KILL_HOLD = 1.1
STAB_HOLD = 0.7
BLOCK_HOLD = 0.8
# Seconds (at normal speed) the final court stays in view once the last card has played,
# before the end screen covers it (a click shows the end screen at once).
FINAL_HOLD = 2.5


def view_zones(view: dict) -> dict[tuple[str, int], list[int | None]]:
    """Every zone the viewer sees, as lists of card ids (None for a card it cannot name): the
    member cards, each member's pile (nearest first), each Book's hidden card, the hands."""
    viewer = view["seat"]
    zones: dict[tuple[str, int], list[int | None]] = {}
    zones[("court", -1)] = [member_id(m["number"]) for m in view["members"]]
    for m in view["members"]:
        zones[("member", m["number"])] = [c["id"] for c in m["cards"]]
        for c in m["cards"]:
            if c["type"] == "Books" and (c["hidden"] or c["under"] is not None):
                zones[("under", c["id"])] = [c["under"]]
    for s, hand in enumerate(view["hands"]):
        shown = s == viewer or viewer < 0 or view.get("phase") == "over" or view.get("revealed")
        if isinstance(hand, list) and shown:
            zones[("hand", s)] = list(hand)
        else:
            zones[("hand", s)] = [None] * (hand if isinstance(hand, int) else len(hand))
    return zones


def lying_down(view: dict) -> set[int]:
    """The cards the viewer knows that lie face down: resolved ones and stabbed Guards on the
    piles, its own card hidden under a Book, a revealed card turned down after acting."""
    down: set[int] = set()
    for m in view["members"]:
        for c in m["cards"]:
            if not c["face_up"]:
                down.add(c["id"])
            h = c["under"]
            if h is not None and (c["hidden"] or not c["under_face_up"]):
                down.add(h)
    return down


def card_family(view: dict, zone: str, seat: int) -> int | None:
    """The family whose back a face-down card of a zone shows: a hand's seat's family; a
    hidden card's Book's family (the id gives it: family * 10 + type)."""
    if zone == "hand" and 0 <= seat < len(view.get("families") or []):
        return view["families"][seat]
    if zone == "under" and seat >= 0:
        return seat // 10
    return None


class UsurpBoard(Board):
    """The shared board with Usurp the King's zones and Rebellion events."""

    private_zones = ("hand", "under")
    hidden_zones = ("box",)
    zone_rank = ZONE_RANK

    def __init__(self, layout, num_seats: int) -> None:
        super().__init__(layout, num_seats)
        # (start, end, card id): the card resolving now is ringed while the clock is inside.
        self.spotlight: list[tuple[float, float, int]] = []
        # member number -> board time it dies (drawn alive until then).
        self.deaths: dict[int, float] = {}
        self._last_t = 0.0  # when the last event of the batch being animated ends
        self.rest_until = 0.0  # the final court rests in view until then (board time)
        self.final_pending = False  # the game is over: rest once the last card has played

    def zones_of(self, view: dict) -> dict[tuple[str, int], list[int | None]]:
        return view_zones(view)

    def lying_down(self, view: dict) -> set[int]:
        return lying_down(view)

    def shows_face(self, zone: str, seat: int, viewer: int, known: bool = False) -> bool:
        if zone in self.hidden_zones:
            return False
        return known  # a card lies face up wherever the viewer can name it

    def spotlit(self) -> int | None:
        """The card resolving at the board's time now, if any (the last to begin)."""
        lit = self.spotlit_all()
        return lit[-1] if lit else None

    def spotlit_all(self) -> list[int]:
        """Every card resolving at the board's time now: one, or the Poisons, which act
        together."""
        return [cid for t0, t1, cid in self.spotlight if t0 <= self.clock < t1]

    def dying(self, number: int) -> bool:
        """Whether a member the view shows dead is still drawn alive (its death is to come)."""
        t = self.deaths.get(number)
        return t is not None and self.clock < t

    def animate(self, events: list, view: dict) -> None:
        self.spotlight = [x for x in self.spotlight if x[1] > self.clock]
        self.deaths = {n: t for n, t in self.deaths.items() if t > self.clock}
        before = len(self.spotlight)
        self._last_t = self.clock
        super().animate(events, view)
        # A resolving card stays ringed through what it does (a move, a kill), until the next
        # card resolves or the last of it has played.
        new = self.spotlight[before:]
        for i, (t0, t1, cid) in enumerate(new):
            end = new[i + 1][0] if i + 1 < len(new) else max(t1, self._last_t + 0.35 * self.speed)
            new[i] = (t0, max(t1, end), cid)
        # The Poisons resolve together: each stays ringed until the last of them has acted.
        poisons = [i for i, (_a, _b, cid) in enumerate(new) if cid % 10 == POISON_INDEX]
        if poisons:
            end = max(new[i][1] for i in poisons[-1:]) if poisons else 0.0
            end = max(end, self._last_t + 0.35 * self.speed)
            for i in poisons:
                new[i] = (new[i][0], end, new[i][2])
        self.spotlight[before:] = new

    @property
    def busy(self) -> bool:
        """Moving cards, or a resolving card still ringed: the table waits for both."""
        return self._playing() or self.final_pending or self.clock < self.rest_until

    def _playing(self) -> bool:
        return super().busy or any(t1 > self.clock for _t0, t1, _cid in self.spotlight)

    def resting(self) -> bool:
        """Whether every card has played and the final court only rests in view now."""
        return (self.final_pending or self.clock < self.rest_until) and not self._playing()

    def update(self, dt: float) -> list[str]:
        sounds = super().update(dt)
        if self.final_pending and not self._playing():
            self.final_pending = False
            self.rest_until = self.clock + FINAL_HOLD * self.speed
        return sounds

    def finish(self) -> None:
        super().finish()
        self.spotlight = []
        self.deaths = {}
        self.rest_until = 0.0
        self.final_pending = False

    def _sprite_of(self, cid) -> CardSprite | None:
        if cid is None:
            return None
        for lst in self.zones.values():
            for sp in lst:
                if sp.cid == cid:
                    return sp
        return None

    def _member_sprite(self, number: int) -> CardSprite | None:
        return self._sprite_of(member_id(number))

    def game_event(self, ev, t: float, viewer: int, last: dict) -> float | None:
        nxt = self._game_event(ev, t, viewer, last)
        self._last_t = max(self._last_t, t if nxt is None else nxt)
        return nxt

    def _game_event(self, ev, t: float, viewer: int, last: dict) -> float | None:
        k = self.speed
        kind = ev.kind
        arg = ev.arg if isinstance(ev.arg, dict) else {}
        if kind == "resolve":
            hold = RESOLVE_HOLD * k
            sp = self._sprite_of(ev.card)
            if sp is not None:
                step = Step(t, hold, sp.slot, lift=10.0)
                sp.steps.append(step)
                last[sp.key] = step
            if hold > 0 and ev.card is not None:
                self.spotlight.append((t, t + hold, ev.card))
            return t + hold
        if kind == "stab":
            guard = arg.get("guard")
            sp = self._sprite_of(guard)
            if sp is not None:
                step = Step(t, FLIP * k * 1.5, sp.slot, False, True, guard, FLIP * k, 8.0, "flip")
                sp.steps.append(step)
                last[sp.key] = step
            self.sounds_at(t, "reaction")
            return t + STAB_HOLD * k
        if kind == "kill":
            number = self._number(arg.get("member"))
            sp = self._member_sprite(number) if number is not None else None
            if sp is not None:
                step = Step(t, KILL_HOLD * k * 0.6, sp.slot, lift=-14.0, sound="reaction")
                sp.steps.append(step)
                last[sp.key] = step
            if number is not None and k > 0:
                self.deaths[number] = t + KILL_HOLD * k * 0.3
            return t + KILL_HOLD * k
        if kind == "reveal" and not ev.src:
            book = arg.get("book")
            sp = None
            for lst in (self.zones.get(("under", book), []),):
                sp = lst[0] if lst else None
            if sp is not None:
                step = Step(t, MOVE * k, sp.slot, True, False, ev.card, FLIP * k, 26.0, "flip")
                sp.steps.append(step)
                last[sp.key] = step
            return t + MOVE * k
        if kind == "flip":
            sp = self._sprite_of(ev.card)
            if sp is not None and (sp.face_up or not sp.lies_down):
                step = Step(t, FLIP * k * 1.2, sp.slot, False, True, ev.card, FLIP * k)
                sp.steps.append(step)
                last[sp.key] = step
                return t + FLIP * k * 1.2
            return None
        if kind == "blocked":
            return self.say(ev.seat if ev.seat >= 0 else viewer, "Antidote!", t, BLOCK_HOLD + 0.6)
        if kind == "pass":
            return self.say(ev.seat, "Pass.", t, 1.0)
        if kind == "king_maker":
            return self.say(ev.seat, "King-maker.", t, 1.4)
        if kind == "match_over" and k > 0:
            # The final court stays in view a while once the last card has played.
            self.final_pending = True
            return None
        if kind == "phase":
            self.sounds_at(t, "round_end")
            return t + 0.3 * k
        return None

    def _number(self, member) -> int | None:
        """A member's number from its name (the events name members)."""
        if isinstance(member, int):
            return member
        view = self.view or {}
        for m in view.get("members") or []:
            if m["name"] == member:
                return m["number"]
        return None
