"""A game plug-in that fails to import, for the registry's error message."""

raise RuntimeError("the crown jewels are missing")
