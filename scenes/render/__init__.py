"""Drawing for the table: the theme (palette and fonts), card art and the table surface."""
