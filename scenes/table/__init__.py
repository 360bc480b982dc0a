"""The play table scene (issue 3): layout, sprites, animations, prompts, log and AI worker."""
