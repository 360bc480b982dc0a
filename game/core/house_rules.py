"""House rules: a mode's options that change a rule of the rulebook's game
(``OptionInfo.house_rule``, such as a shorter match). Wherever finished matches are counted
together (the statistics), a match played with one is kept apart: its *variant* is its mode id
followed by each house rule chosen ("game/mode+target=3"), and reads as the mode's title and the
rule ("Mode title, to 3 (house rule)"). A match at the rulebook's choices keeps the plain mode
id, so counts from before house rules go on as they were."""

from __future__ import annotations

from game.core.registry import mode_title, modes

MARK = "+"  # before each house rule of a variant
EQUALS = "="


def chosen(mode_id: str, options: dict | None) -> dict[str, str]:
    """The house rules among ``options`` of mode ``mode_id``: each option that is a house rule
    and not at its default, in the mode's order of options (none for a mode not known here)."""
    info = modes().get(mode_id)
    given = options or {}
    if info is None:
        return {}
    return {
        opt.key: given[opt.key]
        for opt in info.options
        if opt.house_rule_words(given.get(opt.key, opt.default))
    }


def variant(mode_id: str, options: dict | None) -> str:
    """The mode id, with each house rule chosen after it: what counts matches apart."""
    return mode_id + "".join(f"{MARK}{k}{EQUALS}{v}" for k, v in chosen(mode_id, options).items())


def split(key: str) -> tuple[str, dict[str, str]]:
    """A ``variant`` back as (mode id, house rules); any text reads, a part without a value as
    a value of ""."""
    mode_id, *parts = key.split(MARK)
    rules = {}
    for part in parts:
        k, _, v = part.partition(EQUALS)
        rules[k] = v
    return mode_id, rules


def base(key: str) -> str:
    """The mode id of a ``variant``."""
    return split(key)[0]


def words(key: str) -> list[str]:
    """The house rules of a ``variant`` in words ("to 3 (house rule)"); a rule this Throneroom
    does not know as its key and value."""
    mode_id, rules = split(key)
    info = modes().get(mode_id)
    offered = {opt.key: opt for opt in info.options} if info is not None else {}
    out = []
    for k, v in rules.items():
        opt = offered.get(k)
        said = opt.house_rule_words(v) if opt is not None else ""
        out.append(said or f"{k} {v}".strip())
    return out


def title(key: str, with_game: bool = True) -> str:
    """A variant's title: the mode's (``registry.mode_title``), then its house rules."""
    return ", ".join([mode_title(base(key), with_game), *words(key)])
