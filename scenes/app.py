"""The application shell: the window, the main loop, one pygame-gui manager, and the scene stack.

``run(args)`` starts the game (an --autoplay / --frames run is headless when there is no display);
``make_app`` and ``step`` build and drive the same app frame by frame for tests.
"""

from __future__ import annotations

import logging
import os
import sys
import warnings
import weakref
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryBox, UITextEntryLine

from scenes import widgets
from scenes.audio import Audio
from scenes.render.cards import CardArt
from scenes.render.theme import load_theme
from scenes.settings import Settings
from scenes.stack import SceneStack

log = logging.getLogger(__name__)

FPS = 60
MIN_SIZE = (1024, 640)
MAX_SIZE = (3840, 2160)
SHOT_DELAY = 20  # frames a scene stays on top before its screenshot, so its opening settles


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
        size: tuple[int, int] = (1280, 720),
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
        self.windowed_size = _clamp_size(size)
        self.screen = self._set_mode()
        pygame.display.set_caption("Throneroom")
        if not headless:
            _set_minimum_size()
        self.size: tuple[int, int] = self.screen.get_size()
        self.ui_scale = widgets.ui_scale(self.size)
        self.ui = pygame_gui.UIManager(self.size, widgets.theme_for(self.ui_scale))
        widgets.preload_fonts(self.ui, self.ui_scale)
        self._themes = {self.ui_scale: self.ui.get_theme()}
        self.stack = SceneStack()
        self.fonts = widgets.Fonts()
        self.backdrop = widgets.Backdrop()
        self.audio = _make_audio(self.settings.volume, self.settings.muted)
        self.theme = _make_theme()
        self.art = CardArt(self.theme)
        self.running = True
        self.clock = pygame.time.Clock()
        self.frame_no = 0
        self.default_mode = "imposter/2p-base"
        self.first_seed: int | None = None
        # --frames 0: leaving a finished match (its rematch, or the menu) ends the run instead.
        self.exit_after_match = False
        self.screenshots = Path(screenshots) if screenshots else None
        self._shot_n = 0
        self._shot_scenes: weakref.WeakSet = weakref.WeakSet()
        self._top = None
        self._top_frames = 0

    # ----- window ------------------------------------------------------------------------------

    def _set_mode(self) -> pygame.Surface:
        if self.settings.fullscreen and not self.headless:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def resize(self, size) -> None:
        """The window changed size (or should): relayout every scene for it."""
        if not (self.settings.fullscreen and not self.headless):
            self.windowed_size = _clamp_size(size)
            surface = pygame.display.get_surface()
            if surface is None or surface.get_size() != self.windowed_size:
                surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self.screen = surface
        self._relayout()

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and the window (F11 or the settings), and remember it."""
        self.settings.fullscreen = bool(on)
        self.settings.save()
        self.screen = self._set_mode()
        self._relayout()

    def _relayout(self) -> None:
        self.size = self.screen.get_size()
        self.ui.set_window_resolution(self.size)
        scale = widgets.ui_scale(self.size)
        if scale != self.ui_scale:
            self.ui_scale = scale
            # Swap the theme without re-rendering the old widgets: every scene builds new ones
            # for the new size just below, so the old ones are only waiting to be killed.
            theme = self._themes.get(scale)
            if theme is None:
                theme = self._themes[scale] = self.ui.create_new_theme(widgets.theme_for(scale))
                self.ui.ui_theme = theme
                widgets.preload_fonts(self.ui, scale)
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
        """Leave whatever is showing and sit down at the table for ``session``."""
        from scenes.table.scene import TableScene

        self.clear_to(TableScene(self, session))

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
        _close(self.stack.scenes)

    # ----- the loop ------------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events to the app, then the widgets, then the scenes."""
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
        self.stack.update(dt)
        self.ui.update(dt)
        self.screen.fill(widgets.BG)
        self.stack.draw(self.screen)
        self.ui.draw_ui(self.screen)
        pygame.display.flip()
        self.frame_no += 1
        self._track_screenshots()

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
        fixed 1/60 s step, so a run is the same on every machine."""
        count = 0
        while self.running and self.stack.top is not None:
            if self.headless:
                dt = 1 / FPS
            else:
                dt = min(0.1, self.clock.tick(FPS) / 1000)
            for event in pygame.event.get():
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
    """The app without its loop, for tests and headless runs."""
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
    try:
        size = tuple(int(x) for x in str(args.size).lower().split("x"))
        if len(size) != 2:
            raise ValueError(args.size)
    except ValueError:
        log.warning("window size %r is not WIDTHxHEIGHT; using 1280x720", args.size)
        size = (1280, 720)
    from game.core.registry import modes

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
            app.to_menu()
        return app.loop(frames=frames or 0)
    finally:
        app.close()
        pygame.quit()
