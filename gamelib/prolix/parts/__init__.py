"""What a game of Prolix is built from, below the state: plain Python, no game.

``tiles`` (the 77 tiles and their bonuses), ``bag`` (drawing at random),
``board`` (``TileBoard``: four columns of two, the placement limits, the slide),
``scoring`` and ``validation`` (what a typed word is, scores, and why it may be
refused), ``rules`` (six rounds and their minimum totals), ``records`` (what a
round did), ``dictionary`` with ``built_in_words``, ``hunspell`` and the
maintainer's ``build_word_list`` (which words count, and the shipped list in
``data/``), and ``finder`` (the best words for a board, which the state's
``legal_moves`` and hints are built on). ``gamelib.prolix`` maps each rule.
"""
