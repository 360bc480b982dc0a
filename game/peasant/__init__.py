"""King and Peasant: the rules of the two-player asymmetric game (no pygame here)."""
