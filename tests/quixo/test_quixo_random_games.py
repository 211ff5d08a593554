"""Random games on every size with two and four players keep the invariants."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.errors import IllegalMoveError
from gamelib.quixo import PASS, SIZES, Board, Move
from tests.quixo import naive


def block_counts(board: Board) -> dict[str, int]:
    text = "".join(board.rows())
    return {symbol: text.count(symbol) for symbol in "-XO"}


def any_move(size: int) -> st.SearchStrategy:
    """Moves of the right shape, legal or not (squares on and just off the board)."""
    square = st.tuples(st.integers(-1, size), st.integers(-1, size))
    partner = st.sampled_from([None, "A1", "A2", "B1", "B2"])
    return st.builds(Move, square, square, partner)


@settings(max_examples=60)
@given(
    st.data(),
    st.sampled_from(SIZES),
    st.sampled_from([2, 4]),
    st.integers(0, 80),
)
def test_random_games_keep_the_invariants(data, size, players, length):
    board = Board(size=size, players=players)
    for _ in range(length):
        if board.is_over():
            assert list(board.legal_moves) == [] and board.turn is None
            break
        counts = block_counts(board)
        assert sum(counts.values()) == size * size  # every block is still there
        moves = list(board.legal_moves)
        assert len(moves) == len(board.legal_moves) == len(set(moves))
        last = size - 1
        for move in moves:
            if move != PASS:
                assert move.pick[0] in (0, last) or move.pick[1] in (0, last)
        expected = naive.moves(naive.from_board(board), board.turn, players)
        assert {m for m in moves if m != PASS} == {Move(*m) for m in expected}
        assert (PASS in moves) == (not expected)

        candidate = data.draw(any_move(size), label="candidate")
        if candidate not in moves:
            before, text = board.copy(), str(board)
            try:
                board.push(candidate)
            except IllegalMoveError:
                pass
            else:
                raise AssertionError(f"{candidate} was accepted but not listed")
            assert board == before and str(board) == text

        move = data.draw(st.sampled_from(moves), label="move")
        mover = board.turn_symbol
        other = "O" if mover == "X" else "X"
        before = board.copy()
        record = board.push(move)
        after = block_counts(board)
        gained = 1 if record.took == "-" else 0
        assert after[mover] == counts[mover] + gained
        assert after[other] == counts[other]
        assert after["-"] == counts["-"] - gained
        assert record.outcome == board.outcome()
        duplicate = board.copy()
        assert board.pop() == move and board == before
        board.push(move)
        assert board == duplicate
