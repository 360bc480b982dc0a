"""Playing by keys alone: key presses posted to the event queue as a keyboard would send them
(a KEYDOWN, then its KEYUP), one frame each, and what the focus rests on."""

from __future__ import annotations

import pygame

from scenes.app import step


def press(app, key: int, mod: int = 0, times: int = 1) -> None:
    """Press and release ``key`` ``times`` times, a frame after each."""
    for _ in range(times):
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        step(app, [])


def frame(app, n: int = 1) -> None:
    """Frames with no input."""
    for _ in range(n):
        step(app, [])


def tab(app, times: int = 1, back: bool = False) -> None:
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT if back else 0, times)


def focused_key(scene) -> str | None:
    """The key of the button the focus rests on in a menu-like scene (None: not a button)."""
    element = scene.focus.element()
    return scene._keys.get(id(element)) if element is not None else None


def tab_to(app, key: str, limit: int = 200) -> None:
    """Tab until the focus rests on the top scene's button ``key``."""
    scene = app.stack.top
    for _ in range(limit):
        if focused_key(scene) == key:
            return
        tab(app)
    raise AssertionError(f"Tab never reached {key!r} on the {scene.name} screen")


def ring_colour_at(app, rect: pygame.Rect, scale: float) -> tuple:
    """The colour drawn where a widget's focus ring's bright line lies, left of ``rect``'s
    middle."""
    from scenes.focus import ring_line

    x, y = ring_line(rect, scale, tight=True)
    return tuple(app.screen.get_at((x, y)))[:3]


# ----- a whole match by keys -----------------------------------------------------------------


def from_the_menu(app, mode_id: str, seed: int) -> None:
    """Menu, New game, the game and the mode, Easy computers, Start: all by Tab and Enter (the
    seed is the command line's ``--seed``, which setup shows)."""
    from game.core.registry import modes

    app.first_seed = seed
    app.to_menu()
    frame(app)
    tab_to(app, "new")
    press(app, pygame.K_RETURN)
    setup = app.stack.top
    assert setup.name == "setup"
    for key in (f"game:{modes()[mode_id].game}", f"mode:{mode_id}"):
        tab_to(app, key)
        press(app, pygame.K_RETURN)
    assert setup.mode_id == mode_id
    for seat, chosen in enumerate(setup.seats):
        if chosen.kind == "computer":
            tab_to(app, f"level:{seat}:easy")
            press(app, pygame.K_SPACE)
    assert [s.level for s in setup.seats if s.kind == "computer"] == ["easy"] * (
        len(setup.seats) - 1
    )
    tab_to(app, "start")
    press(app, pygame.K_RETURN)


def walk_to(app, scene, index: int, count: int, now: int | None) -> None:
    """Move the focus from ``now`` (None: nothing) to choice ``index`` of ``count`` the short
    way: Tab forward or Shift+Tab back (from nothing Tab lands on the first, Shift+Tab on the
    last)."""
    if now is None:
        ahead, behind = index + 1, count - index
    else:
        ahead, behind = (index - now) % count, (now - index) % count
    if ahead <= behind:
        tab(app, ahead)
    else:
        tab(app, behind, back=True)


class KeyPlayer:
    """Plays the person's seat by keys alone, from what the screen offers: at each decision it
    picks one of the focusable choices by a seeded rule (any of them, but a Hint), walks the
    focus there with Tab or Shift+Tab and presses Enter or Space; handoffs and the scoring
    screen's Next round are Enter. It reads the scenes only to know what there is to walk."""

    def __init__(self, app, seed: int) -> None:
        import random

        self.app = app
        self.rng = random.Random(seed)
        self.met: dict[str, set | int] = {"scenes": set(), "decisions": set(), "choices": 0}

    def table(self):
        from scenes.table.scene import TableScene

        return next(s for s in self.app.stack.scenes if isinstance(s, TableScene))

    def play(self, done, limit: int) -> None:
        """Key presses until ``done(table)`` holds, at most ``limit`` turns."""
        for _ in range(limit):
            table = self.table()
            if done(table):
                return
            self.turn(table)
        raise AssertionError(f"not done after {limit} turns (at {self.app.stack.top.name})")

    def turn(self, table) -> None:
        from scenes.table import keys

        top = self.app.stack.top
        self.met["scenes"].add(top.name)
        if top.name in ("handoff", "scoring"):
            press(self.app, pygame.K_RETURN)
        elif top is table:
            if table._human_may_act() and not table.board.busy:
                self.met["decisions"].add(table.state.decision)
                self.choose(table, keys.targets(table), table.focus)
            else:
                frame(self.app)
        elif top.name in ("mustering", "signatures"):
            if top.busy or top.closing or not (top.mine() or top.holding()):
                frame(self.app)
            else:
                self.met["decisions"].add(top.stage() if top.name == "signatures" else "muster")
                hits = top.hits()
                now = None if top.focus is None else top.focus % len(hits)
                self.choose(top, hits, now)
        else:
            raise AssertionError(f"the {top.name} screen came up during play")

    def choose(self, scene, hits: list, now: int | None) -> None:
        allowed = [i for i, h in enumerate(hits) if h[1] != "hint"]
        assert allowed, f"nothing to choose on the {scene.name} screen"
        index = self.rng.choice(allowed)
        walk_to(self.app, scene, index, len(hits), now)
        press(self.app, self.rng.choice((pygame.K_RETURN, pygame.K_SPACE)))
        self.met["choices"] += 1
