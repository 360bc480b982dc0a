"""Every game's buttons explain their jargon: in a seeded match of every mode (the player's moves
random, the others the Easy computer's), at each of the player's decisions every choice button
the table shows (with each card's ways opened too) whose label says a word of the game's glossary
shows that word's meaning when the pointer rests on it and when the keys focus it; the tip lies
inside the window and off the button. The Fragments of Nersetti scenes' buttons are checked the
same way whenever one opens over the table. King and Peasant's and Usurp the King's prompts and
logs mark their words, as The Imposter Kings' do."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import click

from game.core.registry import modes
from scenes.app import step
from scenes.session import MatchSession, SeatSetup
from scenes.table import keys
from scenes.table.prompts import MENU
from scenes.table.scene import TableScene
from scenes.term_tips import TIP_REST, terms_in

SEED = 4
DECISIONS = 60  # the player's decisions looked at per mode
MATCHES = 3  # at most, per mode
FRAMES = 4000  # at most, per mode


def _session(mode_id: str, seed: int = SEED) -> MatchSession:
    info = modes()[mode_id]
    n = min(info.seats) if not isinstance(info.seats, int) else info.seats
    seats = [SeatSetup("Alice", "human")]
    seats += [SeatSetup(f"Rival {i}", "computer", "easy") for i in range(1, n)]
    return MatchSession(mode_id, seats, seed, autosave=False)


def _rest_on(app, scene, rect) -> None:
    step(
        app,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))],
    )
    step(app, [], TIP_REST + 0.05)
    step(app, [])


def _away(app) -> None:
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(1, 1), buttons=(0, 0, 0))])


def _tip_faults(where, label, words, shown, box, rect, window) -> list[str]:
    want = [t.term for t in terms_in(words, label)]
    got = [t.term for t in shown.terms] if shown is not None else []
    out = []
    if got != want:
        out.append(f"{where}: {label!r} explains {got}, not {want}")
    elif not window.contains(box) or box.colliderect(rect):
        out.append(f"{where}: {label!r}'s tip at {box} leaves the window or covers {rect}")
    return out


def _check_table(app, table, where) -> tuple[list[str], set[str]]:
    faults, seen = [], set()
    window = pygame.display.get_surface().get_rect()
    words = table.glossary.words
    for rect, label in table.glossary.choice_buttons():
        if not terms_in(words, label):
            continue
        seen |= {t.term for t in terms_in(words, label)}
        _rest_on(app, table, rect)
        if app.stack.top is not table:
            break  # the game's own scene for this decision opened over the table
        g = table.glossary
        faults += _tip_faults(
            f"{where} hover", label, words, g.buttons.showing, g.box, rect, window
        )
        _away(app)
        hits = keys.targets(table)
        at = next(i for i, h in enumerate(hits) if h[2] == rect)
        keys.set_focus(table, at, hits)
        step(app, [])
        faults += _tip_faults(
            f"{where} focus", label, words, g.buttons.showing, g.box, rect, window
        )
        keys.set_focus(table, None)
    return faults, seen


def _check_overlay(app, scene, words, where) -> tuple[list[str], set[str]]:
    faults, seen = [], set()
    window = pygame.display.get_surface().get_rect()
    for b in list(scene.buttons):
        if not terms_in(words, b.label):
            continue
        seen |= {t.term for t in terms_in(words, b.label)}
        _rest_on(app, scene, b.rect)
        tips = scene.tips
        faults += _tip_faults(
            f"{where} hover", b.label, words, tips.showing, tips.box, b.rect, window
        )
        _away(app)
        hits = scene.hits()
        at = next((i for i, h in enumerate(hits) if h[3] is b), None)
        if at is None:  # a disabled button takes no focus
            continue
        scene.focus = at
        step(app, [])
        faults += _tip_faults(
            f"{where} focus", b.label, words, tips.showing, tips.box, b.rect, window
        )
        scene.focus = None
    return faults, seen


def _play(app, mode_id: str, seed: int = SEED):
    session = _session(mode_id, seed)
    table = TableScene(app, session)
    app.stack.push(table)
    step(app, [])
    rng = random.Random(seed)
    faults: list[str] = []
    seen: set[str] = set()
    looked = 0
    from game.imposter import glossary as imposter_words

    for _ in range(FRAMES):
        st = table.state
        if st.match_over or looked >= DECISIONS:
            break
        top = app.stack.top
        if top is not table:
            if hasattr(top, "tips") and hasattr(top, "model_legal"):
                legal = top.model_legal()
                if not top.busy and (legal or top.click_point("continue")):
                    f, s = _check_overlay(
                        app, top, imposter_words.WORDS, f"{mode_id} {st.decision}"
                    )
                    faults += f
                    seen |= s
                    looked += 1
                    if legal:
                        top.send(rng.choice(legal))
                    else:  # a reveal of the picks: its Continue goes on
                        click(app, top.click_point("continue"))
                step(app, [], 0.05)
            else:  # the scoring stand-in, or a reveal: a click goes on
                click(app, (5, 5))
            continue
        step(app, [], 0.05)
        if table.guide is not None and table.guide.current is not None:
            click(app, (5, 5))  # the guided game's note is read away
            continue
        if app.stack.top is not table or table.prompt is None or not table._human_may_act():
            continue  # a scene of the game's own opened over the table: it is looked at above
        where = f"{mode_id} {st.decision}"
        f, s = _check_table(app, table, where)
        faults += f
        seen |= s
        looked += 1
        cards = [c for ways in table.prompt.menus.values() for c in ways]
        if cards and table.menu is None and rng.random() < 0.7:
            table.choose(f"{MENU}{rng.choice(cards)}")
            continue
        # A King and Peasant Condemn may end the Era at once: only when nothing else is left,
        # so the match reaches both roles' buttons.
        legal = [a for a in table.legal() if not a.startswith("condemn")] or table.legal()
        if legal:
            table.choose(rng.choice(legal))
    return looked, faults, seen


@pytest.mark.parametrize("mode_id", sorted(modes()))
def test_every_button_that_says_a_glossary_word_explains_it_on_hover_and_focus(
    app, fake_scoring, mode_id
):
    looked, faults = 0, []
    for seed in range(SEED, SEED + MATCHES):  # short matches: more of them, up to DECISIONS
        if looked >= DECISIONS:
            break
        n, f, _seen = _play(app, mode_id, seed)
        looked += n
        faults += f
    assert looked, f"{mode_id}: no decision of the player's was looked at"
    assert not faults, "\n".join(faults[:12])


def test_the_jargon_buttons_of_king_and_peasant_and_the_mercenaries_are_among_those_checked(
    app, fake_scoring
):
    peasant = _play(app, "peasant/eras", 1)[2] | _play(app, "peasant/eras", 2)[2]
    assert {"Ready", "Dispatch", "Infiltrate", "Assassin"} <= peasant
    fon = _play(app, "imposter/fon-full")[2]
    assert {"Recruit", "Recommission", "Mustering", "Master Tactician"} <= fon
    mercenaries = _play(app, "imposter/cutthroat-mercenaries")[2]
    assert {"Recommission", "Exhausted", "Charismatic Leader"} <= mercenaries


@pytest.mark.parametrize("mode_id", ["peasant/eras", "usurp/3p"])
def test_the_prompt_and_log_of_king_and_peasant_and_usurp_mark_their_words(app, mode_id):
    table = TableScene(app, _session(mode_id))
    app.stack.push(table)
    step(app, [])
    rng = random.Random(SEED)
    for _ in range(12):
        if table._human_may_act():
            # never a Condemn, which may end the Era at once
            table.choose(rng.choice([a for a in table.legal() if not a.startswith("condemn")]))
        step(app, [], 0.05)
    step(app, [])
    assert app.stack.top is table
    marked = {t.term for _, t in table.glossary.spots}
    want = {"peasant/eras": {"Town", "Rebel"}, "usurp/3p": {"Intrigue"}}[mode_id]
    assert want <= marked, f"{mode_id}: marked {sorted(marked)}"
    rect, term = next((r, t) for r, t in table.glossary.spots if t.term in want)
    step(
        app,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))],
    )
    step(app, [], TIP_REST + 0.05)
    step(app, [])
    assert table.glossary.showing is term
    assert not table.glossary.box.colliderect(rect)


def test_usurps_rebellion_order_marks_each_card_type_and_explains_it(app):
    table = TableScene(app, _session("usurp/3p"))
    app.stack.push(table)
    rng = random.Random(SEED)
    for _ in range(400):
        rebellion = table.view().get("phase") == "rebellion"
        if rebellion and table._human_may_act() and not table.board.busy:
            break
        if table._human_may_act():
            table.choose(rng.choice(table.legal()))
        step(app, [], 0.05)
    step(app, [])
    strip = table.layout.order_strip
    spots = [(r, t) for r, t in table.glossary.spots if strip.colliderect(r)]
    assert [t.term for _, t in spots] == ["Spy", "Agent", "Dagger", "Betrayal", "Books", "Poison"]
    rect, term = spots[2]
    pos = rect.center
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    step(app, [], TIP_REST + 0.05)
    step(app, [])
    assert table.glossary.showing is term
    assert not table.glossary.box.colliderect(rect)
