"""Audio plays the named sounds when it can, and is silent (never raising) when it cannot."""

from __future__ import annotations

import wave
from importlib import resources

import pygame
import pytest

from scenes import assets
from scenes.audio import SOUNDS, Audio


@pytest.fixture(autouse=True)
def _fresh_mixer():
    if pygame.mixer.get_init():
        pygame.mixer.quit()
    yield
    if pygame.mixer.get_init():
        pygame.mixer.quit()


def test_audio_is_silent_when_the_mixer_cannot_open(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    used = []

    class RecordingSound:
        def __init__(self, *args, **kwargs):
            used.append("load")

        def play(self, *args, **kwargs):
            used.append("play")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setattr(pygame.mixer, "Sound", RecordingSound)
    audio = Audio(0.5)
    assert audio.enabled is False
    for name in SOUNDS + ("no_such_sound",):
        audio.play(name)
    assert used == []
    assert not pygame.mixer.get_init()
    audio.volume = 0.3
    assert audio.volume == 0.3


def test_any_exception_from_the_mixer_means_silence(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(OSError()))
    assert Audio().enabled is False


def test_audio_loads_every_sound_with_the_dummy_driver():
    audio = Audio(0.7)
    if not audio.enabled:
        pytest.skip("this machine's SDL has no dummy audio driver")
    assert set(audio.names) == set(SOUNDS)
    for name in SOUNDS:
        audio.play(name)
    audio.play("no_such_sound")


def test_volume_is_clamped_and_applies_to_the_sounds():
    audio = Audio(2.0)
    assert audio.volume == 1.0
    audio.volume = -1
    assert audio.volume == 0.0
    audio.set_volume(0.25)
    assert audio.volume == 0.25
    for sound in audio._sounds.values():
        assert abs(sound.get_volume() - 0.25) < 0.01


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_files_are_short_soft_16_bit_mono(name):
    ref = assets.folder("sounds").joinpath(f"{name}.wav")
    assert len(ref.read_bytes()) < 60_000
    with resources.as_file(ref) as path, wave.open(str(path)) as f:
        assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, 44100)
        frames = f.readframes(f.getnframes())
    samples = memoryview(frames).cast("h")
    peak = max(abs(s) for s in samples)
    assert 0.1 * 32767 < peak < 0.6 * 32767


def test_make_sounds_writes_the_same_files_again(tmp_path):
    from sounds import make_sounds

    make_sounds.main(tmp_path)
    for name in SOUNDS:
        ours = assets.folder("sounds").joinpath(f"{name}.wav").read_bytes()
        assert (tmp_path / f"{name}.wav").read_bytes() == ours, name


def test_a_muted_audio_plays_nothing_and_keeps_its_volume(monkeypatch):
    played = []

    class RecordingSound:
        def __init__(self, *args, **kwargs):
            self.volume = 1.0

        def set_volume(self, v):
            self.volume = v

        def play(self, *args, **kwargs):
            played.append(self)

    monkeypatch.setattr(pygame.mixer, "Sound", RecordingSound)
    audio = Audio(0.6, muted=True)
    if not audio.enabled:
        pytest.skip("this machine's SDL has no dummy audio driver")
    for name in SOUNDS:
        audio.play(name)
    assert played == []
    assert audio.volume == 0.6
    audio.muted = False
    audio.play("deal")
    assert len(played) == 1 and abs(played[0].volume - 0.6) < 1e-9
    audio.muted = True
    audio.volume = 0.2  # the volume can change while muted, and still nothing plays
    audio.play("flip")
    assert len(played) == 1 and audio.volume == 0.2
