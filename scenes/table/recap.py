"""Since your turn: the moves the other seats made while the viewer waited, told again on the
table when the decision comes back to a person.

The table records each applied action (its seat, its events and the log entries they made:
``Recap.acted``). When a person's decision is waiting (``Recap.update``), the others' moves
recorded since that seat was last shown a recap become its list, one item a move: the log's
own lines for that seat (``GameLog.write`` for the viewer, so a line never names a card the
seat did not see), the game's news of a knock-out (``TableKit.recap_news``), and the cards the
move touched, from ``event.for_seat(viewer)``, lit on the table while the item is current.
``[`` and ``]`` step through the items, R replays them one after another, Esc (or the player's
own move) puts the list away. Everything is worked out once, when the list opens; a frame only
blits what ``scenes.table.recap_panel`` laid out.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.table.recap_panel import RecapPanel

REPLAY_STEP = 1.2  # seconds each move stays lit in a replay, at normal speed
REPLAY_LEAST = 0.4  # ... and at least this long, however fast the cards move
# A knock-out of the person holds the computers' next move (and the scoring) this many of
# their pauses (the ``ai_pace`` setting), so it is read before play goes on.
HOLD_PACES = 4


@dataclass(frozen=True)
class Move:
    """One applied action as the table recorded it: its seat, events and log entries."""

    seat: int
    start: int  # the first log entry its events made
    end: int  # one past its last
    events: tuple


@dataclass(frozen=True)
class Item:
    """One move of the list, for one viewer: its line, the lines after it, what it lit."""

    seat: int
    line: str
    more: tuple[str, ...]
    cards: frozenset[int]  # card ids the viewer saw it move
    zones: frozenset[tuple[str, int]]  # zones a card the viewer did not see went to
    news: bool  # a knock-out or the log's news (a round won): told first, in gold


def written(log, viewer: int, upto: int, since: int = 0) -> list[tuple[str, str]]:
    """The log's lines for ``viewer`` of its entries from ``since`` (a round's deal) up to
    ``upto``, written as the log writes them (its cache untouched)."""
    everything = log.entries
    log.entries = everything[since:upto]
    try:
        return log.write(viewer)
    finally:
        log.entries = everything


def touched(events, viewer: int, open_zone) -> tuple[frozenset[int], frozenset]:
    """The cards ``viewer`` saw ``events`` move or name, and the open zones a card it did not
    see went to (``open_zone(zone)``: whether that zone's cards light for it)."""
    cards: set[int] = set()
    zones: set[tuple[str, int]] = set()
    for ev in events:
        mine = ev.for_seat(viewer)
        if mine.card is not None:
            cards.add(mine.card)
        elif mine.kind == "move" and mine.dst and open_zone(mine.dst[0]):
            zones.add(tuple(mine.dst))
    return frozenset(cards), frozenset(zones)


def build_items(log, kit, moves: list[Move], before: list, viewer: int, open_zone) -> list[Item]:
    """The list ``viewer`` is shown for ``moves`` (the moves of other seats are told; its own are
    left out), each in the log's words for that seat, the game's news first (a knock-out), then
    the lines the log tells large (a round's end: who won it and why); ``before``: every
    recorded event ahead of the first move, which the game's news may look back on."""
    if not moves:
        return []
    bounds = sorted({m.start for m in moves} | {m.end for m in moves})
    # Written from the deal of the round the first move is in: a log tells a round from its
    # deal on, and a long match's earlier rounds would be written again for every move.
    since = next(
        (i for i in range(min(bounds[0], len(log.entries) - 1), -1, -1)
         if log.entries[i].event.kind == "round_start"),
        0,
    )  # fmt: skip
    lines = {b: written(log, viewer, b, since) for b in bounds}
    past = [e.for_seat(viewer) for e in before]
    items: list[Item] = []
    for m in moves:
        mine = [e.for_seat(viewer) for e in m.events]
        if m.seat != viewer:
            told = [
                (text, style)
                for text, style in lines[m.end][len(lines[m.start]) :]
                if style != "turn" and text
            ]
            news = list(kit.recap_news(past, mine, viewer, log.names, log.cards))
            # The log's news ("big": a round won, a reaction) leads its move's lines.
            big = [text for text, style in told if style == "big"]
            words = news + big + [text for text, style in told if style != "big"]
            news += big
            if words:
                cards, zones = touched(m.events, viewer, open_zone)
                items.append(Item(m.seat, words[0], tuple(words[1:]), cards, zones, bool(news)))
        past += mine
    return items


class Recap:
    """The table's "Since your turn" list: what it recorded, the list shown now, its keys."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.log = scene.log
        self.moves: list[Move] = []
        self.shown: dict[int, int] = {}  # seat -> how many recorded moves it has been shown
        self.items: list[Item] = []
        self.viewer: int | None = None  # whose list ``items`` is
        self.at = 0  # the current item
        self.open = False
        self.replay_next: float | None = None  # when a replay steps on (scene time)
        self.hold_until: float | None = None  # the table's next move waits till then
        self._checked: tuple | None = None  # the wait the list was last worked out for
        self.panel = RecapPanel(self)

    # ----- recording -------------------------------------------------------------------------

    def _fresh(self) -> None:
        """Forget everything when the table's log was built anew (an undo replays the match)."""
        if self.scene.log is not self.log:
            self.log = self.scene.log
            self.moves = []
            self.shown = {}
            self._checked = None
            self.close()
            self.items = []

    def acted(self, seat: int, start: int, events) -> None:
        """``seat``'s action was applied: its events made the log's entries from ``start``. The
        person whose list is up put it away by moving."""
        self._fresh()
        self.moves.append(Move(seat, start, len(self.log.entries), tuple(events)))
        sc = self.scene
        if seat == self.viewer and sc.session.is_human(seat):
            self.close()
        viewer = sc.viewer
        if seat == viewer or sc.curtain or sc.guide is not None or not sc.session.is_human(viewer):
            return
        if sc.kit.recap_at_once([e.for_seat(viewer) for e in events], viewer):
            # The person is out of the round: what happened shows now, not at their next
            # turn, and the table holds the next move (or the scoring) a while for it.
            self._check(viewer, newest=True)
            self.hold_until = sc.time + HOLD_PACES * float(sc._setting("ai_pace", 0.8))

    # ----- opening ---------------------------------------------------------------------------

    def update(self) -> None:
        """The table waits for the viewer's decision: once per wait, list the others' moves
        since that seat's last list, and open it when there are any; a replay steps on."""
        self._fresh()
        sc = self.scene
        if sc.guide is not None and sc.guide.queue:
            return  # a guided game's notes come first; the list opens once they are read
        self._check(sc.viewer)
        self._tick()

    def _check(self, viewer: int, newest: bool = False) -> None:
        """Once per wait, list the others' moves ``viewer`` was not shown yet; open when any,
        at the first (``newest``: at the last, the knock-out that opened it)."""
        key = (viewer, len(self.moves))
        if key == self._checked:
            return
        self._checked = key
        since = self.shown.get(viewer, 0)
        self.shown[viewer] = len(self.moves)
        before = [e for m in self.moves[:since] for e in m.events]
        items = build_items(
            self.log, self.scene.kit, self.moves[since:], before, viewer, self._open_zone
        )
        if items:
            self.items, self.viewer = items, viewer
            self.at = len(items) - 1 if newest else 0
            self.open = True
            self.replay_next = None
            self.hold_until = None
            self.panel.changed()

    def holds(self) -> bool:
        """Whether the table waits before the next move: a knock-out of the person is up."""
        if self.hold_until is None or not self.showing():
            return False
        if self.scene.time >= self.hold_until:
            self.hold_until = None
            return False
        return True

    def looked(self) -> bool:
        """Whether the list was worked out for the viewer's wait now (a frame after the
        decision came: the list opens, if it does, before the person can answer)."""
        return self._checked == (self.scene.viewer, len(self.moves)) and self.scene.log is self.log

    def _open_zone(self, zone: str) -> bool:
        """Whether a card the viewer did not see that went to ``zone`` lights the zone's cards:
        not a hand (every card of it would light) nor a deck."""
        sc = self.scene
        return zone != sc.layout.drag_zone and zone not in sc.board.hidden_zones

    def showing(self) -> bool:
        """Whether the list is up for the seat whose screen it is now."""
        sc = self.scene
        return (
            self.open
            and bool(self.items)
            and self.viewer == sc.viewer
            and not sc.curtain
            and sc.log is self.log
            and not (sc.guide is not None and sc.guide.current is not None)  # (never under a note)
        )

    def close(self) -> None:
        if self.open:
            self.open = False
            self.replay_next = None
            self.hold_until = None
            self.panel.changed()

    # ----- stepping --------------------------------------------------------------------------

    def go(self, step: int) -> None:
        """The next (``step`` 1) or previous (-1) move lit; a replay under way stops."""
        self.replay_next = None
        self.at = max(0, min(len(self.items) - 1, self.at + step))
        self.panel.changed()

    def replay(self) -> None:
        """Light every move in turn from the first, a pause apart (R); opens a list put away."""
        if not self.items or self.viewer != self.scene.viewer:
            return
        self.open = True
        self.at = 0
        self.replay_next = self.scene.time + self._pause()
        self.panel.changed()

    def _pause(self) -> float:
        return max(REPLAY_LEAST, REPLAY_STEP * self.scene._speed())

    def _tick(self) -> None:
        if self.replay_next is None or self.scene.time < self.replay_next:
            return
        if self.at + 1 >= len(self.items):
            self.replay_next = None
        else:
            self.at += 1
            self.replay_next = self.scene.time + self._pause()
        self.panel.changed()

    def wake_in(self) -> float:
        """Seconds until the list needs a frame by itself (a replay's next step, a hold's
        end), else inf."""
        due = [t for t in (self.replay_next, self.hold_until) if t is not None]
        if not due or not self.showing():
            return float("inf")
        return max(0.0, min(due) - self.scene.time)

    @property
    def current(self) -> Item | None:
        return self.items[self.at] if self.showing() else None

    # ----- input and drawing -----------------------------------------------------------------

    def handle_event(self, event) -> bool:
        """The list's keys and controls; True when the event was its own."""
        if not self.showing() and not (
            event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.items
        ):
            return False
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_LEFTBRACKET:
                self.go(-1)
            elif key == pygame.K_RIGHTBRACKET:
                self.go(1)
            elif key == pygame.K_r and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.replay()
            elif key == pygame.K_ESCAPE:
                self.close()
            else:
                return False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.panel.hover(event.pos)
            return False  # the table follows the pointer too
        pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if pressed and event.button == 1 and self.scene.drag is None:
            # (a card carried over the list is dropped where it is, as if it were not there)
            control = self.panel.control_at(event.pos)
            if control is None:
                return False  # the table answers a click beside the controls
            if event.type == pygame.MOUSEBUTTONUP:
                {"back": lambda: self.go(-1), "next": lambda: self.go(1),
                 "replay": self.replay, "close": self.close}[control]()  # fmt: skip
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The list and the lit cards of its current move, when it is up."""
        if self.showing():
            self.panel.draw(surface)
