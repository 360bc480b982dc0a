"""King and Peasant on the shared table: its zones, layout, faces, prompts and log words."""
