"""One seat of an online match, read by the table as it reads a local ``MatchSession``.

The room (``game.net``) runs the one true model; this side holds only what the room sent this
seat: its views, its events, the lobby and the chat. ``RemoteState`` is a state-like object
built from the newest state the table has shown (``view(seat)`` answers for this seat alone:
nothing hidden exists here, not even invented), and ``RemoteSession`` gives the table the
session's interface: seats and names, ``apply`` (which sends the action and returns no
events: they come with the room's next state), ``poll`` once a frame, no undo, no autosave,
no concession. The shell names no game here: the mode's public catalogue (its cards, its
target) comes from the registry for the match's options, the rest from the views. See
docs/network.md, "The table online".
"""

from __future__ import annotations

import json
import logging

from game.ai.players import LEVELS
from game.core.actions import Action
from game.core.registry import new_match
from game.core.saves import SaveError, loads
from game.net.client import RemoteMatch, Update
from scenes.session import MatchSession, SeatSetup

log = logging.getLogger(__name__)

UNDO_OFF = "Undo is not offered online: a move taken back would change what the others saw."
CONCEDE_OFF = "Conceding is not offered online: leave the table and the host may seat a computer."
HOLD_LIMIT = 5.0  # seconds the last state waits for the match's record before it is shown
# The room sends ``start`` then at once each seat's first ``state``: a table opened on ``start``
# waits this long at most for it (milliseconds on any network that plays).
FIRST_STATE_WAIT = 5.0


class NotHere(Exception):
    """Something only the room knows: another seat's view, a copy of the whole match."""


class RemoteState:
    """The match as this seat last saw it: the mode's public facts and the view of one state
    the room sent (``show``). Every model fact the table reads comes from that view or from
    the message carrying it; ``clone``, ``apply`` and another seat's ``view`` raise."""

    history = None  # the room keeps the action list; this side has only the count of moves
    opening_events = ()
    seed = None  # the host's secret: it tells the whole deal

    def __init__(self, match: RemoteMatch) -> None:
        # A match of the mode built here only to read its public catalogue (the cards by id,
        # the same in every deal, and the options' constants), then dropped.
        catalogue = new_match(match.mode, 0, match.options or None)
        self.mode = catalogue.mode
        self.cards = catalogue.cards
        self.options = dict(getattr(catalogue, "options", None) or {})
        self.game = getattr(catalogue, "game", match.mode.partition("/")[0])
        self.match_target = getattr(catalogue, "match_target", None)
        self.num_seats = catalogue.num_seats
        names = [c.name for c in self.cards]
        if match.cards and list(match.cards) != names:
            raise ValueError(f"the room's cards of {match.mode} are not this app's")
        self.seat = match.seat
        self._match = match
        self.shown: Update | None = None

    def show(self, update: Update) -> None:
        self.shown = update

    # ----- the common interface, from the view ---------------------------------------------

    def _view(self) -> dict:
        if self.shown is None:
            raise NotHere("the room has sent no state yet")
        return self.shown.view

    def view(self, seat: int) -> dict:
        """This seat's view as the room sent it, with the legal actions only while the room
        waits for them (none when newer states are on their way or an answer was sent)."""
        if seat != self.seat:
            raise NotHere(f"only seat {self.seat}'s view is here, not seat {seat}'s")
        out = dict(self._view())
        out["legal"] = self.legal()
        return out

    def legal(self) -> list[str]:
        u, m = self.shown, self._match
        if u is None or u.move != m.move or not m.my_turn:
            return []
        return list(u.legal)

    def legal_actions(self) -> list[Action]:
        return [Action.parse(t) for t in self.legal()]

    @property
    def current_seat(self) -> int | None:
        return None if self.shown is None else self.shown.to_move

    @property
    def decision(self) -> str:
        return "" if self.shown is None else self.shown.decision

    @property
    def round_over(self) -> bool:
        return self.shown is not None and (self.shown.round_over or self.shown.over)

    @property
    def match_over(self) -> bool:
        return self.shown is not None and self.shown.over

    @property
    def winner(self) -> int | None:
        return None if self.shown is None else self.shown.winner

    @property
    def move_count(self) -> int:
        return 0 if self.shown is None else self.shown.move

    @property
    def round_no(self) -> int:
        return int(self._view().get("round_no", 1))

    @property
    def results(self) -> list[dict]:
        return list(self._view().get("results") or [])

    @property
    def scores(self) -> list[int]:
        results = self.results
        if results and isinstance(results[-1].get("scores"), list):
            return list(results[-1]["scores"])
        return [0] * self.num_seats

    def clone(self):
        raise NotHere("the whole match is the room's: a client cannot copy it")

    def apply(self, action) -> list:
        raise NotHere("only the room applies actions: send it (RemoteSession.apply)")


class RemoteSession:
    """The session of one seat of an online match, for ``TableScene(app, session)``: only
    this seat is a person at this screen; the others are people or computers elsewhere, and
    the table never asks its own computer for them."""

    remote = True
    autosave = False
    conceded = None
    recorded = True  # a local session's flag: this one counts through record_finish
    _recorded = False
    concede_off = CONCEDE_OFF

    def __init__(self, match: RemoteMatch, seat: int | None = None, names: list[str] | None = None) -> None:  # fmt: skip
        if match.seat is None or (seat is not None and seat != match.seat):
            raise ValueError("the match's connection holds no such seat")
        self.match = match
        self.viewer = match.seat
        self.state: RemoteState = RemoteState(match)
        n = self.state.num_seats
        self._names = list(names) if names else None
        if self._names is not None and len(self._names) != n:
            raise ValueError(f"{match.mode} has {n} seats, {len(self._names)} names were given")
        self.match_id = None
        self.notices: list[str] = []
        self.final = None  # the whole match from the room's record, once it is over
        self._queue: list[Update] = []
        self._held_since: float | None = None
        self.kept = None  # the finished match as kept in the statistics (scenes.online_record)
        if match.view is None:
            match.wait(lambda m: m.view is not None or m.closed is not None, FIRST_STATE_WAIT)
        self.poll()
        if not self._queue and match.view is None:
            raise ValueError("the match has not started: no state to show")
        if self._queue:
            # The table starts at the newest state (a join mid-match tells no older moves).
            self.state.show(self._queue[-1])
            self._queue.clear()
        else:
            self.state.show(Update(match.move, match.view, [], match.to_move, match.decision, match.legal, match.round_over, match.over, match.winner))  # fmt: skip

    # ----- seats ------------------------------------------------------------------------------

    @property
    def mode_id(self) -> str:
        return self.match.mode

    @property
    def seed(self):
        return None

    @property
    def options(self) -> dict[str, str]:
        return dict(self.state.options)

    @property
    def room(self) -> str:
        return self.match.room or ""

    def name(self, seat: int) -> str:
        if self._names is not None:
            return self._names[seat]
        return self.match.name(seat)

    @property
    def seats(self) -> list[SeatSetup]:
        out = []
        for s in range(self.state.num_seats):
            entry = self.match.lobby[s] if s < len(self.match.lobby) else {}
            kind = "human" if s == self.viewer else str(entry.get("kind") or "online")
            out.append(SeatSetup(self.name(s), kind, entry.get("level") or "normal"))
        return out

    def is_human(self, seat: int) -> bool:
        """A person at this screen: only this client's own seat."""
        return seat == self.viewer

    def is_person(self, seat: int) -> bool:
        """A person, here or on another machine (the others' lobby kind is "online")."""
        return seat == self.viewer or self.match.is_human(seat)

    def status(self, seat: int) -> str:
        return "connected" if seat == self.viewer and self.match.closed is None else self.match.status(seat)  # fmt: skip

    @property
    def humans(self) -> list[int]:
        return [self.viewer]

    # ----- play -------------------------------------------------------------------------------

    def apply(self, action) -> list:
        """Send this seat's action to the room when it is owed and legal (a deal between rounds
        that another seat owes is theirs to send); the events come with the room's next state."""
        text = str(action)
        if self.match.my_turn and text in self.state.legal():
            self.match.apply(text)
        return []

    def poll(self) -> None:
        """Read what the room sent (never waiting): the states join the queue the table shows
        one by one (``next_update``); the match's record, once over, gives ``final``."""
        self.match.update()
        self._queue.extend(self.match.take_updates())
        if self.final is None and self.match.record is not None:
            try:
                self.final = loads(json.dumps(self.match.record))
            except (SaveError, ValueError) as exc:
                log.warning("the room's record of the match cannot be read: %s", exc)

    def pending(self) -> int:
        return len(self._queue)

    def next_update(self, now: float) -> Update | None:
        """The next state to show, oldest first; the last one of the match waits a moment for
        the record, so the end is shown from the whole match."""
        if not self._queue:
            return None
        if self._queue[0].over and self.final is None and self.match.closed is None:
            if self._held_since is None:
                self._held_since = now
            if now - self._held_since < HOLD_LIMIT:
                return None
        self._held_since = None
        return self._queue.pop(0)

    @property
    def finished(self) -> bool:
        return self.state.match_over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def nobody_won(self) -> bool:
        return self.state.match_over and self.state.winner is None

    # The sides and teams, as a local session works them out from the mode.
    team_of = MatchSession.team_of
    sides = MatchSession.sides
    winners_of = MatchSession.winners_of

    # ----- what is not offered online ---------------------------------------------------------

    def undo_off(self) -> str:
        return UNDO_OFF

    def undo_limit_note(self) -> None:
        return None

    def can_undo(self, joins=None) -> bool:
        return False

    def undo(self, joins=None) -> int:
        return 0

    def concede(self, seat: int) -> dict:
        raise NotHere(CONCEDE_OFF)

    def concede_words(self, seat: int) -> tuple[str, str]:
        return CONCEDE_OFF, ""

    def best_opponent(self, seat: int) -> int:
        return seat

    def save(self) -> None:
        """No autosave on a client: the room (or the host's app) keeps the match."""

    def discard_autosave(self) -> None:
        """Nothing saved here to discard."""

    def record_finish(self) -> None:
        """Count the finished match in this player's statistics and keep it in the archive,
        once, from the room's record (``scenes.online_record``); what it has to say goes to
        ``notices``, which the scoring screen shows."""
        if self._recorded or self.match.record is None or not self.finished:
            return
        self._recorded = True
        from scenes.online_record import keep_online_match

        kept = keep_online_match(self.match.record, self.viewer, self.match.lobby)
        self.kept = kept.session
        self.notices.extend(kept.notices)

    def finished_match(self) -> MatchSession | None:
        """The finished match as a local session (from the room's record), for the review:
        the one kept in the statistics, else one built here; None until the record came."""
        if self.kept is not None:
            return self.kept
        if self.final is None:
            return None
        seats = []
        for s, seat in enumerate(self.seats):
            level = seat.level if seat.level in LEVELS else "normal"
            seats.append(SeatSetup(seat.name, "human" if self.is_person(s) else "computer", level))
        session = MatchSession.__new__(MatchSession)
        session._init(self.final, seats, autosave=False)
        session.viewer = self.viewer
        session.recorded = True  # counted by the online record keeping, not again here
        return session

    def leave(self) -> None:
        """Say bye to the room; the seat is kept for its token, as after a dropped connection."""
        self.match.leave()

    # ----- talk -------------------------------------------------------------------------------

    def say(self, text: str) -> None:
        if text.strip():
            self.match.chat(text.strip())

    def emote(self, emote: str) -> None:
        self.match.emote(emote)

    @property
    def talk(self) -> list[dict]:
        return self.match.talk
