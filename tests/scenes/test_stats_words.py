"""The statistics table in each game's words (no rounds in Usurp the King, whose game is the
match; Eras in King and Peasant), and nothing on the screen cut, with every game's modes in it."""

from __future__ import annotations

import random

import pytest

from game.core.registry import modes, new_match
from scenes.session import MatchSession, SeatSetup
from scenes.stats_scene import StatsScene

ALICE = SeatSetup("Alice", "human")
SIZES = ((1024, 640), (1280, 720), (1920, 1080))


def seats(mode_id: str) -> list[SeatSetup]:
    n = new_match(mode_id, 1).num_seats
    return [ALICE] + [SeatSetup(f"Lady Vesna {i}", "computer", "hard") for i in range(1, n)]


def concede(mode_id: str) -> None:
    MatchSession(mode_id, seats(mode_id), seed=1).concede(1)


def play_out(mode_id: str, seed: int = 3) -> None:
    session = MatchSession(mode_id, seats(mode_id), seed=seed)
    rng = random.Random(seed)
    while not session.finished:
        session.apply(rng.choice(session.state.legal_actions()))


def opened(app, drive) -> StatsScene:
    scene = StatsScene(app)
    app.stack.push(scene)
    drive.frames()
    return scene


def part_of(rows, game: str) -> list[tuple[str, list[str]]]:
    """The heading of ``game`` and its rows, up to the next heading."""
    at = next(i for i, (kind, texts) in enumerate(rows) if kind == "head" and texts[0] == game)
    end = next(i for i in range(at + 1, len(rows)) if rows[i][0] != "row")
    return rows[at:end]


def test_usurp_the_king_counts_games_won_and_no_rounds(app, drive):
    play_out("usurp/3p")
    play_out("peasant/eras")
    concede("imposter/2p-base")
    scene = opened(app, drive)
    rows = scene.rows()
    usurp = part_of(rows, "Usurp the King")
    head = usurp[0][1]
    assert head == ["Usurp the King", "Opponents", "Games", "Won", "Lost", "Win rate"]
    assert all(len(texts) == 6 for _, texts in usurp)
    assert not any("round" in t.lower() for _, texts in usurp for t in texts)
    assert usurp[1][1][0] == "Three families"  # the game's name is the heading's
    peasant = part_of(rows, "King and Peasant")
    assert peasant[0][1][-2:] == ["Eras won", "Points / Era"]
    imposter = part_of(rows, "The Imposter Kings")
    assert imposter[0][1][-2:] == ["Rounds won", "Points / round"]
    # Over every game, the rounds of each are not added up under one word.
    every = next(texts for kind, texts in rows if kind == "head" and texts[0].startswith("Every"))
    assert every[2] == "Matches" and not any("round" in t.lower() or "Era" in t for t in every)
    assert rows[-1][1][0] == "All matches" and len(rows[-1][1]) == 6
    assert "Points per" not in scene.summary()


def test_a_player_of_usurp_the_king_alone_sees_games_and_no_rounds_row(app, drive):
    play_out("usurp/2p")
    play_out("usurp/3p", seed=4)
    scene = opened(app, drive)
    rows = scene.rows()
    assert rows[0][1] == ["Mode", "Opponents", "Games", "Won", "Lost", "Win rate"]
    assert not any("round" in t.lower() for _, texts in rows for t in texts)
    assert rows[-1] == ("total", ["All games", "", "2", *rows[-1][1][3:]])
    assert scene.summary().startswith("Alice: 2 games, ")
    assert "round" not in scene.summary().lower()


@pytest.fixture
def every_mode():
    for mode_id in modes():
        concede(mode_id)
    play_out("usurp/5p")
    play_out("peasant/eras")


@pytest.mark.parametrize("size", SIZES)
def test_nothing_on_the_statistics_screen_is_cut_with_every_mode_in_it(
    app, drive, every_mode, size
):
    drive.resize(size)
    scene = opened(app, drive)
    assert scene.scrolls and scene.max_scroll() > 0
    seen: set[str] = set()
    for scroll in range(scene.max_scroll() + 1):
        scene.scroll = scroll
        drive.frames()
        cut = [d for d in scene.drawn if not d.whole]
        assert cut == [], cut
        seen.update(d.text for d in scene.drawn)
    titles = {texts[0] for kind, texts in scene.rows() if kind == "row" and texts[0]}
    # Every mode's row was drawn whole; King and Peasant's, under its game's heading of that
    # name, says no title.
    assert len(titles) == len(modes()) - 1 and titles <= seen
    assert " ".join(scene.latest_lines) == " ".join(scene.latest().split())  # wrapped, whole
    for key, button in scene.buttons.items():
        assert button.font.size(button.text)[0] <= button.rect.w - 8, key
    assert scene.table.bottom <= scene.frame.bottom
