"""Fragments of Nersetti card abilities (and the Kickstarter Oracle), one class per card, in the
same shape as abilities.py. The Immortal, the Nakturn's 2, the Exile's penalty and the
Conspiracist's bonus are continuous and live in the value rules of values.py; the Impersonator and
the Elocutionist change the turn and live in turns.py."""

from __future__ import annotations

from game.core.actions import Action
from game.imposter import abilities, rules, seams, turns
from game.imposter.abilities import PASS, Optional, OptionalNaming, _court_targets, use
from game.imposter.army import can_rally, take_from_army
from game.imposter.state import SHARED

USE = Action("use")
# UNVERIFIED (card file 5, row 22): the Flag Bearer is not in the King's Hand chart; by the
# general trigger ("a player chooses to use an ability") it can be stopped.
FLAG_BEARER_STOPPABLE = True
# UNVERIFIED (card file 2.3): whether a Stranger copying the Oathbound can use its override.
STRANGER_COPIES_OVERRIDES = False


def use_or_pass(st, frame):
    return [USE, PASS]


class OptionalUse(Optional):
    """Optional, with nothing to choose: use it (the effect ``effect_name`` runs behind the
    King's Hand window) or pass."""

    effect_name = ""
    legal = staticmethod(use_or_pass)

    def chosen(self, st, s, cid, immune, action):
        use(st, s, cid, immune, self.effect_name)


class FlagBearer(Optional):
    """If a Disgraced card is in Court: Disgrace it; Recall, then Rally two, show them and put
    one of them back into your Army."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.fon is not None and any(c in st.disgraced for c in st.court if c != cid):
            st.stack.append(("flag", s, cid, immune))

    legal = staticmethod(use_or_pass)

    def chosen(self, st, s, cid, immune, action):
        turns.disgrace(st, cid)
        use(st, s, cid, immune or not FLAG_BEARER_STOPPABLE, "flag")

    @staticmethod
    def effect(st, s, cid):
        st.stack.append(("flag_rally", s, (), 2))
        st.stack.append(("recall", s, False))


class FlagRally:
    def legal(self, st, frame):
        return st.label_actions("rally", st.fon.army[frame[1]])

    def act(self, st, frame, action):
        _, s, got, left = frame
        st.stack.pop()
        cid = st.find(st.fon.army[s], action.arg)
        take_from_army(st, s, cid, public=True)  # the Flag Bearer shows what it Rallied
        st.fon.shown.add(cid)
        got = got + (cid,)
        if left > 1 and st.fon.army[s]:
            st.stack.append(("flag_rally", s, got, left - 1))
        else:
            st.stack.append(("flag_return", s, got))


class FlagReturn:
    def legal(self, st, frame):
        s, got = frame[1], frame[2]
        return st.label_actions("return", [c for c in got if c in st.hands[s]])

    def act(self, st, frame, action):
        s, got = frame[1], frame[2]
        st.stack.pop()
        rallied = [c for c in got if c in st.hands[s]]
        cid = st.find(rallied, action.arg)
        st.hands[s].remove(cid)
        st.fon.army[s].append(cid)
        if len(rallied) == 1:  # nothing to choose from: everyone knows which went back
            st.learn_loss(s, cid, None)
            st.emit("move", s, cid, ("hand", s), ("army", s), arg="flag")
            return
        # Card text: one goes back "without saying which". The others saw the Rallied cards,
        # but now know only that one of them stayed: none of them is known or shown any more.
        fon = st.fon
        names = [st.cards[c].name for c in rallied]
        for c in rallied:
            fon.shown.discard(c)
        for obs in range(st.n):
            if obs != s:
                known = st.known[obs][s]
                for nm in names:
                    if nm in known:
                        known.remove(nm)
                if len(set(names)) == 1:
                    known.append(names[0])  # whichever stayed, it has this name
        st.emit("move", s, cid, ("hand", s), ("army", s), arg="flag", visible_to=(s,))


class Stranger:
    """When played, may copy the name and ability of another face-up Court card, which leaves
    the round; immune, so the copied ability cannot be stopped. (Its Reaction is in reactions.py.)"""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.fon is not None and _court_targets(st, exclude=cid):
            st.stack.append(("stranger", s, cid, under, ignore_values))

    def legal(self, st, frame):
        return [Action("copy", st.court_ref(c)) for c in _court_targets(st, exclude=frame[2])] + [
            PASS
        ]

    def act(self, st, frame, action):
        _, s, cid, under, ignore_values = frame
        st.stack.pop()
        if action.verb == "pass":
            st.emit("decline", s, cid)
            return
        target = st.court_card(action.arg)
        name = st.cards[target].name
        if under == target:
            under = None
        st.leave_court(target)
        st.removed.append(target)
        st.fon.stranger_as[cid] = name
        st.emit("copy", s, cid, arg=name)
        st.emit("move", s, target, ("court", SHARED), ("removed", SHARED), arg="copied")
        ability = ALL_ABILITIES.get(name)
        if ability is not None:
            ability.on_play(st, s, cid, under, STRANGER_COPIES_OVERRIDES, True, ignore_values)


class Aegis:
    """May be played on anything; then you may Disgrace one Court card (itself included)."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        st.stack.append(("aegis", s, cid))

    def legal(self, st, frame):
        return [Action("disgrace", st.court_ref(c)) for c in _court_targets(st)] + [PASS]

    def act(self, st, frame, action):
        s, cid = frame[1], frame[2]
        st.stack.pop()
        if action.verb == "pass":
            st.emit("decline", s, cid)
            return
        st.emit("ability", s, cid)
        turns.disgrace(st, st.court_card(action.arg))


class Ancestor:
    """Played on Royalty (not from the Antechamber): Recall, then you may remove a hand card
    from the round to Rally. Its Elder bonus is continuous (values.py)."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        # UNVERIFIED (card file 5, row 31): no trigger from the Antechamber.
        if st.fon is None or ignore_values or under is None or not st.is_royal(under):
            return
        st.emit("ability", s, cid)
        st.stack.append(("ancestor_rally", s))
        st.stack.append(("recall", s, False))

    def legal(self, st, frame):
        s = frame[1]
        if not st.hands[s] or not can_rally(st, s):
            return []
        return st.label_actions("discard", st.hands[s]) + [PASS]

    def act(self, st, frame, action):
        s = frame[1]
        st.stack.pop()
        if action.verb == "pass":
            return
        cid = st.find(st.hands[s], action.arg)
        st.hands[s].remove(cid)
        st.learn_loss(s, cid, None)
        st.removed.append(cid)
        st.emit("move", s, cid, ("hand", s), ("removed", SHARED), arg="reveal")
        st.stack.append(("rally", s, 1))


class Informant:
    """Name the card in an opponent's Dungeon (mandatory). If right, it is shown and you may
    take it into your hand, or Rally instead."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        targets = self.targets(st, s) if st.fon is not None else []
        if len(targets) == 1:
            st.stack.append(("informant", s, cid, targets[0]))
        elif targets:  # several opponents: the Informant's player picks whose Dungeon
            st.stack.append(("informant_target", s, cid))

    @staticmethod
    def targets(st, s):
        return [o for o in st.opponents(s) if st.dungeon[o] is not None]

    def legal(self, st, frame):
        return [Action("name", nm) for nm in st.mode.names]

    def act(self, st, frame, action):
        _, s, cid, target = frame
        st.stack.pop()
        st.emit("say", s, cid, arg=action.arg)
        dungeon = st.dungeon[target]
        about = ("dungeon", target)  # the guess was about this Dungeon (the log says so)
        if st.cards[dungeon].name != action.arg:
            st.emit("guess_wrong", s, cid, about, arg=action.arg)
            return
        st.fon.shown.add(dungeon)
        st.emit("guess_right", s, cid, about, arg=action.arg)
        st.emit("reveal", target, dungeon, ("dungeon", target), ("dungeon", target))
        st.stack.append(("informant_claim", s, target))


class InformantTarget:
    def legal(self, st, frame):
        return [Action("choose", str(o)) for o in Informant.targets(st, frame[1])]

    def act(self, st, frame, action):
        _, s, cid = frame
        st.stack.pop()
        st.emit("choose", s, cid, arg=int(action.arg))
        st.stack.append(("informant", s, cid, int(action.arg)))


class InformantClaim:
    def legal(self, st, frame):
        s = frame[1]
        acts = [Action("take", "dungeon")]
        if can_rally(st, s):
            acts.append(Action("rally"))
        return acts + [PASS]

    def act(self, st, frame, action):
        s, target = frame[1], frame[2]
        st.stack.pop()
        if action.verb == "take":
            cid = st.dungeon[target]
            st.dungeon[target] = None
            st.fon.shown.discard(cid)
            st.hands[s].append(cid)
            st.learn_gain(s, cid, None)
            st.emit("move", s, cid, ("dungeon", target), ("hand", s), arg="take")
        elif action.verb == "rally":
            st.stack.append(("rally", s, 1))


class Nakturn(OptionalNaming):
    """If a Disgraced card is in Court: name a card; an opponent guesses whether you hold it; if
    wrong, you see their hand and Condemn one of its cards. Worth 2 in the Court (values.py)."""

    effect_name = "nakturn"

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.fon is not None and st.disgraced and st.opponents(s):
            st.stack.append(("nakturn", s, cid, immune))

    def chosen(self, st, s, cid, immune, action):
        if len(st.opponents(s)) < 2:
            super().chosen(st, s, cid, immune, action)  # the King's Hand window follows the name
            return
        # Card file, Nakturn: "The KH window opens after the name and the opponent are chosen".
        if st._ev is not None:
            st.emit("say", s, cid, arg=action.arg)
        st.stack.append(("nakturn_target", s, action.arg, cid, immune))

    @staticmethod
    def effect(st, s, cid, name, target=None):
        if target is None:
            opponents = st.opponents(s)
            if not opponents:
                return
            target = opponents[0]  # the only opponent
        st.stack.append(("nakturn_guess", target, s, name))


class NakturnTarget:
    """Several opponents: the Nakturn's player picks the one who guesses, then the window."""

    def legal(self, st, frame):
        return [Action("choose", str(o)) for o in st.opponents(frame[1])]

    def act(self, st, frame, action):
        _, s, name, cid, immune = frame
        st.stack.pop()
        use(st, s, cid, immune, "nakturn", name, int(action.arg))


class NakturnGuess:
    def legal(self, st, frame):
        return [Action("guess", "yes"), Action("guess", "no")]

    def act(self, st, frame, action):
        _, guesser, s, name = frame
        st.stack.pop()
        held = any(st.cards[c].name == name for c in st.hands[s])
        st.learn_holds(s, name, held)
        right = (action.arg == "yes") == held
        st.emit("guess_right" if right else "guess_wrong", guesser, arg=name)
        st.emit("holds" if held else "holds_not", s, arg=name)  # now known to everyone
        if right or not st.hands[guesser]:
            return
        # Wrong: the Nakturn's player looks at the whole hand and Condemns one card.
        st.known[s][guesser] = [st.cards[c].name for c in st.hands[guesser]]
        st.lacks[s][guesser] = set()
        # In two-player only the guesser and the Nakturn's player exist, so the looked-at cards
        # are pinned as publicly known until they leave the hand; with more, nobody else saw.
        if st.n == 2:
            st.fon.shown.update(st.hands[guesser])
        st.emit("look", s, arg=guesser)
        st.stack.append(("nakturn_condemn", s, guesser))


class NakturnCondemn:
    def legal(self, st, frame):
        return [Action("condemn", lb) for lb in sorted(st.labels(st.hands[frame[2]]))]

    def act(self, st, frame, action):
        victim = frame[2]
        st.stack.pop()
        cid = st.find(st.hands[victim], action.arg)
        st.hands[victim].remove(cid)
        st.learn_loss(victim, cid, None)
        # UNVERIFIED (card file, Nakturn): it lies in front of its owner and costs them a turn.
        st.condemned[victim].append(cid)
        st.emit("move", victim, cid, ("hand", victim), ("condemned", victim))


class Lockshift(OptionalUse):
    """You may make the others reveal their Dungeon cards; then every player takes their
    Dungeon card into their hand."""

    effect_name = "lockshift"

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.fon is not None and any(st.dungeon[o] is not None for o in range(st.n)):
            st.stack.append(("lockshift", s, cid, immune))

    @staticmethod
    def effect(st, s, cid):
        for o in [s] + st.others(s):
            card = st.dungeon[o]
            if card is None:
                continue
            st.dungeon[o] = None
            st.fon.shown.discard(card)
            st.hands[o].append(card)
            seen = (o,) if o == s else None  # the Lockshift's own player does not show theirs
            st.learn_gain(o, card, seen)
            st.emit("move", o, card, ("dungeon", o), ("hand", o), visible_to=seen)


class Conspiracist:
    """Mandatory: until the end of your next turn your hand and Antechamber cards are +1 and
    Steadfast, and what you play keeps both in the Court (values.py, turns.play)."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.fon is not None:
            st.fon.consp[s] = 2  # this turn and the next
            st.emit("ability", s, cid)


class Exile:
    """Mandatory: every card is Muted until the start of your next turn (Steadfast ones not)."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.fon is not None:
            st.fon.exile[s] = True
            st.emit("ability", s, cid)


class Oracle(OptionalUse):
    """Kickstarter, UNVERIFIED text: each opponent reveals two hand cards; for each, you may put
    one of them into their Antechamber."""

    effect_name = "oracle"

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.fon is not None and any(st.hands[o] for o in st.opponents(s)):
            st.stack.append(("oracle", s, cid, immune))

    @staticmethod
    def effect(st, s, cid):
        for o in reversed(st.opponents(s)):
            if st.hands[o]:
                st.stack.append(("oracle_show", o, s, min(2, len(st.hands[o])), ()))


class OracleShow:
    def legal(self, st, frame):
        o, got = frame[1], frame[4]
        return st.label_actions("reveal", [c for c in st.hands[o] if c not in got])

    def act(self, st, frame, action):
        _, o, s, left, got = frame
        st.stack.pop()
        cid = st.find([c for c in st.hands[o] if c not in got], action.arg)
        st.learn_holds(o, st.cards[cid].name, True)
        st.fon.shown.add(cid)
        st.emit("reveal", o, cid, ("hand", o), ("hand", o))
        got = got + (cid,)
        if left > 1:
            st.stack.append(("oracle_show", o, s, left - 1, got))
        else:
            st.stack.append(("oracle_pick", s, o, got))


class OraclePick:
    def legal(self, st, frame):
        o, got = frame[2], frame[3]
        shown = [c for c in got if c in st.hands[o]]
        return st.label_actions("antechamber", shown) + [PASS]

    def act(self, st, frame, action):
        _, s, o, got = frame
        st.stack.pop()
        if action.verb == "pass":
            return
        cid = st.find([c for c in got if c in st.hands[o]], action.arg)
        st.hands[o].remove(cid)
        st.learn_loss(o, cid, None)
        st.ante[o].append(cid)
        st.emit("move", o, cid, ("hand", o), ("antechamber", o))


ABILITIES = {
    "Flag Bearer": FlagBearer(),
    "Stranger": Stranger(),
    "Aegis": Aegis(),
    "Ancestor": Ancestor(),
    "Informant": Informant(),
    "Nakturn": Nakturn(),
    "Lockshift": Lockshift(),
    "Conspiracist": Conspiracist(),
    "Exile": Exile(),
    "Oracle": Oracle(),
}
ALL_ABILITIES = {**abilities.ABILITIES, **ABILITIES}
seams.ABILITIES.update(ABILITIES)

_KINDS = {
    "flag": ABILITIES["Flag Bearer"],
    "flag_rally": FlagRally(),
    "flag_return": FlagReturn(),
    "stranger": ABILITIES["Stranger"],
    "aegis": ABILITIES["Aegis"],
    "ancestor_rally": ABILITIES["Ancestor"],
    "informant": ABILITIES["Informant"],
    "informant_target": InformantTarget(),
    "informant_claim": InformantClaim(),
    "nakturn": ABILITIES["Nakturn"],
    "nakturn_target": NakturnTarget(),
    "nakturn_guess": NakturnGuess(),
    "nakturn_condemn": NakturnCondemn(),
    "lockshift": ABILITIES["Lockshift"],
    "oracle": ABILITIES["Oracle"],
    "oracle_show": OracleShow(),
    "oracle_pick": OraclePick(),
}
DECISIONS = {k: (v.legal, v.act) for k, v in _KINDS.items()}
SKIP_WHEN_EMPTY = frozenset(("flag_rally", "flag_return", "ancestor_rally", "nakturn_condemn"))

abilities.EFFECTS.update(
    {
        "flag": FlagBearer.effect,
        "nakturn": Nakturn.effect,
        "lockshift": Lockshift.effect,
        "oracle": Oracle.effect,
    }
)
seams.PERMISSIONS.update(
    {
        # Aegis: may go on top of any Throne card at all.
        "Aegis": lambda st, s, cid, throne, tv: True,
        # Ancestor: may go on top of any Royalty, whatever the values.
        "Ancestor": lambda st, s, cid, throne, tv: st.is_royal(throne),
    }
)

rules.register(DECISIONS, skip_when_empty=SKIP_WHEN_EMPTY)
