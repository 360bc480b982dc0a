"""The table of a match online (``scenes.remote_session.RemoteSession``): the room's states
shown one by one through the path a local move takes, who is connected, and the chat.

The room plays and sends; the table polls once a frame, then shows each state the room sent
as the local table shows an applied action: its events logged and animated, the recap, the
scoring screen, the next deal. Another seat's move waits the computers' pause, as a computer's
move does at a local table, so a person can follow a burst of them. Only this seat's decisions
are asked here; the others are answered elsewhere, never by this table's computer. A mixin of
``TableScene``; it names no game.
"""

from __future__ import annotations

import pygame

from game.net.protocol import CHAT_LIMIT, EMOTES
from scenes.table.animator import Bubble

HINT_FAILED = "No hint could be worked out for this decision."

ONLINE_ROWS = 7  # the box's lines: the room and who is here (wrapped), the chat, the keys
CHAT_SHOWN = 2  # chat lines the box keeps in view
SAY_HOLD = 2.5  # seconds a chat line or an emote stays in a bubble by its seat
STATUS_WORDS = {
    "connected": "here",
    "reconnecting": "reconnecting...",
    "away": "away",
    "open": "not joined",
    "computer": "computer",
}
# The room's refusals of an action sent (docs/network.md, Errors and closes).
REFUSED_MOVES = frozenset(("stale", "illegal", "not_your_turn"))


class TableOnline:
    """A match online at the table: the room's states shown, the seats' presence, the chat.
    A mixin of ``TableScene``."""

    remote = False  # set by the table from its session
    hint_asked: int | None = None  # the move a hint was asked of the room at
    sent: tuple[int, str] | None = None  # this seat's action sent, until the room answers
    typing: str | None = None  # the chat line being typed (None: not typing)
    emoting = False  # the emote list is open (1 to 6 sends one)
    _errors_seen = 0
    _talk_seen = 0

    def _online_frame(self) -> None:
        """Once a frame, covered or not: read what the room sent, say new chat and emotes in
        bubbles, and tell a refused action."""
        s = self.session
        s.poll()
        talk = s.talk
        for msg in talk[self._talk_seen :]:
            words = msg.get("words") if msg.get("type") == "emote" else msg.get("text")
            seat = msg.get("seat")
            if isinstance(seat, int) and 0 <= seat < self.n and words:
                # Words people said stay up their time whatever the cards' speed.
                clock = self.board.clock
                self.board.bubbles.append(Bubble(seat, str(words)[:40], clock, clock + SAY_HOLD))
        if len(talk) != self._talk_seen:
            self._talk_seen = len(talk)
            self.drawer.invalidate()
        errors = s.match.errors
        if len(errors) > self._errors_seen:
            self._errors_seen = len(errors)
            error = errors[-1]
            self.panel_note = f"The room said no: {error.get('text', '')}"
            if str(error.get("code", "")).startswith("hint"):
                self.panel_note = HINT_FAILED  # the room could not give one now
            elif error.get("code") in REFUSED_MOVES:
                self.sent = None
                self.version += 1  # the view kept had no legal actions while the move was out
                self._refresh_prompt()  # the decision is owed again
            self.drawer.invalidate()
        self._online_hint()

    def ask_online_hint(self) -> None:
        """Ask the room for a hint for this seat's decision (it works it out from this seat's
        view alone); the answer comes as ``match.hint`` for the move it was asked at."""
        self.hint_asked = self._moves()
        self.session.match.ask_hint()

    def _online_hint(self) -> None:
        hint = self.session.match.hint
        if hint is None or self.hint is not None or self.hint_asked != self._moves():
            return
        if hint.get("move") == self._moves() and hint.get("action") in self.legal():
            self.hint = (hint["action"], str(hint.get("reason") or ""))
            self.drawer.invalidate()

    def _online_step(self) -> bool:
        """Show the next state the room sent, when its turn comes: at once for this seat's own
        move and a deal, after the computers' pause for another seat's. True while a state
        waits or was shown (the table then does nothing else this frame)."""
        s = self.session
        if not s.pending():
            return False
        st = self.state
        mover = st.current_seat
        if mover != self.viewer and not st.round_over:
            pace = float(self._setting("ai_pace", 0.8)) * self.kit.pace_factor(st)
            clock = self.board.clock
            if clock - self.last_move_at < pace or clock - self.idle_since < pace * 0.4:
                return True
        update = s.next_update(self.time)
        if update is None:
            return True  # the match's end waits a moment for its record
        self._show_update(mover, update)
        return True

    def _show_update(self, mover: int | None, update) -> None:
        quick, paced = self._paces()  # of the position the move was made in
        text = None
        if self.sent is not None and self.sent[0] == mover:
            text, self.sent = self.sent[1], None
        events = list(update.events)
        self.state.show(update)
        final = self.session.final if update.over else None
        if final is not None:
            # Over: the room's record is the whole match, nothing is secret any more, and the
            # end (scoring, review) reads it as a local table reads its match.
            self.state = self.session.state = final
            self.session.record_finish()  # the statistics and the archive, once
        if not events or mover is None:
            # A state with no action (a rejoin): the table laid out again from it.
            self.seen = self._moves()
            self._sync_view()
            self._after_change()
        elif any(e.kind == "round_start" for e in events):
            self._dealt_online(events)
        else:
            self.shown_move(mover, text, events, quick, paced)

    def _dealt_online(self, events: list) -> None:
        """The next deal, as the table shows one a scoring screen applied (``enter``)."""
        self.seen = self._moves()
        self.pending_result = None
        self.context = None
        self.choice = None
        self.queued = []
        self.log.add(events, self.state.round_no)
        self.seen_round = self.state.round_no
        self._catch_up(events)
        if self.guide is not None:
            self.guide.observe(events)
        self.last_move_at = self.board.clock
        self._after_change()

    # ----- the chat ---------------------------------------------------------------------------

    def online_key(self, event) -> bool:
        """T types a chat line (Enter sends, Esc stops); E opens the emotes (1 to 6 sends)."""
        key = event.key
        if self.typing is not None:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.session.say(self.typing)
                self.typing = None
            elif key == pygame.K_ESCAPE:
                self.typing = None
            elif key == pygame.K_BACKSPACE:
                self.typing = self.typing[:-1]
            elif event.unicode and event.unicode.isprintable() and len(self.typing) < CHAT_LIMIT:
                self.typing += event.unicode
            self.drawer.invalidate()
            return True
        if self.emoting:
            ids = list(EMOTES)
            n = key - pygame.K_1
            if 0 <= n < len(ids):
                self.session.emote(ids[n])
            self.emoting = False
            self.drawer.invalidate()
            return True
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            return False
        if key == pygame.K_t:
            self.typing = ""
        elif key == pygame.K_e:
            self.emoting = True
        else:
            return False
        self.drawer.invalidate()
        return True

    def online_lines(self) -> tuple[list[str], list[str], tuple[str, str]]:
        """The box's words: who sits where and whether they are here, the last chat lines, and
        what the keys do (or the line being typed) with its colour name."""
        s = self.session
        who = []
        for seat in range(self.n):
            if seat == self.viewer:
                word = "you" if s.match.closed is None else "connection lost"
            else:
                word = STATUS_WORDS.get(s.status(seat), s.status(seat))
            who.append(f"{self.names[seat]}: {word}")
        presence = [f"Online, room {s.room}", ",  ".join(who)]
        chat = [m for m in s.talk if m.get("type") == "chat"][-CHAT_SHOWN:]
        said = [f"{m.get('name', '?')}: {m.get('text', '')}" for m in chat]
        if self.typing is not None:
            keys = (f"Say: {self.typing}_   (Enter sends, Esc stops)", "gold")
        elif self.emoting:
            keys = ("  ".join(f"{i + 1} {w}" for i, w in enumerate(EMOTES.values())), "gold")
        else:
            keys = ("T: say something    E: a quick emote", "text_dim")
        return presence, said, keys

    def draw_online(self, surface: pygame.Surface) -> None:
        rect = self.layout.online_rect
        if rect is None:
            return
        d = self.drawer
        px = self.layout.small_px
        step = round(px * 1.45)
        pygame.draw.line(surface, self.painter.color("gold_dim"), rect.topleft, rect.topright)
        font = self.painter.fonts.get("ui", px)

        def wrapped(texts: list[str], colour: str) -> list[tuple[str, str]]:
            return [(ln, colour) for t in texts for ln in d._wrapped(font, px, t, rect.w)]

        presence, said, (keys, keys_colour) = self.online_lines()
        top = wrapped(presence[:1], "gold") + wrapped(presence[1:], "text_dim")
        bottom = wrapped([keys], keys_colour)
        room = max(1, (rect.bottom - rect.y - step // 3) // step)
        top = top[: max(0, room - len(bottom))]
        chat = wrapped(said, "text")
        keep = min(len(chat), max(0, room - len(top) - len(bottom)))
        chat = chat[len(chat) - keep :]  # the newest lines
        y = rect.y + step // 3
        for text, colour in top + chat + bottom:
            surface.blit(d._text(text, px, colour), (rect.x, y))
            y += step
