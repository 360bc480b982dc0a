"""Settings: animation speed, text size, volume and mute, fullscreen, auto-pass and computer pace,
saved at once; and the first start's welcome, shown again on asking.

The rows are measured in the fonts of the text size chosen: a title and its hint left of its
control in one column, or above it in two columns when one column is taller than the window.
The text size has a band of its own above them that stays where it is at every size, so the
size just chosen is still under the pointer.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from scenes import widgets
from scenes.settings import AI_PACE_RANGE, ANIM_SPEEDS
from scenes.text_size import TEXT_FACTORS, TEXT_SIZES, grown, ungrown
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


BAND = "text_size"  # the row in a band of its own above the others (see SettingsScene.build)
ROWS = ("anim_speed", "volume", "muted", "fullscreen", "auto_pass", "ai_pace")


class SettingsScene(UIScene):
    name = "settings"
    animated = False  # drawn anew only on input (see UIScene.animated)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.sliders: dict[int, str] = {}
        self.values: dict[str, object] = {}  # setting -> its value label
        self.shown_muted = False  # the mute choice the buttons show (M can change it meanwhile)
        self.frame = pygame.Rect(0, 0, 0, 0)  # the frame round the rows under the band
        self.band = pygame.Rect(0, 0, 0, 0)  # the text size's band
        # While a text size chosen relays the page out: its button and the point it was
        # pressed at (the pointer, or the button's middle when a key pressed it).
        self.anchor: tuple[str, tuple[int, int]] | None = None

    def build(self, size) -> None:
        w, h = size
        self.sliders = {}
        self.values = {}
        top = self.px(16)
        heading_h = self.line_height("#heading")
        self.label("Settings", (0, top, w, heading_h), "#heading")
        back_w, back_h = self.tx(200), self.line_height("#big_button", "button") + self.px(18)
        back_y = h - back_h - self.px(20)
        # The text size in a band of its own, as wide and as high up at every text size (the
        # heading keeps the room the largest one needs), its choices beside its words: the
        # size just chosen lies where it was clicked, whatever the other rows do.
        one_w = min(w - self.px(60), self.px(980))
        band_w = one_w - 2 * self.px(28)
        band_y = top + self._heading_room() + self.px(12)
        band_row = self._row_height(BAND, band_w, beside=True)
        self.band = pygame.Rect((w - one_w) // 2, band_y, one_w, band_row + self.px(24))
        self._row(BAND, self.band.x + self.px(28), band_y + self.px(12), band_w, beside=True)
        frame_y = self.band.bottom + self.px(12)
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
        # The first start's welcome, shown again on asking (beside Back, inside the window).
        gap = self.px(16)
        welcome_w = min(self.tx(240), (w - back_w) // 2 - gap - self.px(20))
        self.button(
            "welcome", "Show the welcome", ((w + back_w) // 2 + gap, back_y, welcome_w, back_h)
        )
        self._keep_under_pointer(size)

    def _heading_room(self) -> int:
        """The height of the heading at the largest text size (its font grown from the size
        it has now), so what lies under it stays put when the text size changes."""
        font = self.ui_font("#heading")
        normal = ungrown(font.point_size / self.scale, self.text_scale)
        largest = round(grown(normal, max(TEXT_FACTORS.values())) * self.scale)
        tallest = self.app.fonts.get(max(9, largest), bold=True).size("Hg")[1]
        return max(self.line_height("#heading"), tallest)

    def _keep_under_pointer(self, size) -> None:
        """After a text size was chosen (``self.anchor``: its button and the point pressed),
        move the page the few pixels that bring that button back under the point (a smaller
        button may no longer reach it), if the page stays in the window."""
        if self.anchor is None or self.anchor[0] not in self.buttons:
            return
        key, (px, py) = self.anchor
        rect = self.buttons[key].rect
        dx = min(0, px - rect.left) or max(0, px - rect.right + 1)
        dy = min(0, py - rect.top) or max(0, py - rect.bottom + 1)
        window = pygame.Rect((0, 0), size)
        moved = [e.rect.move(dx, dy) for e in self.elements]
        if not (dx or dy) or not all(window.contains(r) for r in moved):
            return
        for element, r in zip(self.elements, moved, strict=True):
            element.set_position(r.topleft)
        self.band.move_ip(dx, dy)
        self.frame.move_ip(dx, dy)

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
        if key == "welcome":
            from scenes.welcome import WelcomeScene

            self.app.stack.push(WelcomeScene(self.app, again=True))
            return
        name, _, index = key.partition(":")
        value = CHOICES[name][int(index)][0]
        if name == "fullscreen":
            self.app.set_fullscreen(bool(value))  # saves, and relayouts every scene
            return
        if name == "text_size":
            pressed, pointer = self.buttons[key].rect, self.app.pointer
            at = pointer if pointer is not None and pressed.collidepoint(pointer) else None
            self.anchor = (key, at or pressed.center)
            try:
                self.app.set_text_size(str(value))  # saves, and relayouts every scene
            finally:
                self.anchor = None
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
        widgets.draw_frame(surface, self.band, self.scale)
        widgets.draw_frame(surface, self.frame, self.scale)
