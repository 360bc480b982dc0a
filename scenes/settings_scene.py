"""Settings: animation speed, volume and mute, fullscreen, auto-pass and computer pace, saved at
once."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from scenes import widgets
from scenes.settings import AI_PACE_RANGE, ANIM_SPEEDS
from scenes.widgets import UIScene

CHOICES = {
    "anim_speed": [(s, s.title()) for s in ANIM_SPEEDS],
    "muted": [(False, "On"), (True, "Muted")],
    "fullscreen": [(False, "Window"), (True, "Fullscreen")],
    "auto_pass": [(False, "Ask me"), (True, "Pass for me")],
}
LABELS = {
    "anim_speed": ("Animation speed", "How fast cards move and flip."),
    "volume": ("Volume", "Card sounds and the round-end chord."),
    "muted": ("Sound", "M mutes or unmutes at any time; the volume is kept."),
    "fullscreen": ("Display", "F11 switches at any time."),
    "auto_pass": ("When you cannot react", "Pass at once when no reaction is possible."),
    "ai_pace": ("Computer pace", "How long each computer move stays in view."),
}


ROWS = ("anim_speed", "volume", "muted", "fullscreen", "auto_pass", "ai_pace")


class SettingsScene(UIScene):
    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.sliders: dict[int, str] = {}
        self.values: dict[str, object] = {}  # setting -> its value label
        self.shown_muted = False  # the mute choice the buttons show (M can change it meanwhile)
        self.frame = pygame.Rect(0, 0, 0, 0)

    def build(self, size) -> None:
        w, h = size
        s = self.app.settings
        self.sliders = {}
        self.values = {}
        self.label("Settings", (0, self.px(24), w, self.px(50)), "#heading")
        fw = min(w - self.px(60), self.px(980))
        self.frame = pygame.Rect(
            (w - fw) // 2, self.px(92), fw, self.px(74) * len(ROWS) + self.px(24)
        )
        left = self.frame.x + self.px(28)
        text_w = round(fw * 0.40)
        ctrl_x = left + text_w
        ctrl_w = self.frame.right - self.px(28) - ctrl_x
        row_h = self.px(42)
        y = self.frame.y + self.px(18)
        for key in ROWS:
            title, hint = LABELS[key]
            self.label(title, (left, y - self.px(6), text_w, self.px(32)), "#subheading")
            self.label(hint, (left, y + self.px(24), text_w, self.px(24)), "#small")
            if key in CHOICES:
                options = CHOICES[key]
                gap = self.px(8)
                bw = (ctrl_w - gap * (len(options) - 1)) // len(options)
                for j, (value, text) in enumerate(options):
                    self.button(
                        f"{key}:{j}", text, (ctrl_x + j * (bw + gap), y, bw, row_h),
                        selected=getattr(s, key) == value,
                    )  # fmt: skip
            else:
                vw = self.px(90)
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
                        pygame.Rect(ctrl_x, y, ctrl_w - vw, row_h),
                        start,
                        rng,
                        self.app.ui,
                        click_increment=inc,
                    )  # fmt: skip
                )
                self.sliders[id(slider)] = key
                self.values[key] = self.label(
                    self._value_text(key), (ctrl_x + ctrl_w - vw, y, vw, row_h), "#body"
                )
            y += self.px(74)
        self.shown_muted = s.muted
        bw, bh = self.px(200), self.px(52)
        self.button("back", "Back", ((w - bw) // 2, min(h - bh - self.px(20), y + self.px(26)), bw, bh),
                    "#big_button")  # fmt: skip

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
