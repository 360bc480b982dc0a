"""Every menu-like screen at 1280x720 at each text size: no label's or button's words are cut or
reach past their rect, no widget leaves the window, no two buttons overlap, what a screen draws
itself is whole (``scenes.drawn``), and its words are really larger at a larger text size."""

from __future__ import annotations

import random

import pytest
from pygame_gui.elements import UIButton
from text_fit_helpers import TEXT_SIZES, building, glyph_height, problems

from game.core.registry import new_match
from scenes.handoff import HandoffScene
from scenes.learn import LearnScene
from scenes.matches import MatchesScene
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.rules_scene import RulesScene
from scenes.saved_scene import DeleteSavedScene, SavedScene
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup
from scenes.setup import SetupScene
from scenes.stats_scene import ResetScene, StatsScene
from scenes.table.help import KeysScene
from scenes.table.kit import kit_for

ALICE = SeatSetup("Alice", "human")


def seats(mode_id: str) -> list[SeatSetup]:
    n = new_match(mode_id, 1).num_seats
    return [ALICE] + [SeatSetup(f"Lady Vesna {i}", "computer", "hard") for i in range(1, n)]


def play(mode_id: str, seed: int = 3, moves: int | None = None, until=None) -> MatchSession:
    """A seeded match of random legal moves (saved as it goes): played out, ``moves`` in, or
    until ``until(state)``."""
    session = MatchSession(mode_id, seats(mode_id), seed=seed)
    rng = random.Random(seed)
    while not session.finished and (moves is None or len(session.state.history) < moves):
        if until is not None and until(session.state):
            break
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


def _pause(mode_id: str, conceding: bool = False):
    def build(app):
        app.clear_to(MenuScene(app))
        pause = PauseScene(app, play(mode_id, moves=6))
        app.stack.push(pause)
        if conceding:
            pause.on_button("concede")

    return build


def _handoff(app):
    app.clear_to(MenuScene(app))
    app.stack.push(HandoffScene(app, "Marquise Odile Vane", lambda: None))


def _keys(mode_id: str):
    def build(app):
        app.clear_to(MenuScene(app))
        app.stack.push(KeysScene(app, kit_for(new_match(mode_id, 1)).keys))

    return build


def _scoring(mode_id: str, match_over: bool = False):
    def build(app):
        app.clear_to(MenuScene(app))
        over = (lambda st: st.match_over) if match_over else (lambda st: st.round_over)
        session = play(mode_id, until=over)
        app.stack.push(ScoringScene(app, session, session.state.results[-1]))

    return build


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
    "pause": (_pause("imposter/2p-base"), "Paused"),
    "concede for a team": (_pause("usurp/teams-6", conceding=True), "Concede the match?"),
    "handoff": (_handoff, "Only they should see the next screen."),
    "keys of the imposter kings": (_keys("imposter/2p-base"), None),
    "keys of king and peasant": (_keys("peasant/eras"), None),
    "keys of usurp the king": (_keys("usurp/3p"), None),
    "round scored": (_scoring("imposter/2p-base"), "Next round"),
    "round scored in 2v2": (_scoring("imposter/2v2"), "Next round"),
    "era scored": (_scoring("peasant/eras"), "Next Era"),
    "match won in king and peasant": (_scoring("peasant/eras", True), "Rematch"),
    "game of usurp won": (_scoring("usurp/3p", True), "Rematch"),
    "game of usurp in teams of eight": (_scoring("usurp/teams-8", True), "Rematch"),
}


def opened(app, drive, screen: str, text_size: str) -> list[str]:
    """Open ``screen`` at ``text_size``; what is cut or out of place on it."""
    found: list[str] = []
    with building(found):
        app.set_text_size(text_size)
        SCREENS[screen][0](app)
        drive.frames(2)
    found += problems(app)
    window = app.screen.get_rect()
    buttons = [e.rect for e in app.ui.get_sprite_group().sprites() if isinstance(e, UIButton)]
    for d in getattr(app.stack.top, "drawn", []):
        if not d.whole:
            found.append(f"drawn cut: {d}")
        if d.at is not None and not window.contains(d.at):
            found.append(f"drawn out of the window: {d}")
        if d.at is not None and any(d.at.colliderect(b) for b in buttons):
            found.append(f"drawn under a button: {d}")
    return found


def glyph_of(app, text: str | None) -> int:
    """The glyph height of ``text`` on the top screen, or of the first word it drew itself."""
    top = app.stack.top
    if text is None:
        return max(d.at.h for d in top.drawn[1:2])  # the first key's name
    element = next(e for e in top.elements if getattr(e, "text", None) == text)
    return glyph_height(element.font, text)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("screen", SCREENS)
def test_nothing_on_the_screen_is_cut_at_any_text_size(app, drive, screen, text_size):
    assert opened(app, drive, screen, text_size) == []


@pytest.mark.parametrize("screen", ["menu", "setup two seats", "statistics", "rules gallery",
                                    "saved matches", "finished matches", "pause", "handoff",
                                    "keys of usurp the king", "round scored"])  # fmt: skip
def test_the_screen_s_words_grow_with_the_text_size(app, drive, screen):
    heights = []
    for text_size in TEXT_SIZES:
        opened(app, drive, screen, text_size)
        heights.append(glyph_of(app, SCREENS[screen][1]))
    assert heights[0] < heights[1] < heights[2], heights
