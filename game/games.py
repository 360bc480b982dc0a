"""The games this Throneroom plays: one module path a game, each defining ``GAME`` (a
``game.core.registry.GameInfo``). Adding a game is writing its packages and one line here."""

GAMES: tuple[str, ...] = ("game.imposter.plugin", "game.peasant.plugin", "game.usurp.plugin")

# The mode a new game's setup and the command lines start on when none is named.
DEFAULT_MODE = "imposter/2p-base"
