"""The Quixo lesson's self-check batteries, one module per milestone.

``gamelib.quixo.checks`` gathers them under the names the lesson calls
(``check.makeMove(makeMove)``); ``common`` holds the example boards and the ways a
case hands a board to a learner's function.
"""
