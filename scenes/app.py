"""The application shell: the window, the main loop, one pygame-gui manager, and the scene stack.

``run(args)`` starts the game (an --autoplay / --frames run is headless when there is no display);
``make_app`` and ``step`` build and drive the same app frame by frame for tests.

A window waiting for a person draws nothing: after each frame the loop asks how long it may
sleep (``App.idle_wait``: the scenes' ``next_frame_in``, pygame-gui's own timers, a wake-up a
scene asked for) and blocks on the event queue for that long, so an idle menu or table uses
next to no CPU. Input, a resize or a change of scene always brings a frame at once.
"""

from __future__ import annotations

import logging
import math
import os
import sys
import time
import warnings
import weakref
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryBox, UITextEntryLine

from game.core import registry
from scenes import widgets
from scenes.audio import Audio
from scenes.render.cards import CardArt
from scenes.render.theme import load_theme
from scenes.settings import Settings
from scenes.stack import SceneStack
from scenes.text_size import TEXT_FACTORS

log = logging.getLogger(__name__)

FPS = 60
MIN_SIZE = (1024, 640)
MAX_SIZE = (3840, 2160)
SHOT_DELAY = 20  # frames a scene stays on top before its screenshot, so its opening settles
# After the last input, frames go on this long whatever the scenes say: hover delays, pygame-gui
# hover colours and the first frames of whatever the input started need no wake-up of their own.
INPUT_SETTLE = 0.75
IDLE_NAP = 0.008  # seconds between looks at the event queue while idle (input waits at most this)
UI_TICK = 0.1  # how often pygame-gui's timers (text cursor blink, tool tip delay) run when idle
INPUT_EVENTS = frozenset(
    (
        pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING, pygame.MOUSEMOTION,
        pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.FINGERDOWN,
        pygame.FINGERUP, pygame.FINGERMOTION,
    )
)  # fmt: skip


POINTER_EVENTS = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))


class SilentAudio:
    """Stands in for scenes.audio.Audio when sound is not available: every sound is silence."""

    def __init__(self, volume: float = 0.0, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted

    def play(self, name: str, *args, **kwargs) -> None:
        pass

    def set_volume(self, volume: float) -> None:
        self.volume = volume


def _use_dummy_drivers() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _clamp_size(size) -> tuple[int, int]:
    w, h = int(size[0]), int(size[1])
    return (min(MAX_SIZE[0], max(MIN_SIZE[0], w)), min(MAX_SIZE[1], max(MIN_SIZE[1], h)))


class App:
    """Owns the window, settings, shared services (audio, card art, theme) and the scene stack."""

    def __init__(
        self,
        size: tuple[int, int] | None = (1280, 720),
        headless: bool = False,
        autoplay: bool = False,
        screenshots: str | os.PathLike | None = None,
    ) -> None:
        if headless:
            _use_dummy_drivers()
        pygame.init()
        self.headless = headless
        self.autoplay = autoplay
        self.settings = Settings.load()
        # No size given: the window as the player last left it, kept within the screen.
        self.windowed_size = _clamp_size(size) if size is not None else self._remembered_size()
        self._size_unsaved = False
        self.screen = self._set_mode()
        pygame.display.set_caption("Throneroom")
        if not headless:
            _set_minimum_size()
        self.size: tuple[int, int] = self.screen.get_size()
        self.ui_scale = widgets.ui_scale(self.size)
        self.text_scale = self.settings.text_factor  # the player's text size (see set_text_size)
        self.ui = pygame_gui.UIManager(self.size, widgets.theme_for(self.ui_scale, self.text_scale))
        widgets.preload_fonts(self.ui, self.ui_scale, self.text_scale)
        self._themes = {(self.ui_scale, self.text_scale): self.ui.get_theme()}
        self.stack = SceneStack()
        self.fonts = widgets.Fonts()
        self.backdrop = widgets.Backdrop()
        self.audio = _make_audio(self.settings.volume, self.settings.muted)
        self.theme = _make_theme()
        self.art = CardArt(self.theme)
        self.running = True
        self.clock = pygame.time.Clock()
        self.frame_no = 0
        self.default_mode = (
            registry.default_mode()
        )  # the mode setup opens on (then the last chosen)
        self.setup_modes: dict[str, str] = {}  # game id -> the mode last chosen in it in setup
        self.first_seed: int | None = None
        # --frames 0: leaving a finished match (its rematch, or the menu) ends the run instead.
        self.exit_after_match = False
        # Messages for the player that the menu shows when it next opens (e.g. a statistics file
        # that had to be set aside while a finished match was being counted).
        self.notices: list[str] = []
        self.screenshots = Path(screenshots) if screenshots else None
        self._shot_n = 0
        self._shot_scenes: weakref.WeakSet = weakref.WeakSet()
        self._top = None
        self._top_frames = 0
        # Idle bookkeeping (see idle_wait); ``now`` is replaceable so tests can fake the time.
        self.now = time.monotonic
        self._input_at = -math.inf
        self._wake_at = math.inf
        self._drawn_changes = -1  # stack.changes as of the last frame drawn
        # Where the pointer was at the last mouse event (a scene laid out anew under it may
        # keep what was pressed there; pygame's own position does not follow posted events).
        self.pointer: tuple[int, int] | None = None

    # ----- window ------------------------------------------------------------------------------

    def _set_mode(self) -> pygame.Surface:
        if self.settings.fullscreen and not self.headless:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _remembered_size(self) -> tuple[int, int]:
        w, h = self.settings.window_size
        if not self.headless:
            try:
                dw, dh = pygame.display.get_desktop_sizes()[0]
                w, h = min(w, dw), min(h, dh)
            except (IndexError, pygame.error, ValueError):
                pass
        return _clamp_size((w, h))

    def resize(self, size) -> None:
        """The window changed size (or should): relayout every scene for it. A window's new
        size is remembered for the next launch (written once resizing stops, or at quit)."""
        if not (self.settings.fullscreen and not self.headless):
            self.windowed_size = _clamp_size(size)
            surface = pygame.display.get_surface()
            if surface is None or surface.get_size() != self.windowed_size:
                surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self.screen = surface
            if tuple(self.settings.window_size) != self.windowed_size:
                self.settings.window_size = self.windowed_size
                self._size_unsaved = True
        self._relayout()

    def save_window_size(self) -> None:
        """Write the settings when the window's size changed since they were last written."""
        if self._size_unsaved:
            self._size_unsaved = False
            self.settings.save()

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and the window (F11 or the settings), and remember it."""
        self.settings.fullscreen = bool(on)
        self.settings.save()
        self.screen = self._set_mode()
        self._relayout()

    def set_text_size(self, name: str) -> None:
        """Draw every word at the text size ``name`` (a key of TEXT_FACTORS) from the next
        frame on, and remember it: every scene lays itself out anew for it, no restart."""
        if name not in TEXT_FACTORS:
            raise ValueError(f"no text size {name!r}; the sizes are {', '.join(TEXT_FACTORS)}")
        self.settings.text_size = name
        self.settings.save()
        if self.settings.text_factor != self.text_scale:
            self.text_scale = self.settings.text_factor
            self._relayout()

    def _relayout(self) -> None:
        self.size = self.screen.get_size()
        self.ui.set_window_resolution(self.size)
        self.ui_scale = widgets.ui_scale(self.size)
        key = (self.ui_scale, self.text_scale)
        theme = self._themes.get(key)
        # Swap the theme without re-rendering the old widgets: every scene builds new ones for
        # the new size just below, so the old ones are only waiting to be killed.
        if theme is None:
            theme = self._themes[key] = self.ui.create_new_theme(widgets.theme_for(*key))
            self.ui.ui_theme = theme
            widgets.preload_fonts(self.ui, *key)
        self.ui.ui_theme = theme
        self.stack.on_resize(self.size)

    def set_volume(self, volume: float) -> None:
        self.settings.volume = volume
        setter = getattr(self.audio, "set_volume", None)
        if callable(setter):
            setter(volume)
        else:
            self.audio.volume = volume

    def set_muted(self, on: bool) -> None:
        """Silence every sound, or bring it back at the kept volume (M or the settings)."""
        self.settings.muted = bool(on)
        self.settings.save()
        self.audio.muted = bool(on)

    # ----- navigation shared by several scenes ---------------------------------------------------

    def to_menu(self) -> None:
        from scenes.menu import MenuScene

        self.clear_to(MenuScene(self))

    def start_match(self, session) -> None:
        """Leave whatever is showing and sit down at the table of ``session``'s game."""
        from scenes.games import scenes_for

        self.clear_to(scenes_for(session.state).table(self, session))

    def clear_to(self, scene) -> None:
        """Replace the whole stack by ``scene``; scenes that hold resources (the table's computer
        player worker) are closed on the way out."""
        old = list(self.stack.scenes)
        if self.exit_after_match and _holds_finished_match(old):
            _close([scene])
            self.quit()
            return
        self.stack.clear_to(scene)
        _close(old)

    def close(self) -> None:
        """Close every scene on the stack (at the end of a run)."""
        self.save_window_size()
        _close(self.stack.scenes)

    # ----- the loop ------------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events to the app, then the widgets, then the scenes."""
        if event.type in INPUT_EVENTS:
            self._input_at = self.now()
        if event.type in POINTER_EVENTS:
            self.pointer = tuple(event.pos)
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if _is_mute_key(event) and not _typing(self.ui):
            self.set_muted(not self.settings.muted)
            return
        if self.ui.process_events(event):
            return
        self.stack.handle_event(event)

    def frame(self, dt: float) -> None:
        """Advance and draw one frame."""
        changes = self.stack.changes
        if self._wake_at <= self.now():
            self._wake_at = math.inf
        self.stack.update(dt)
        self.ui.update(dt)
        self.screen.fill(widgets.BG)
        self.stack.draw(self.screen)
        self.ui.draw_ui(self.screen)
        draw_focus = getattr(self.stack.top, "draw_focus", None)
        if draw_focus is not None:
            draw_focus(self.screen)  # the keyboard's focus ring lies over the widgets
        pygame.display.flip()
        self.frame_no += 1
        # A scene pushed or popped during this frame gets one more frame of its own.
        self._drawn_changes = changes
        self._track_screenshots()

    # ----- idle --------------------------------------------------------------------------------

    def request_frame(self, delay: float = 0.0) -> None:
        """Ask for a frame ``delay`` seconds from now (0: the next one), whatever the scenes say
        about being idle: for a timer a scene keeps outside ``next_frame_in``."""
        self._wake_at = min(self._wake_at, self.now() + max(0.0, float(delay)))

    def idle_wait(self) -> float:
        """How long the loop may wait for input before it draws the next frame: 0 for at once,
        ``math.inf`` when nothing will change until input arrives."""
        if self.autoplay or self.stack.changes != self._drawn_changes:
            return 0.0
        now = self.now()
        if now - self._input_at < INPUT_SETTLE:
            return 0.0
        if any(pygame.mouse.get_pressed()):
            return 0.0  # a held button: a drag, a pygame-gui scroll arrow held down
        wait = min(self.stack.next_frame_in(), self._wake_at - now, self._ui_wait())
        return max(0.0, wait)

    def _ui_wait(self) -> float:
        """pygame-gui's own timers: a colour transition under way (now), a focused text field's
        blinking cursor or a tool tip waiting to show (every UI_TICK)."""
        wait = math.inf
        for element in self.ui.get_sprite_group().sprites():
            shape = getattr(element, "drawable_shape", None)
            state = getattr(shape, "active_state", None)
            if getattr(state, "transition", None) is not None:
                return 0.0
            if isinstance(element, UITextEntryLine) and element.is_focused:
                wait = UI_TICK
            elif (
                getattr(element, "hovered", False)
                and getattr(element, "tool_tip_text", None)
                and getattr(element, "tool_tip", None) is None
            ):
                wait = UI_TICK
        return wait

    def _wait_events(self, wait: float) -> tuple[list, str]:
        """Sleep up to ``wait`` seconds until events arrive: (events, how the wait ended), the
        latter "none" (no wait), "event" or "timeout". It naps IDLE_NAP at a time rather than
        calling pygame.event.wait, which looks at the queue every millisecond and so costs a
        few percent of a core by itself."""
        if wait <= 0:
            return [], "none"
        deadline = self.now() + wait
        while True:
            events = pygame.event.get()
            if events:
                return events, "event"
            left = deadline - self.now()
            if left <= 0:
                return [], "timeout"
            time.sleep(min(IDLE_NAP, left))

    def _frame_dt(self, elapsed: float, wait: float, woke: str) -> float:
        """The time step for the frame after a wait. While frames run back to back it is the
        time since the last one (at most 0.1 s, so a stall does not jump an animation). After
        sleeping for a timer the scenes' clocks catch up with the sleep, so timers keep time;
        after input woke an idle loop the idle gap is dropped, so what the input starts
        begins at its first frame."""
        if woke == "event":
            return min(elapsed, 1 / FPS)
        if woke == "timeout":
            return min(elapsed, max(0.1, wait + 1 / FPS))
        return min(0.1, elapsed)

    def _track_screenshots(self, final: bool = False) -> None:
        top = self.stack.top
        if top is not self._top:
            self._top = top
            self._top_frames = 0
        self._top_frames += 1
        if top is None or top in self._shot_scenes or self.screenshots is None:
            return
        if self._top_frames >= SHOT_DELAY or final:
            self._shot_scenes.add(top)
            self.screenshot(top.name)

    def screenshot(self, label: str) -> None:
        """Save the window as <n>-<label>.png in the --screenshots folder (if one was given)."""
        if self.screenshots is None:
            return
        self.screenshots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(self.screenshots / f"{self._shot_n}-{label}.png"))
        self._shot_n += 1

    def loop(self, frames: int = 0) -> int:
        """Run until quit (or for ``frames`` frames); headless runs go as fast as they can with a
        fixed 1/60 s step, so a run is the same on every machine. A window sleeps between
        frames while nothing changes (``idle_wait``)."""
        count = 0
        while self.running and self.stack.top is not None:
            if self.headless:
                dt = 1 / FPS
                events = []
            else:
                wait = self.idle_wait()
                if wait > 0:
                    self.save_window_size()  # resizing, if any, has stopped
                events, woke = self._wait_events(wait)
                dt = self._frame_dt(self.clock.tick(FPS) / 1000, wait, woke)
            for event in events + pygame.event.get():
                self.dispatch(event)
            if not self.running:
                break
            self.frame(dt)
            count += 1
            if frames and count >= frames:
                break
        self._track_screenshots(final=True)
        return 0

    def quit(self) -> None:
        self.save_window_size()
        self.running = False


def _set_minimum_size() -> None:
    """Ask the window manager not to let the window shrink below MIN_SIZE (best effort; resize
    events below it are clamped anyway)."""
    try:
        with warnings.catch_warnings():
            # The Window object is only used for its size limit, not for drawing.
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
    except (AttributeError, pygame.error) as exc:
        log.info("no minimum window size: %s", exc)


def _close(scenes) -> None:
    for scene in scenes:
        close = getattr(scene, "close", None)
        if callable(close):
            close()


def _holds_finished_match(scenes) -> bool:
    return any(getattr(getattr(s, "session", None), "finished", False) for s in scenes)


def _is_mute_key(event) -> bool:
    """M with no Ctrl, Alt or Meta held."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_m:
        return False
    return not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)


def _typing(ui: pygame_gui.UIManager) -> bool:
    """A text field has the keyboard, so an M is a letter, not the mute key."""
    focused = ui.get_focus_set() or ()
    return any(isinstance(e, UITextEntryLine | UITextEntryBox) for e in focused)


def _make_audio(volume: float, muted: bool = False):
    try:
        return Audio(volume, muted)
    except Exception as exc:  # a sound system that fails to start must never stop the game
        log.warning("sound is off: %s", exc)
        return SilentAudio(volume, muted)


def _make_theme():
    # load_theme keeps one shared instance with its fonts; fonts made before an earlier
    # pygame.quit() (an earlier App in the same process, as in tests) cannot draw any more.
    clear = getattr(load_theme, "cache_clear", None)
    if callable(clear):
        clear()
    return load_theme()


def make_app(size=(1280, 720), headless=True, autoplay=False, screenshots=None) -> App:
    """The app without its loop, for tests and headless runs (``size`` None: the remembered
    window size)."""
    return App(size, headless=headless, autoplay=autoplay, screenshots=screenshots)


def step(app: App, events: list[pygame.event.Event], dt: float = 1 / FPS) -> None:
    """Feed ``events`` (then whatever the widgets posted in response), update, and draw a frame."""
    for event in events:
        app.dispatch(event)
    for event in pygame.event.get():
        app.dispatch(event)
    app.frame(dt)


def display_available(environ=None, platform: str | None = None) -> bool:
    """Whether a window can be seen: False with SDL's dummy or offscreen driver, and on Linux and
    the BSDs when neither an X nor a Wayland display is named; True otherwise (an explicit SDL
    driver such as kmsdrm, and Windows and macOS, always have a screen)."""
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    driver = env.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver:
        return driver not in ("dummy", "offscreen")
    if platform.startswith(("linux", "freebsd", "openbsd", "netbsd", "dragonfly")):
        return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
    return True


def run(args) -> int:
    """Start Throneroom from parsed command-line flags (see scenes/cli.py).

    ``--autoplay`` and ``--frames`` runs open a window that a person can watch when there is a
    display, and run headless (dummy drivers, a fixed 1/60 s step, as fast as they can) when there
    is none. ``--frames N`` stops after N frames, ``--frames 0`` once the first match is over."""
    from scenes.session import COMPUTER_NAMES, MatchSession, SeatSetup, default_level, new_seed

    frames = getattr(args, "frames", None)
    headless = (args.autoplay or frames is not None) and not display_available()
    size = None  # no --size: the window as the player last left it
    if args.size is not None:
        try:
            size = tuple(int(x) for x in str(args.size).lower().split("x"))
            if len(size) != 2:
                raise ValueError(args.size)
        except ValueError:
            log.warning("window size %r is not WIDTHxHEIGHT; using the remembered one", args.size)
            size = None
    from game.core.registry import default_mode, modes

    if args.rules is None:
        args.rules = default_mode()
    if args.rules not in modes():
        log.error("unknown mode %r; known modes: %s", args.rules, ", ".join(modes()))
        return 2
    try:
        app = make_app(
            size, headless=headless, autoplay=args.autoplay, screenshots=args.screenshots
        )
    except pygame.error as exc:
        log.error("cannot open a window (%s); --autoplay and --frames runs need no display", exc)
        pygame.quit()
        return 1
    app.default_mode = args.rules
    app.first_seed = args.seed
    app.exit_after_match = frames == 0
    try:
        if args.autoplay:
            seats = [
                SeatSetup(COMPUTER_NAMES[i % len(COMPUTER_NAMES)], "computer", default_level())
                for i in range(modes()[args.rules].seats)
            ]
            seed = args.seed if args.seed is not None else new_seed()
            app.start_match(MatchSession(args.rules, seats, seed, autosave=False))
        else:
            from scenes.welcome import greet

            app.to_menu()
            greet(app)  # the first launch: what the games are, and Learn to play
        return app.loop(frames=frames or 0)
    finally:
        app.close()
        pygame.quit()
