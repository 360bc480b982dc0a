"""Five to eight seats in the shell, with the fake Crowd of Crowns (tests/fakegame/crowd.py):
setup's line a seat readable and clickable above Start at every window size, the teams said,
unique default names, and Start seating all eight."""

from __future__ import annotations

import itertools

import pytest

from game.core.registry import use_games
from tests.fakegame.crowd import CROWD

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
MODES = [("crowd/five", 5), ("crowd/six", 6), ("crowd/eight", 8)]
LEVELS = ("easy", "normal", "hard", "expert")


@pytest.fixture(autouse=True)
def crowd():
    use_games(CROWD)
    yield
    use_games(None)


def _setup(app, drive, mode_id, size):
    from scenes.setup import SetupScene

    drive.resize(size)
    app.default_mode = mode_id
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(2)
    return setup


def _seat_rects(setup, n):
    """Every clickable rect of the seats: (what, rect)."""
    found = []
    for seat in range(n):
        for kind in ("human", "computer"):
            found.append((f"kind:{seat}:{kind}", setup.buttons[f"kind:{seat}:{kind}"].rect))
        for level in LEVELS:
            button = setup.buttons.get(f"level:{seat}:{level}")
            if button is not None:
                found.append((f"level:{seat}:{level}", button.rect))
    for entry_id, (what, seat) in setup.entries.items():
        entry = next(e for e in setup.elements if id(e) == entry_id)
        found.append((f"{what}:{seat}", entry.rect))
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode_id, n", MODES)
def test_every_seat_line_fits_above_start_and_back_without_overlap(app, drive, size, mode_id, n):
    setup = _setup(app, drive, mode_id, size)
    assert len(setup.seats) == n
    screen = app.screen.get_rect()
    start, back = setup.buttons["start"].rect, setup.buttons["back"].rect
    rects = _seat_rects(setup, n)
    assert len([k for k, _ in rects if k.startswith("level:")]) == 4 * (n - 1)
    for what, rect in rects:
        assert screen.contains(rect), (what, rect)
        assert not rect.colliderect(start) and not rect.colliderect(back), what
    for (a, ra), (b, rb) in itertools.combinations(rects, 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    # Each name entry is wide enough for a default name, each button for its word.
    font = app.fonts.get(setup.px(17))
    for seat, entry_rect in ((s, r) for k, r in rects if k.startswith("name:")
                             for s in [int(k.split(":")[1])]):  # fmt: skip
        assert font.size(setup.seats[seat].name)[0] < entry_rect.w
    for key in (k for k, _ in rects if k.startswith(("kind:", "level:"))):
        button = setup.buttons[key]
        assert app.fonts.get(setup.px(18)).size(button.text)[0] < button.rect.w - setup.px(8)


@pytest.mark.parametrize("mode_id, n", MODES)
def test_default_seats_are_a_person_then_computers_with_unique_names(app, drive, mode_id, n):
    setup = _setup(app, drive, mode_id, (1024, 640))
    assert [s.kind for s in setup.seats] == ["human"] + ["computer"] * (n - 1)
    for seat in range(1, n):
        drive.press(f"kind:{seat}:human" if seat % 2 else f"kind:{seat}:computer")
    names = [s.name for s in setup.seats]
    assert len(set(names)) == n, names
    for seat in range(n):
        drive.press(f"kind:{seat}:human")
    assert len({s.name for s in setup.seats}) == n
    for seat in range(n):
        drive.press(f"kind:{seat}:computer")
    assert len({s.name for s in setup.seats}) == n


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode_id", ["crowd/six", "crowd/eight"])
def test_the_families_of_two_are_said_above_the_seats(app, drive, size, mode_id):
    setup = _setup(app, drive, mode_id, size)
    n = len(setup.seats)
    names = [s.name for s in setup.seats]
    half = n // 2
    assert [label.text for label in setup.teams_note] == [
        f"Team {k + 1}: {names[k]} and {names[k + half]}" for k in range(half)
    ]
    first = setup.buttons["kind:0:human"].rect
    for a, b in itertools.combinations(setup.teams_note, 2):
        assert not a.rect.colliderect(b.rect)
    for label in setup.teams_note:
        assert app.screen.get_rect().contains(label.rect) and label.rect.bottom <= first.top
        assert app.fonts.get(setup.px(14)).size(label.text)[0] <= label.rect.w
    setup.seats[half].name = "Cleo"
    setup._refresh_seat_choices()
    assert setup.teams_note[0].text == f"Team 1: {names[0]} and Cleo"


def test_clicks_set_eight_seats_and_start_seats_them_all(app, drive):
    setup = _setup(app, drive, "crowd/eight", (1024, 640))
    drive.press("kind:4:human")  # Alice's partner is a person too
    assert not [k for k in setup.buttons if k.startswith("level:4:")]
    drive.press("kind:7:human")
    drive.press("level:3:hard")
    assert setup.buttons["level:3:hard"].is_selected
    assert not setup.buttons["level:3:normal"].is_selected
    drive.press("start")
    session = app.stack.top.session
    assert session.state.num_seats == 8 and session.humans == [0, 4, 7]
    assert session.seats[3].level == "hard"
    assert len({s.name for s in session.seats}) == 8
