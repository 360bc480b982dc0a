"""Take Throneroom's screens headless: every game's table in seeded positions, the end of a round,
the menu, New game, Settings, statistics, the lists of matches, the rules, a review and the
guided first game, at 1024x640, 1280x720 and 1920x1080.

    python -m tools.screens                    # the full set, full colour, into screens/
    python -m tools.screens --out /tmp/shots --only usurp --size 1280x720
    python -m tools.screens --list             # the screens' names
    python -m tools.screens --docs             # the pictures the README and docs/ show, reduced

The run uses a temporary settings and data folder (your own saves and statistics are never
read or written) and SDL's dummy drivers, so it needs no display. Positions come from fixed
seeds and seeded random legal moves, so a retake shows the same positions. ``--docs`` writes
the few pictures the README and docs show into docs/screens/ as 256-colour PNGs
(tools.palette); everything else stays out of the repository (screens/ is ignored).
"""

from __future__ import annotations

import argparse
import datetime
import os
import random
import sys
import tempfile
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
SETTLE = 40  # frames a screen is given before it is taken
FRAME = 0.1  # seconds a settling frame stands for: 4 s, so deals, flips and fades have landed
# The person at seat 0 (or the seat a screen gives the person), then the computers.
NAMES = [
    "Alice",
    "Lord Corvin",
    "Duchess Ilse",
    "Baron Tobiah",
    "Lady Vesna",
    "Sir Aldous",
    "Marquise Odile",
    "Count Rurik",
]
FINISHED_AT = datetime.datetime(2026, 3, 1, 20, 0, tzinfo=datetime.UTC)  # the matches played
DOCS = Path(__file__).resolve().parent.parent / "docs" / "screens"


@dataclass(frozen=True)
class Screen:
    """A screen to take: its name (the file is <name>-<width>.png) and how to open it."""

    name: str
    build: Callable  # build(app) puts the screen on top of the app's stack
    what: str


# ----- positions -----------------------------------------------------------------------------


def _seats(mode_id: str, human: int = 0):
    from game.core.registry import new_match
    from scenes.session import SeatSetup

    n = new_match(mode_id, 1).num_seats
    others = iter(NAMES[1:])
    return [
        SeatSetup(NAMES[0], "human") if s == human else SeatSetup(next(others), "computer", "easy")
        for s in range(n)
    ]


def _session(
    mode_id: str, seed: int, moves: int = 0, until=None, human: int = 0, save=False, record=True
):
    """A seeded match of random legal moves: at least ``moves`` in (or on until ``until(state)``
    holds, or the match is over), then on to the human seat's own decision. ``save`` keeps it
    among the saved matches as it goes; ``record`` False leaves a finished one uncounted."""
    from scenes.session import MatchSession

    session = MatchSession(mode_id, _seats(mode_id, human), seed=seed, autosave=save)
    session.recorded = not record  # a match not to count is as one counted already
    rng = random.Random(seed)

    def done(st) -> bool:
        if until is not None:
            return until(st)
        return len(st.history) >= moves and st.current_seat == human

    while not session.finished and not done(session.state):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _played_out(mode_id: str, seed: int, minute: int = 0):
    """A seeded match played to its end, counted and archived as finished at a fixed time (so
    the statistics and the matches list read the same at every retake)."""
    from scenes import records

    session = _session(mode_id, seed, until=lambda st: False, save=True, record=False)
    records.record_finished(session, FINISHED_AT + datetime.timedelta(minutes=minute))
    session.recorded = True
    return session


def _menu_below(app) -> None:
    from scenes.menu import MenuScene

    app.clear_to(MenuScene(app))


# ----- builders --------------------------------------------------------------------------------


def table(mode_id: str, seed: int, moves: int, human: int = 0):
    def build(app):
        session = _session(mode_id, seed, moves, human=human)
        app.start_match(session)

    return build


def scored(mode_id: str, seed: int, match_over: bool = False):
    def build(app):
        from scenes.scoring import ScoringScene

        def over(st):
            return st.match_over if match_over else st.round_over

        session = _session(mode_id, seed, until=over)
        app.start_match(session)
        app.stack.push(ScoringScene(app, session, session.state.results[-1]))

    return build


def shell(make: Callable | None, setup: Callable | None = None):
    """``make(app)``'s screen over the menu (the menu alone when None); ``setup()`` first fills
    the temporary data folder."""

    def build(app):
        if setup is not None:
            setup()
        _menu_below(app)
        if make is not None:
            app.stack.push(make(app))

    return build


def new_game(mode_id: str):
    def build(app):
        from scenes.setup import SetupScene

        app.default_mode = mode_id
        shell(SetupScene)(app)

    return build


def rules(page: str, game: str):
    def make(app):
        from scenes.rules_scene import RulesScene

        return RulesScene(app, page, game)

    return shell(make)


def in_progress() -> None:
    _session("imposter/2p-base", 3, 10, save=True)
    _session("peasant/eras", 3, 8, save=True)
    _session("usurp/4p", 3, 5, save=True)


def finished() -> None:
    for i, mode_id in enumerate(
        ("imposter/2p-base", "imposter/cutthroat", "peasant/eras", "usurp/3p")
    ):
        _played_out(mode_id, 3, minute=7 * i)


def review(mode_id: str, seed: int, at: int):
    def build(app):
        from scenes.games import scenes_for
        from scenes.review import from_session

        session = _played_out(mode_id, seed)
        scene = scenes_for(session.state).review(app, from_session(session))
        app.clear_to(scene)
        scene.go(at)

    return build


def tutorial(game_id: str):
    """The first guided game of ``game_id`` on its first note."""

    def build(app):
        from game.core.tutorial import scripts
        from scenes.learn import TutorialSession

        script = next(s for s in scripts().values() if s.game == game_id)
        app.start_match(TutorialSession(script))

    return build


def keys(mode_id: str):
    def make(app):
        from game.core.registry import new_match
        from scenes.table.help import KeysScene
        from scenes.table.kit import kit_for

        return KeysScene(app, kit_for(new_match(mode_id, 1)).keys)

    return shell(make)


def pause(mode_id: str):
    def make(app):
        from scenes.pause import PauseScene

        return PauseScene(app, _session(mode_id, 3, 6))

    return shell(make)


def handoff(app) -> None:
    from scenes.handoff import HandoffScene

    _menu_below(app)
    app.stack.push(HandoffScene(app, "Duchess Ilse", lambda: None))


def _scene(module: str, name: str) -> Callable:
    def make(app):
        import importlib

        return getattr(importlib.import_module(module), name)(app)

    return make


SCREENS: list[Screen] = [
    Screen("menu", shell(None, in_progress), "the menu, with matches saved"),
    Screen("learn", shell(_scene("scenes.learn", "LearnScene")), "Learn to play: which game"),
    Screen("setup-imposter", new_game("imposter/2p-base"), "New game: The Imposter Kings"),
    Screen("setup-2v2", new_game("imposter/2v2"), "New game: 2v2, four seats and teams"),
    Screen("setup-fon", new_game("imposter/fon-full"), "New game: Fragments of Nersetti"),
    Screen("setup-peasant", new_game("peasant/eras"), "New game: King and Peasant"),
    Screen("setup-usurp", new_game("usurp/teams-8"), "New game: Usurp the King, eight seats"),
    Screen("settings", shell(_scene("scenes.settings_scene", "SettingsScene")), "Settings"),
    Screen("welcome", shell(_scene("scenes.welcome", "WelcomeScene")), "the first start's welcome"),
    Screen("statistics", shell(_scene("scenes.stats_scene", "StatsScene"), finished), "statistics"),
    Screen(
        "matches", shell(_scene("scenes.matches", "MatchesScene"), finished), "finished matches"
    ),
    Screen("saved", shell(_scene("scenes.saved_scene", "SavedScene"), in_progress), "saved ones"),
    Screen("rules-imposter", rules("basics", "imposter"), "The Imposter Kings' rules"),
    Screen("rules-imposter-cards", rules("cards", "imposter"), "its card gallery"),
    Screen("rules-peasant-cards", rules("cards", "peasant"), "King and Peasant's card gallery"),
    Screen("rules-usurp-cards", rules("cards", "usurp"), "Usurp the King's card gallery"),
    Screen("pause", pause("imposter/2p-base"), "the pause screen over a match"),
    Screen("handoff", handoff, "pass-and-play: the screen between two players' turns"),
    Screen("keys-imposter", keys("imposter/2p-base"), "the keys list of a table"),
    Screen("imposter-2p", table("imposter/2p-base", 1, 12), "The Imposter Kings, two players"),
    Screen("imposter-cutthroat", table("imposter/cutthroat", 1, 20), "Cutthroat, three players"),
    Screen("imposter-2v2", table("imposter/2v2", 1, 30), "2v2, two teams of partners"),
    Screen(
        "imposter-cutthroat-mercenaries",
        table("imposter/cutthroat-mercenaries", 1, 30),
        "Cutthroat with Mercenaries",
    ),
    Screen("imposter-2v2-mercenaries", table("imposter/2v2-mercenaries", 1, 40), "2v2 Mercenaries"),
    Screen("imposter-fon", table("imposter/fon-full", 1, 40), "Fragments of Nersetti, mid-round"),
    Screen("imposter-fon-start", table("imposter/fon-full", 1, 0), "its first decision"),
    Screen("imposter-2p-scored", scored("imposter/2p-base", 1), "a round scored"),
    Screen("imposter-2v2-scored", scored("imposter/2v2", 1), "a 2v2 round scored"),
    Screen("peasant-king", table("peasant/eras", 1, 12), "King and Peasant, as the King"),
    Screen("peasant-peasant", table("peasant/eras", 1, 12, human=1), "as the Peasant"),
    Screen("peasant-era-end", scored("peasant/eras", 1), "an Era scored"),
    Screen("usurp-3p", table("usurp/3p", 1, 12), "Usurp the King, three families"),
    Screen("usurp-5p", table("usurp/5p", 1, 20), "five families"),
    Screen("usurp-teams-6", table("usurp/teams-6", 1, 20), "teams of six"),
    Screen("usurp-3p-end", scored("usurp/3p", 1, match_over=True), "the end, with the ladder"),
    Screen("usurp-5p-end", scored("usurp/5p", 2, match_over=True), "five families' end"),
    Screen("review", review("imposter/2p-base", 2, 8), "a finished match reviewed"),
    Screen("tutorial-imposter", tutorial("imposter"), "the guided first game"),
    Screen("tutorial-peasant", tutorial("peasant"), "King and Peasant's guided first game"),
]
# The pictures the README and docs/ show: (screen, width), reduced into docs/screens/.
DOCS_SCREENS = [
    ("setup-imposter", 1280),
    ("imposter-2p", 1280),
    ("imposter-2v2", 1280),
    ("peasant-king", 1280),
    ("usurp-5p", 1280),
    ("usurp-5p-end", 1280),
    ("statistics", 1280),
]


# ----- taking them -----------------------------------------------------------------------------


@contextmanager
def _headless_run():
    """A throwaway settings and data folder (platformdirs reads the XDG variables) and computers
    that answer at once, in order, so a run is the same every time; all put back after."""
    from scenes.table.scene import TableScene

    keys = ("XDG_CONFIG_HOME", "XDG_DATA_HOME")
    before = {k: os.environ.get(k) for k in keys}
    mode = TableScene.ai_mode
    with tempfile.TemporaryDirectory(prefix="throneroom-screens-") as folder:
        os.environ["XDG_CONFIG_HOME"] = str(Path(folder) / "config")
        os.environ["XDG_DATA_HOME"] = str(Path(folder) / "data")
        TableScene.ai_mode = "inline"
        try:
            yield
        finally:
            TableScene.ai_mode = mode
            for k, v in before.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v


def take(screen: Screen, size: tuple[int, int]):
    """Open ``screen`` in a fresh headless app of ``size``; the window's surface once settled."""
    import pygame

    from scenes.app import make_app, step

    with _headless_run():
        app = make_app(size)
        try:
            screen.build(app)
            for _ in range(SETTLE):
                step(app, [], FRAME)
            return app.screen.copy()
        finally:
            app.close()
            pygame.quit()


def take_all(out: Path, names: list[str] | None = None, sizes=SIZES, say=print) -> list[Path]:
    """Every screen whose name starts with one of ``names`` (all when None) at each of ``sizes``,
    as full-colour PNGs in ``out``."""
    import pygame

    out.mkdir(parents=True, exist_ok=True)
    chosen = [s for s in SCREENS if names is None or any(s.name.startswith(n) for n in names)]
    if not chosen:
        raise SystemExit(f"no screen starts with {', '.join(names or [])}; see --list")
    written = []
    for screen in chosen:
        for size in sizes:
            path = out / f"{screen.name}-{size[0]}.png"
            pygame.image.save(take(screen, size), str(path))
            say(path)
            written.append(path)
    return written


def take_docs(folder: Path = DOCS, say=print) -> list[Path]:
    """The README's and docs' pictures, reduced to 256 colours, into ``folder``."""
    import pygame

    from tools.palette import save_reduced

    by_name = {s.name: s for s in SCREENS}
    written = []
    for name, width in DOCS_SCREENS:
        size = next(s for s in SIZES if s[0] == width)
        written.append(save_reduced(take(by_name[name], size), folder / f"{name}-{width}.png"))
        say(written[-1])
    pygame.display.init()
    pygame.font.init()
    for name, make in SHEETS.items():
        written.append(save_reduced(make(), folder / name))
        say(written[-1])
    pygame.quit()
    return written


def _imposter_sheet():
    from scenes.imposter.gallery import gallery

    return gallery()


def _peasant_sheet(small: bool = False):
    from scenes.peasant.faces import gallery_sheet

    return gallery_sheet(small=small)


def _usurp_sheet():
    from scenes.usurp.faces import gallery_sheet

    return gallery_sheet()


# The card sheets docs/art.md shows (each game's scenes draw them), reduced into docs/screens/.
SHEETS = {
    "imposter-cards.png": _imposter_sheet,
    "peasant-cards.png": _peasant_sheet,
    "peasant-cards-small.png": lambda: _peasant_sheet(small=True),
    "usurp-cards.png": _usurp_sheet,
}


def _size(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.screens", description=__doc__.split("\n")[0])
    p.add_argument("--out", default="screens", help="the folder for the full set (screens/)")
    p.add_argument("--only", nargs="+", metavar="NAME", help="screens whose name starts so")
    p.add_argument("--size", nargs="+", type=_size, metavar="WxH", help="sizes (all three)")
    p.add_argument("--docs", action="store_true", help="retake docs/screens/ (reduced)")
    p.add_argument("--list", action="store_true", help="name the screens and stop")
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.list:
        for s in SCREENS:
            print(f"{s.name:34} {s.what}")
        return 0
    if args.docs:
        take_docs()
        return 0
    take_all(Path(args.out), args.only, tuple(args.size) if args.size else SIZES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
