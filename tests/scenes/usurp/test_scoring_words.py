"""The end of a game of Usurp the King in words: each rung of the victory ladder as the winner's,
and nobody; the ladder with the deciding rung marked and why each rung above failed; the
tutorial objectives met or not; and the ladder drawn inside the frame at the three sizes with
eight seats."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

import scenes.games
from game.core.registry import use_games
from game.usurp.data import FAMILIES, NOBODY, VICTORY_LADDER
from game.usurp.state import UsurpState
from scenes import widgets
from scenes.games import GameScenes
from scenes.scoring import ScoringScene
from scenes.session import MatchSession, SeatSetup
from scenes.usurp.scoring import ladder_rows, reason_words, scoring

NAMES = ["Ann", "Bertrand", "Cecily", "Dmitri", "Eleanor", "Fitzroy", "Gwendolyn", "Hugo"]
SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def names(seat: int) -> str:
    return NAMES[seat]


def play(mode: str, seed: int, options=None) -> UsurpState:
    """A seeded random game to its end."""
    st = UsurpState(mode, seed, options or {})
    rng = random.Random(seed)
    while not st.match_over:
        st.apply(rng.choice(st.legal_actions()))
    return st


def _first_of_each_rung(mode: str, options=None, seeds=400) -> dict[str, int]:
    found: dict[str, int] = {}
    wanted = {*VICTORY_LADDER, NOBODY}
    for seed in range(seeds):
        rung = play(mode, seed, options).result["rung"]
        found.setdefault(rung, seed)
        if set(found) == wanted:
            break
    return found


@pytest.fixture(scope="module")
def by_rung() -> dict[str, int]:
    found = _first_of_each_rung("usurp/5p")
    assert set(found) == {*VICTORY_LADDER, NOBODY}, found  # every rung is seen in 400 games
    return found


@pytest.mark.parametrize("rung", VICTORY_LADDER)
def test_the_winner_is_named_with_the_rung_that_decided_and_why(by_rung, rung):
    st = play("usurp/5p", by_rung[rung])
    result = st.result
    words = scoring(st, result, 0, names)
    deciding = next(r for r in result["ladder"] if r["decides"])
    family = FAMILIES[result["winner"]]
    assert words.reason == f"The {family} family wins by the {deciding['title']} rung: " + (
        f"{deciding['why']}."
    )
    assert words.points == ()  # one game is the whole match: nothing to add up
    assert words.round_word == "Game"
    assert words.winners == ""  # one player a family: the shell names the winner


@pytest.mark.parametrize("rung", (*VICTORY_LADDER, NOBODY))
def test_the_ladder_marks_the_deciding_rung_and_why_each_above_failed(by_rung, rung):
    st = play("usurp/5p", by_rung[rung])
    rows = scoring(st, st.result, 0, names).ladder
    ladder = st.result["ladder"]
    assert [title for title, _s, _w in rows] == [r["title"] for r in ladder] + ["Nobody"]
    at = [*VICTORY_LADDER, NOBODY].index(rung)
    states = [state for _t, state, _w in rows]
    assert states == ["failed"] * at + ["won"] + ["unreached"] * (len(rows) - at - 1)
    for (_title, state, why), r in zip(rows, ladder, strict=False):
        if state == "failed":
            assert why == r["why"] and why  # the model's reason, in plain words
    if rung == NOBODY:
        assert reason_words(st.result).startswith("No rung of the victory ladder is met")


def test_a_team_win_names_both_partners():
    st = next(
        s for s in (play("usurp/teams-6", seed) for seed in range(60)) if s.winner is not None
    )
    words = scoring(st, st.result, 0, names)
    a, b = st.result["winners"]
    assert words.winners == words.match_winners == f"{NAMES[a]} and {NAMES[b]}"


def test_the_tutorial_objectives_are_told_met_or_not():
    st = play("usurp/4p", 3, {"tutorial": "on"})
    objectives = st.result["objectives"]
    words = scoring(st, st.result, 0, names)
    assert len(words.reveal) == st.num_seats
    for seat, (who, text) in enumerate(words.reveal):
        objective = objectives.get(seat, objectives.get(str(seat)))
        assert who == f"{NAMES[seat]} ({FAMILIES[st.family_of(seat)]})"
        said = "Objective met: " if objective["met"] else "Objective not met: "
        goal = objective["text"].split(":")[0].rstrip(".")
        won = st.result.get("family")
        if objective["met"] and won and won != FAMILIES[st.family_of(seat)]:
            goal += f" (practice only: {won} won the game)"  # a met objective is no win
        assert said + goal + "." in text
    met = sum(1 for o in objectives.values() if o["met"])
    assert words.footer == f"Tutorial objectives met: {met} of {st.num_seats}."


def test_without_the_tutorial_no_objective_is_told_and_kept_cards_are():
    st = play("usurp/3p", 5)
    words = scoring(st, st.result, 0, names)
    assert words.footer == ""
    assert all("Objective" not in text for _who, text in words.reveal)
    for seat, (_who, text) in enumerate(words.reveal):
        for c in st.hands[seat]:
            assert st.cards[c].type in text


def test_a_rung_above_the_decider_is_failed_even_when_the_model_calls_a_lower_one_met():
    result = {
        "winner": 1,
        "family": "Sylvestre",
        "ladder": [
            {"rung": "usurper", "title": "Usurper victory", "met": False, "decides": False,
             "why": "the Usurper is dead"},
            {"rung": "king", "title": "King", "met": True, "decides": True,
             "why": "Sylvestre controls the living King"},
            {"rung": "heir", "title": "Heir", "met": True, "decides": False, "why": "x"},
        ],
    }  # fmt: skip
    assert ladder_rows(result) == (
        ("Usurper victory", "failed", "the Usurper is dead"),
        ("King", "won", "Sylvestre controls the living King"),
        ("Heir", "unreached", ""),
        ("Nobody", "unreached", ""),
    )


# ----- the ladder on the shell's end screen -------------------------------------------------


@pytest.fixture
def usurp_scenes(monkeypatch):
    """Usurp the King registered, its scoring words plugged into the shell (the table is
    another helper's: this screen needs only the words)."""
    use_games(("game.imposter.plugin", "game.peasant.plugin", "game.usurp.plugin"))
    plug = GameScenes(table=None, review=None, rules=lambda: (), scoring=scoring,
                      round_word="Game")  # fmt: skip
    monkeypatch.setattr(scenes.games, "_cache", {"usurp:scenes.usurp.plugin": plug})
    yield
    use_games(None)


def _session(mode: str, rung: str) -> MatchSession:
    n = {"usurp/5p": 5, "usurp/teams-8": 8}[mode]
    seats = [SeatSetup(NAMES[i], "human" if i == 0 else "computer") for i in range(n)]
    for seed in range(300):
        s = MatchSession(mode, seats, seed, autosave=False, options={"tutorial": "on"})
        rng = random.Random(seed)
        while not s.state.match_over:
            s.state.apply(rng.choice(s.state.legal_actions()))
        if s.state.result["rung"] == rung:
            return s
    raise AssertionError(f"no {mode} game ended by {rung}")


def _drawn(app, monkeypatch, scene):
    drawn = []
    blit = widgets.blit_text

    def recording(surface, text, font, colour, pos, anchor="topleft"):
        rect = blit(surface, text, font, colour, pos, anchor)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(widgets, "blit_text", recording)
    scene.draw(app.screen)
    monkeypatch.setattr(widgets, "blit_text", blit)
    return drawn


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("mode", "rung"), [("usurp/teams-8", "court"), ("usurp/5p", "heir"), ("usurp/teams-8", NOBODY)]
)
def test_the_ladder_is_drawn_inside_the_frame_with_eight_seats(
    app, usurp_scenes, monkeypatch, size, mode, rung
):
    session = _session(mode, rung)
    app.resize(size)
    scene = ScoringScene(app, session, session.state.results[-1])
    app.stack.push(scene)
    scene.rebuild()
    drawn = _drawn(app, monkeypatch, scene)
    texts = [t for t, _ in drawn]
    for title, _state, _why in scene.words.ladder:
        assert title in texts
    assert "The victory ladder" in texts
    assert any(t.startswith("Decides: ") for t in texts)
    if rung == NOBODY:
        assert "Nobody wins" in texts  # the shell's headline
    panel = scene.panel
    buttons_top = min(b.rect.top for b in scene.buttons.values())
    for text, rect in drawn:
        assert panel.left < rect.left and rect.right < panel.right, (text, rect, panel)
        assert panel.top < rect.top and rect.bottom <= buttons_top, (text, rect, buttons_top)
    ladder = {"The victory ladder", *(t for t, _s, _w in scene.words.ladder)}
    ladder |= {line for _r, _s, lines in scene._plan["ladder"]["rows"] for line in lines}
    for (a, ra), (b, rb) in itertools.combinations(drawn, 2):
        if a in ladder or b in ladder:
            assert not ra.colliderect(rb), (a, ra, b, rb)
    # Readable: the ladder's text is not squeezed below 11 pixels even at 1024x640.
    assert scene.tx(16) >= 11
    pygame.event.clear()


def test_a_conceded_game_names_the_conceder_and_climbs_no_ladder(usurp_scenes):
    seats = [SeatSetup(NAMES[i], "human" if i == 0 else "computer") for i in range(3)]
    session = MatchSession("usurp/3p", seats, 4, autosave=False)
    for _ in range(5):
        session.apply(session.state.legal_actions()[0])
    result = session.concede(0)
    words = scoring(session.state, result, 0, names)
    assert words.reason.startswith("Ann conceded the game.")
    assert words.ladder == () and words.reveal == () and words.points == ()
