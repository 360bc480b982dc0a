"""Settings: animation speed, text size, volume and mute, fullscreen, auto-pass and computer pace,
saved at once.

The rows are measured in the fonts of the text size chosen: a title and its hint left of its
control in one column, or above it in two columns when one column is taller than the window.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from scenes import widgets
from scenes.settings import AI_PACE_RANGE, ANIM_SPEEDS
from scenes.text_size import TEXT_SIZES
from scenes.widgets import UIScene

CHOICES = {
    "anim_speed": [(s, s.title()) for s in ANIM_SPEEDS],
    "text_size": [(t, t.title()) for t in TEXT_SIZES],
    "muted": [(False, "On"), (True, "Muted")],
    "fullscreen": [(False, "Window"), (True, "Fullscreen")],
    "auto_pass": [(False, "Ask me"), (True, "Pass for me")],
}
LABELS = {
    "anim_speed": ("Animation speed", "How fast cards move and flip."),
    "text_size": ("Text size", "Every word on every screen, changed at once."),
    "volume": ("Volume", "Card sounds and the round-end chord."),
    "muted": ("Sound", "M mutes or unmutes at any time; the volume is kept."),
    "fullscreen": ("Display", "F11 switches at any time."),
    "auto_pass": ("When you cannot react", "Pass at once when no reaction is possible."),
    "ai_pace": ("Computer pace", "How long each computer move stays in view."),
}


ROWS = ("text_size", "anim_speed", "volume", "muted", "fullscreen", "auto_pass", "ai_pace")


class SettingsScene(UIScene):
    name = "settings"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.sliders: dict[int, str] = {}
        self.values: dict[str, object] = {}  # setting -> its value label
        self.shown_muted = False  # the mute choice the buttons show (M can change it meanwhile)
        self.frame = pygame.Rect(0, 0, 0, 0)

    def build(self, size) -> None:
        w, h = size
        self.sliders = {}
        self.values = {}
        top = self.px(16)
        heading_h = self.line_height("#heading")
        self.label("Settings", (0, top, w, heading_h), "#heading")
        back_w, back_h = self.tx(200), self.line_height("#big_button", "button") + self.px(18)
        back_y = h - back_h - self.px(20)
        frame_y = top + heading_h + self.px(12)
        room = back_y - self.px(16) - frame_y
        for columns, width in ((1, self.px(980)), (2, self.px(1240))):
            fw = min(w - self.px(40 if columns == 2 else 60), width)
            col_w = (fw - self.px(28) * (columns + 1)) // columns
            heights = [self._row_height(key, col_w, beside=columns == 1) for key in ROWS]
            per_column = -(-len(ROWS) // columns)
            tall = max(sum(heights[i : i + per_column]) for i in range(0, len(ROWS), per_column))
            if tall + self.px(24) <= room:
                break
        self.frame = pygame.Rect((w - fw) // 2, frame_y, fw, tall + self.px(24))
        for i, key in enumerate(ROWS):
            column, place = divmod(i, per_column)
            x = self.frame.x + self.px(28) + column * (col_w + self.px(28))
            y = self.frame.y + self.px(12) + sum(heights[column * per_column : i])
            self._row(key, x, y, col_w, beside=columns == 1)
        self.shown_muted = self.app.settings.muted
        back_y = min(back_y, self.frame.bottom + self.px(26))
        self.button("back", "Back", ((w - back_w) // 2, back_y, back_w, back_h), "#big_button")

    def _control_height(self) -> int:
        return self.line_height("button", "button") + self.px(14)

    def _row_height(self, key: str, width: int, beside: bool) -> int:
        """The height of a setting's row: its title and hint left of its control (``beside``)
        or above it, with the gap under it."""
        words_w = round(width * 0.4) if beside else width
        hint = len(self.lines_for(LABELS[key][1], words_w, "#small"))
        words = self.line_height("#subheading") + hint * self.line_height("#small")
        gap = self.px(10)
        if beside:
            return max(words, self._control_height()) + gap
        return words + self.px(4) + self._control_height() + gap

    def _row(self, key: str, x: int, y: int, width: int, beside: bool) -> None:
        title, hint = LABELS[key]
        words_w = round(width * 0.4) if beside else width
        title_h = self.line_height("#subheading")
        self.label(title, (x, y, words_w, title_h), "#subheading")
        below = self.wrapped_label(hint, x, y + title_h, words_w, "#small")
        if beside:
            ctrl = pygame.Rect(x + words_w, y, width - words_w, self._control_height())
        else:
            ctrl = pygame.Rect(x, below + self.px(4), width, self._control_height())
        s = self.app.settings
        if key in CHOICES:
            options = CHOICES[key]
            gap = self.px(8)
            bw = (ctrl.w - gap * (len(options) - 1)) // len(options)
            for j, (value, text) in enumerate(options):
                self.button(f"{key}:{j}", text, (ctrl.x + j * (bw + gap), ctrl.y, bw, ctrl.h),
                            selected=getattr(s, key) == value)  # fmt: skip
            return
        vw = self.tx(90)
        if key == "volume":
            start, rng, inc = round(s.volume * 100), (0, 100), 5
        else:
            start, rng, inc = (
                round(s.ai_pace * 10),
                tuple(round(v * 10) for v in AI_PACE_RANGE),
                1,
            )
        slider = self.add(
            UIHorizontalSlider(
                pygame.Rect(ctrl.x, ctrl.y, ctrl.w - vw, ctrl.h),
                start,
                rng,
                self.app.ui,
                click_increment=inc,
            )  # fmt: skip
        )
        self.sliders[id(slider)] = key
        self.values[key] = self.label(
            self._value_text(key), (ctrl.right - vw, ctrl.y, vw, ctrl.h), "#body"
        )

    def _value_text(self, key: str) -> str:
        s = self.app.settings
        if key == "volume":
            return "off" if s.volume <= 0 else f"{round(s.volume * 100)}%"
        return f"{s.ai_pace:.1f} s"

    def on_button(self, key: str) -> None:
        if key == "back":
            self.app.settings.save()
            self.app.stack.pop()
            return
        name, _, index = key.partition(":")
        value = CHOICES[name][int(index)][0]
        if name == "fullscreen":
            self.app.set_fullscreen(bool(value))  # saves, and relayouts every scene
            return
        if name == "text_size":
            self.app.set_text_size(str(value))  # saves, and relayouts every scene
            return
        if name == "muted":
            self.app.set_muted(bool(value))  # saves, and silences the sounds at once
            self._show_muted()
            return
        setattr(self.app.settings, name, value)
        self.app.settings.save()
        self.select_only(f"{name}:", key)

    def _show_muted(self) -> None:
        self.shown_muted = self.app.settings.muted
        index = [v for v, _ in CHOICES["muted"]].index(self.shown_muted)
        self.select_only("muted:", f"muted:{index}")

    def update(self, dt: float) -> None:
        if self.active and self.app.settings.muted != self.shown_muted:
            self._show_muted()  # M was pressed while the settings are open

    def on_event(self, event) -> bool:
        if event.type != pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            return False
        key = self.sliders.get(id(event.ui_element))
        if key is None:
            return False
        if key == "volume":
            self.app.set_volume(max(0.0, min(1.0, event.value / 100)))
            self.app.audio.play("click")
        else:
            lo, hi = AI_PACE_RANGE
            self.app.settings.ai_pace = max(lo, min(hi, round(event.value) / 10))
        self.values[key].set_text(self._value_text(key))
        self.app.settings.save()
        return True

    def on_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.on_button("back")
            return True
        return False

    def draw(self, surface) -> None:
        super().draw(surface)
        widgets.draw_frame(surface, self.frame, self.scale)
