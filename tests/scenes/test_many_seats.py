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
        f"Team {k + 1}, seats {k + 1} and {k + half + 1}: {names[k]} and {names[k + half]}"
        for k in range(half)
    ]
    first = setup.buttons["kind:0:human"].rect
    for a, b in itertools.combinations(setup.teams_note, 2):
        assert not a.rect.colliderect(b.rect)
    for label in setup.teams_note:
        assert app.screen.get_rect().contains(label.rect) and label.rect.bottom <= first.top
        assert app.fonts.get(setup.px(14)).size(label.text)[0] <= label.rect.w
    setup.seats[half].name = "Cleo"
    setup._refresh_seat_choices()
    assert setup.teams_note[0].text == f"Team 1, seats 1 and {half + 1}: {names[0]} and Cleo"
    # A long name is cut to the column, never over the next one.
    setup.seats[half].name = "W" * 20
    setup._refresh_seat_choices()
    for a, b in itertools.combinations(setup.teams_note, 2):
        assert not a.rect.colliderect(b.rect)
    assert (
        app.fonts.get(setup.px(14)).size(setup.teams_note[0].text)[0] <= setup.teams_note[0].rect.w
    )


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


# ----- pass-and-play, saves, undo, rematch, the menu's Continue line -----------------------------


@pytest.mark.parametrize("size", SIZES)
def test_the_handoff_names_a_long_name_whole_at_every_size(app, drive, size):
    from scenes.handoff import HandoffScene

    drive.resize(size)
    name = "Wilhelmina Woodworth"  # the twenty characters a seat's name may have
    assert len(name) == 20
    done = []
    app.stack.push(HandoffScene(app, name, lambda: done.append(1)))
    drive.frames(1)
    curtain = app.stack.top
    ready = curtain.buttons["ready"]
    assert ready.text == f"I am {name}"
    font = app.fonts.get(curtain.px(22), bold=True)
    assert font.size(ready.text)[0] < ready.rect.w - curtain.px(16)
    assert app.screen.get_rect().contains(ready.rect)
    heading = next(e for e in curtain.elements if getattr(e, "text", "").startswith("Pass the"))
    assert heading.text == f"Pass the laptop to {name}"
    assert app.fonts.get(curtain.px(30), bold=True).size(heading.text)[0] < heading.rect.w
    drive.press("ready")
    assert done == [1]


def test_eight_seats_save_and_continue_from_the_menu_as_they_were(app, drive):
    from crowd_helpers import play, session

    s = session("crowd/eight", humans=(0, 4, 6), autosave=True)
    play(s, "tie", moves=7)
    s.viewer = 4
    s.save()
    before = s.state.snapshot()
    app.to_menu()
    drive.frames(1)
    menu = app.stack.top
    line = s.summary()
    assert line == (
        "A Crowd of Crowns: Four families of two, 7 moves in: Alice, Elena and Greta with "
        "5 computers"
    )
    shown = [e.text for e in menu.elements if getattr(e, "text", None) == line]
    assert shown, "the Continue line names the match"
    drive.press("continue")
    table = app.stack.top
    restored = table.session
    assert restored is not s and restored.state.snapshot() == before
    assert restored.seats == s.seats and restored.viewer == 4
    assert restored.humans == [0, 4, 6] and restored.match_id == s.match_id
    # Playing on finishes it: the autosave goes and the match is counted once.
    play(restored, "tie")
    assert restored.finished and restored.recorded
    from scenes import storage

    assert not storage.saved_path(restored.match_id).exists()


def test_the_continue_line_of_a_long_table_is_cut_to_the_window(app, drive, monkeypatch):
    from crowd_helpers import session

    s = session("crowd/eight", autosave=True)
    s.apply("add 1")
    long = "A very long line about a match " * 10
    monkeypatch.setattr(type(s), "summary", lambda self: long)
    drive.resize((1024, 640))
    app.to_menu()
    drive.frames(1)
    menu = app.stack.top
    cut = [e for e in menu.elements if str(getattr(e, "text", "")).endswith("\u2026")]
    assert len(cut) == 1
    assert app.fonts.get(menu.px(14)).size(cut[0].text)[0] <= cut[0].rect.w
    assert long.startswith(cut[0].text[:-1].rstrip())


def test_undo_with_one_person_among_seven_computers_takes_back_their_last_decision():
    from crowd_helpers import session

    s = session("crowd/eight", humans=(0,))
    assert s.undo_off() is None
    for _ in range(10):  # Alice's first turn, the seven computers, then Alice again, one more
        s.apply("add 2")
    assert s.undo_stops() == [0, 8]
    assert s.undo() == 2
    assert s.state.history == ["add 2"] * 8 and s.state.current_seat == 0
    assert s.undo() == 8 and s.state.history == []
    assert not s.can_undo()
    several = session("crowd/eight", humans=(0, 4))
    several.apply("add 1")
    assert several.undo_off() == "Undo is off when more than one person plays."


def test_a_rematch_of_eight_keeps_the_seats_and_a_concession_gives_the_match_to_another_team():
    from crowd_helpers import play, session

    s = play(session("crowd/eight", humans=(0, 4)), "tie")
    again = s.rematch()
    assert again.seats == s.seats and again.mode_id == "crowd/eight"
    assert again.state.num_seats == 8 and not again.finished
    again.apply("add 1")
    result = again.concede(4)  # Elena gives up for Alice and herself
    winner = result["winner"]
    assert again.team_of(winner) != again.team_of(4)
    assert result["winners"] == again.winners_of(winner) and len(result["winners"]) == 2
    heading, why = again.concede_words(4)
    names = " and ".join(again.name(x) for x in result["winners"])
    assert heading == f"{names} win the match."
    assert why.startswith("Elena's team gives up the match: the other teams are tied")
    from scenes import stats

    alice = stats.load().players["Alice"].total()
    assert (alice.matches, alice.wins, alice.draws) == (2, 0, 1)  # the tie, then the concession


def test_a_concession_the_model_decides_by_turn_order_is_told_without_scores():
    """Usurp the King's model gives a concession to the next family in turn order ("turn_order",
    "team" in team play): a match of one game says so without any tie on points."""
    from crowd_helpers import session

    five = session("crowd/five")
    five.apply("add 1")
    five.state.concede_winner = lambda seat: ((seat + 1) % 5, "turn_order")
    assert five.concede_words(0) == (
        "Lord Corvin wins the match.",
        "Alice gives up the match: Lord Corvin comes next in turn order.",
    )
    eight = session("crowd/eight")
    eight.apply("add 1")
    eight.state.concede_winner = lambda seat: ((seat + 1) % 4, "team")
    heading, why = eight.concede_words(0)
    assert heading == "Lord Corvin and Marquise Odile win the match."
    assert why == "Alice's team gives up the match: Lord Corvin and Marquise Odile take it."
    result = eight.concede(0)
    assert result["winner"] == 1 and result["winners"] == [1, 5]


@pytest.mark.parametrize("size", SIZES)
def test_conceding_to_a_team_of_long_names_fits_the_pause_panel(app, drive, size):
    from crowd_helpers import seats

    from scenes.pause import PauseScene
    from scenes.session import MatchSession
    from tests.fakegame.scenes import CrownsTable

    chosen = seats("crowd/eight")
    chosen[1].name, chosen[5].name = "W" * 20, "M" * 20
    s = MatchSession("crowd/eight", chosen, 3, autosave=False)
    s.apply("add 2")  # seat 0 ahead: its opponents tie on nothing, the first team takes it
    drive.resize(size)
    app.clear_to(CrownsTable(app, s))
    pause = PauseScene(app, s)
    app.stack.push(pause)
    drive.frames(1)
    drive.press("concede")
    yes = pause.buttons["concede_yes"]
    assert yes.text == f"Concede to {'W' * 20} and {'M' * 20}"
    assert app.fonts.get(pause.px(18)).size(yes.text)[0] < yes.rect.w - pause.px(10)
    assert app.screen.get_rect().contains(pause.panel) and pause.panel.contains(yes.rect)
    drive.press("concede_yes")
    assert s.finished and s.winners_of(s.winner) == [1, 5]


@pytest.mark.parametrize("size", SIZES)
def test_an_option_of_six_seat_choices_wraps_into_readable_rows(app, drive, size):
    """The five-seat mode's "Who begins" (random or one of five seats, named by the names
    typed) in the narrower column of a many-seat setup, or under the seed where the seats'
    column has room for it: choices never squeezed unreadable."""
    setup = _setup(app, drive, "crowd/five", size)
    keys = [f"option:first:{v}" for v in ("random", "0", "1", "2", "3", "4")]
    rects = [setup.buttons[k].rect for k in keys]
    back = setup.buttons["back"].rect
    column = setup.mode_list.rect
    for key, rect in zip(keys, rects, strict=True):
        assert rect.w >= setup.px(90), (key, rect)
        in_column = rect.left >= column.left and rect.right <= column.right
        under_seed = rect.top >= setup.seed_entry.rect.bottom and rect.left > column.right
        assert in_column or under_seed, (key, rect)
        assert app.screen.get_rect().contains(rect)
        assert rect.bottom <= back.top and not rect.colliderect(column)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    assert setup.buttons["option:first:0"].text == "Alice"
    drive.press("option:first:2")
    assert setup.options() == {"first": "2"}
    drive.press("start")
    assert app.stack.top.session.state.current_seat == 2
