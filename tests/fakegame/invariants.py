"""What must hold after every action of Counting Crowns (selfplay runs it through its GameInfo)."""

CHECKED: list[int] = []  # how many times check ran, for the test that selfplay calls it


def check(state) -> None:
    CHECKED.append(1)
    if not state.match_over and not state.legal_actions():
        raise AssertionError("no legal action while the race goes on")
    if any(s < 0 for s in state.scores):
        raise AssertionError("a pile below zero")
