"""Sound effects: short, soft .wav files from the sounds folder, played through pygame.mixer.

Sound is never required: when the mixer cannot start (no audio device, a broken driver) or a
file is missing, Audio stays silent and every call does nothing.
"""

from __future__ import annotations

import io
import logging

import pygame

from scenes import assets

log = logging.getLogger(__name__)

SOUNDS = ("deal", "play", "flip", "reaction", "round_end", "click")


class Audio:
    """Plays the named table sounds at one shared volume (0..1), or nothing while ``muted`` (the
    volume is kept for when the sound comes back)."""

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.enabled = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.enabled = bool(pygame.mixer.get_init())
        except Exception as exc:  # any failure of the sound system means silence, not a crash
            log.info("sound is off: %s", exc)
            self.enabled = False
        if self.enabled:
            self._load()

    def _load(self) -> None:
        try:
            folder = assets.folder("sounds")
        except Exception as exc:
            log.info("no sounds folder: %s", exc)
            return
        for name in SOUNDS:
            try:
                data = folder.joinpath(f"{name}.wav").read_bytes()
                sound = pygame.mixer.Sound(file=io.BytesIO(data))
            except Exception as exc:  # a missing or damaged file only silences that sound
                log.info("sound %s unavailable: %s", name, exc)
                continue
            sound.set_volume(self._volume)
            self._sounds[name] = sound

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        for sound in self._sounds.values():
            try:
                sound.set_volume(self._volume)
            except Exception:
                pass

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted and self.enabled:
            try:
                pygame.mixer.stop()  # a chord still ringing stops too
            except Exception as exc:
                log.info("could not stop the sounds: %s", exc)

    def set_volume(self, value: float) -> None:
        """The same as setting ``volume`` (for callers that prefer a method)."""
        self.volume = value

    @property
    def names(self) -> tuple[str, ...]:
        """The sounds that loaded and can be played."""
        return tuple(self._sounds)

    def play(self, name: str) -> None:
        """Play the sound called ``name``; nothing when silent, muted or unknown."""
        if not self.enabled or self._muted or self._volume <= 0:
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            sound.play()
        except Exception as exc:
            log.info("could not play %s: %s", name, exc)


def _clamp(value: float) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        return 0.0
    return 0.0 if v != v else min(1.0, max(0.0, v))
