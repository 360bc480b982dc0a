"""The expansion's full-screen decisions (Fragments of Nersetti): the Mustering Phase and the
Signature Card picks, on one shared frame (``frame.ExpansionScene``)."""
