"""The note under a dimmed Undo says whole what stopped it, at every window size and text size:
for every game's words for what a move showed (``news_words``) and the Witness's own, the hint
box draws the whole sentence (it keeps three lines)."""

from __future__ import annotations

import pytest
from test_text_size_tables import drawn_words, played, table_at

from game.core.registry import modes, new_match
from scenes import witness

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
TEXT_SIZES = ("normal", "large", "larger")


def every_wall() -> list[str]:
    """What may stop undo, in words: the Witness's and each game's (every mode's state)."""
    words = {witness.ROUND_END, witness.A_CARD, witness.A_FACT, witness.NEW_ROUND}
    for mode_id in modes():
        words |= set((getattr(new_match(mode_id, 1), "news_words", None) or {}).values())
    return sorted(words)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", SIZES, ids=str)
def test_every_undo_note_is_drawn_whole(app, monkeypatch, size, text_size):
    table = table_at(app, played("imposter/2v2", 1, 30), size, text_size)
    monkeypatch.setattr(table, "can_undo", lambda: False)
    table.mouse = table.layout.panel_buttons["undo"].center
    for wall in every_wall():
        monkeypatch.setattr(table.session, "undo_wall", lambda wall=wall: (0, wall))
        note = table.session.undo_limit_note()
        assert wall in note
        said = " ".join(w for w, _ in drawn_words(app, table))
        assert note in said, (note, said[-300:])
