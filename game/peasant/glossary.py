"""King and Peasant's rulebook words, each told in a sentence or two for a first-time player.

Data only (no pygame): the table marks these words in its prompt line, its log and its buttons,
and shows the meaning on hover or focus (the matching is ``game.core.glossary``'s). The meanings
are our own words for what the rulebook and the card research say.
"""

from __future__ import annotations

from game.core.glossary import Glossary, Term

TERMS: tuple[Term, ...] = (
    Term(
        "Era",
        "One game from the deal to a goal reached. Whoever wins an Era is the King in the next; "
        "the first to win 2 Eras wins the match.",
        ("Era", "Eras"),
    ),
    Term(
        "Town",
        "The shared space between the players where the King's Guards and the Peasant's Rebels "
        "stand. Their effects work only from Town.",
        ("Town",),
    ),
    Term(
        "Guard",
        "A King's card type (the top half of a card). The King Readies Guards into Town, at most "
        "3 at a time, and Mobilizes them for their effect.",
        ("Guard", "Guards"),
    ),
    Term(
        "Rebel",
        "A Peasant's card type (the bottom half of a card). The Peasant Hides Rebels face down in "
        "Town and Dispatches them for their effect.",
        ("Rebel", "Rebels"),
    ),
    Term(
        "Action card",
        "A card whose half says Action: played from the hand, its effect happens at once, then "
        "it is discarded.",
        ("Action", "Actions", "Action card", "Action cards"),
    ),
    Term(
        "Ready",
        "The King's action: put a Guard from your hand face up in Town, without its effect. "
        "Town holds at most 3 Guards.",
        ("Ready", "Readies", "Readied"),
    ),
    Term(
        "Mobilize",
        "The King's action: discard one of your Guards in Town and use its effect.",
        ("Mobilize", "Mobilizes", "Mobilized"),
    ),
    Term(
        "Condemn",
        "The King's action: discard the deck's top card or a Rebel in Town. If it is not the "
        "Assassin, the Peasant wins the Era.",
        ("Condemn", "Condemns", "Condemned"),
    ),
    Term(
        "Hide",
        "The Peasant's action: put a Rebel from your hand face down in Town, without its effect.",
        ("Hide", "Hides", "Hidden"),
    ),
    Term(
        "Dispatch",
        "The Peasant's action: turn a face-down Rebel in Town face up and use its effect. A "
        "face-up Rebel cannot be Dispatched again.",
        ("Dispatch", "Dispatches", "Dispatched"),
    ),
    Term(
        "Infiltrate",
        "The Peasant's action for the Assassin or the Decoy face down in Town: slip it into the "
        "deck at any place, in secret. Its Infiltrate effect happens when the King draws it.",
        ("Infiltrate", "Infiltrates", "Infiltrated"),
    ),
    Term(
        "Return",
        "The Peasant's action: take a face-up Rebel from Town back into your hand.",
        ("Return", "Returns", "Returned"),
    ),
    Term(
        "Reveal",
        "Turn a face-down Rebel in Town face up. A face-up Rebel cannot be Dispatched, so the "
        "Peasant must Return it and Hide it again.",
        ("Reveal", "Reveals", "Revealed"),
    ),
    Term(
        "Remove",
        "Discard a Guard or a Rebel that stands in Town (discard alone means from the hand).",
        ("Remove", "Removes", "Removed"),
    ),
    Term(
        "Exile",
        "A keyword of the Sentinel and the Decoy: when they would be discarded they leave the "
        "game instead.",
        ("Exile", "Exiled"),
    ),
    Term(
        "Assassin",
        "The Peasant's key card. The Peasant wins if the King draws it, or if it is Dispatched "
        "while no Guard stands in Town; the King wins once it is in the discard pile.",
        ("Assassin",),
    ),
    Term(
        "Decoy",
        "A Peasant's Rebel that looks like the Assassin face down. Infiltrated and drawn by the "
        "King, it is Exiled and the Peasant removes a Guard.",
        ("Decoy",),
    ),
    Term(
        "Sentinel",
        "The King's Guard he always starts with: look at the top 3 cards and put them back in "
        "any order. It is Exiled when discarded.",
        ("Sentinel",),
    ),
)

WORDS = Glossary(TERMS)
BY_NAME: dict[str, Term] = WORDS.by_name
meaning = WORDS.meaning
find_terms = WORDS.find_terms
