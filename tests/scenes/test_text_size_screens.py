"""Every menu-like screen at 1280x720 at each text size: no label's or button's words are cut or
reach past their rect, no widget leaves the window, no two buttons overlap, what a screen draws
itself is whole (``scenes.drawn``), and its words are really larger at a larger text size."""

from __future__ import annotations

import random

import pytest
from text_fit_helpers import TEXT_SIZES, building, glyph_height, problems

from game.core.registry import new_match
from scenes.matches import MatchesScene
from scenes.menu import LearnScene, MenuScene
from scenes.rules_scene import RulesScene
from scenes.saved_scene import DeleteSavedScene, SavedScene
from scenes.session import MatchSession, SeatSetup
from scenes.setup import SetupScene
from scenes.stats_scene import ResetScene, StatsScene

ALICE = SeatSetup("Alice", "human")


def seats(mode_id: str) -> list[SeatSetup]:
    n = new_match(mode_id, 1).num_seats
    return [ALICE] + [SeatSetup(f"Lady Vesna {i}", "computer", "hard") for i in range(1, n)]


def play(mode_id: str, seed: int = 3, moves: int | None = None) -> MatchSession:
    """A seeded match of random legal moves: played out, or ``moves`` in (saved as it goes)."""
    session = MatchSession(mode_id, seats(mode_id), seed=seed)
    rng = random.Random(seed)
    while not session.finished and (moves is None or len(session.state.history) < moves):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def in_progress() -> None:
    play("imposter/2p-base", moves=10)
    play("peasant/eras", moves=8)
    play("usurp/4p", moves=5)


def finished() -> None:
    for mode_id in ("usurp/3p", "peasant/eras", "imposter/2p-base", "imposter/cutthroat"):
        play(mode_id)


def _menu(app):
    in_progress()
    app.notices.append("Your statistics could not be read: it is not valid JSON. The defaults "
                       "are used; the old file is kept as stats.json.bad.")  # fmt: skip
    app.clear_to(MenuScene(app))


def _over_menu(*scenes):
    def build(app):
        app.clear_to(MenuScene(app))
        for make in scenes:
            app.stack.push(make(app))

    return build


def _setup(mode_id: str):
    def build(app):
        app.default_mode = mode_id
        _over_menu(SetupScene)(app)

    return build


def _stats(app):
    finished()
    _over_menu(StatsScene)(app)


def _reset(app):
    finished()
    _over_menu(StatsScene)(app)
    app.stack.push(ResetScene(app, app.stack.top))


def _saved(app):
    in_progress()
    _over_menu(SavedScene)(app)


def _delete(app):
    in_progress()
    _over_menu(SavedScene)(app)
    app.stack.push(DeleteSavedScene(app, app.stack.top, 0))


def _matches(app):
    finished()
    _over_menu(MatchesScene)(app)


def _rules(*args):
    return _over_menu(lambda app: RulesScene(app, *args))


# (screen, how it is opened, a text it shows in pygame-gui's fonts)
SCREENS = {
    "menu": (_menu, "New game"),
    "learn": (_over_menu(LearnScene), "Learn which game?"),
    "setup two seats": (_setup("imposter/2p-base"), "Players"),
    "setup four seats": (_setup("imposter/2v2"), "Players"),
    "setup fragments": (_setup("imposter/fon-full"), "Players"),
    "setup eight seats": (_setup("usurp/teams-8"), "Players"),
    "setup king and peasant": (_setup("peasant/eras"), "Players"),
    "statistics": (_stats, "Statistics"),
    "reset statistics": (_reset, "Reset statistics?"),
    "rules": (_rules(), "Rules"),
    "rules gallery": (_rules("cards"), "Rules"),
    "rules of usurp": (_rules("cards", "usurp"), "Rules"),
    "rules of king and peasant": (_rules("cards", "peasant"), "Rules"),
    "saved matches": (_saved, "Saved matches"),
    "delete a saved match": (_delete, "Delete this saved match?"),
    "finished matches": (_matches, "Finished matches"),
}


def opened(app, drive, screen: str, text_size: str) -> list[str]:
    """Open ``screen`` at ``text_size``; what is cut or out of place on it."""
    found: list[str] = []
    with building(found):
        app.set_text_size(text_size)
        SCREENS[screen][0](app)
        drive.frames(2)
    found += problems(app)
    for scene in app.stack.scenes:
        found += [f"drawn cut: {d}" for d in getattr(scene, "drawn", []) if not d.whole]
    return found


def glyph_of(app, text: str) -> int:
    element = next(e for e in app.stack.top.elements if getattr(e, "text", None) == text)
    return glyph_height(element.font, text)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("screen", SCREENS)
def test_nothing_on_the_screen_is_cut_at_any_text_size(app, drive, screen, text_size):
    assert opened(app, drive, screen, text_size) == []


@pytest.mark.parametrize("screen", ["menu", "setup two seats", "statistics", "rules gallery",
                                    "saved matches", "finished matches"])  # fmt: skip
def test_the_screen_s_words_grow_with_the_text_size(app, drive, screen):
    heights = []
    for text_size in TEXT_SIZES:
        opened(app, drive, screen, text_size)
        heights.append(glyph_of(app, SCREENS[screen][1]))
    assert heights[0] < heights[1] < heights[2], heights
