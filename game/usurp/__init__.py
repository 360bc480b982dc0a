"""Usurp the King: five families place Leverage cards on the Court, then a Rebellion resolves them."""
