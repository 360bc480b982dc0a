"""The archive's index: the lists read it instead of every file, and it follows the folder (a match
added, changed or removed outside it), survives being damaged, and never hides a bad file."""

from __future__ import annotations

import datetime
import json
import os

import pytest
from test_archive import T0, finished

from scenes import archive, folder_index
from scenes.session import new_match_id


@pytest.fixture
def three():
    """Three archived matches (one conceded), a minute apart; the newest first."""
    sessions = [finished(1), finished(2, "imposter/quickplay-1", concede=0), finished(3)]
    for i, session in enumerate(sessions):
        archive.archive_match(session, T0 + datetime.timedelta(minutes=i))
    return sessions[::-1]


def listed(problems=None) -> list[tuple[str, str, str, str]]:
    return [
        (m.match_id, m.players(), m.result(), m.local_time()) for m in archive.entries(problems)
    ]


def test_the_index_lists_what_the_files_say(three):
    whole = [(m.match_id, m.players(), m.result(), m.local_time()) for m in archive.list_matches()]
    assert listed() == whole
    assert [m[0] for m in whole] == [s.match_id for s in three]
    assert archive.index_path().is_file()


def test_once_indexed_no_file_is_read_again(three, monkeypatch):
    before = listed()

    def no_reading(*args, **kwargs):
        raise AssertionError("a file was read although the index had it")

    monkeypatch.setattr(archive, "load_match", no_reading)
    assert listed() == before


def test_a_corrupt_index_is_kept_aside_and_built_again(three):
    before = listed()
    path = archive.index_path()
    path.write_text('{"format": "throneroom-index", "files": [{"name": 1}]')
    assert listed() == before
    [kept] = path.parent.glob("index.corrupt-*.json")
    assert kept.read_text().startswith('{"format": "throneroom-index"')
    assert json.loads(path.read_text())["format"] == folder_index.FORMAT


def test_a_named_pipe_as_the_index_is_set_aside_without_waiting(three):
    before = listed()
    path = archive.index_path()
    path.unlink()
    os.mkfifo(path)
    assert listed() == before  # (a read of the pipe would wait here forever)
    assert path.is_file()
    [kept] = path.parent.glob("index.corrupt-*.json")
    assert kept.is_fifo()


def test_an_index_of_another_version_is_built_again_quietly(three, monkeypatch):
    before = listed()
    monkeypatch.setattr(archive, "INDEX_VERSION", archive.INDEX_VERSION + 1)
    assert listed() == before
    assert json.loads(archive.index_path().read_text())["version"] == archive.INDEX_VERSION
    assert not list(archive.folder().glob("index.corrupt-*"))


def test_a_row_changed_on_the_index_is_read_again_from_its_file(three):
    before = listed()
    path = archive.index_path()
    data = json.loads(path.read_text())
    for item in data["files"]:
        item["row"]["winner"] = 7  # no seat of a two-seat match
    path.write_text(json.dumps(data))
    assert listed() == before


def test_a_match_added_outside_the_index_is_listed(three):
    listed()
    newest = three[0]
    copy = json.loads(next(archive.folder().glob(f"*{newest.match_id}.json")).read_text())
    copy["session"]["match_id"] = other = new_match_id()
    copy["finished"] = "2026-04-01T08:00:00.000000Z"
    name = f"20260401-080000-000000-imposter-2p-base-{other}.json"
    (archive.folder() / name).write_text(json.dumps(copy))
    assert [m[0] for m in listed()] == [other] + [s.match_id for s in three]


def test_a_match_removed_outside_the_index_leaves_the_list(three):
    listed()
    next(archive.folder().glob(f"*{three[1].match_id}.json")).unlink()
    assert [m[0] for m in listed()] == [three[0].match_id, three[2].match_id]
    names = [f["name"] for f in json.loads(archive.index_path().read_text())["files"]]
    assert len(names) == 2 and not any(three[1].match_id in n for n in names)


def test_a_match_damaged_after_it_was_indexed_is_set_aside_with_a_message(three):
    listed()
    path = next(archive.folder().glob(f"*{three[0].match_id}.json"))
    text = path.read_text()
    path.write_text(text[: len(text) // 2])  # cut short, as by a full disk
    problems: list[str] = []
    assert [m[0] for m in listed(problems)] == [three[1].match_id, three[2].match_id]
    assert len(problems) == 1 and "A finished match could not be read" in problems[0]
    assert list(archive.folder().glob("*.corrupt-*.json"))


def test_a_named_pipe_named_as_a_match_is_set_aside_with_a_message(three):
    name = f"20260401-080000-000000-imposter-2p-base-{new_match_id()}.json"
    os.mkfifo(archive.folder() / name)
    problems: list[str] = []
    assert len(listed(problems)) == 3
    assert len(problems) == 1 and "it is a named pipe, not a file" in problems[0]
    assert not os.path.lexists(archive.folder() / name)


def test_the_lists_open_from_the_index(app, three, monkeypatch):
    from scenes.matches import MatchesScene
    from scenes.stats_scene import StatsScene

    listed()
    monkeypatch.setattr(archive, "load_match", lambda *a, **k: pytest.fail("a file was read"))
    assert [m.match_id for m in MatchesScene(app).matches] == [s.match_id for s in three]
    assert "3 finished matches kept" in StatsScene(app).latest()


def test_the_list_of_finished_matches_keeps_its_notice_and_page_line_apart(app, drive, three):
    from scenes.matches import MatchesScene

    text = next(archive.folder().glob(f"*{three[0].match_id}.json")).read_text()
    for i in range(12):  # copies under ids of their own: more than a page at 1024x640
        copy = json.loads(text)
        copy["session"]["match_id"] = other = new_match_id()
        (
            archive.folder() / f"20260402-0800{i:02d}-000000-imposter-2p-base-{other}.json"
        ).write_text(json.dumps(copy))
    (
        archive.folder() / f"20260403-080000-000000-imposter-2p-base-{new_match_id()}.json"
    ).write_text("{ broken")
    drive.resize((1024, 640))
    app.stack.push(MatchesScene(app))
    drive.frames()
    scene = app.stack.top
    assert scene.pages() > 1 and scene.notices
    [notice] = [e for e in scene.elements if type(e).__name__ == "UITextBox"]
    [page] = [e for e in scene.elements if getattr(e, "text", "").startswith("Page 1 of")]
    rows = [b for k, b in scene.buttons.items() if k.startswith("open:")]
    assert max(r.rect.bottom for r in rows) < notice.rect.top
    assert notice.rect.bottom <= page.rect.top
