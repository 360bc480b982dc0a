"""Contributor tools that are not part of the game: the screens command and its palette reduction."""
