"""Where a guided game's note goes (scenes.table.guide._place): beside its target and clear of
it, of the prompt, the hand and what its words speak of; a note with no target where it covers
no card, in a free band of the table, not over the middle's cards."""

from __future__ import annotations

import pygame

from scenes.table.guide import _place

ROOM = pygame.Rect(0, 0, 800, 600)
PROMPT = (0, 430, 800, 40)
HAND = tuple((100 + 70 * k, 480, 64, 100) for k in range(6))


def test_a_note_without_a_target_lies_in_a_free_band_covering_no_card():
    # The court fills the middle; the top band above it is bare felt.
    court = tuple((40 + 90 * k, 200 + 110 * r, 80, 100) for k in range(8) for r in range(2))
    box = pygame.Rect(0, 0, 360, 150)
    note = _place([box], None, ROOM, PROMPT, HAND, (), court)
    assert ROOM.contains(note)
    assert not any(note.colliderect(r) for r in court + HAND + (PROMPT,))
    assert note.bottom <= 200  # the free band over the court


def test_a_note_keeps_clear_of_what_its_words_speak_of_beside_its_target():
    target = pygame.Rect(300, 250, 200, 20)  # a member's count row
    member = (300, 120, 200, 130)  # the member's card over it, which the words speak of
    box = pygame.Rect(0, 0, 300, 120)
    note = _place([box], target, ROOM, PROMPT, HAND, (member,), ())
    assert not note.colliderect(target) and not note.colliderect(pygame.Rect(member))
    assert not note.colliderect(pygame.Rect(PROMPT))


def test_a_wider_lower_note_is_taken_where_the_usual_one_would_cover_a_card():
    target = pygame.Rect(0, 150, 800, 270)  # a large zone, from edge to edge
    tall = pygame.Rect(0, 0, 300, 180)  # the usual width: too tall for the band above
    low = pygame.Rect(0, 0, 700, 120)  # the same words wider
    note = _place([tall, low], target, ROOM, PROMPT, HAND, (), ())
    assert note.size == low.size and note.bottom <= target.top
