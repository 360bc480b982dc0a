"""Usurp the King on the shared table: its kit, its zones, layout, faces, prompts and log words."""
