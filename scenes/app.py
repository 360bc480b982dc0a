"""Minimal window until the table lands: shows the name and closes on any key or after --frames."""

from __future__ import annotations

import os


def run(args) -> int:
    if args.autoplay or args.frames:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    w, h = (int(x) for x in args.size.split("x"))
    screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
    pygame.display.set_caption("Throneroom")
    font = pygame.font.SysFont("serif", 48)
    clock = pygame.time.Clock()
    frame = 0
    running = True
    while running:
        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.KEYDOWN):
                running = False
        screen.fill((40, 24, 18))
        text = font.render("Throneroom", True, (230, 200, 120))
        screen.blit(text, text.get_rect(center=screen.get_rect().center))
        pygame.display.flip()
        clock.tick(60)
        frame += 1
        if args.frames and frame >= args.frames:
            running = False
    pygame.quit()
    return 0
