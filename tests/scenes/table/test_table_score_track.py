"""The score track of 2v2 at the smallest window: each team's names on a line of their own, in
full, with the pips under them; the turn order on two lines."""

from __future__ import annotations

import pytest

from scenes.imposter.table.draw import score_rows, score_track_rows
from scenes.imposter.table.names import name_lines
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


def test_long_2v2_names_stay_whole_at_1024_in_the_seats_and_the_score_track(app):
    # Play-test finding: a 2v2 seat's name was cut to "Pl..." at 1024x640. A name too long for
    # its seat (or the score track's line) is written smaller, within its room, not cut.
    names = ["Alexandra Whitmore", "Philippa Grangewood", "Bartholomew Ashcomb", "Constance Rivers"]
    seats = [SeatSetup(names[0], "human")] + [SeatSetup(n, "computer", "easy") for n in names[1:]]
    session = MatchSession("imposter/2v2", seats, 3, autosave=False)
    table = TableScene(app, session)
    table.on_resize((1024, 640))
    drawn: list[tuple[str, int]] = []
    real = table.drawer._text

    def spy(text, px, *args, **kwargs):
        drawn.append((text, px))
        return real(text, px, *args, **kwargs)

    table.drawer._text = spy
    view = table.view()
    table.drawer.labels(app.screen, view)
    table.drawer.score(app.screen, view)
    texts = [t for t, _ in drawn]
    assert not [t for t in texts if "\u2026" in t], texts
    lay = table.layout
    for s, name in enumerate(names):
        # The seat's lines as drawn (the whole line, or the name alone, on two lines when a
        # side column is too narrow for it at the least size): the name whole, in its band.
        lines = name_lines(table, lay, view, s)
        assert all((ln.text, ln.px) in drawn for ln in lines), (lines, drawn)
        gold = " ".join(ln.text for ln in lines if ln.colour == "gold")
        assert gold.startswith(name), (name, gold)
        for ln in lines:
            assert lay.band(s).contains(ln.rect), (name, ln)
            assert table.painter.fonts.get("ui", ln.px).size(ln.text)[0] <= ln.rect.w
    assert "Alexandra Whitmore & Bartholomew Ashcomb" in texts
    table.close()
