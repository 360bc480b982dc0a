"""An expansion scene's input: what lies under the pointer, clicks, keys and the focus."""

from __future__ import annotations

import pygame

from scenes.imposter import cover_keys
from scenes.table.sprites import CardSprite


class ExpansionPointer:
    """Clicks, keys and the focus ring of an ``ExpansionScene``."""

    def card_targets(self) -> dict[tuple, str]:
        """Sprite key -> what clicking it does (an action text or a scene command)."""
        return {}

    def target_of(self, sp: CardSprite, targets: dict) -> str | None:
        for key, s in self.sprites.items():
            if s is sp:
                return targets.get(key)
        return None

    def hits(self) -> list[tuple[str, str, pygame.Rect, object]]:
        """Everything clickable now: ("button", key, rect, Button) then ("card", command, rect,
        sprite), in the order Tab walks them."""
        out = [("button", b.key, b.rect, b) for b in self.buttons if b.enabled]
        targets = self.card_targets()
        for key, cmd in targets.items():
            sp = self.sprites.get(key)
            if sp is not None:
                out.append(("card", cmd, sp.rect, sp))
        return out

    def _hit_at(self, pos):
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return ("button", b.key, b.rect, b) if b.enabled else None
        sp = self.sprite_at(pos)
        if sp is None:
            return None
        cmd = self.target_of(sp, self.card_targets())
        return ("card", cmd, sp.rect, sp) if cmd else None

    def _focused(self):
        if self.focus is None:
            return None
        hits = self.hits()
        if not hits:
            return None
        return hits[self.focus % len(hits)]

    def _focused_button(self):
        h = self._focused()
        return h[3] if h and h[0] == "button" else None

    def activate(self, hit) -> None:
        kind, key, _rect, what = hit
        if kind == "button":
            if what.action is not None:
                self.send(what.action)
            else:
                self.command(what.key)
        else:
            self.command(key)

    def command(self, cmd: str) -> None:
        """A click that is not a bare action: "act:<text>" sends it, others are the scene's."""
        if cmd.startswith("act:"):
            self.send(cmd[4:])
        elif cmd == "hint":
            self.ask_hint()

    def click_point(self, cmd: str):
        """Where a click does ``cmd`` (a button key or a card command), for tests and keys."""
        for kind, key, rect, what in self.hits():
            if key != cmd:
                continue
            if kind == "card":
                for fx in (0.5, 0.15, 0.08, 0.85):
                    pt = (rect.x + int(rect.w * fx), rect.y + rect.h // 2)
                    if self.sprite_at(pt) is what:
                        return pt
                continue
            return rect.center
        return None

    def handle_event(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            if event.pos != self.mouse:
                self.focus = None
            self.mouse = event.pos
            return True
        if et == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button != 1:
                return True
            if self.busy:
                self.finish()
                self.press = None
                return True
            self.press = self._hit_at(event.pos)
            return True
        if et == pygame.MOUSEBUTTONUP:
            self.mouse = event.pos
            press, self.press = self.press, None
            if event.button != 1 or press is None or self.closing:
                return True
            hit = self._hit_at(event.pos)
            if hit is not None and hit[:2] == press[:2]:
                self.activate(hit)
            return True
        if et == pygame.MOUSEWHEEL:
            return True
        if et == pygame.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event) -> bool:
        return cover_keys.handle_key(self, event)

    def back(self) -> bool:
        """Backspace: take back the card last chosen in this scene, not yet sent (subclasses);
        True when there was one."""
        return False
