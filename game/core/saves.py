"""Save and load a match as JSON: the seed, the mode, its setup choices (``"options"``, written
only when the match has any) and the action list, with a format version.

Replaying the actions from the seed rebuilds the identical state, so the save is also the replay,
the log and the undo history.
"""

from __future__ import annotations

import json

from game.core.actions import Action, IllegalAction
from game.core.registry import new_match

FORMAT = "throneroom-match"
VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be read; the message says why in words a player understands."""


def dumps(state) -> str:
    if state.history is None:
        raise SaveError("this state is a sampled world, not a real match, and cannot be saved")
    data = {"format": FORMAT, "version": VERSION, "mode": state.mode.id, "seed": state.seed}
    options = dict(getattr(state, "options", None) or {})
    if options:  # only then: a save of a mode without options reads as it always did
        data["options"] = options
    data["actions"] = list(state.history)
    return json.dumps(data, indent=1)


def open_envelope(text: str, fmt: str, version: int, what: str) -> dict:
    """The JSON object of a file of format ``fmt`` at ``version``; SaveError in words (``what``
    names the kind of file to the player) when it is not one."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError) as exc:
        raise SaveError(f"the save file is not valid JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise SaveError(f"this file is not a Throneroom {what}")
    if data.get("version") != version:
        raise SaveError(
            f"this {what} was written by format version {data.get('version')!r}; this "
            f"Throneroom reads version {version}"
        )
    return data


def read_options(raw) -> dict[str, str]:
    """A save's ``"options"``: absent (a file from before options, or a mode without any) is
    {}; anything but an object of short strings is a SaveError in words."""
    if raw is None:
        return {}
    if not isinstance(raw, dict) or not all(
        isinstance(k, str) and isinstance(v, str) and len(k) <= 64 and len(v) <= 64
        for k, v in raw.items()
    ):
        raise SaveError('the save\'s setup choices ("options") are not a list of names and values')
    return dict(raw)


def loads(text: str):
    data = open_envelope(text, FORMAT, VERSION, "saved match")
    try:
        mode_id = str(data["mode"])
        seed = int(data["seed"])
        actions = [str(a) for a in data["actions"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"the save file is missing or has a broken field ({exc})") from None
    options = read_options(data.get("options"))
    try:
        state = new_match(mode_id, seed, options)
    except KeyError as exc:
        raise SaveError(
            f"the save names a game mode this Throneroom does not know ({exc})"
        ) from None
    except ValueError as exc:
        raise SaveError(f"the save's setup choices do not fit its mode: {exc}") from None
    for i, text_action in enumerate(actions):
        try:
            state.apply(Action.parse(text_action))
        except (IllegalAction, ValueError) as exc:
            raise SaveError(
                f"move {i + 1} of the save, '{text_action}', cannot be replayed: {exc}"
            ) from None
    return state
