"""New game says in a line what each computer level at the table is like (issue 20): the line
of every level in use, or at least of the level last chosen, under the seats, inside the window
and over no other control, at every window size from two seats to eight; the words are
``game.ai.players.LEVEL_NOTES``."""

from __future__ import annotations

import itertools

import pytest

from game.ai import players
from game.core.registry import use_games
from tests.fakegame.crowd import CROWD

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
LEVELS = ("easy", "normal", "hard", "expert")


@pytest.fixture
def crowd():
    use_games(CROWD)
    yield
    use_games(None)


def _setup(app, drive, mode_id, size, levels=None):
    """New game in ``mode_id`` at ``size``; with ``levels``, every seat a computer of those
    levels in turn."""
    from scenes.setup import SetupScene

    drive.resize(size)
    app.default_mode = mode_id
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(2)
    if levels:
        drive.press("kind:0:computer")
        for seat in range(len(setup.seats)):
            drive.press(f"level:{seat}:{levels[seat % len(levels)]}")
    return setup


def _words(text: str) -> str:
    return " ".join(text.split())


def _shown(setup) -> dict[str, str]:
    """Each level whose note is drawn, and the words its lines say."""
    return {
        level: _words(" ".join(label.text for label in labels))
        for level, labels in setup.level_notes.items()
    }


def _assert_notes_fit(app, setup) -> None:
    """Every line of the notes lies inside the window, says its words whole, and covers no
    other widget of the screen."""
    screen = app.screen.get_rect()
    lines = [label for labels in setup.level_notes.values() for label in labels]
    assert lines
    others = [e for e in setup.elements if all(e is not line for line in lines)]
    for line in lines:
        assert screen.contains(line.rect), (line.text, line.rect)
        assert line.visible
        assert line.font.size(line.text)[0] <= line.rect.w, line.text
        for other in others:
            assert not line.rect.colliderect(other.rect), (line.text, type(other).__name__)
    for a, b in itertools.combinations(lines, 2):
        assert not a.rect.colliderect(b.rect)


@pytest.mark.parametrize("size", SIZES)
def test_the_chosen_level_is_said_under_the_seats(app, drive, size):
    setup = _setup(app, drive, "imposter/2p", size)
    level = setup.seats[1].level
    assert _shown(setup) == {level: _words(players.LEVEL_NOTES[level])}
    _assert_notes_fit(app, setup)
    level_row = setup.buttons[f"level:1:{level}"].rect
    line = setup.level_notes[level][0].rect
    assert level_row.bottom <= line.top < setup.seed_entry.rect.top
    drive.press("level:1:expert")
    assert _shown(setup) == {"expert": _words(players.LEVEL_NOTES["expert"])}
    _assert_notes_fit(app, setup)
    # Every level button explains its level when the pointer rests on it.
    for lv in LEVELS:
        assert setup.buttons[f"level:1:{lv}"].tool_tip_text == players.LEVEL_NOTES[lv]


def test_the_words_come_from_the_ai_levels(app, drive, monkeypatch):
    monkeypatch.setitem(players.LEVEL_NOTES, "hard", "Hard: a line refined since.")
    setup = _setup(app, drive, "imposter/2p", (1280, 720))
    drive.press("level:1:hard")
    assert _shown(setup) == {"hard": "Hard: a line refined since."}


def test_no_computer_no_line(app, drive):
    setup = _setup(app, drive, "imposter/2p", (1280, 720))
    drive.press("kind:1:human")
    assert setup.level_notes == {}
    drive.press("kind:1:computer")
    assert list(setup.level_notes) == [setup.seats[1].level]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    "mode_id, levels",
    [
        ("imposter/cutthroat", ("easy", "normal", "hard")),
        ("imposter/2v2", ("normal",)),
        ("imposter/2v2", LEVELS),
        ("usurp/teams-6", LEVELS),
    ],
)
def test_each_level_at_the_table_or_the_last_chosen_is_said_and_fits(
    app, drive, size, mode_id, levels
):
    setup = _setup(app, drive, mode_id, size, levels)
    shown = _shown(setup)
    last = levels[(len(setup.seats) - 1) % len(levels)]  # the level chosen last
    assert last in shown
    for level, words in shown.items():
        assert words == _words(players.LEVEL_NOTES[level])
    if len(levels) <= 3:  # room for every level in use at every size
        assert list(shown) == list(levels)
    _assert_notes_fit(app, setup)
    # The seats and the seed keep their place above Start; the mode's choices stay clear of
    # Back and Start.
    start, back = setup.buttons["start"].rect, setup.buttons["back"].rect
    for key, button in setup.buttons.items():
        if key.startswith(("kind:", "level:", "option:")):
            assert not button.rect.colliderect(start), key
            assert not button.rect.colliderect(back), key
    assert setup.seed_entry.rect.bottom <= start.top


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode_id", ["crowd/five", "crowd/eight"])
def test_five_to_eight_seats_say_the_level_last_chosen(app, drive, crowd, size, mode_id):
    setup = _setup(app, drive, mode_id, size, LEVELS)
    _assert_notes_fit(app, setup)
    for seat, level in ((2, "hard"), (1, "easy"), (3, "normal")):
        drive.press(f"level:{seat}:{level}")
        assert _shown(setup)[level] == _words(players.LEVEL_NOTES[level])
        _assert_notes_fit(app, setup)
