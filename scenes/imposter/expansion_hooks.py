"""Where the table meets the Fragments of Nersetti scenes (Mustering, Signature picks).

``scene_for`` gives the Mustering or Signature scene for a seat that owes one of those decisions
(the table pushes it after handing the laptop over); ``reveal_scene`` shows the Signature reveal
when it happened on someone else's move. The words of every other expansion decision are in
scenes/table/expansion_words.py.
"""

from __future__ import annotations

MUSTER_KINDS = frozenset(("muster", "exhaust", "enlist", "restore"))
SIGNATURE_KINDS = frozenset(("sig_pick", "draft_order", "draft"))
EXPANSION_KINDS = MUSTER_KINDS | SIGNATURE_KINDS


def scene_for(app, session, seat: int):
    """The scene for ``seat``'s decision now when it is a Mustering or Signature one, else None."""
    state = session.state
    if state.current_seat != seat:
        return None
    kind = state.decision
    if getattr(state.mode, "mercenaries", ()):
        # Three and four players muster on the table itself, beside the bid cards and the
        # Mercenary area (scenes/imposter/table/merc.py).
        return None
    if kind in MUSTER_KINDS:
        from scenes.imposter.expansion.mustering import MusteringScene

        return MusteringScene(app, session, seat)
    if kind in SIGNATURE_KINDS:
        from scenes.imposter.expansion.signatures import SignatureScene

        return SignatureScene(app, session, seat)
    return None


def is_signature_reveal(events) -> bool:
    """The events hold the reveal of the secret Signature picks (both players at once)."""
    return any(
        e.kind == "move" and e.arg == "signature" and e.src and e.src[0] == "picked" for e in events
    )


def reveal_scene(app, session, seat: int, events):
    """A short reveal of both players' Signature picks for ``seat``'s eyes, when ``events`` (as
    returned by ``apply``) hold it; None otherwise. For a reveal made by a computer's last pick."""
    if not is_signature_reveal(events):
        return None
    from scenes.imposter.expansion.signatures import SignatureScene

    return SignatureScene(app, session, seat, reveal=events)
