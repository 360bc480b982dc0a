"""The influence counts under each Court Member: every family's count on its shield, the shields
as tall as the row while the counts fit, drawn bold so their devices read; a crowded row
shrinks its shields rather than drop a family."""

from __future__ import annotations

import pygame
import pytest

from scenes.usurp import faces
from scenes.usurp.colours import FAMILY_COLORS
from scenes.usurp.faces import UsurpArt

from .usurp_table_helpers import SIZES, usurp_table


class _Recording(pygame.Surface):
    """A surface that remembers what was drawn on it."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.blitted: list[pygame.Surface] = []

    def blit(self, source, dest, *args, **kwargs):
        self.blitted.append(source)
        return super().blit(source, dest, *args, **kwargs)


def _drawn_shields(table, monkeypatch, influence: dict[int, int], controller=None):
    """The (family, size) of each shield the row under the King puts on the table for
    ``influence``, in the order drawn."""
    made: dict[int, tuple[int, tuple[int, int]]] = {}
    shield = table.painter.shield

    def recording(family, size):
        surf = shield(family, size)
        made[id(surf)] = (int(family), tuple(size))
        return surf

    monkeypatch.setattr(table.painter, "shield", recording)
    member = {"number": 1, "influence": influence, "controller": controller}
    surface = _Recording(table.app.screen.get_size())
    table.drawer._influence(surface, table.view(), member)
    return [made[id(s)] for s in surface.blitted if id(s) in made]


@pytest.mark.parametrize("size", SIZES)
def test_a_few_families_get_shields_as_tall_as_the_row(tapp, monkeypatch, size):
    tapp.resize(size)
    _session, table = usurp_table(tapp, "usurp/5p")
    row = table.layout.influence_rect(1)
    drawn = _drawn_shields(table, monkeypatch, {0: 1, 4: 2}, controller=4)
    assert [f for f, _s in drawn] == [0, 4]
    assert all(h == row.h - 2 for _f, (_w, h) in drawn)


@pytest.mark.parametrize("size", SIZES)
def test_five_families_on_one_member_are_all_counted(tapp, monkeypatch, size):
    """The row once stopped at the width of the member's card and dropped the families past it;
    it spans the station now, so five counts keep shields large enough to read."""
    tapp.resize(size)
    _session, table = usurp_table(tapp, "usurp/5p")
    row = table.layout.influence_rect(1)
    drawn = _drawn_shields(table, monkeypatch, {0: 2, 1: 3, 2: 1, 3: 2, 4: 1}, controller=1)
    assert [f for f, _s in drawn] == [0, 1, 2, 3, 4]
    heights = {h for _f, (_w, h) in drawn}
    assert len(heights) == 1 and 13 <= heights.pop() <= row.h - 2


def _light_share(surf: pygame.Surface) -> float:
    """The share of a shield's opaque pixels that are light (its parchment device)."""
    opaque = light = 0
    for x in range(surf.get_width()):
        for y in range(surf.get_height()):
            c = surf.get_at((x, y))
            if c.a >= 128:
                opaque += 1
                light += sum(c[:3]) > 3 * 190
    return light / opaque


def test_a_small_shield_draws_its_device_bold(monkeypatch):
    """At 14 px the full drawing's device is a few pixels (Hayhurst's sheaf none at all); the
    bold one shows it at least half as large again, for every family."""
    pygame.display.init()
    bold = {fam: _light_share(UsurpArt().shield(fam, (12, 14))) for fam in FAMILY_COLORS}
    monkeypatch.setattr(faces, "BOLD_SHIELD_PX", 0)
    full = {fam: _light_share(UsurpArt().shield(fam, (12, 14))) for fam in FAMILY_COLORS}
    for fam in FAMILY_COLORS:
        assert bold[fam] >= 1.5 * full[fam] and bold[fam] > 0.05, fam
