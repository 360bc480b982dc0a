"""Player settings: animation speed, volume and mute, fullscreen, auto-pass, computer pace, text
size, the window size, whether the first-launch welcome was seen, and the name and address last
used to play online.

Kept as settings.json in the user config folder. A missing file gives the defaults. A file that
cannot be read at all (not JSON, not UTF-8, far too large, nested or numbered to defeat the parser)
gives the defaults, is moved aside like an unreadable autosave, and leaves a notice for the
player in ``Settings.notices`` (the menu shows it). A readable file with some wrong values gives
the default for each value that cannot be used, with a logged message. Never a crash.
"""

from __future__ import annotations

import json
import logging
import reprlib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from scenes import storage
from scenes.text_size import TEXT_FACTORS

log = logging.getLogger(__name__)

ANIM_SPEEDS = ("slow", "normal", "fast", "instant")
# How long an animation takes relative to "normal" (0: no animation at all).
ANIM_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
AI_PACE_RANGE = (0.3, 2.0)  # seconds a computer move stays visible
MAX_SETTINGS_BYTES = 64_000  # settings.json is a few hundred bytes; more is not ours
ONLINE_TEXT_LIMIT = 100  # characters of a remembered name or address
WINDOW_SIDE_MAX = 100_000  # a stored window side beyond this is not a size (the app clamps further)


@dataclass
class Settings:
    anim_speed: str = "normal"
    volume: float = 0.7
    muted: bool = False  # no sound at all, the volume kept for when it comes back (M)
    fullscreen: bool = False
    auto_pass: bool = True  # pass for the player when no reaction is possible
    ai_pace: float = 0.8
    text_size: str = "normal"  # a key of TEXT_FACTORS (a file from before it reads as normal)
    window_size: tuple[int, int] = (1280, 720)  # the window as last left (not fullscreen)
    welcome_seen: bool = False  # the first-launch welcome was shown (Settings can bring it back)
    online_name: str = ""  # the name last played under online (Host and Join offer it)
    online_address: str = ""  # the address last joined (host:port), for the next Join
    path: Path | None = field(default=None, repr=False, compare=False)
    # Messages for the player about a settings file that could not be read (not saved).
    notices: list[str] = field(default_factory=list, repr=False, compare=False)

    @property
    def anim_factor(self) -> float:
        """Multiply a normal-speed animation duration by this (0 means instant)."""
        return ANIM_FACTORS[self.anim_speed]

    @property
    def text_factor(self) -> float:
        """Multiply a font size (and the room its words take) by this."""
        return TEXT_FACTORS[self.text_size]

    def to_dict(self) -> dict:
        data = asdict(self)
        data.pop("path")
        data.pop("notices")
        return data

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read the settings file; anything missing or unreadable falls back to its default."""
        path = path or storage.settings_path()
        settings = cls(path=path)
        try:
            text = storage.read_own_file(path, MAX_SETTINGS_BYTES, "a settings file")
            if text is None:
                return settings
            data = storage.parse_json(text)
        except ValueError as exc:  # storage.Unreadable is one too
            return settings._unreadable(str(exc))
        if not isinstance(data, dict):
            return settings._unreadable("it does not hold a list of settings")
        for f in fields(cls):
            if f.name in ("path", "notices") or f.name not in data:
                continue
            try:
                value = _clean(f.name, data[f.name])
            except (ArithmeticError, TypeError, ValueError):  # float() of a 400-digit integer
                value = None
            if value is None:
                log.warning(
                    "setting %r in %s has a bad value %r; using the default",
                    f.name,
                    path,
                    reprlib.repr(data[f.name]),
                )
            else:
                setattr(settings, f.name, value)
        return settings

    def _unreadable(self, reason: str) -> Settings:
        """Keep the defaults, move the file aside (never delete it) and leave a notice."""
        path = self.path or storage.settings_path()
        where = storage.set_aside(path)
        message = f"Your settings could not be read: {reason}. The defaults are used; {where}."
        log.warning("settings file %s: %s", path, message)
        self.notices.append(message)
        return self

    def save(self) -> None:
        """Write the settings file (creating its folder); a failure is logged, not raised."""
        path = self.path or storage.settings_path()
        try:
            storage.write_text_atomic(path, json.dumps(self.to_dict(), indent=1))
        except OSError as exc:
            log.warning("could not save settings to %s (%s)", path, exc)


def _clean(name: str, value):
    """The value as the field wants it, or None when it cannot be used."""
    if name == "anim_speed":
        return value if value in ANIM_SPEEDS else None
    if name == "text_size":
        return value if isinstance(value, str) and value in TEXT_FACTORS else None
    if name in ("fullscreen", "auto_pass", "muted", "welcome_seen"):
        return value if isinstance(value, bool) else None
    if name in ("online_name", "online_address"):
        ok = isinstance(value, str) and len(value) <= ONLINE_TEXT_LIMIT and value.isprintable()
        return value.strip() if ok else None
    if name == "window_size":
        sides = value if isinstance(value, list | tuple) and len(value) == 2 else ()
        ok = sides and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 < v <= WINDOW_SIDE_MAX
            for v in sides
        )
        return (sides[0], sides[1]) if ok else None
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        return None
    if name == "volume":
        return min(1.0, max(0.0, float(value)))
    if name == "ai_pace":
        return min(AI_PACE_RANGE[1], max(AI_PACE_RANGE[0], float(value)))
    return None
