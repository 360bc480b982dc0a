"""Every card's ability, one class per card, as the card file describes it.

A class may define ``on_play`` (what happens when the card is played and not Muted), the
decisions it asks for (``kinds``: frame kind -> (legal, act)) and effects that run after the
King's Hand window (``effects``: name -> function). Play permissions (Elder, Zealot, Oathbound)
are in ``PERMISSIONS``. Rule references are to ../shared/rules/imposter-kings-cards.md.
"""

from __future__ import annotations

from game.core.actions import Action, actions
from game.imposter import reactions, rules, seams, turns
from game.imposter.cards import card
from game.imposter.seams import STEPS
from game.imposter.state import SHARED, TableState

PASS = Action("pass")
USE = Action("use")
DONE = Action("done")
_NUMBERS = tuple(str(v) for v in range(1, 100))  # "1", "2", ...: the numbers a card may name

# UNVERIFIED (card file, Executioner spec 2): the Executioner is already in the Court when its
# ability runs, so it counts for the highest base value and the ceiling is never below 4.
EXECUTIONER_COUNTS_ITSELF = True
# UNVERIFIED (card file, Herald spec 4; ruling 3): the Herald's "value 5 or more" is the card's
# current value ("current"), as every play check is; "base" would read the printed value.
HERALD_VALUE_KIND = "current"
HERALD_MIN_VALUE = 5
# UNVERIFIED (card file, Spy): the player the Spy orders to exchange picks the hand card that
# becomes their Successor. False: the Spy's player picks it unseen, so it is one at random.
SPY_TARGET_CHOOSES = True


def push_effect(st, s, name, *args):
    st.stack.append(("effect", s, name, *args))


def run_effect(st: TableState, frame: tuple) -> None:
    st.stack.pop()
    EFFECTS[frame[2]](st, frame[1], *frame[3:])


def use(st, s, cid, immune, effect, *args):
    """The owner chose to use the ability: queue its effect behind the King's Hand window."""
    if st._ev is not None:
        st.emit("ability", s, cid, arg=args)
    push_effect(st, s, effect, cid, *args)
    reactions.open_ability_window(st, s, cid, immune)


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
            if st._ev is not None:
                st.emit("decline", s, cid)
            return
        self.chosen(st, s, cid, immune, action)


class OptionalNaming(Optional):
    """Optional: name a card, then the effect ``effect_name`` runs behind the King's Hand window."""

    effect_name = ""

    def legal(self, st, frame):
        return actions("name", st.mode.names) + [PASS]

    def chosen(self, st, s, cid, immune, action):
        if st._ev is not None:
            st.emit("say", s, cid, arg=action.arg)
        use(st, s, cid, immune, self.effect_name, action.arg)


def give_choices(st, frame):
    """Every hand card of the frame's seat, as the card it gives away."""
    return st.label_actions("give", st.hands[frame[1]])


class Fool(Optional):
    """Optional: move another face-up Court card into your hand (KH after the choice)."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if _court_targets(st, exclude=cid):
            st.stack.append(("take", s, cid, immune))

    def legal(self, st, frame):
        return actions("take", [st.court_ref(c) for c in _court_targets(st, exclude=frame[2])]) + [
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
        return actions("name", st.mode.names)

    def act(self, st, frame, action):
        _, s, cid, immune = frame
        st.stack.pop()
        if st._ev is not None:
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
        return actions("disgrace", [st.court_ref(c) for c in _court_targets(st)]) + [DONE]

    def act(self, st, frame, action):
        _, s, left = frame
        st.stack.pop()
        if action.verb == "done":
            return
        turns.disgrace(st, st.court_card(action.arg))
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
        return actions("name", st.mode.names)

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
        return actions("choose", [str(o) for o in st.opponents(frame[1])])

    def act(self, st, frame, action):
        _, s, cid, immune = frame
        st.stack.pop()
        target = int(action.arg)
        st.emit("choose", s, cid, arg=target)
        st.stack.append(("judge", s, cid, immune, target))


class JudgeAntechamber:
    def legal(self, st, frame):
        hand = [c for c in st.hands[frame[1]] if st.cards[c].value >= 2]
        return st.label_actions("antechamber", hand) + [PASS]

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
            turns.disgrace(st, under)
        if st.hands[s] and self.legal(st, ("follow", s)):
            st.stack.append(("follow", s))

    def legal(self, st, frame):
        acts = st.label_actions("play", st.hands[frame[1]])
        if st.merc is not None:  # the Arbiter is never the last card (Mercenary modes)
            acts = STEPS.follow_filter(st, frame[1], acts)
        return acts

    def act(self, st, frame, action):
        s = frame[1]
        st.stack.pop()
        cid = st.find(st.hands[s], action.arg)
        turns.play(st, s, cid, "hand", ignore_values=True, immune=True)


class Mystic(Optional):
    """Optional, if a Disgraced card is in Court: Disgrace the Mystic and name 1-8; cards of that
    base value lose their text everywhere and count as 3 in the Court for the round."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if st.disgraced:
            st.stack.append(("mystic", s, cid, immune))

    def legal(self, st, frame):
        return actions("name", _NUMBERS[:8]) + [PASS]

    def chosen(self, st, s, cid, immune, action):
        turns.disgrace(st, cid)
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
        return actions("exchange", [st.court_ref(c) for c in self.targets(st, frame[2])]) + [PASS]

    def chosen(self, st, s, cid, immune, action):
        target = st.court_card(action.arg)
        turns.disgrace(st, cid)
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
        return actions("choose", [str(o) for o in self.targets(st, frame[1])]) + [PASS]

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
                turns.disgrace(st, c)


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


class Executioner(Optional):
    """Optional: say a number no higher than the highest base value among the face-up Court
    cards; every player still in holding a card of exactly that base value, its own player and
    partner included (rulebook FAQ), Condemns one, in turn order from the next player."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if self.ceiling(st, cid):
            st.stack.append(("executioner", s, cid, immune))

    @staticmethod
    def ceiling(st, cid) -> int:
        """Disgraced cards have no base value; the Executioner itself counts (see above)."""
        values = [
            st.cards[c].value for c in st.face_up_court() if c != cid or EXECUTIONER_COUNTS_ITSELF
        ]
        return max(values, default=0)

    def legal(self, st, frame):
        return actions("name", _NUMBERS[: self.ceiling(st, frame[2])]) + [PASS]

    def chosen(self, st, s, cid, immune, action):
        st.emit("say", s, cid, arg=action.arg)
        use(st, s, cid, immune, "execute", int(action.arg))

    @staticmethod
    def execute(st, s, cid, number):
        order = st.others(s) + ([] if s in st.out else [s])
        holders = [o for o in order if _of_value(st, st.hands[o], number)]
        named = [nm for nm in st.mode.names if card(nm).value == number]
        for o in order:
            if o not in holders:
                for nm in named:  # everyone saw that this hand holds no card of that value
                    st.learn_holds(o, nm, False)
                st.emit("holds_not", o, arg=number)
            elif len(named) == 1:
                st.learn_holds(o, named[0], True)
        if holders:
            st.stack.append(("condemn", holders[0], number, tuple(holders[1:])))


def _next_condemn(st, number, rest):
    """The next holder in turn order. Each is found when its turn to choose comes, so a world
    redealt for a search, where a later holder may lack that value, simply skips it."""
    for i, o in enumerate(rest):
        if _of_value(st, st.hands[o], number):
            st.stack.append(("condemn", o, number, rest[i + 1 :]))
            return


def _of_value(st, zone, number):
    return [c for c in zone if st.cards[c].value == number]


class ExecutionerCondemn:
    """A holder of the Executioner's number Condemns one card of that base value (their pick)."""

    def legal(self, st, frame):
        _, s, number, rest = frame
        return st.label_actions("condemn", _of_value(st, st.hands[s], number))

    def act(self, st, frame, action):
        _, s, number, rest = frame
        cid = st.find(_of_value(st, st.hands[s], number), action.arg)
        st.stack.pop()
        st.hands[s].remove(cid)
        st.condemned[s].append(cid)
        if st.party is None:  # no Executioner outside three and four players; kept face up
            st.learn_loss(s, cid, None)
            st.emit("move", s, cid, ("hand", s), ("condemned", s), arg="condemn")
        else:
            # Face down (rulebook, Condemn): the others heard the number, not which card.
            st.party.mask(cid, (s,))
            if st.fon is not None:  # a card once shown in the hand is face down now
                st.fon.shown.discard(cid)
            forget_value(st, s, number)
            st.emit("move", s, cid, ("hand", s), ("condemned", s), arg="condemn", visible_to=(s,))
        _next_condemn(st, number, rest)


def forget_value(st, s, number) -> None:
    """A card of base value ``number`` left ``s``'s hand face down: the others no longer know it
    holds the cards of that value they knew of (it may be any of them); the rest still holds."""
    for obs in range(st.n):
        known = st.known[obs][s]
        if obs != s and known:
            st.known[obs][s] = [nm for nm in known if card(nm).value != number]


def successor_knowers(st, s) -> tuple[int, ...]:
    """The seats that know ``s``'s Successor now: ``s`` and its watchers (the Spy's player,
    the 2v2 partner who looked at it)."""
    return (s, *st.successor_watchers(s))


def successor_changed(st, s) -> None:
    """``s``'s Successor left or was replaced unseen: what others saw of it no longer holds
    (the partner's look included: the rulebook lets partners look once both have placed)."""
    if any(s in d for d in st.spied):  # clones share ``spied``: replace it, never edit it
        st.spied = [{k: v for k, v in d.items() if k != s} for d in st.spied]
    q = st.partner(s)
    if q is not None and st.party is not None:
        st.party.seen_successor[q] = None


class Herald:
    """Not from the Antechamber, and only with a Successor: the King's Hand window first; then
    the Successor is mixed into the hand and a new one set (it may be the same card); then the
    player may play a card of value 5 or more, a real play, and the Herald returns to hand."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        # turns.play ignores values without immunity only for an Antechamber card (and for the
        # Herald's own chained play, which is never the Herald); the Oathbound's follow-up is
        # immune and played from the hand, so the Herald works there.
        from_antechamber = ignore_values and not immune
        if from_antechamber or st.successor[s] is None:
            return
        use(st, s, cid, immune, "herald")

    @staticmethod
    def mix(st, s, cid):
        old = st.successor[s]
        if old is None:
            return
        knowers = successor_knowers(st, s)
        st.successor[s] = None
        successor_changed(st, s)
        st.hands[s].append(old)
        st.learn_gain(s, old, knowers)
        st.emit("move", s, old, ("successor", s), ("hand", s), visible_to=knowers)
        st.stack.append(("herald_play", s, cid))
        st.stack.append(("herald_place", s))


def herald_value(st, cid) -> int:
    return st.hand_value(cid) if HERALD_VALUE_KIND == "current" else st.cards[cid].value


class HeraldPlace:
    """The new Successor, face down, from the hand the old one was mixed into."""

    def legal(self, st, frame):
        return st.label_actions("successor", st.hands[frame[1]])

    def act(self, st, frame, action):
        s = frame[1]
        cid = st.find(st.hands[s], action.arg)
        st.stack.pop()
        st.hands[s].remove(cid)
        st.learn_loss(s, cid, (s,))
        st.successor[s] = cid
        st.emit("move", s, cid, ("hand", s), ("successor", s), visible_to=(s,))


class HeraldPlay:
    """Optional: play a card of value 5 or more; the Herald goes back to the hand and the card
    played becomes the Throne, its ability happening as on any play (rulebook FAQ)."""

    @staticmethod
    def choices(st, s):
        return [c for c in st.hands[s] if herald_value(st, c) >= HERALD_MIN_VALUE]

    def legal(self, st, frame):
        return st.label_actions("play", self.choices(st, frame[1])) + [PASS]

    def act(self, st, frame, action):
        _, s, herald = frame
        if action.verb == "pass":
            st.stack.pop()
            return
        cid = st.find(self.choices(st, s), action.arg)
        st.stack.pop()
        if herald in st.court:
            st.leave_court(herald)
            st.hands[s].append(herald)
            st.learn_gain(s, herald, None)
            st.emit("move", s, herald, ("court", SHARED), ("hand", s), arg="take")
        # The Herald allows the play whatever the Throne's value, so values are ignored (the
        # Oathbound played this way is not "on a higher card"); the King's Hand may stop it.
        turns.play(st, s, cid, "hand", ignore_values=True)


class Spy(Optional):
    """Optional: Disgrace the Spy (King's Hand window), look at every Successor, then you may
    order any player still in with a Successor and a hand card, yourself and your partner
    included (rulebook FAQ), to exchange their Successor for a card from their hand."""

    def on_play(self, st, s, cid, under, over_higher, immune, ignore_values):
        if any(st.successor[o] is not None for o in self.seats(st, s)):
            st.stack.append(("spy", s, cid, immune))

    @staticmethod
    def seats(st, s):
        """Every seat still in, in turn order from ``s`` itself."""
        return ([] if s in st.out else [s]) + st.others(s)

    def legal(self, st, frame):
        return [USE, PASS]

    def chosen(self, st, s, cid, immune, action):
        turns.disgrace(st, cid)
        use(st, s, cid, immune, "spy")

    @staticmethod
    def look(st, s, cid):
        spied = [dict(d) for d in st.spied]  # clones share ``spied``: replace it, never edit it
        for o in Spy.seats(st, s):
            seen = st.successor[o]
            if o != s and seen is not None:
                spied[s][o] = seen
                # Everyone sees whose Successor is looked at (src); only the Spy's player sees it.
                st.emit("spy_look", s, seen, ("successor", o), ("successor", o), visible_to=(s,))
        st.spied = spied
        if Spy.targets(st, s):
            st.stack.append(("spy_order", s, cid))

    @staticmethod
    def targets(st, s):
        return [o for o in Spy.seats(st, s) if st.successor[o] is not None and st.hands[o]]


class SpyOrder:
    def legal(self, st, frame):
        return actions("spy", [str(o) for o in Spy.targets(st, frame[1])]) + [PASS]

    def act(self, st, frame, action):
        _, s, cid = frame
        st.stack.pop()
        if action.verb == "pass":
            return
        target = int(action.arg)
        st.emit("choose", s, cid, arg=target)
        if SPY_TARGET_CHOOSES:
            st.stack.append(("spy_swap", target, s))
        else:  # a blind pick from a hand the Spy's player cannot see
            hand = sorted(st.hands[target])
            SpySwap.swap(st, target, hand[st.rng.randrange(len(hand))])


class SpySwap:
    """The ordered player's Successor goes into their hand and a hand card takes its place.
    The Spy's player saw the old Successor, so it knows that card is now in the hand."""

    def legal(self, st, frame):
        return st.label_actions("successor", st.hands[frame[1]])

    def act(self, st, frame, action):
        target = frame[1]
        give = st.find(st.hands[target], action.arg)
        st.stack.pop()
        self.swap(st, target, give)

    @staticmethod
    def swap(st, target, give):
        old = st.successor[target]
        knowers = successor_knowers(st, target)
        successor_changed(st, target)
        st.hands[target].remove(give)
        st.learn_loss(target, give, (target,))
        st.successor[target] = give
        st.hands[target].append(old)
        st.learn_gain(target, old, knowers)
        st.emit("move", target, give, ("hand", target), ("successor", target), visible_to=(target,))
        st.emit("move", target, old, ("successor", target), ("hand", target), visible_to=knowers)


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
    "Executioner": Executioner(),
    "Herald": Herald(),
    "Spy": Spy(),
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
        "executioner": ABILITIES["Executioner"],
        "condemn": ExecutionerCondemn(),
        "herald_place": HeraldPlace(),
        "herald_play": HeraldPlay(),
        "spy": ABILITIES["Spy"],
        "spy_order": SpyOrder(),
        "spy_swap": SpySwap(),
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
    "execute": Executioner.execute,
    "herald": Herald.mix,
    "spy": Spy.look,
}

# Rulebook: "When a card disagrees with these rules, the card wins." Permissions to be played
# on a Throne the card's value could not beat. (A Muted card has none: checked by the caller.)
PERMISSIONS = {
    "Elder": lambda st, s, cid, throne, tv: st.is_royal(throne),
    "Zealot": lambda st, s, cid, throne, tv: not st.king_up[s] and not st.is_royal(throne),
    "Oathbound": lambda st, s, cid, throne, tv: len(st.hands[s]) >= 2,
}

seams.ABILITIES.update(ABILITIES)
seams.PERMISSIONS.update(PERMISSIONS)
rules.register(DECISIONS, {"effect": run_effect})
