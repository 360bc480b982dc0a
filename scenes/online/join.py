"""Join a game: the games found on this network (``game.net.discovery``, refreshed live) or a
typed address (``host[:port]``, 8765 when no port is given), the room's code, a seat and a name;
Join connects in a thread ("Connecting...") and opens the lobby (``lobby.GuestLobbyScene``),
or says in words why it could not: no game with that code there, another version of
Throneroom, nobody hosting there, no answer.

A typed address and code are looked up ("Find seats", or Enter in the code field): the room's
``peek`` answer lists every seat, the free ones to pick and the taken ones greyed with who holds
them; Join takes the picked seat (a seat taken meanwhile is said, and the seats looked up again).
Without a look-up Join takes the first free seat; a game found on the network lists the free
seats its announcement tells."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.net import discovery, protocol
from game.net.client import NetError, RemoteMatch
from scenes import widgets
from scenes.online.connection import EVERYWHERE, Network, Task, connect, error_words, parse_address
from scenes.online.lobby import GuestLobbyScene
from scenes.session import NAME_LIMIT, default_name
from scenes.widgets import UIScene

POLL_SECONDS = 0.2  # how often the screen looks at what the browser found and the connection
NOT_AVAILABLE = "Looking for games on this network is not available"
ADDRESS_LIMIT = 100
ANY_SEAT = -1
FIND, LOOK_AGAIN = "Find seats", "Look again"


def peek_room(host: str, port: int, code: str) -> dict:
    """Connect, ask room ``code`` who sits where (``RemoteMatch.peek``) and leave; blocking, so
    run in a ``Task``. NetError in the server's words when it has no such room."""
    match = connect(host, port)
    try:
        return match.peek(code)
    finally:
        match.leave()


def open_seats(room: dict) -> list[int]:
    """The seats of a peeked room one may take: the online seats nobody has taken yet."""
    return [i for i, s in enumerate(room["seats"]) if s["kind"] == "online" and s["status"] == "open"]  # fmt: skip


def seat_words(seat: int, info: dict, short: bool = False) -> str:
    """A seat of a peeked room on its button: free, whose it is, or a computer and its level
    (``short``: its number alone, "5: Computer (Hard)", where room is short)."""
    return (f"{seat + 1}: " if short else f"Seat {seat + 1}: ") + _holder(info)


def _holder(info: dict) -> str:
    if info["kind"] == "computer":
        name = info["name"] or ""
        level = (info["level"] or "").capitalize()
        if not name or name.startswith("Computer"):
            return f"Computer ({level})"
        return f"{name} (computer)"
    if info["status"] == "open":
        return "free"
    away = {"reconnecting": " (reconnecting)", "away": " (away)"}.get(info["status"], "")
    return f"{info['name']}{away}"


def join_room(host: str, port: int, code: str, seat: int, name: str) -> RemoteMatch:
    """Connect and take ``seat`` of room ``code`` (``ANY_SEAT``: the first one free); blocking,
    so run in a ``Task``. NetError in the server's words when it is refused."""
    match = connect(host, port)
    try:
        if seat != ANY_SEAT:
            match.join(code, seat, name)
            return match
        for candidate in range(protocol.MAX_SEATS):
            try:
                match.join(code, candidate, name)
                return match
            except NetError as exc:
                words = str(exc).lower()
                if "not one for a player online" not in words and "seat is taken" not in words:
                    raise
        raise NetError(f"every seat of the game {code} is taken")
    except BaseException:
        match.leave()
        raise


class JoinScene(UIScene):
    name = "join"
    animated = False

    def __init__(self, app, network: Network = EVERYWHERE) -> None:
        """``network.interfaces``: where to look for games (None: every network)."""
        super().__init__(app)
        self.interfaces = network.interfaces
        settings = app.settings
        self.address_text = getattr(settings, "online_address", "")
        self.code_text = ""
        self.name_text = getattr(settings, "online_name", "") or default_name(0, "human")
        self.picked: discovery.FoundGame | None = None
        self.seat = ANY_SEAT
        self.message: str | None = None
        self.notice = True  # the message is a problem (else a plain word: "Connecting...")
        self.task: Task | None = None
        self.peek_task: Task | None = None
        self.room: dict | None = None  # the last peek's answer, for ``room_at``
        self.room_at: tuple[str, int, str] | None = None  # (host, port, code) it answers
        self.kept: str | None = None  # words to show again once a fresh peek has answered
        self.entry_of: dict[str, UITextEntryLine] = {}
        self.lower_elements: list = []
        self.find_rect = pygame.Rect(0, 0, 0, 0)
        self.bottom_y = 0
        self.lower_at: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)
        self.where = self.code = ""
        self.browser: discovery.Browser | None = None
        self.seen_changes = -1
        self.found_area = pygame.Rect(0, 0, 0, 0)
        self.found_elements: list = []
        self.entries: dict[int, str] = {}
        self.closed = False

    # ----- looking for games -----------------------------------------------------------------

    def enter(self) -> None:
        if self.browser is None and not self.closed:
            self.browser = discovery.Browser(self.interfaces)
            self.browser.start()
        super().enter()

    def leave(self) -> None:
        super().leave()
        if self not in self.app.stack.scenes:
            self.close()

    def close(self) -> None:
        self.closed = True
        if self.browser is not None:
            self.browser.stop(wait=False)

    def next_frame_in(self) -> float:
        return POLL_SECONDS

    def found(self) -> list[discovery.FoundGame]:
        return self.browser.games() if self.browser is not None and not self.browser.error else []

    def update(self, dt: float) -> None:
        if self.task is not None and self.task.done:
            task, self.task = self.task, None
            self.joined(task)
        if self.peek_task is not None and self.peek_task.done:
            task, self.peek_task = self.peek_task, None
            self.looked(task)
        if self.active and self.browser is not None and self.browser.changes != self.seen_changes:
            self._build_found()
            self.app.request_frame(0)

    def pick(self, game: discovery.FoundGame) -> None:
        """Fill in a game found on the network: its address, code and free seats."""
        self.picked = game
        self.address_text = f"{game.address}:{game.port}"
        self.code_text = game.code
        self.seat = ANY_SEAT
        self.message = None
        if self.active:
            self.rebuild()

    # ----- the seats of a typed address ----------------------------------------------------

    def typed(self) -> tuple[str, int, str]:
        """The typed address and code as (host, port, CODE); ValueError in words."""
        host, port = parse_address(self.address_text)
        code = self.code_text.strip().upper()
        if not code:
            raise ValueError("Type the game's code (the host's screen shows it)")
        return host, port, code

    def peeked_room(self) -> dict | None:
        """The peek's answer when it is for the address and code typed now, else None."""
        try:
            typed = self.typed()
        except ValueError:
            return None
        return self.room if self.room is not None and self.room_at == typed else None

    def find_seats(self, keep: str | None = None) -> None:
        """Ask the typed address's room who sits where, in a Task; ``keep``: words to show
        again with the answer (why the seats are being looked up again)."""
        if self.peek_task is not None or self.task is not None:
            return
        try:
            host, port, code = self.typed()
        except ValueError as exc:
            return self._say(str(exc))
        self.where, self.code, self.kept = f"{host}:{port}", code, keep
        at = (host, port, code)
        self.peek_task = Task(lambda: (at, peek_room(host, port, code)))
        self._say(f"Looking for the seats of game {code}...", notice=False)

    def looked(self, task: Task) -> None:
        if task.error is not None:
            self.room = self.room_at = None
            return self._say(error_words(task.error, self.where, self.code))
        self.room_at, self.room = task.result
        free = open_seats(self.room)
        if self.seat not in free:
            self.seat = free[0] if free else ANY_SEAT
        if self.room["started"] and not free:
            return self._say("This game has started: no seat of it is free")
        if not free:
            return self._say("Every seat of this game is taken")
        kept, self.kept = self.kept, None
        self._say(kept)

    # ----- joining -----------------------------------------------------------------------------

    def join(self) -> None:
        if self.task is not None or self.peek_task is not None:
            return
        try:
            host, port = parse_address(self.address_text)
        except ValueError as exc:
            return self._say(str(exc))
        code = self.code_text.strip().upper()
        if not code:
            return self._say("Type the game's code (the host's screen shows it)")
        name = self.name_text.strip()
        if not name:
            return self._say("Type your name")
        room = self.peeked_room()
        if room is not None:
            if self.seat not in open_seats(room):
                return self._say("Pick a free seat")
            seat = self.seat
        else:
            seat = self.seat if self.picked_matches(host, port, code) else ANY_SEAT
        self.where = f"{host}:{port}"
        self.code = code
        self.task = Task(lambda: join_room(host, port, code, seat, name))
        self._say(f"Connecting to {self.where}...", notice=False)

    def picked_matches(self, host: str, port: int, code: str) -> bool:
        p = self.picked
        return p is not None and (p.address, p.port, p.code) == (host, port, code)

    def joined(self, task: Task) -> None:
        if task.error is not None:
            words = error_words(task.error, self.where, self.code)
            if self.room is not None and "seat is taken" in str(task.error).lower():
                return self.find_seats(keep=words)  # who sits where now, with the server's words
            return self._say(words)
        match = task.result
        if self.closed:
            Task(match.leave)
            return
        self.message = None
        settings = self.app.settings
        settings.online_name = self.name_text.strip()
        settings.online_address = self.address_text.strip()
        settings.save()
        self.app.stack.push(GuestLobbyScene(self.app, match, self.where, self._left))

    def _left(self, words: str) -> None:
        self.message = words

    def _say(self, words: str | None, notice: bool = True) -> None:
        """Show ``words`` (None: none) under the seats; only the seats and the words are built
        anew, so a field being typed in keeps its focus."""
        self.message = words
        self.notice = notice
        if self.active:
            self._build_lower()
            self.app.request_frame(0)

    # ----- the screen --------------------------------------------------------------------------

    def build(self, size) -> None:
        w, h = size
        self.entries = {}
        self.entry_of = {}
        self.found_elements = []
        self.lower_elements = []
        m, gap = self.px(40), self.px(8)
        self.label("Join a game", (0, self.px(18), w, self.tx(48)), "#heading")
        top = self.px(36) + self.tx(48)
        bh = self.tx(52)
        bottom = h - bh - self.px(24) - gap
        left_w = round((w - 3 * m) * 0.5)
        right_x = 2 * m + left_w
        right_w = w - right_x - m
        self.found_area = pygame.Rect(m, top, left_w, bottom - top)
        self._build_found()

        row = self.tx(40)
        label_w = min(self.tx(120), right_w // 3)
        fx, fw = right_x + label_w, right_w - label_w
        y = top
        self.label("Or type where it is", (right_x, y, right_w, self.tx(30)), "#subheading")
        y += self.tx(36)
        for key, title, text, hint, limit in (
            ("address", "Address", self.address_text, "192.168.1.5:8765", ADDRESS_LIMIT),
            ("code", "Code", self.code_text, "ABC123", 12),
            ("name", "Your name", self.name_text, "", NAME_LIMIT),
        ):
            self.label(title, (right_x, y, label_w, row), "#body")
            ew = fw
            if key == "code":  # the look-up of the room's seats sits beside its code
                font = self.app.fonts.get(self.tx(18))
                lw = max(font.size(t)[0] for t in (FIND, LOOK_AGAIN)) + self.px(24)
                ew = fw - lw - gap
                self.find_rect = pygame.Rect(fx + ew + gap, y, lw, row)
            entry = self.add(UITextEntryLine(pygame.Rect(fx, y, ew, row), self.app.ui,
                                             placeholder_text=hint or None))  # fmt: skip
            entry.set_text_length_limit(limit)
            entry.set_text(text)
            self.entries[id(entry)] = key
            self.entry_of[key] = entry
            y += row + gap
            if key == "address":
                note = "The port is 8765 unless the host says another"
                self.label(note, (fx, y - gap, min(fw, self.ui_font("#small").size(note)[0] + self.px(8)), self.tx(22)), "#small")  # fmt: skip
                y += self.tx(22)
        self.bottom_y = bottom
        self.lower_at = (right_x, y + gap, right_w, label_w, row, gap)
        self.button("back", "Back", (m, h - bh - self.px(24), self.tx(200), bh))
        self._build_lower()

    def _build_lower(self) -> None:
        """The seats, the words under them and Join, built anew alone (see ``_say``)."""
        for element in self.lower_elements:
            self.forget(element)
        first = len(self.elements)
        x, y, width, label_w, row, gap = self.lower_at
        y = self._build_seats(x, y, width, label_w, row, gap)
        if self.message:
            style = "#notice" if self.notice else "#body"
            self.wrapped_label(self.message, x, y + gap, width, style)
        w, h = self.app.size
        bw, bh, m = self.tx(200), self.tx(52), self.px(40)
        busy = self.task is not None or self.peek_task is not None
        room = self.peeked_room()
        blocked = room is not None and not open_seats(room)
        self.button("join", "Join", (w - m - bw, h - bh - self.px(24), bw, bh), "#big_button",
                    enabled=not busy and not blocked)  # fmt: skip
        self.lower_elements = self.elements[first:]

    def _build_seats(self, x: int, y: int, width: int, label_w: int, row: int, gap: int) -> int:
        """The seat to take: a peeked room's seats (the free ones to pick, the others greyed
        with who holds them; only the free ones once it has started), else any free one or
        one of a found game's free seats. Returns the y under them."""
        room = self.peeked_room()
        busy = self.peek_task is not None or self.task is not None
        self.button("find", LOOK_AGAIN if room is not None else FIND, self.find_rect,
                    enabled=not busy, tool_tip="Ask the game who sits where, to pick a free seat")  # fmt: skip
        font = self.app.fonts.get(self.tx(18))
        if room is None:
            seats = list(self.picked.open_seats) if self.picked is not None else []
            self.label("Seat", (x, y, label_w, row), "#body")
            choices = [(ANY_SEAT, "Any free seat")] + [(s, f"Seat {s + 1}") for s in seats]
            bx = x + label_w
            for seat, text in choices:
                bw = font.size(text)[0] + self.px(24)
                if bx + bw > x + width:
                    bx, y = x + label_w, y + row + gap
                self.button(f"seat:{seat}", text, (bx, y, bw, row), selected=seat == self.seat)
                bx += bw + gap
            return y + row + gap
        free = open_seats(room)
        shown = [i for i in range(len(room["seats"])) if not room["started"] or i in free]
        if not shown:
            return y
        caption = f"{room['title']} (pick a free seat)"
        small = self.ui_font("#small")
        line = self.tx(24)
        self.label(widgets.fit_text(small, caption, width), (x, y, width, line), "#small")
        y += line
        # The seats in a grid of equal columns, as many as their words allow (more than four
        # seats in two at least, by their numbers alone if need be), rows as low as the room
        # left needs, never below a line of the buttons' words.
        least = 2 if len(shown) > 4 else 1
        for short in (False, True):
            words = {i: seat_words(i, room["seats"][i], short) for i in shown}
            col_w = max(font.size(t)[0] for t in words.values()) + self.px(24)
            cols = min(len(shown), (width + gap) // (min(col_w, width) + gap))
            if cols >= least:
                break
        cols = max(cols, least)
        col_w = (width - (cols - 1) * gap) // cols
        rows = -(-len(shown) // cols)
        room_left = self.bottom_y - y - self.tx(30)  # a line of words may follow
        row_h = max(font.get_linesize() + self.px(8), min(row, room_left // rows - gap))
        for n, seat in enumerate(shown):
            bx = x + (n % cols) * (col_w + gap)
            by = y + (n // cols) * (row_h + gap)
            text = words[seat]
            label = widgets.fit_text(font, text, col_w - self.px(16))
            self.button(f"seat:{seat}", label, (bx, by, col_w, row_h), selected=seat == self.seat,
                        enabled=seat in free, tool_tip=text if label != text else None)  # fmt: skip
        return y + rows * (row_h + gap)

    def _build_found(self) -> None:
        """The games found on the network, a button each, in the left column (built anew
        alone when the list changes, so typing in a field goes on undisturbed)."""
        for element in self.found_elements:
            self.forget(element)
        self.found_elements = []
        if self.browser is not None:
            self.seen_changes = self.browser.changes
        area = self.found_area
        if area.w <= 0:
            return
        x, y, width = area.x, area.y, area.w
        self.found_elements.append(
            self.label("Games on this network", (x, y, width, self.tx(30)), "#subheading")
        )
        y += self.tx(36)
        games = self.found()
        if self.browser is None or self.browser.error:
            words = NOT_AVAILABLE
        elif not games:
            words = "Looking for games on this network..."
        else:
            words = "Pick one to fill in its address and code:"
        self.found_elements.append(self.label(words, (x, y, width, self.tx(24)), "#small"))
        y += self.tx(28)
        row, line = self.tx(40), self.tx(22)
        font, small = self.app.fonts.get(self.tx(18)), self.ui_font("#small")
        for i, game in enumerate(games):
            if y + row + line > area.bottom:
                break
            # The mode on the button, who hosts it and its free seats under it.
            title = widgets.fit_text(font, game.mode_title, width - self.px(16))
            tip = f"{game.words()} ({game.address}:{game.port}, code {game.code})"
            b = self.button(f"found:{i}", title, (x, y, width, row), tool_tip=tip,
                            selected=game == self.picked, enabled=game.compatible)  # fmt: skip
            details = widgets.fit_text(small, game.details(), width - self.px(8))
            dw = min(width, small.size(details)[0] + self.px(8))
            self.found_elements += [b, self.label(details, (x, y + row, dw, line), "#small")]
            y += row + line + self.px(8)

    # ----- input -------------------------------------------------------------------------------

    def focus_rank(self, element) -> int:
        """Tab walks as the screen reads (its parts are built anew alone, out of this order):
        the games found, the address and code, Find seats, the name, the seats, Join, Back."""
        key = self._keys.get(id(element)) or self.entries.get(id(element)) or ""
        order = ("found", "address", "code", "find", "name", "seat", "join", "back")
        kind = key.partition(":")[0]
        return order.index(kind) if kind in order else 0

    def on_button(self, key: str) -> None:
        kind, _, rest = key.partition(":")
        if key == "back":
            self.app.stack.pop()
        elif key == "join":
            self.join()
        elif kind == "found":
            games = self.found()
            if int(rest) < len(games):
                self.pick(games[int(rest)])
        elif key == "find":
            self.find_seats()
        elif kind == "seat":
            self.seat = int(rest)
            self.select_only("seat:", key)

    def on_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:  # Enter in a field
            key = self.entries.get(id(event.ui_element))
            if key is None:
                return False
            if key == "code" and self.peeked_room() is None:
                self.find_seats()  # Enter in the code field looks up the seats
            else:
                self.join()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            key = self.entries.get(id(event.ui_element))
            if key is None:
                return False
            shown = self.peeked_room()
            setattr(self, f"{key}_text", event.text)
            if self.peeked_room() is not shown:  # the seats shown are another game's now
                self._build_lower()
            return True
        return False

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
            return True
        return False
