"""Usurp the King's scenes: the table kit, the table, and the shell plug-in."""
