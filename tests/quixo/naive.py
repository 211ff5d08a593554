"""An independent Quixo move generator, written differently on purpose.

The model keeps bitboards and precomputed slide tables; this one keeps a list of
lists of (symbol, dot) cells and slides a line by deleting the picked cell from a
Python list and inserting the new block at the other end. It shares no code with
``gamelib.quixo``, so when the two agree on perft counts both are very likely right.
"""

Cell = tuple[str, str | None]  # ("-", None), ("X", None) or ("X", "A2") ...

TEAM_OF = {"X": "X", "O": "O", "A1": "X", "A2": "X", "B1": "O", "B2": "O"}
PARTNERS = {
    "A1": ("A1", "A2"),
    "A2": ("A1", "A2"),
    "B1": ("B1", "B2"),
    "B2": ("B1", "B2"),
}
ORDER = {2: ["X", "O"], 4: ["A1", "B1", "A2", "B2"]}


def empty(size: int) -> list[list[Cell]]:
    return [[("-", None)] * size for _ in range(size)]


def from_board(board) -> list[list[Cell]]:
    """Read a model board through its public squares only."""
    return [
        [(board.symbol(r, c), board.dot(r, c)) for c in range(board.size)]
        for r in range(board.size)
    ]


def moves(grid: list[list[Cell]], player: str, players: int) -> list[tuple]:
    size = len(grid)
    team = TEAM_OF[player]
    found = []
    for r in range(size):
        for c in range(size):
            if 0 < r < size - 1 and 0 < c < size - 1:
                continue  # inside the ring
            symbol, dot = grid[r][c]
            allowed = symbol == "-" or (
                symbol == team and (players == 2 or dot == player)
            )
            if not allowed:
                continue
            for pr in range(size):
                for pc in range(size):
                    if (pr, pc) == (r, c):
                        continue
                    along_row = pr == r and pc in (0, size - 1)
                    along_column = pc == c and pr in (0, size - 1)
                    if along_row or along_column:
                        partners = PARTNERS[player] if players == 4 else (None,)
                        for partner in partners:
                            found.append(((r, c), (pr, pc), partner))
    return found


def play(grid: list[list[Cell]], move: tuple, player: str) -> list[list[Cell]]:
    (r, c), (pr, pc), partner = move
    new = [list(row) for row in grid]
    block = (TEAM_OF[player], partner)
    size = len(grid)
    if pr == r and pc != c:
        row = new[r]
        del row[c]
        if pc == 0:
            row.insert(0, block)
        else:
            row.append(block)
    else:
        column = [new[k][c] for k in range(size)]
        del column[r]
        if pr == 0:
            column.insert(0, block)
        else:
            column.append(block)
        for k in range(size):
            new[k][c] = column[k]
    return new


def has_line(grid: list[list[Cell]], symbol: str) -> bool:
    size = len(grid)
    rows = [[grid[r][c][0] for c in range(size)] for r in range(size)]
    columns = [[grid[r][c][0] for r in range(size)] for c in range(size)]
    diagonals = [
        [grid[k][k][0] for k in range(size)],
        [grid[k][size - 1 - k][0] for k in range(size)],
    ]
    return any(all(s == symbol for s in line) for line in rows + columns + diagonals)


def winner(grid: list[list[Cell]], to_move: str) -> str | None:
    """The player to move wins on their own line, whoever made it."""
    mine = TEAM_OF[to_move]
    theirs = "O" if mine == "X" else "X"
    if has_line(grid, mine):
        return mine
    if has_line(grid, theirs):
        return theirs
    return None


def perft(grid: list[list[Cell]], turn: int, players: int, depth: int) -> int:
    """Sequences of ``depth`` moves; a finished game is a leaf (counts once)."""
    player = ORDER[players][turn % players]
    if depth == 0 or winner(grid, player) is not None:
        return 1
    options = moves(grid, player, players)
    if not options:  # four players: a pass
        return perft(grid, turn + 1, players, depth - 1)
    return sum(
        perft(play(grid, move, player), turn + 1, players, depth - 1)
        for move in options
    )
