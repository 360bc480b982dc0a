"""The end of a round and of the match: a seat knocked out, the round's points in every mode
(two players, Cutthroat, 2v2 and 2v2 Mercenaries), the match's end and who takes a conceded
match."""

from __future__ import annotations

from game.imposter.round_end import put_away
from game.imposter.state import TableState


def knock_out(st: TableState, seat: int, reason: str) -> None:
    if not st.out:
        st.true_king = seat  # the player who lost (first) takes the True King
    st.out.append(seat)
    st.emit("knocked_out", seat, arg=reason)
    # The round ends when one player, or one team, is left (a 2v2 team loses with either partner).
    out_teams = {st.mode.team_of(s) for s in st.out}
    alive = [s for s in range(st.n) if s not in st.out and st.mode.team_of(s) not in out_teams]
    if len({st.mode.team_of(s) for s in alive}) == 1:
        _score_round(st, alive[0], reason)


def _score_round(st, winner, reason):
    extra = {}
    if st.party is not None:
        points, gains, extra = round_points(st, winner)
    else:
        points = {"win": 1, "king": 0, "cards": 0}
        if st.mode.full_scoring:
            points["king"] = 1 if st.king_up[winner] else 0
            points["cards"] = sum(
                1
                for o in range(st.n)
                if o != winner and (st.hands[o] or st.successor[o] is not None)
            )
        gains = {winner: sum(points.values())}
    total = sum(points.values())
    for s, g in gains.items():
        st.scores[s] += g
    result = {
        "round": st.round_no,
        "winner": winner,
        "loser": st.out[0],
        "reason": reason,
        "points": points,
        "total": total,
        "scores": list(st.scores),
        **extra,
    }
    st.results.append(result)
    st.emit("round_over", winner, arg=result)
    put_away(st)
    st.stack = []
    if not _check_match_end(st, last_winner=winner):
        st.stack = [("deal", st.true_king)]


def _check_match_end(st, last_winner):
    """Rulebook: first to 7 (or the shorter target of the house rule, ``st.target``); the
    highest score wins; still tied, the final round's winner."""
    if max(st.scores) < st.target:
        return False
    best = max(st.scores)
    leaders = [s for s in range(st.n) if st.scores[s] == best]
    st.winner = leaders[0] if len(leaders) == 1 or last_winner not in leaders else last_winner
    st.match_over = True
    st.stack = []
    st.emit("match_over", st.winner, arg=list(st.scores))
    return True


def concede_winner(st: TableState, seat: int) -> tuple[int, str]:
    """Who takes the match when ``seat`` concedes (no rulebook rule: our reading, as at a real
    table) and why: in 2v2 the other team (``"team"``, its first seat named); else the other
    seat with the highest score (``"score"``; ``"only"`` with two players); tied, the one of
    them who won a round most recently (``"last_round"``), as a match tie goes to the final
    round's winner; still tied, the first of them in turn order after the conceder
    (``"turn_order"``)."""
    if st.mode.teams:
        mine = st.mode.team_of(seat)
        return next(s for s in range(st.n) if st.mode.team_of(s) != mine), "team"
    others = [s for s in range(st.n) if s != seat]
    if len(others) == 1:
        return others[0], "only"
    best = max(st.scores[s] for s in others)
    leaders = [s for s in others if st.scores[s] == best]
    if len(leaders) == 1:
        return leaders[0], "score"
    for result in reversed(st.results):
        if result["winner"] in leaders:
            return result["winner"], "last_round"
    order = [(seat + k * st.direction) % st.n for k in range(1, st.n)]
    return next(s for s in order if s in leaders), "turn_order"


def _has_cards(st, s) -> bool:
    return bool(st.hands[s]) or st.successor[s] is not None


def round_points(st: TableState, winner: int) -> tuple[dict, dict[int, int], dict]:
    """(points of the winning side, points each seat gains, extra result keys)."""
    if st.mode.scoring == "2v2-merc":
        return _merc_points(st, winner)
    if st.mode.scoring == "cutthroat":
        # Rulebook, Cutthroat scoring: 1, +1 King face up, +1 per opponent with cards or a
        # Successor; the player knocked out last (second place) scores 1.
        points = {
            "win": 1,
            "king": 1 if st.king_up[winner] else 0,
            "cards": sum(1 for o in range(st.n) if o != winner and _has_cards(st, o)),
        }
        second = st.out[-1]
        gains = {winner: sum(points.values()), second: SECOND_POINTS}
        return points, gains, {"second": second, "second_points": SECOND_POINTS}
    # Rulebook, 2v2 scoring: the winning team 1, +1 if either teammate's King is face up, +1
    # if either opponent still has cards in hand or a Successor; both partners gain it.
    team = st.mode.team_of(winner)
    mates = [s for s in range(st.n) if st.mode.team_of(s) == team]
    foes = [s for s in range(st.n) if st.mode.team_of(s) != team]
    points = {
        "win": 1,
        "king": 1 if any(st.king_up[s] for s in mates) else 0,
        "cards": 1 if any(_has_cards(st, s) for s in foes) else 0,
    }
    total = sum(points.values())
    return points, {s: total for s in mates}, {"team": team, "winners": mates}


# Rulebook, Cutthroat: "Second place also scores" (1 point).
SECOND_POINTS = 1


def _merc_points(st: TableState, winner: int) -> tuple[dict, dict[int, int], dict]:
    """Rulebook, 2v2 Mercenaries scoring: the winning team 1, +1 for each face-up King on the
    team; no bonus for the opponents' cards."""
    team = st.mode.team_of(winner)
    mates = [s for s in range(st.n) if st.mode.team_of(s) == team]
    points = {"win": 1, "king": sum(1 for s in mates if st.king_up[s]), "cards": 0}
    total = sum(points.values())
    return points, {s: total for s in mates}, {"team": team, "winners": mates}
