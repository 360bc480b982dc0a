"""The score track of 2v2 at the smallest window: each team's names on a line of their own, in
full, with the pips under them; the turn order on two lines."""

from __future__ import annotations

import pytest

from scenes.imposter.table.draw import score_rows, score_track_rows
from scenes.session import MatchSession, SeatSetup
from scenes.table.scene import TableScene

NAMES = ["Alice", "Lord Corvin", "Duchess Ilse", "Baron Tobiah"]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_2v2_team_names_are_written_in_full(app, size):
    seats = [SeatSetup(NAMES[0], "human")] + [SeatSetup(n, "computer", "easy") for n in NAMES[1:]]
    session = MatchSession("imposter/2v2", seats, 3, autosave=False)
    table = TableScene(app, session)
    table.on_resize(size)
    lay = table.layout
    assert lay.score_rect.h == lay.score_row * score_track_rows(session.state.mode, 4)
    assert score_track_rows(session.state.mode, 4) == 1 + 2 * 2 + 1 + 2
    for words, _score, _seats in score_rows(table.view(), NAMES, (0, 1, 0, 1)):
        px = lay.small_px
        assert table.drawer._fit(words, px, lay.score_rect.w) == words
    table.close()


def test_the_direction_is_not_claimed_before_the_true_king_sets_it(app):
    from scenes.imposter.table import draw

    seats = [SeatSetup(NAMES[0], "human")] + [SeatSetup(n, "computer", "easy") for n in NAMES[1:]]
    session = MatchSession("imposter/2v2", seats, 3, autosave=False)
    table = TableScene(app, session)
    table.on_resize((1024, 640))
    texts: list[str] = []
    real = table.drawer._text

    def spy(text, *args, **kwargs):
        texts.append(text)
        return real(text, *args, **kwargs)

    table.drawer._text = spy
    surface = app.screen
    assert table.view()["decision"] in draw.BEFORE_DIRECTION
    table.drawer.score(surface, table.view())
    assert "Play: not set yet" in texts
    assert not any(t.startswith("Play goes") for t in texts)
    table.close()
