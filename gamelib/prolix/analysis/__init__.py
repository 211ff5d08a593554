"""Prolix's analysis: what a strategy is worth, measured against the best words.

``hints``  a hint function ``hint(columns, used) -> word`` measured on seeded
           boards against the finder's best words (``measure``, ``Measurement``)

The finder itself (``parts.finder``) sits below the state, not here: the state's
``legal_moves`` (every unused word, best first) and ``hint`` are built on it.
"""

from gamelib.prolix.analysis.hints import Measurement, measure, seeded_boards

__all__ = ["Measurement", "measure", "seeded_boards"]
