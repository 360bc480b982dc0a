"""A folder, a named pipe or a far too large file in the place of one of the player's files is
refused in words and kept aside, at once: reading never waits on it."""

from __future__ import annotations

import os
import signal

import pytest

from scenes import storage

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


@pytest.fixture(autouse=True)
def prompt():
    """Fail (instead of hanging the run) when anything below waits on a pipe for seconds."""

    def too_long(signum, frame):
        raise TimeoutError("reading a player file waited on a named pipe")

    old = signal.signal(signal.SIGALRM, too_long)
    signal.setitimer(signal.ITIMER_REAL, 10)
    yield
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, old)


def fifo(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def test_a_named_pipe_is_refused_before_it_is_read(tmp_path):
    path = fifo(tmp_path / "statistics.json")
    with pytest.raises(storage.Unreadable, match="it is a named pipe, not a file"):
        storage.read_own_file(path, 1000, "a statistics file")


def test_a_link_to_a_named_pipe_is_refused_and_a_link_to_a_file_is_read(tmp_path):
    pipe = fifo(tmp_path / "elsewhere" / "pipe")
    link = tmp_path / "autosave.json"
    link.symlink_to(pipe)
    with pytest.raises(storage.Unreadable, match="named pipe"):
        storage.read_own_file(link, 1000, "a saved match")
    real = tmp_path / "elsewhere" / "settings.json"
    real.write_text("{}")
    link.unlink()
    link.symlink_to(real)
    assert storage.read_own_file(link, 1000, "a settings file") == "{}"


def test_a_folder_in_a_files_place_is_refused_and_set_aside(tmp_path):
    path = tmp_path / "statistics.json"
    (path / "inside").mkdir(parents=True)
    with pytest.raises(storage.Unreadable, match="it is a folder, not a file"):
        storage.read_own_file(path, 1000, "a statistics file")
    where = storage.set_aside(path)
    assert not path.exists()
    [kept] = tmp_path.glob("statistics.corrupt-*.json")
    assert kept.is_dir() and (kept / "inside").is_dir() and kept.name in where


def test_a_file_far_too_large_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b" " * 5000)
    with pytest.raises(storage.Unreadable, match="far too large to be a settings file"):
        storage.read_own_file(path, 4999, "a settings file")
    assert storage.read_own_file(path, 5000, "a settings file") == " " * 5000


def test_a_read_that_takes_too_long_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "statistics.json"
    path.write_bytes(b"x" * (3 * storage.READ_CHUNK))
    clock = iter(range(0, 1000, 4))  # every look at the clock: four seconds later
    monkeypatch.setattr(storage.time, "monotonic", lambda: next(clock))
    with pytest.raises(storage.TooSlow, match="more than 5 seconds"):
        storage.read_text_limited(path, 10**6, seconds=5)


def test_named_pipes_at_every_player_file_let_the_game_launch(app_factory):
    from scenes import stats
    from scenes.settings import Settings

    places = [storage.settings_path(), storage.autosave_path(), stats.statistics_path()]
    for path in places:
        fifo(path)
    app = app_factory()
    menu = app.stack.top
    notices = " ".join(menu.notices)
    assert notices.count("it is a named pipe, not a file") == 3
    for what in ("Your settings", "The saved match", "Your statistics"):
        assert what in notices
    for path in places:
        assert not os.path.lexists(path)  # kept aside under another name
        [kept] = path.parent.glob(f"{path.stem}.corrupt-*{path.suffix}")
        assert kept.is_fifo()
    assert Settings.load().notices == []  # and the next launch is quiet


@pytest.fixture
def app_factory(fake_table):
    """Launch as main.py does: the app, then the menu entered and drawn once."""
    import pygame

    from scenes.app import make_app, step

    made = []

    def launch():
        app = make_app((1280, 720))
        made.append(app)
        app.to_menu()
        step(app, [])
        return app

    yield launch
    if made:
        pygame.quit()
