"""What the table shows: the viewer's view, its layout, prompt and log kept in step with the state."""

from __future__ import annotations

from game.core import saves
from scenes.table.animator import SPEEDS
from scenes.table.choice import BACK
from scenes.table.layout import TableLayout
from scenes.table.online import ONLINE_ROWS


class TableViewing:
    """The table's view of its match for one viewer: the view kept, the layout and prompt made anew, the log retold. A mixin of ``TableScene``."""

    def _initial_viewer(self) -> int:
        humans = self.session.humans
        if not humans:
            return 0
        v = getattr(self.session, "viewer", humans[0])
        return v if v in humans else humans[0]

    def _screen_size(self) -> tuple[int, int]:
        screen = getattr(self.app, "screen", None)
        if screen is not None:
            return screen.get_size()
        return tuple(getattr(self.app, "size", (1280, 720)))

    def _speed(self) -> float:
        settings = getattr(self.app, "settings", None)
        return SPEEDS.get(getattr(settings, "anim_speed", "normal"), 1.0)

    def _setting(self, name: str, default):
        return getattr(getattr(self.app, "settings", None), name, default)

    version = 0  # bumped whenever the state changes under the table (cached views go stale)
    _view_kept: tuple | None = None  # (what it was made for, the view): see ``view``

    def _moves(self) -> int:
        """How many actions the match has had (positions built for tests have no history; a
        match online keeps only the count, ``move_count``: the room has the actions)."""
        history = self.state.history
        if history is None:
            return int(getattr(self.state, "move_count", 0))
        return len(history)

    def _save_text(self) -> str | None:
        if self.state.history is None:  # online, or a test's position: no action list here
            return None
        try:
            return saves.dumps(self.state)
        except saves.SaveError:
            return None

    def _record_face(self, cid: int) -> None:
        if self.frame_faces is not None:
            self.frame_faces.append(cid)

    def sound(self, name: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            try:
                audio.play(name)
            except Exception:
                pass

    def _for_viewer(self, events) -> list:
        """Events cut down to what the table may show now (behind a curtain: nobody's)."""
        seat = self.viewer if not self.curtain else -1
        return [e.for_seat(seat) for e in events]

    def view(self) -> dict:
        """What the table shows now: the viewer's view, or only public facts behind a curtain.
        Kept until the state changes under the table, its viewer or the curtain (the layout
        reads it for every label it measures); read it, never change it."""
        st = self.state
        key = (self.version, self.viewer, self.curtain, id(st), self._moves(), st.round_no)
        kept = self._view_kept
        if kept is None or kept[0] != key:
            v = st.view(self.viewer)
            kept = self._view_kept = (key, self.kit.public_view(v) if self.curtain else v)
        return kept[1]

    def _sync_view(self, deal: bool = False) -> None:
        """Lay the board out from the current view with no animation (or as a fresh deal)."""
        self.version += 1
        self.layout = self._new_layout(self._screen_size())
        self.board.layout = self.layout
        self.drawer.invalidate()
        self.board.speed = self._speed()
        if deal:
            self.board.deal_in(self.view())
        else:
            self.board.rebuild(self.view())
        self._warm()
        self._refresh_prompt()

    def _warm(self) -> None:
        """Render the surfaces of the cards now on the table, so the first frames do not stutter."""
        self.drawer.warm(self.drawer.view())
        self.drawer._background()

    def _new_layout(self, size) -> TableLayout:
        lay = self.kit.layout(self, size)
        if self.session.undo_off() is None:
            lay.add_undo_button()
        if self.remote:
            lay.add_online_box(ONLINE_ROWS)
        lay.name_extent = self.painter.name_extent
        return lay

    def _refresh_prompt(self) -> None:
        v = self.view()
        if self.choice and (self.curtain or self.choice.state is not self.state):
            self.choice = None
        if self.choice and not self.curtain:
            # A choice under way: the next step's prompt, from the match with the steps so
            # far applied to a copy, and a Back that takes the last step back.
            self.prompt = self.kit.prompt(self.choice.view(), self.state, self.names, self.context)
            self.prompt.plays = False
            self.prompt.buttons.append(("Back", BACK))
        elif v["legal"] and not self.curtain:
            self.prompt = self.kit.prompt(v, self.state, self.names, self.context)
        else:
            self.prompt = None
        ways = self.prompt.menu_for(self.menu) if self.prompt is not None else None
        if ways:
            # The card's ways to answer, as buttons, and a Back to choose another card.
            self.prompt = self.prompt.opened(self.menu)
        else:
            self.menu = None
        self.focus = None
        self.drawer.focus_sprite = None
        self.kit.prompt_changed(self, v)

    def _replay_log(self) -> None:
        """Fill the log with the match so far (a resumed match), by replaying its actions."""
        from game.core.registry import new_match

        self.log.note(f"{self.state.mode.title}.")
        history = list(self.state.history or [])
        opening = list(getattr(self.state, "opening_events", None) or [])
        if opening:
            # What building the match did: the first deal, or the Army set out before the
            # Signature picks (whose first deal comes with the last pick).
            self.log.add(opening, max(1, self.state.round_no if not history else 1))
        elif self.state.round_no >= 1:
            self.log.dealt(self.state.round_no if not history else 1)
        if not history:
            if self._moves():  # a match online joined (or rejoined) after its first moves
                self.log.note("(the earlier moves were played before you sat down)")
            return
        try:
            replay = new_match(
                self.state.mode.id, self.state.seed, getattr(self.state, "options", None)
            )
            for text in history:
                self.log.add(replay.apply(text), replay.round_no)
        except Exception:
            self.log.note("(the earlier moves of this match could not be retold)")
