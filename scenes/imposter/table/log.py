"""The Imposter Kings' log words: each event told from one seat's point of view.

The shared log (``scenes.table.log.GameLog``) keeps the events and writes them per viewer;
``ImposterLog`` gives this game's words (``describe``), tells the round-end Exhaust of the
Fragments of Nersetti in one line per seat, and the Quickplay steps' start of play.
"""

from __future__ import annotations

from game.imposter.round_end import ROUND_END
from scenes.imposter.table.merc import merc_words
from scenes.imposter.table.party import party_words
from scenes.table.log import Entry, GameLog
from scenes.table.log import cap as _cap
from scenes.table.log import their as _their
from scenes.table.log import verb as _v
from scenes.table.log import who as _who

ZONE_WORDS = {
    "antechamber": "Antechamber",
    "condemned": "Condemned cards",
    "successor": "Successor",
    "dungeon": "Dungeon",
}


class ImposterLog(GameLog):
    """The game log in The Imposter Kings' words."""

    big_kinds = frozenset(("round_over", "match_over", "react", "assassinated"))
    words_stand_alone = True  # describe reads the event, the names and the cards alone

    def __init__(self, cards, names: list[str]) -> None:
        super().__init__(cards, names)
        self.dungeon = True  # False in the Quickplay steps, which set no Dungeon cards
        self.merc = False  # True in the Mercenary modes (their Bid and Mustering words)

    def write(self, viewer: int) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        dealt: set = set()
        exhausted: dict[int, list[str]] = {}  # the round-end Exhaust, gathered per seat
        back = False  # the setup cards going back to hand: told once for the lot
        first_out: set[int] = set()  # rounds whose first knock-out was told
        hired: list[str] = []  # the Mercenary area dealt: told in one line
        for e in self.entries:
            if _merc_dealt(e.event):
                hired.append(self.cards[e.event.card].name)
                continue
            if hired:
                out.append((f"Mercenaries this round: {', '.join(hired)}.", ""))
                hired = []
            if _setup_back_to_hand(e.event):
                if not back:
                    out.append(("The setup cards go back into their owners' hands.", ""))
                back = True
                continue
            back = False
            if _round_end_exhaust(e.event):
                exhausted.setdefault(e.event.dst[1], []).append(self.cards[e.event.card].name)
                continue
            if exhausted:
                out += _exhaust_lines(exhausted, viewer, self.names)
                exhausted = {}
            line = self.line(e, viewer, dealt)
            if line is not None:
                out.append(line)
            if (
                e.event.kind == "knocked_out"
                and len(self.names) > 2
                and e.round_no not in first_out
            ):
                # The first one out takes the True King at once (the seat's header shows it).
                first_out.add(e.round_no)
                out.append((true_king_words(e.event.seat, viewer, self.names), ""))
        if exhausted:
            out += _exhaust_lines(exhausted, viewer, self.names)
        if hired:
            out.append((f"Mercenaries this round: {', '.join(hired)}.", ""))
        return out

    def line(self, e: Entry, viewer: int, dealt: set) -> tuple[str, str] | None:
        if e.event.kind == "play_begins" and not self.dungeon:
            return ("Successors are set. Play begins.", "")
        return super().line(e, viewer, dealt)

    def describe(self, ev, viewer: int) -> str | None:
        if self.merc:
            told = merc_words(ev, viewer, self.names, self.cards)
            if told is not None:
                return told or None  # "" (merc.SILENT): an event left untold
        return describe(ev, viewer, self.names, self.cards)


def true_king_words(seat: int, viewer: int, names) -> str:
    """The True King passing to the first player knocked out."""
    if seat == viewer:
        return "You take the True King: you were knocked out first."
    return f"{names[seat]} takes the True King: knocked out first."


def _team_scores_pair(names, s: int, viewer: int) -> str:
    q = (s + 2) % 4
    if viewer in (s, q):
        return "You and " + names[q if viewer == s else s]
    return f"{names[s]} and {names[q]}"


def _team_scores(scores, names, viewer: int) -> str:
    """2v2 scores by team (partners 0 and 2, 1 and 3 hold equal scores)."""
    parts = []
    for a in range(2):
        b = a + 2
        if viewer in (a, b):
            pair = "you and " + names[b if viewer == a else a]
        else:
            pair = f"{names[a]} and {names[b]}"
        parts.append(f"{pair} {scores[a]}")
    return " - ".join(parts)


def _setup_back_to_hand(ev) -> bool:
    """Three and four players: a revealed (or 2v2 partner) card taken back into its hand."""
    return (
        ev.kind == "move"
        and bool(ev.src)
        and bool(ev.dst)
        and ev.src[0] in ("up", "partner")
        and ev.dst[0] == "hand"
        and ev.src[1] == ev.dst[1]
    )


def _merc_dealt(ev) -> bool:
    """The Mercenary modes: a Mercenary dealt face up to the area at the round's start."""
    return (
        ev.kind == "move"
        and bool(ev.src)
        and bool(ev.dst)
        and ev.src[0] == "merc_deck"
        and ev.dst[0] == "mercenaries"
        and ev.card is not None
    )


def _round_end_exhaust(ev) -> bool:
    """Fragments of Nersetti: an Army card taken this round is Exhausted as the round ends."""
    return (
        ev.kind == "move"
        and ev.arg == ROUND_END
        and ev.card is not None
        and bool(ev.dst)
        and ev.dst[0] == "exhaust"  # (the Mercenaries go back to their deck from there too)
    )


def _exhaust_lines(exhausted: dict[int, list[str]], viewer: int, names) -> list[tuple[str, str]]:
    out = []
    for seat, cards in exhausted.items():
        whose = "Your" if seat == viewer else f"{_who(names, seat, viewer)}'s"
        out.append((f"{whose} Army cards taken this round are Exhausted: {', '.join(cards)}.", ""))
    return out


def describe(ev, viewer: int, names: list[str], cards) -> str | None:
    """One event (already ``for_seat(viewer)``) in words, or None when it says nothing new."""
    k = ev.kind
    s = ev.seat
    who = _who(names, s, viewer)

    def card(cid) -> str:
        return f"the {cards[cid].name}" if cid is not None else "a card"

    if k == "note":
        return str(ev.arg)
    told = party_words(ev, viewer, names, cards)
    if told is not None:
        return told or None  # "" (party.SILENT): an event these modes leave untold
    if k == "round_start":
        return f"Round {ev.arg} is dealt."
    if k == "first_player":
        chooser = _who(names, ev.arg, viewer)
        goes = "go" if s == viewer else "goes"
        if ev.arg == s:
            return f"{chooser} (True King) {goes} first."
        first = "you" if s == viewer else _who(names, s, viewer)
        return f"{chooser} (True King) {'send' if ev.arg == viewer else 'sends'} {first} first."
    if k == "mulligan":
        what = (
            "a free mulligan" if ev.arg else "a mulligan (the True King and 2 points to the others)"
        )
        return f"{who} {_v(s, viewer, 'call', 'calls')} {what}: every hand is dealt again."
    if k == "play_begins":
        return "Successors and Dungeons are set. Play begins."
    if k == "turn":
        return "Your turn" if s == viewer else f"{who}'s turn"
    if k == "cannot_play":
        return f"{who} cannot take a turn."
    if k == "move":
        return _move(ev, viewer, names, cards, who, card)
    if k == "ability":
        return f"{who} {_v(s, viewer, 'use', 'uses')} {card(ev.card)}."
    if k == "decline":
        return f"{who} {_v(s, viewer, 'do', 'does')} not use {card(ev.card)}."
    if k == "no_ability":
        return f"{_cap(card(ev.card))} is Muted: no ability."
    if k == "say":
        said = str(ev.arg)
        return (
            f"{who} {_v(s, viewer, 'name', 'names')} {said if said.isdigit() else 'the ' + said}."
        )
    if k in ("guess_right", "guess_wrong") and ev.card is None:
        # The Nakturn: its player's opponent guessed whether they hold the named card.
        right = "right" if k == "guess_right" else "wrong"
        return f"{who} {_v(s, viewer, 'guess', 'guesses')} {right} about the {ev.arg}."
    if k in ("guess_right", "guess_wrong") and ev.src and ev.src[0] == "dungeon":
        # The Informant, or a Stranger copying it: a guess at a Dungeon card.
        if k == "guess_right":
            return f"Right: the Dungeon card is the {ev.arg}."
        return f"Wrong: the Dungeon card is not the {ev.arg}."
    if k == "guess_right":
        return f"Right: the {ev.arg} is in an opponent's hand."
    if k == "guess_wrong":
        return f"Wrong: no {ev.arg} there."
    if k == "holds":
        return f"{who} {_v(s, viewer, 'hold', 'holds')} the {ev.arg}."
    if k == "holds_not" and str(ev.arg).isdigit():
        # The Executioner's number: a hand with no card of that base value.
        return f"{who} {_v(s, viewer, 'hold', 'holds')} no card of base value {ev.arg}."
    if k == "holds_not":
        return f"{who} {_v(s, viewer, 'hold', 'holds')} no {ev.arg}."
    if k == "disgrace":
        return f"{_cap(card(ev.card))} is Disgraced."
    if k == "mystic":
        return f"Cards of base value {ev.arg} lose their text and count as 3 for the rest of the round."
    if k == "choose" and ev.card is not None and cards[ev.card].name in ("Spy", "Judge"):
        # More players: the Spy's order and the Judge's opponent.
        other = _who(names, ev.arg, viewer)
        other = "you" if other == "You" else other
        if cards[ev.card].name == "Judge":
            whose = "your" if ev.arg == viewer else f"{other}'s"
            return f"{who} {_v(s, viewer, 'guess', 'guesses')} at {whose} hand."
        if ev.arg == s:
            return (
                f"{who} {_v(s, viewer, 'exchange', 'exchanges')} {_their(s, viewer)} own Successor."
            )
        return f"{who} {_v(s, viewer, 'order', 'orders')} {other} to exchange a Successor for a hand card."
    if k == "choose":
        other = _who(names, ev.arg, viewer)
        other = "you" if other == "You" else other
        return f"{who} {_v(s, viewer, 'choose', 'chooses')} {other} to swap a card."
    if k == "flip_declared":
        return f"{who} {_v(s, viewer, 'flip', 'flips')} {_their(s, viewer)} King."
    if k == "flip_king":
        return f"{_cap(_their(s, viewer))} King's power: the Throne is Disgraced." if s == viewer else f"{who}'s King is flipped: the Throne is Disgraced."  # fmt: skip
    if k == "react":
        return f"{who} {_v(s, viewer, 'reveal', 'reveals')} the {ev.arg}!"
    if k == "assassinated" and len(names) > 2:
        # More players: the victim is knocked out, and the knock-out says so.
        killer = "Your" if ev.arg == viewer else f"{_who(names, ev.arg, viewer)}'s"
        return f"{killer} Assassin strikes {'you' if s == viewer else who}."
    if k == "assassinated":
        killer = "Your" if ev.arg == viewer else f"{_who(names, ev.arg, viewer)}'s"
        return f"{killer} Assassin strikes: {who.lower() if who == 'You' else who} {_v(s, viewer, 'lose', 'loses')} the round."  # fmt: skip
    if k == "knocked_out":
        return f"{who} {_v(s, viewer, 'are', 'is')} out ({ev.arg})."
    if k == "round_over":
        r = ev.arg
        pts = r["points"]
        parts = [f"win {pts['win']}"]
        if pts.get("king"):
            parts.append(f"King {pts['king']}")
        if pts.get("cards"):
            parts.append(f"cards {pts['cards']}")
        score = " - ".join(f"{_who(names, i, viewer)} {v}" for i, v in enumerate(r["scores"]))
        gain = f"+{r['total']} ({', '.join(parts)})"
        winners = r.get("winners")
        if winners and len(winners) == 2:
            # 2v2: both partners gain the team's points.
            a, b = winners
            if viewer in winners:
                team = "You and " + names[b if a == viewer else a]
            else:
                team = f"{names[a]} and {names[b]}"
            score = _team_scores(r["scores"], names, viewer)
            return f"{team} win round {r['round']}: {gain} each. Score: {score}."
        line = f"{who} {_v(s, viewer, 'win', 'wins')} round {r['round']}: {gain}."
        second = r.get("second")
        if isinstance(second, int):
            pts = r.get("second_points", 1)
            line += f" {_who(names, second, viewer)} {_v(second, viewer, 'come', 'comes')} second: +{pts}."
        return f"{line} Score: {score}."
    if k == "match_over" and len(names) == 4 and s >= 0:
        return f"{_team_scores_pair(names, s, viewer)} win the match!"
    if k == "match_over":
        return f"{who} {_v(s, viewer, 'win', 'wins')} the match!"
    return _expansion_event(ev, viewer, names, cards, who)


def _expansion_event(ev, viewer, names, cards, who) -> str | None:
    """Fragments of Nersetti events other than card moves."""
    k = ev.kind
    s = ev.seat
    if k == "copy":
        whose = "Your" if s == viewer else f"{who}'s"
        return f"{whose} Stranger copies the {ev.arg}."
    if k == "look":
        victim = _who(names, ev.arg, viewer) if isinstance(ev.arg, int) else "their opponent"
        victim = "your" if victim == "You" else f"{victim}'s"
        return f"{who} {_v(s, viewer, 'look', 'looks')} at {victim} hand."
    if k == "reveal":
        if ev.card is None:
            return None
        zone = ev.src[0] if ev.src else ""
        whose = "Your" if s == viewer else f"{_who(names, s, viewer)}'s"
        name = cards[ev.card].name
        if zone in ("successor", "dungeon", "squire"):
            place = {"successor": "Successor", "dungeon": "Dungeon card", "squire": "Squire"}[zone]
            return f"{whose} {place} is revealed: the {name}."
        return f"{who} {_v(s, viewer, 'reveal', 'reveals')} the {name} from {_their(s, viewer)} hand."  # fmt: skip
    if k == "king_facet":
        return f"{who} {_v(s, viewer, 'take', 'takes')} the {ev.arg} as {_their(s, viewer)} King."  # fmt: skip
    if k == "muster_done":
        return f"{who} {_v(s, viewer, 'are', 'is')} done mustering."
    if k == "draft":
        return f"Signature Cards to draft: {', '.join(ev.arg or [])}." if ev.arg else None
    if k == "draft_order":
        return f"{who} {_v(s, viewer, 'draft', 'drafts')} first."
    if k == "exile_ends":
        return f"{_cap(_their(s, viewer))} Exile's Mute ends." if s == viewer else f"{who}'s Exile's Mute ends."  # fmt: skip
    if k == "conspiracy_ends":
        return f"{_cap(_their(s, viewer))} Conspiracy ends." if s == viewer else f"{who}'s Conspiracy ends."  # fmt: skip
    return None


def _army_move(ev, viewer, names, cards, who, c) -> str | None:
    """Moves into and out of the Army, Exhaust, Squire and Signature picks (Fragments of
    Nersetti). A hidden card is never named: an opponent's enlisted card is "an Army card"."""
    s = ev.seat
    src, dst = ev.src[0], ev.dst[0]
    known = ev.card is not None
    if src == "army" and dst == "hand":
        if not known:
            return f"{who} {_v(s, viewer, 'take', 'takes')} an Army card into {_their(s, viewer)} hand."  # fmt: skip
        return f"{who} {_v(s, viewer, 'take', 'takes')} {c} from {_their(s, viewer)} Army into {_their(s, viewer)} hand."  # fmt: skip
    if src == "army" and dst == "exhaust":
        return f"{who} {_v(s, viewer, 'Exhaust', 'Exhausts')} {c if known else 'an Army card'}."
    if src == "exhaust" and dst == "army":
        return f"{who} {_v(s, viewer, 'put', 'puts')} {c} back into {_their(s, viewer)} Army."
    if src == "hand" and dst == "army" and ev.arg == "flag" and ev.visible_to is not None:
        # The Flag Bearer: one of the Rallied cards goes back "without saying which".
        what = c if known else "one of the Rallied cards"
        return f"{who} {_v(s, viewer, 'put', 'puts')} {what} back into {_their(s, viewer)} Army without saying which."  # fmt: skip
    if src == "hand" and dst == "army":
        what = c if known else "a card"
        return f"{who} {_v(s, viewer, 'put', 'puts')} {what} back into {_their(s, viewer)} Army."
    if dst == "removed" and ev.arg == "recruit":
        return f"{who} {_v(s, viewer, 'give', 'gives')} up {c} to Recruit."
    if src == "box" and dst == "picked":
        what = c if known else "a Signature Card"
        return f"{who} {_v(s, viewer, 'pick', 'picks')} {what} in secret."
    if src == "picked" and dst == "army":
        return f"{who} {_v(s, viewer, 'reveal', 'reveals')} {c} as a Signature Card."
    if src == "box" and dst == "army":
        whose = "your" if s == viewer else f"{who}'s"
        return f"{_cap(c)} joins {whose} Army."
    if dst == "squire":
        what = c if s == viewer and known else "a card"
        return f"{who} {_v(s, viewer, 'set', 'sets')} {what} as {_their(s, viewer)} Squire."
    if src == "squire" and dst == "hand":
        if known:
            return f"{who} {_v(s, viewer, 'take', 'takes')} {_their(s, viewer)} Squire, {c}, into hand."  # fmt: skip
        return f"{who} {_v(s, viewer, 'take', 'takes')} {_their(s, viewer)} Squire into hand."
    if src in ("squire", "successor") and dst == "removed":
        place = "Squire" if src == "squire" else "Successor"
        whose = "Your" if s == viewer else f"{who}'s"
        return f"{whose} {place}, {c}, leaves the round."
    if src == "dungeon" and dst == "hand":
        owner = ev.src[1]
        if owner != ev.dst[1]:
            victim = "your" if owner == viewer else f"{_who(names, owner, viewer)}'s"
            return f"{_who(names, ev.dst[1], viewer)} {_v(ev.dst[1], viewer, 'take', 'takes')} {c} from {victim} Dungeon."  # fmt: skip
        what = f"{_their(s, viewer)} Dungeon card" + (f", {c}," if known else "")
        return f"{who} {_v(s, viewer, 'take', 'takes')} {what} into hand."
    if src == "antechamber" and dst == "hand":
        return f"{who} {_v(s, viewer, 'take', 'takes')} {c} from {_their(s, viewer)} Antechamber into hand."  # fmt: skip
    if src == "court" and dst == "removed" and ev.arg == "copied":
        return f"{_cap(c)} leaves the round, copied by the Stranger."
    return None


def _move(ev, viewer, names, cards, who, card) -> str | None:
    s = ev.seat
    src, dst = ev.src[0], ev.dst[0]
    dseat = ev.dst[1]
    c = card(ev.card)
    if src == "deck":
        if dst == "accused":
            return f"The Accused card is {c}."
        return None  # the deal itself is told by round_start
    told = _army_move(ev, viewer, names, cards, who, c)
    if told is not None:
        return told
    if ev.arg == "play":
        where = " from the Antechamber" if src == "antechamber" else ""
        if src == "successor":
            where = f" from {_their(s, viewer)} Successor (+2, the Elocutionist)"
        return f"{who} {_v(s, viewer, 'play', 'plays')} {c}{where}."
    if ev.arg == "stopped" and dst == "condemned":
        whose = "your" if s == viewer else f"{who}'s"
        return f"{_cap(c)} is stopped and Condemned: removing it takes {whose} next turn."
    if ev.arg == "stopped":
        return f"{_cap(c)} is stopped and leaves the round."
    if dst in ("successor", "dungeon"):
        return f"{who} {_v(s, viewer, 'set', 'sets')} {c if s == viewer else 'a card'} as {_their(s, viewer)} {ZONE_WORDS[dst]}."  # fmt: skip
    if src == "successor" and dst == "hand":
        if s == viewer:
            return f"Your Successor, {c}, joins your hand."
        return f"{who} takes {_their(s, viewer)} Successor into hand."
    if dst == "offer":
        return f"{who} {_v(s, viewer, 'pick', 'picks')} {c if s == viewer else 'a card'} to give."
    if src == "offer" and dst == "hand":
        owner = ev.src[1]
        if dseat == viewer:
            return f"You receive {c} from {_who(names, owner, viewer)}."
        if owner == viewer:
            return f"You give {c} to {_who(names, dseat, viewer)}."
        return f"{_who(names, owner, viewer)} gives a card to {_who(names, dseat, viewer)}."
    if src == "hand" and dst == "hand":
        if dseat == viewer:
            return f"You receive {c} from {who}."
        if s == viewer:
            return f"You give {c} to {_who(names, dseat, viewer)}."
        return f"{who} gives a card to {_who(names, dseat, viewer)}."
    if src == "court" and dst == "hand":
        return f"{who} {_v(s, viewer, 'take', 'takes')} {c} from the Court."
    if src == "hand" and dst == "court":
        return f"{who} {_v(s, viewer, 'put', 'puts')} {c} into the Court."
    if dst == "accused":
        return f"{who} {_v(s, viewer, 'put', 'puts')} {c} in place of the Accused card."
    if src == "accused" and dst == "hand":
        return f"{who} {_v(s, viewer, 'take', 'takes')} {c}, the Accused card, into hand."
    if dst == "antechamber":
        return f"{who} {_v(s, viewer, 'put', 'puts')} {c} into {_their(s, viewer)} Antechamber."
    if dst == "condemned":
        if ev.card is None:  # the Executioner's Condemn from a hand lies face down
            return f"{who} {_v(s, viewer, 'Condemn', 'Condemns')} a card face down."
        return f"{_cap(c)} is Condemned."
    if src == "condemned" and dst == "removed":
        return f"{who} {_v(s, viewer, 'remove', 'removes')} {c} from the round as {_their(s, viewer)} turn."  # fmt: skip
    if dst == "reveal":
        return f"{_cap(c)} is revealed."
    if dst == "removed":
        return f"{_cap(c)} leaves the round."
    return None
