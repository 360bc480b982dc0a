"""King and Peasant: the rules of the two-player asymmetric game (no pygame here).

Loading the package loads its rules, which give the state what it runs (``state.use_rules``)."""

from game.peasant import rules  # noqa: F401  (gives PeasantState its rules before any is made)
