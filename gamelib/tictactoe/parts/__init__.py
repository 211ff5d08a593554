"""What a tic-tac-toe position is built from, in pure Python: the nine cells and
their lines (``cells``), and the quarter turn the handout's computer looks through
(``rotation``). Nothing here knows about a game's history; ``state`` builds the game
from these."""
