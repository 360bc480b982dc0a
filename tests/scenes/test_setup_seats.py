"""New game with three and four seats: a person or the computer in each seat, a level for each
computer, and every seat's row above Start at every window size."""

from __future__ import annotations

import pytest

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode_id, n", [("imposter/cutthroat", 3), ("imposter/2v2", 4)])
def test_every_seat_of_three_and_four_fits_above_start(app, drive, size, mode_id, n):
    drive.resize(size)
    app.default_mode = mode_id
    from scenes.setup import SetupScene

    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(2)
    assert len(setup.seats) == n
    start = setup.buttons["start"].rect
    for seat in range(n):
        for kind in ("human", "computer"):
            r = setup.buttons[f"kind:{seat}:{kind}"].rect
            assert r.bottom <= start.top and app.screen.get_rect().contains(r)
        if setup.seats[seat].kind == "computer":
            for level in ("easy", "normal", "hard", "expert"):
                r = setup.buttons[f"level:{seat}:{level}"].rect
                assert r.bottom <= start.top or r.right <= start.left, (seat, level, r, start)
    assert setup.seed_entry.rect.bottom <= start.top or setup.seed_entry.rect.right < start.left
    assert app.screen.get_rect().contains(setup.seed_entry.rect)
    # Every seat may be a person: the levels go, the rows stay above Start.
    for seat in range(1, n):
        drive.press(f"kind:{seat}:human")
    assert not [k for k in setup.buttons if k.startswith("level:")]
    drive.press("kind:3:computer" if n == 4 else "kind:2:computer")
    assert setup.buttons[f"level:{n - 1}:easy"].rect.bottom <= setup.buttons["start"].rect.top


@pytest.mark.parametrize("size", SIZES)
def test_the_2v2_setup_says_who_partners_whom_and_follows_the_names(app, drive, size):
    # Play-test finding 22: the setup screen did not show the 2v2 teams.
    drive.resize(size)
    app.default_mode = "imposter/2v2"
    from scenes.setup import SetupScene

    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(2)
    names = [s.name for s in setup.seats]
    lines = [label.text for label in setup.teams_note]
    assert lines == [
        f"Team 1, seats 1 and 3: {names[0]} and {names[2]}",
        f"Team 2, seats 2 and 4: {names[1]} and {names[3]}",
    ]
    for label in setup.teams_note:
        assert app.screen.get_rect().contains(label.rect)
        assert label.rect.bottom <= setup.buttons["kind:0:human"].rect.top
    setup.seats[2].name = "Cleo"
    setup._refresh_seat_choices()
    assert setup.teams_note[0].text == f"Team 1, seats 1 and 3: {names[0]} and Cleo"
    # A mode without teams says nothing of them.
    setup.choose_mode("imposter/cutthroat")
    drive.frames(1)
    assert setup.teams_note == [] and setup.teams_words() == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode_id", ["imposter/cutthroat", "imposter/2v2"])
def test_at_larger_text_each_seat_button_holds_its_whole_word(app, drive, size, mode_id):
    # A real window at 1024x640 showed "Computer" cut at its button's right edge.
    drive.resize(size)
    app.set_text_size("larger")
    app.default_mode = mode_id
    from scenes.setup import SetupScene

    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(2)
    word = app.fonts.get(setup.tx(18))
    for seat in range(len(setup.seats)):
        for kind in ("human", "computer"):
            r = setup.buttons[f"kind:{seat}:{kind}"].rect
            assert word.size(kind.title())[0] + setup.px(20) <= r.w, (size, seat, kind, r)
