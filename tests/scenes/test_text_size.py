"""The text size setting: kept with the other settings (an older file without it reads as
normal), chosen in Settings, and honoured at once by every screen's fonts, no restart."""

from __future__ import annotations

import json

import pytest
from text_fit_helpers import TEXT_SIZES, building, glyph_height, problems

from scenes import storage
from scenes.menu import MenuScene
from scenes.settings import Settings
from scenes.settings_scene import SettingsScene
from scenes.text_size import TEXT_FACTORS, grown, ungrown


def test_an_older_settings_file_without_a_text_size_reads_as_normal():
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"anim_speed": "fast", "volume": 0.4}))
    settings = Settings.load()
    assert settings.text_size == "normal" and settings.text_factor == 1.0
    assert settings.anim_speed == "fast"


@pytest.mark.parametrize("bad", ["huge", 1.4, None, ["large"], {"size": "large"}, True])
def test_a_text_size_that_is_not_one_of_the_three_reads_as_normal(bad):
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"text_size": bad, "muted": True}))
    settings = Settings.load()
    assert settings.text_size == "normal"
    assert settings.muted is True  # the rest of the file is kept


def test_each_text_size_is_larger_than_the_one_before():
    factors = [TEXT_FACTORS[name] for name in TEXT_SIZES]
    assert factors == sorted(factors) and factors[0] == 1.0 and len(set(factors)) == 3
    # Small words grow by the whole factor, a heading by as many points as they do.
    assert grown(14, 1.4) == pytest.approx(19.6)
    assert grown(60, 1.4) == pytest.approx(68.0)
    assert grown(30, 1.0) == 30


def test_the_text_size_chosen_in_settings_is_saved_and_used_after_a_restart(app, drive):
    app.stack.push(SettingsScene(app))
    drive.frames()
    drive.press("text_size:2")  # Larger
    assert app.settings.text_size == "larger" and app.text_scale == 1.4
    assert json.loads(storage.settings_path().read_text())["text_size"] == "larger"
    assert app.stack.top.buttons["text_size:2"].is_selected
    assert not app.stack.top.buttons["text_size:0"].is_selected

    from scenes.app import make_app

    again = make_app((1280, 720))
    assert again.settings.text_size == "larger" and again.text_scale == 1.4


def _heading_glyph(app) -> int:
    heading = next(e for e in app.stack.top.elements if getattr(e, "text", "") == "Settings")
    return glyph_height(heading.font, "Settings")


def test_every_word_grows_at_once_when_the_text_size_is_chosen(app, drive):
    app.clear_to(MenuScene(app))
    app.stack.push(SettingsScene(app))
    drive.frames()
    heights = {}
    hints = {}
    for index, name in enumerate(TEXT_SIZES):
        drive.press(f"text_size:{index}")
        scene = app.stack.top
        hints[name] = glyph_height(scene.ui_font("#small"), "How fast")
        heights[name] = _heading_glyph(app)
        # The scene under the settings was laid out anew for it too.
        menu = app.stack.scenes[0]
        assert menu.text_scale == TEXT_FACTORS[name]
    assert hints["normal"] < hints["large"] < hints["larger"]
    assert hints["larger"] >= hints["normal"] * 1.3
    assert heights["normal"] < heights["large"] < heights["larger"]
    # Back at normal, the fonts are those of a fresh start.
    drive.press("text_size:0")
    assert _heading_glyph(app) == heights["normal"]


@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_settings_screen_fits_at_each_text_size(app, drive, text_size):
    found: list[str] = []
    with building(found):
        app.set_text_size(text_size)
        app.stack.push(SettingsScene(app))
        drive.frames()
    assert not found + problems(app)
    scene = app.stack.top
    back = scene.buttons["back"].rect
    assert all(not b.rect.colliderect(back) for k, b in scene.buttons.items() if k != "back")
    assert back.top >= scene.frame.bottom


def test_an_unknown_text_size_is_refused_with_its_name_and_changes_nothing(app):
    with pytest.raises(ValueError, match="'huge'"):
        app.set_text_size("huge")
    assert app.settings.text_size == "normal" and app.text_scale == 1.0


def test_grown_undone_gives_the_normal_size_back():
    for size in (14, 20, 30, 60):
        for factor in TEXT_FACTORS.values():
            assert ungrown(grown(size, factor), factor) == pytest.approx(size)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_text_size_button_clicked_is_still_under_the_pointer_after_the_change(size, drive):
    """Choosing a text size lays the page out anew: the size clicked stays under the pointer
    (the page once moved, and the next click landed on another setting)."""
    from scenes.app import make_app

    app = make_app(size)
    drive.app = app
    app.stack.push(SettingsScene(app))
    drive.frames()
    for start, chosen in [(0, 1), (1, 2), (2, 0), (0, 2), (2, 1), (1, 0)]:
        for corner in ("center", "top", "bottom"):
            app.set_text_size(TEXT_SIZES[start])
            drive.frames()
            rect = app.stack.top.buttons[f"text_size:{chosen}"].rect
            # Near its top or its foot too: a smaller button must still reach the point.
            x, y = rect.center
            y = {"center": y, "top": rect.top + 4, "bottom": rect.bottom - 4}[corner]
            drive.click_at((x, y))
            scene = app.stack.top
            assert app.settings.text_size == TEXT_SIZES[chosen]
            under = [k for k, b in scene.buttons.items() if b.rect.collidepoint((x, y))]
            assert under == [f"text_size:{chosen}"], (start, chosen, corner)
