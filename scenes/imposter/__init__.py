"""The Imposter Kings in the shell: its plug-in (plugin.py), its rules text and card gallery,
and its words for the end of a round."""
