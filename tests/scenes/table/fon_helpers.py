"""Helpers for the Fragments of Nersetti table tests: answering the expansion's own scenes
(Mustering, Signature picks) by clicks, as a player would."""

from __future__ import annotations

from table_helpers import click

from scenes.app import step


def answer_expansion_scene(app, scene, rng) -> str | None:
    """One click (or two, for a choice then its button) on a Mustering or Signature scene;
    returns the action text chosen, or None when the scene only needed a frame or a
    "Continue"."""
    if scene.busy:
        step(app, [])
        return None
    if getattr(scene, "revealing", False):
        click(app, scene.click_point("continue"))
        return None
    legal = scene.legal()
    if not legal or scene.closing:
        step(app, [])
        return None
    if "done" in legal and rng.random() < 0.6:
        action = "done"  # muster now and then, so the match still ends
    else:
        action = rng.choice(legal)
    verb, _, arg = action.partition(" ")
    if verb == "recruit":
        me = scene.view()["seats"][scene.seat]
        cid = next(c for c in me["hand"] if scene.cards[c].label == arg)
        click(app, scene.click_point(f"select:{cid}"))
        click(app, scene.click_point("recruit"))
    elif verb == "king":
        click(app, scene.click_point(f"king:{arg}"))
        click(app, scene.click_point("take_king"))
    elif verb in ("recommission", "done"):
        click(app, scene.click_point(verb))
    elif verb == "order":
        click(app, scene.click_point(f"order_{arg}"))
    elif verb == "pick":  # held until all are chosen, then confirmed
        click(app, scene.click_point(f"hold:{arg}"))
        if scene.click_point("confirm") is not None:
            click(app, scene.click_point("confirm"))
    else:
        pos = scene.click_point(f"act:{action}")
        assert pos is not None, f"nothing in the {scene.name} scene answers '{action}'"
        click(app, pos)
    return action
