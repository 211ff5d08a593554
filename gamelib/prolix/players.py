"""Computer players for Prolix: functions ``player(state) -> word``, as in every game.

A player is a plain function so that ``gamelib.players.play_out`` can run a game
with it, and a learner can write another in a cell and compare the two.
"""

from gamelib.prolix.state import ProlixState


def best_word_player(state: ProlixState) -> str:
    """The highest-scoring unused word (ties: the shortest, then alphabetical).

    The tiles a game draws do not depend on the words played, so this player
    reaches about the highest total a game allows with its dictionary (a word
    may be played once only, so the best word of a round can be taken already).
    A game's word list holds at least one word per round, so an unused word is
    always left while the game goes on.
    """
    return state.hint(1)[0].word
