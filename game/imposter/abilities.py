"""Every card's ability, one class per card, as the card file describes it.

A class may define ``on_play`` (what happens when the card is played and not Muted), the
decisions it asks for (``kinds``: frame kind -> (legal, act)) and effects that run after the
King's Hand window (``effects``: name -> function). Play permissions (Elder, Zealot, Oathbound)
are in ``PERMISSIONS``. Rule references are to ../shared/rules/imposter-kings-cards.md.
"""

from __future__ import annotations

from game.core.actions import Action
from game.imposter.state import SHARED, ImposterState

PASS = Action("pass")


def _rules():
    from game.imposter import rules

    return rules


def push_effect(st, s, name, *args):
    st.stack.append(("effect", s, name, *args))


def run_effect(st: ImposterState, frame: tuple) -> None:
    st.stack.pop()
    EFFECTS[frame[2]](st, frame[1], *frame[3:])


def use(st, s, cid, immune, effect, *args):
    """The owner chose to use the ability: queue its effect behind the King's Hand window."""
    st.emit("ability", s, cid, arg=args)
    push_effect(st, s, effect, cid, *args)
    _rules().open_ability_window(st, s, cid, immune)


def _court_targets(st, exclude=None, royal_ok=True):
    return [
        c
        for c in st.court
        if c not in st.disgraced and c != exclude and (royal_ok or not st.is_royal(c))
    ]


class Optional:
    """An ability its owner may decline. The frame is (kind, seat, card, immune); a subclass
    says in ``chosen`` what its other answers do."""

    def act(self, st, frame, action):
        _, s, cid, immune = frame
        st.stack.pop()
        if action.verb == "pass":
            st.emit("decline", s, cid)
            return
        self.chosen(st, s, cid, immune, action)


class OptionalNaming(Optional):
    """Optional: name a card, then the effect ``effect_name`` runs behind the King's Hand window."""

    effect_name = ""

    def legal(self, st, frame):
        return [Action("name", nm) for nm in st.mode.names] + [PASS]

    def chosen(self, st, s, cid, immune, action):
        st.emit("say", s, cid, arg=action.arg)
        use(st, s, cid, immune, self.effect_name, action.arg)


def give_choices(st, frame):
    """Every hand card of the frame's seat, as the card it gives away."""
    return [Action("give", lb) for lb in st.labels(st.hands[frame[1]])]


class Fool(Optional):
    """Optional: move another face-up Court card into your hand (KH after the choice)."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if _court_targets(st, exclude=cid):
            st.stack.append(("take", s, cid, immune))

    def legal(self, st, frame):
        return [Action("take", st.court_ref(c)) for c in _court_targets(st, exclude=frame[2])] + [
            PASS
        ]

    def chosen(self, st, s, cid, immune, action):
        use(st, s, cid, immune, "fool_take", st.court_card(action.arg))

    @staticmethod
    def take(st, s, cid, target):
        st.leave_court(target)
        st.hands[s].append(target)
        st.learn_gain(s, target, None)
        st.emit("move", s, target, ("court", SHARED), ("hand", s), arg="take")


class Inquisitor(OptionalNaming):
    """Optional: name a card; each other holder puts one copy into their Antechamber."""

    effect_name = "inquire"

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        st.stack.append(("inquire", s, cid, immune))

    @staticmethod
    def inquire(st, s, cid, name):
        for o in st.others(s):
            copies = [c for c in st.hands[o] if st.cards[c].name == name]
            if not copies:
                st.learn_holds(o, name, False)
                st.emit("holds_not", o, arg=name)
                continue
            # Copies of a name are identical in the base game, so the holder's choice is moot.
            c = copies[0]
            st.hands[o].remove(c)
            st.learn_loss(o, c, None)
            st.ante[o].append(c)
            st.emit("move", o, c, ("hand", o), ("antechamber", o))


class Soldier:
    """Name a card (mandatory). If an opponent holds it: +2 while on the Throne and you may
    Disgrace up to three face-up Court cards, itself included."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        st.stack.append(("soldier", s, cid, immune))

    def legal(self, st, frame):
        return [Action("name", nm) for nm in st.mode.names]

    def act(self, st, frame, action):
        _, s, cid, immune = frame
        st.stack.pop()
        st.emit("say", s, cid, arg=action.arg)
        use(st, s, cid, immune, "soldier_hit", action.arg)

    @staticmethod
    def hit(st, s, cid, name):
        holders = [o for o in st.opponents(s) if any(st.cards[c].name == name for c in st.hands[o])]
        for o in st.opponents(s):
            st.learn_holds(o, name, o in holders)
        if not holders:
            st.emit("guess_wrong", s, cid, arg=name)
            return
        st.emit("guess_right", s, cid, arg=name)
        if cid in st.court:
            st.boosted.add(cid)
        if _court_targets(st):
            st.stack.append(("disgrace", s, 3))


class SoldierDisgrace:
    def legal(self, st, frame):
        return [Action("disgrace", st.court_ref(c)) for c in _court_targets(st)] + [Action("done")]

    def act(self, st, frame, action):
        _, s, left = frame
        st.stack.pop()
        if action.verb == "done":
            return
        _rules().disgrace(st, st.court_card(action.arg))
        if left > 1 and _court_targets(st):
            st.stack.append(("disgrace", s, left - 1))


class Judge:
    """Guess a card in an opponent's hand (mandatory). If right, you may put a hand card of base
    value 2 or more into your Antechamber. With two opponents (3 and 4 players) the owner first
    chooses which: frame ``(judge_target, s, card, immune)``, then ``(judge, s, card, immune,
    target)`` (rulebook timing chart: the King's Hand reacts after both choices)."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        opponents = st.opponents(s)
        if len(opponents) > 1:
            st.stack.append(("judge_target", s, cid, immune))
        elif opponents:
            st.stack.append(("judge", s, cid, immune, opponents[0]))

    def legal(self, st, frame):
        return [Action("name", nm) for nm in st.mode.names]

    def act(self, st, frame, action):
        _, s, cid, immune, target = frame
        st.stack.pop()
        st.emit("say", s, cid, arg=action.arg)
        use(st, s, cid, immune, "judge_hit", target, action.arg)

    @staticmethod
    def hit(st, s, cid, target, name):
        held = any(st.cards[c].name == name for c in st.hands[target])
        st.learn_holds(target, name, held)
        if not held:
            st.emit("guess_wrong", s, cid, arg=name)
            return
        st.emit("guess_right", s, cid, arg=name)
        if any(st.cards[c].value >= 2 for c in st.hands[s]):
            st.stack.append(("judge_ante", s))


class JudgeTarget:
    """The Judge with two opponents: choose the one whose hand to guess."""

    def legal(self, st, frame):
        return [Action("choose", str(o)) for o in st.opponents(frame[1])]

    def act(self, st, frame, action):
        _, s, cid, immune = frame
        st.stack.pop()
        target = int(action.arg)
        st.emit("choose", s, cid, arg=target)
        st.stack.append(("judge", s, cid, immune, target))


class JudgeAntechamber:
    def legal(self, st, frame):
        hand = [c for c in st.hands[frame[1]] if st.cards[c].value >= 2]
        return [Action("antechamber", lb) for lb in st.labels(hand)] + [PASS]

    def act(self, st, frame, action):
        s = frame[1]
        st.stack.pop()
        if action.verb == "pass":
            return
        c = st.find(st.hands[s], action.arg)
        st.hands[s].remove(c)
        st.learn_loss(s, c, None)
        st.ante[s].append(c)
        st.emit("move", s, c, ("hand", s), ("antechamber", s))


class Oathbound:
    """Played on a higher card: Disgrace it, then at once play another card from hand ignoring
    values; that follow-up's ability happens and cannot be stopped by the King's Hand."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if not over_higher:
            return
        st.emit("ability", s, cid)
        if under not in st.disgraced:
            _rules().disgrace(st, under)
        if st.hands[s]:
            st.stack.append(("follow", s))

    def legal(self, st, frame):
        return [Action("play", lb) for lb in st.labels(st.hands[frame[1]])]

    def act(self, st, frame, action):
        s = frame[1]
        st.stack.pop()
        cid = st.find(st.hands[s], action.arg)
        _rules().play(st, s, cid, "hand", ignore_values=True, immune=True)


class Mystic(Optional):
    """Optional, if a Disgraced card is in Court: Disgrace the Mystic and name 1-8; cards of that
    base value lose their text everywhere and count as 3 in the Court for the round."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.disgraced:
            st.stack.append(("mystic", s, cid, immune))

    def legal(self, st, frame):
        return [Action("name", str(v)) for v in range(1, 9)] + [PASS]

    def chosen(self, st, s, cid, immune, action):
        _rules().disgrace(st, cid)
        st.emit("say", s, cid, arg=action.arg)
        use(st, s, cid, immune, "mystic", int(action.arg))

    @staticmethod
    def set_number(st, s, cid, number):
        st.mystic = number
        st.emit("mystic", s, cid, arg=number)


class Sentry(Optional):
    """Optional: Disgrace the Sentry and swap a hand card with a face-up non-Royalty Court card,
    which keeps its place in the Court. The card put in is not played."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.hands[s] and self.targets(st, cid):
            st.stack.append(("sentry", s, cid, immune))

    @staticmethod
    def targets(st, cid):
        return _court_targets(st, exclude=cid, royal_ok=False)

    def legal(self, st, frame):
        return [Action("exchange", st.court_ref(c)) for c in self.targets(st, frame[2])] + [PASS]

    def chosen(self, st, s, cid, immune, action):
        target = st.court_card(action.arg)
        _rules().disgrace(st, cid)
        use(st, s, cid, immune, "sentry", target)

    @staticmethod
    def begin(st, s, cid, target):
        st.stack.append(("sentry_give", s, target))


class SentryGive:
    legal = staticmethod(give_choices)

    def act(self, st, frame, action):
        _, s, target = frame
        st.stack.pop()
        give = st.find(st.hands[s], action.arg)
        pos = st.court.index(target)
        st.hands[s].remove(give)
        st.learn_loss(s, give, None)
        st.leave_court(target)
        st.court.insert(pos, give)
        st.hands[s].append(target)
        st.learn_gain(s, target, None)
        st.emit("move", s, give, ("hand", s), ("court", SHARED), arg=pos)
        st.emit("move", s, target, ("court", SHARED), ("hand", s), arg="take")


class Princess(Optional):
    """Optional: choose a player with cards; each of you picks a card from your own hand in
    secret and you swap them. Needs a card left in your own hand."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.hands[s] and self.targets(st, s):
            st.stack.append(("princess", s, cid, immune))

    @staticmethod
    def targets(st, s):
        return [o for o in st.others(s) if st.hands[o]]

    def legal(self, st, frame):
        return [Action("choose", str(o)) for o in self.targets(st, frame[1])] + [PASS]

    def chosen(self, st, s, cid, immune, action):
        st.emit("choose", s, cid, arg=int(action.arg))
        use(st, s, cid, immune, "princess", int(action.arg))

    @staticmethod
    def begin(st, s, cid, target):
        st.stack.append(("swap_give", target, s))
        st.stack.append(("swap_give", s, target))


class SwapGive:
    """Each side of the Princess's swap picks a card; the first pick waits face down."""

    legal = staticmethod(give_choices)

    def act(self, st, frame, action):
        _, s, other = frame
        st.stack.pop()
        give = st.find(st.hands[s], action.arg)
        st.hands[s].remove(give)
        if st.offer[other] is None:  # the first pick: set it aside until the other picks
            st.offer[s] = give
            if st.fon is not None:
                st.fon.shown.discard(give)
            st.emit("move", s, give, ("hand", s), ("offer", s), visible_to=(s,))
            return
        taken = st.offer[other]
        st.offer[other] = None
        both = (s, other)
        st.learn_loss(other, taken, both)
        st.learn_loss(s, give, both)
        st.hands[s].append(taken)
        st.hands[other].append(give)
        st.learn_gain(s, taken, both)
        st.learn_gain(other, give, both)
        st.emit("move", other, taken, ("offer", other), ("hand", s), visible_to=both)
        st.emit("move", s, give, ("hand", s), ("hand", other), visible_to=both)


class Queen:
    """Mandatory, so the King's Hand cannot stop it: Disgrace every other Court card."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        st.emit("ability", s, cid)
        for c in st.court:
            if c != cid and c not in st.disgraced:
                _rules().disgrace(st, c)


class Warden(Optional):
    """Optional, with 4+ face-up Court cards (itself included): swap a hand card with the
    Accused card."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.hands[s] and st.accused is not None and len(_court_targets(st)) >= 4:
            st.stack.append(("warden", s, cid, immune))

    def legal(self, st, frame):
        return [Action("exchange"), PASS]

    def chosen(self, st, s, cid, immune, action):
        use(st, s, cid, immune, "warden")

    @staticmethod
    def begin(st, s, cid):
        st.stack.append(("warden_give", s))


class WardenGive:
    legal = staticmethod(give_choices)

    def act(self, st, frame, action):
        s = frame[1]
        st.stack.pop()
        give = st.find(st.hands[s], action.arg)
        old = st.accused
        st.hands[s].remove(give)
        st.learn_loss(s, give, None)
        st.accused = give
        st.hands[s].append(old)
        st.learn_gain(s, old, None)
        st.emit("move", s, give, ("hand", s), ("accused", SHARED))
        st.emit("move", s, old, ("accused", SHARED), ("hand", s), arg="take")


ABILITIES = {
    "Fool": Fool(),
    "Inquisitor": Inquisitor(),
    "Soldier": Soldier(),
    "Judge": Judge(),
    "Oathbound": Oathbound(),
    "Mystic": Mystic(),
    "Sentry": Sentry(),
    "Princess": Princess(),
    "Queen": Queen(),
    "Warden": Warden(),
}


def _kinds():
    table = {
        "take": ABILITIES["Fool"],
        "inquire": ABILITIES["Inquisitor"],
        "soldier": ABILITIES["Soldier"],
        "disgrace": SoldierDisgrace(),
        "judge": ABILITIES["Judge"],
        "judge_ante": JudgeAntechamber(),
        "judge_target": JudgeTarget(),
        "follow": ABILITIES["Oathbound"],
        "mystic": ABILITIES["Mystic"],
        "sentry": ABILITIES["Sentry"],
        "sentry_give": SentryGive(),
        "princess": ABILITIES["Princess"],
        "swap_give": SwapGive(),
        "warden": ABILITIES["Warden"],
        "warden_give": WardenGive(),
    }
    return {k: (v.legal, v.act) for k, v in table.items()}


DECISIONS = _kinds()

EFFECTS = {
    "fool_take": Fool.take,
    "inquire": Inquisitor.inquire,
    "soldier_hit": Soldier.hit,
    "judge_hit": Judge.hit,
    "mystic": Mystic.set_number,
    "sentry": Sentry.begin,
    "princess": Princess.begin,
    "warden": Warden.begin,
}

# Rulebook: "When a card disagrees with these rules, the card wins." Permissions to be played
# on a Throne the card's value could not beat. (A Muted card has none: checked by the caller.)
PERMISSIONS = {
    "Elder": lambda st, s, cid, throne, tv: st.is_royal(throne),
    "Zealot": lambda st, s, cid, throne, tv: not st.king_up[s] and not st.is_royal(throne),
    "Oathbound": lambda st, s, cid, throne, tv: len(st.hands[s]) >= 2,
}
