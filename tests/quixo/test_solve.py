"""The solved small boards, checked against a brute force written differently.

The brute force below shares nothing with ``gamelib.quixo``: boards are strings and
lists of lists with X always to move, moves are made by popping a block out of a
Python list and inserting it at one end, and values come from naive rounds over
every board with explicit successor lists until nothing changes. Round k decides
exactly the boards that end k moves later with perfect play, so it checks the
moves-left figures too.
"""

import itertools
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from io import BytesIO, StringIO

import numpy as np
import pytest

from gamelib.console import Console
from gamelib.errors import GameOverError, InvalidBoardError, MoveFormatError, SetupError
from gamelib.players import play_out
from gamelib.quixo import Board, create_board
from gamelib.quixo.players import perfect_player
from gamelib.quixo.solver import (
    PUBLISHED_FIRST_PLAYER_RESULT,
    BoardSizeError,
    Solution,
    TableFileError,
    TextProgressBar,
    Unmoves,
    after_move,
    chunks,
    default_table_path,
    digit_rows,
    digits_of,
    legal_move_counts,
    line_owners,
    main,
    slide_for,
    slides,
    solve,
    terminal_values,
)
from gamelib.quixo.state import Move

SIZE = 3
BOARD_COUNT = 3 ** (SIZE * SIZE)


# -- the independent brute force -------------------------------------------------
def every_board():
    return ["".join(p) for p in itertools.product("-XO", repeat=SIZE * SIZE)]


def text_number(text):
    """The solver's number for a board text with X to move (its documented
    encoding: cell = row * n + column, digit 0 neutral, 1 mover, 2 opponent)."""
    return sum("-XO".index(symbol) * 3**cell for cell, symbol in enumerate(text))


def other(symbol):
    return {"X": "O", "O": "X"}.get(symbol, symbol)


def flipped(text):
    return "".join(other(symbol) for symbol in text)


def shows_line(grid, symbol):
    n = len(grid)
    candidates = [list(row) for row in grid]
    candidates += [[grid[r][c] for r in range(n)] for c in range(n)]
    candidates += [
        [grid[i][i] for i in range(n)],
        [grid[i][n - 1 - i] for i in range(n)],
    ]
    return any(all(block == symbol for block in line) for line in candidates)


@cache
def naive_moves(text, n=SIZE):
    """(pick, place, board after the move with the opponent as X) for X to move."""
    grid = [list(text[r * n : (r + 1) * n]) for r in range(n)]
    found = []
    for r, c in itertools.product(range(n), repeat=2):
        on_edge = r in (0, n - 1) or c in (0, n - 1)
        if not on_edge or grid[r][c] == "O":
            continue
        for place in sorted({(r, 0), (r, n - 1), (0, c), (n - 1, c)} - {(r, c)}):
            new = [row[:] for row in grid]
            if place[0] == r:
                line = new[r]
                line.pop(c)
                line.insert(0 if place[1] == 0 else n, "X")
            else:
                line = [new[i][c] for i in range(n)]
                line.pop(r)
                line.insert(0 if place[0] == 0 else n, "X")
                for i in range(n):
                    new[i][c] = line[i]
            after = flipped("".join("".join(row) for row in new))
            found.append(((r, c), place, after))
    return tuple(found)


@cache
def brute_force():
    """{board text with X to move: (value, moves left)} for every 3x3 board."""
    boards = every_board()
    known = {}
    for text in boards:
        grid = [text[0:3], text[3:6], text[6:9]]
        if shows_line(grid, "X"):
            known[text] = ("win", 0)
        elif shows_line(grid, "O"):
            known[text] = ("loss", 0)
    successors = {
        text: [after for _, _, after in naive_moves(text)]
        for text in boards
        if text not in known
    }
    rounds = 0
    while True:
        rounds += 1
        decided = {}
        for text, afters in successors.items():
            if text in known:
                continue
            results = [known.get(after, ("?", 0))[0] for after in afters]
            if "loss" in results:
                decided[text] = ("win", rounds)
            elif all(result == "win" for result in results):
                decided[text] = ("loss", rounds)
        if not decided:
            break
        known.update(decided)
    return {text: known.get(text, ("draw", None)) for text in boards}


# -- a stand-in board with the three members the solver reads --------------------
@dataclass
class TextBoard:
    """A board from a 9-letter text, with legal moves from the brute force."""

    text: str
    turn: str | None = "X"
    size: int = SIZE
    history: list = field(default_factory=list)

    def symbol(self, row, column):
        return self.text[row * self.size + column]

    @property
    def legal_moves(self):
        as_x = self.text if self.turn == "X" else flipped(self.text)
        return [Move(pick, place) for pick, place, _ in naive_moves(as_x, self.size)]


@pytest.fixture(scope="module")
def solution():
    return solve(SIZE)


# -- the counts and values -------------------------------------------------------
def test_counts_match_the_brute_force(solution):
    expected = Counter(value for value, _ in brute_force().values())
    assert solution.counts == {name: expected[name] for name in ("win", "loss", "draw")}
    assert sum(solution.counts.values()) == BOARD_COUNT


def test_known_3x3_counts(solution):
    """Pinned so a change to either implementation shows up as a number."""
    assert solution.counts == {"win": 12_748, "loss": 6_935, "draw": 0}


def test_every_board_has_the_brute_force_value_and_length(solution):
    wrong = []
    for text, (value, moves) in brute_force().items():
        for board in (TextBoard(text, "X"), TextBoard(flipped(text), "O")):
            if (solution.value(board), solution.moves_left(board)) != (value, moves):
                wrong.append((board, value, moves))
    assert wrong == []


def test_the_empty_board_is_a_first_player_win(solution):
    empty = TextBoard("-" * 9)
    assert solution.value(empty) == "win" == PUBLISHED_FIRST_PLAYER_RESULT[3]
    assert solution.moves_left(empty) == 7


@pytest.mark.parametrize(
    "text, turn, value",
    [
        ("XXXOO----", "X", "win"),  # X's own line shows: O made it and lost
        ("XXXOO----", "O", "loss"),  # O to move sees X's line only
        ("XXXOOO---", "X", "win"),  # both lines: the last mover lost
        ("XXXOOO---", "O", "win"),
    ],
)
def test_boards_showing_lines(solution, text, turn, value):
    board = TextBoard(text, turn)
    assert solution.value(board) == value
    assert solution.moves_left(board) == 0


def test_a_winning_move_is_one_move_from_the_end(solution):
    board = TextBoard("XX-OO----")
    assert (solution.value(board), solution.moves_left(board)) == ("win", 1)


# -- the numpy pieces against plain Python ---------------------------------------
EVERY_DIGIT = digit_rows(np.arange(BOARD_COUNT), SIZE)


def test_terminal_values_are_the_boards_showing_lines():
    values = terminal_values(EVERY_DIGIT, SIZE)
    for number in range(BOARD_COUNT):
        owners = line_owners(digits_of(number, SIZE), SIZE)
        expected = 1 if 1 in owners else -1 if 2 in owners else 0
        assert values[number] == expected, number


def test_legal_move_counts_are_the_brute_force_move_counts():
    counts = legal_move_counts(EVERY_DIGIT, SIZE)
    for text in every_board():
        assert counts[text_number(text)] == len(naive_moves(text)), text


@cache
def forward_edges():
    """{(board number, slide number): number after the move}, by ``after_move``."""
    edges = {}
    for before in range(BOARD_COUNT):
        digits = digits_of(before, SIZE)
        for row, slide in enumerate(slides(SIZE)):
            if digits[slide.pick] != 2:
                edges[before, row] = after_move(before, SIZE, slide)
    return edges


def test_forward_moves_agree_with_the_brute_force():
    edges = forward_edges()
    for text in every_board():
        number = text_number(text)
        ours = sorted(
            (slide.squares, edges[number, row])
            for row, slide in enumerate(slides(SIZE))
            if (number, row) in edges
        )
        theirs = sorted(
            ((pick, place), text_number(after))
            for pick, place, after in naive_moves(text)
        )
        assert ours == theirs, text


def test_unmoves_give_back_exactly_every_move():
    """Every (board, move) edge forwards is found once backwards, and no other."""
    edges = forward_edges()
    unmoves = Unmoves(SIZE)
    boards = np.arange(BOARD_COUNT, dtype=np.int32)
    found = Counter()
    for index, befores in enumerate(unmoves.predecessors(boards)):
        row = index // 2
        has_their_block_at_place = EVERY_DIGIT[slides(SIZE)[row].place] == 2
        afters = [edges[before, row] for before in befores.tolist()]
        assert afters == boards[has_their_block_at_place].tolist()
        found.update((before, row) for before in befores.tolist())
    assert found == Counter(edges.keys())


def test_unmoves_on_sampled_4x4_boards():
    """The 4x4 path uses the same code; check its geometry on a sample."""
    rng = random.Random(4)
    boards = np.array([rng.randrange(3**16) for _ in range(300)], dtype=np.int32)
    unmoves = Unmoves(4)
    for row, befores in enumerate(unmoves.predecessors(boards)):
        slide = slides(4)[row // 2]
        for before in befores.tolist():
            assert digits_of(before, 4)[slide.pick] != 2
            assert after_move(before, 4, slide) in set(boards.tolist())


def test_digit_rows_of_4x4():
    rng = random.Random(16)
    numbers = [rng.randrange(3**16) for _ in range(50)] + [0, 3**16 - 1]
    rows = digit_rows(np.array(numbers, dtype=np.int32), 4)
    assert rows.T.tolist() == [digits_of(n, 4) for n in numbers]


def test_chunks_cover_every_board_once():
    covered = [number for start, stop in chunks(3**16) for number in (start, stop)]
    assert covered[0] == 0 and covered[-1] == 3**16
    assert covered[1:-1:2] == covered[2::2]  # each chunk starts where the last ended


@pytest.mark.parametrize("size, count", [(3, 20), (4, 32), (5, 44)])
def test_move_shapes_per_size(size, count):
    """44 moves from the empty 5x5 board, as the official rules count them."""
    assert len(slides(size)) == count
    assert len(slide_for(size)) == count


# -- the perfect player ----------------------------------------------------------
@pytest.fixture(scope="module")
def perfect_choices(solution):
    """{board text: board text after the perfect player's move} (X to move)."""
    player = perfect_player(solution)
    choices = {}
    for text, (_, moves) in brute_force().items():
        if moves != 0:
            move = player(TextBoard(text))
            choices[text] = next(
                after
                for pick, place, after in naive_moves(text)
                if (pick, place) == (move.pick, move.place)
            )
    return choices


def test_perfect_player_wins_fastest_and_loses_slowest(perfect_choices):
    """On every board, its move reaches the best value the brute force allows, in
    the best number of moves."""
    truth = brute_force()
    opposite = {"win": "loss", "loss": "win", "draw": "draw"}
    for text, after in perfect_choices.items():
        value, moves = truth[text]
        assert truth[after][0] == opposite[value], text
        if value != "draw":
            assert truth[after][1] == moves - 1, text


def test_perfect_player_beats_any_opponent_from_every_won_board(perfect_choices):
    """Following every reply of the opponent, each game from a won board ends in a
    win within the promised number of moves."""
    truth = brute_force()
    for text, (value, moves) in truth.items():
        if value != "win" or moves == 0:
            continue
        ours, left = {text}, moves
        while ours:
            theirs = {perfect_choices[board] for board in ours}
            assert all(truth[board][0] == "loss" for board in theirs)
            replies = {
                reply
                for board in theirs
                if truth[board][1] > 0
                for _, _, reply in naive_moves(board)
            }
            left -= 2
            assert all(truth[r][0] == "win" and truth[r][1] <= left for r in replies)
            ours = {reply for reply in replies if truth[reply][1] > 0}


def test_perfect_player_plays_o_too(solution):
    board = create_board(["OO-", "XX-", "---"], turn="O")
    board.push(perfect_player(solution)(board))
    assert board.outcome().winner == "O"


def test_perfect_player_refuses_a_finished_game(solution):
    with pytest.raises(GameOverError):
        perfect_player(solution)(TextBoard("XXXOO----", turn=None))


def test_perfect_player_refuses_four_player_moves(solution):
    class FourPlayerBoard(TextBoard):
        @property
        def legal_moves(self):
            return [Move((0, 0), (0, 2), partner="A1")]

    with pytest.raises(MoveFormatError):
        perfect_player(solution)(FourPlayerBoard("-" * 9))


# -- errors, saving and loading --------------------------------------------------
def test_only_3x3_and_4x4_can_be_solved():
    with pytest.raises(BoardSizeError, match="847,288,609,443 boards"):
        solve(5)
    with pytest.raises(BoardSizeError):
        solve(2)
    assert issubclass(BoardSizeError, SetupError)


def test_a_board_of_another_size_is_refused(solution):
    board = TextBoard("-" * 16, size=4)
    with pytest.raises(BoardSizeError):
        solution.value(board)


def test_a_board_without_x_or_o_to_move_is_refused(solution):
    for turn in (None, "A1"):
        with pytest.raises(InvalidBoardError):
            solution.value(TextBoard("-" * 9, turn=turn))


def test_a_board_with_a_strange_symbol_is_refused(solution):
    with pytest.raises(InvalidBoardError):
        solution.value(TextBoard("-" * 8 + "?"))


def test_save_and_load_round_trip(solution, tmp_path):
    path = solution.save(tmp_path / "deep" / "quixo-3x3.npz")
    loaded = Solution.load(path)
    assert loaded.size == 3
    assert loaded.counts == solution.counts
    assert np.array_equal(loaded.table, solution.table)


def test_a_table_saved_as_values_and_depths_still_loads(solution, tmp_path):
    """Files saved before the one-byte table held two arrays (values, moves left),
    here written from the brute force: they convert."""
    values = np.zeros(BOARD_COUNT, np.int8)
    depths = np.zeros(BOARD_COUNT, np.uint16)
    for text, (value, moves) in brute_force().items():
        values[text_number(text)] = {"win": 1, "loss": -1, "draw": 0}[value]
        depths[text_number(text)] = moves or 0
    old = tmp_path / "old.npz"
    np.savez_compressed(old, size=np.int64(3), values=values, depths=depths)
    loaded = Solution.load(old)
    assert np.array_equal(loaded.table, solution.table)
    assert np.array_equal(loaded.values, values)
    assert loaded.counts == solution.counts
    assert loaded.longest == max(moves for _, moves in brute_force().values()) == 8


def test_loading_a_missing_or_foreign_file_fails_clearly(tmp_path):
    with pytest.raises(TableFileError, match="python -m gamelib.quixo solve"):
        Solution.load(tmp_path / "none.npz")
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"not a table")
    with pytest.raises(TableFileError):
        Solution.load(junk)
    wrong = tmp_path / "wrong.npz"
    np.savez(wrong, size=np.int64(3), values=np.zeros(5, np.int8), depths=np.zeros(5))
    with pytest.raises(TableFileError):
        Solution.load(wrong)


def test_default_table_path_is_in_the_cache_directory(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_table_path(4) == tmp_path / "gamelib" / "quixo-4x4.npz"


# -- progress and the command ----------------------------------------------------
def test_progress_is_reported_from_zero_to_all_boards():
    calls = []
    solve(SIZE, progress=lambda done, total: calls.append((done, total)))
    assert calls[0] == (0, BOARD_COUNT) and calls[-1] == (BOARD_COUNT, BOARD_COUNT)
    assert len(calls) > 5
    assert all(total == BOARD_COUNT for _, total in calls)
    dones = [done for done, _ in calls]
    assert dones == sorted(dones)


def test_text_progress_bar_draws_in_place_and_ends_the_line():
    stream = StringIO()
    bar = TextProgressBar(stream)
    bar(0, 200)
    bar(100, 200)
    bar(200, 200)
    bar(200, 200)
    text = stream.getvalue()
    assert text.startswith("\r[") and text.endswith("100.0%  200/200 boards      0 s\n")
    assert text.count("\n") == 1
    assert "[" + "#" * 15 + "-" * 15 + "]" in bar.line(1, 2, 0.0)


def run_command(argv):
    out = StringIO()
    bar = StringIO()
    status = main(argv, console=Console(BytesIO(b""), out), bar_stream=bar)
    return status, out.getvalue(), bar.getvalue()


def test_command_prints_counts_and_the_published_results():
    status, out, bar = run_command(["3"])
    assert status == 0
    assert "12,748" in out and "6,935" in out
    assert "Empty board, X to move: win in 7 moves (agrees with" in out
    assert "3x3 first player wins, 4x4 first player wins, 5x5 draw" in out
    assert "Table saved" not in out
    # The seconds depend on the machine: a busy one takes 1 s or more.
    assert re.search(r"19,683/19,683 boards +\d+ s\n$", bar), bar


def test_command_saves_a_table_when_asked(tmp_path):
    status, out, _ = run_command(["3", "--out", str(tmp_path / "t.npz")])
    assert status == 0 and f"Table saved to {tmp_path / 't.npz'}" in out
    assert Solution.load(tmp_path / "t.npz").counts["win"] == 12_748


def test_command_refuses_other_sizes(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["5"])
    assert stop.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


# -- with the model's board ------------------------------------------------------
def rows_of(text):
    return [text[row * SIZE : (row + 1) * SIZE] for row in range(SIZE)]


def test_values_through_the_models_board(solution):
    """The model's boards read like the stand-in (checked on every board above) on
    a sample of 3x3 boards; a finished game has no player to move, so no value."""
    truth = brute_force()
    for text in random.Random(11).sample(sorted(truth), 2_000):
        value, moves = truth[text]
        for turn, shown in (("X", text), ("O", flipped(text))):
            board = create_board(rows_of(shown), turn=turn)
            if board.turn is None:
                assert moves == 0, text
                with pytest.raises(InvalidBoardError):
                    solution.value(board)
            else:
                assert solution.value(board) == value, (shown, turn)


def test_the_models_moves_are_the_brute_force_moves():
    """The perfect player looks each legal move of the model up as a slide."""
    for text, (_, moves) in brute_force().items():
        if moves != 0:
            board = create_board(rows_of(text), turn="X")
            ours = sorted((move.pick, move.place) for move in board.legal_moves)
            assert ours == sorted((p, q) for p, q, _ in naive_moves(text)), text


def random_mover(rng):
    def random_move(state):
        return rng.choice(list(state.legal_moves))

    return random_move


@pytest.mark.parametrize("seed", range(8))
def test_perfect_player_beats_random_in_real_games(solution, seed):
    """From won boards, for X or for O, the game ends with the perfect player's
    line within the promised number of moves."""
    rng = random.Random(seed)
    perfect = perfect_player(solution)
    won = sorted(t for t, (v, m) in brute_force().items() if v == "win" and m > 0)
    for text in rng.sample(won, 40):
        mover = rng.choice("XO")
        board = create_board(rows_of(text if mover == "X" else flipped(text)), mover)
        promised = solution.moves_left(board)
        players = {mover: perfect, other(mover): random_mover(rng)}
        records = play_out(board, players, max_moves=promised)
        assert board.outcome().winner == mover
        assert len(records) <= promised


def test_perfect_players_play_the_empty_board_out_in_seven_moves(solution):
    board = create_board(["---"] * 3)
    records = play_out(board, perfect_player(solution), max_moves=7)
    assert len(records) == 7 and board.outcome().winner == "X"


def test_perfect_player_refuses_the_four_player_game(solution):
    with pytest.raises(InvalidBoardError):
        perfect_player(solution)(Board(size=3, players=4))
