"""Every self-check of the tic-tac-toe lesson passes the reference and fails typical
wrong answers, each on the rule that the mistake breaks."""

import random

import pytest

from gamelib.tictactoe import (
    checks,
    explain_move,
    lesson,
    minimax_player,
    pattern_player,
)
from gamelib.tictactoe.lesson import (
    BLANK,
    LINES,
    PATTERNS,
    answer_click,
    board_text,
    computer_move,
    computer_reply,
    drawing,
    ending,
    fallback_square,
    matches,
    new_board,
    place,
    rotate,
    square_at,
    winner,
)
from tests.batteries import assert_fails, assert_passes, failed_cases


def report_text(battery, piece):
    return " ".join(battery.run(piece).text().split())


# -- reference answers to the exercises ------------------------------------------------


def result(board):
    won_by = winner(board)
    if won_by is not None:
        return won_by
    if BLANK not in board:
        return "tie"
    return None


def read_square(board, typed):
    typed = typed.strip()
    if typed not in ["0", "1", "2", "3", "4", "5", "6", "7", "8"]:
        return None
    square = int(typed)
    if board[square] != BLANK:
        return None
    return square


def fitting_patterns(board):
    found = []
    for number in range(1, 22):
        if matches(PATTERNS[number - 1], board):
            found.append(number)
    return found


def rotate_clockwise(cells):
    return rotate(rotate(rotate(cells)))


def rotate_clockwise_with_loops(cells):
    turned = []
    for row in range(3):
        for column in range(3):
            turned.append(cells[3 * (2 - column) + row])
    return turned


def corners_first(board):
    """The handout's patterns, but corners before sides when none fits."""
    why = explain_move(board)
    if why.pattern is not None:
        return why.square
    for square in [4, 0, 2, 6, 8, 1, 3, 5, 7]:
        if board[square] == BLANK:
            return square
    return None


@pytest.mark.parametrize(
    "battery, piece",
    [
        (checks.new_board, new_board),
        (checks.place, place),
        (checks.winner, winner),
        (checks.result, result),
        (checks.drawing, drawing),
        (checks.board_text, board_text),
        (checks.read_square, read_square),
        (checks.matches, matches),
        (checks.fitting_patterns, fitting_patterns),
        (checks.rotate, rotate),
        (checks.rotate_clockwise, rotate_clockwise),
        (checks.rotate_clockwise, rotate_clockwise_with_loops),
        (checks.fallback_square, fallback_square),
        (checks.computer_move, computer_move),
        (checks.stronger_player, corners_first),
        (checks.answer_click, answer_click),
        (checks.computer_reply, computer_reply),
    ],
    ids=lambda value: getattr(value, "piece", getattr(value, "__name__", "")),
)
def test_the_reference_passes_every_case(battery, piece):
    assert_passes(battery, piece)


def test_every_battery_of_the_lesson_is_tested_here():
    batteries = {
        name
        for name, value in vars(checks).items()
        if isinstance(value, type(checks.place))
    }
    assert batteries == {
        "new_board",
        "place",
        "winner",
        "result",
        "drawing",
        "board_text",
        "read_square",
        "matches",
        "fitting_patterns",
        "rotate",
        "rotate_clockwise",
        "fallback_square",
        "computer_move",
        "stronger_player",
        "answer_click",
        "computer_reply",
    }


def test_a_stub_gets_one_sentence():
    def matches(pattern, board):
        """True when every square of the board fits the pattern's symbol there."""
        ...

    report = checks.matches.run(matches)
    assert "still a stub" in report.notice
    assert report.text().endswith(f"{len(checks.matches)} of 8 checks failed.")


# -- milestone 1: the board ------------------------------------------------------------


def test_new_board_fails_when_it_is_a_string():
    def new_board():
        return " " * 9

    assert_fails(checks.new_board, new_board, "list of nine blank")


def test_new_board_fails_with_eight_squares_or_nested_rows():
    def eight():
        return [BLANK] * 8

    def rows():
        return [[BLANK] * 3 for _ in range(3)]

    assert_fails(checks.new_board, eight, "list of nine blank")
    assert_fails(checks.new_board, rows, "list of nine blank")


SHARED = [BLANK] * 9


def test_new_board_fails_when_every_game_shares_one_list():
    def new_board():
        return SHARED

    assert failed_cases(checks.new_board, new_board) == [
        "each call gives a board of its own"
    ]


def test_place_fails_without_checking_the_square_number():
    def place(board, square, mark):
        if board[square] != BLANK:
            return False
        board[square] = mark
        return True

    assert_fails(checks.place, place, "square 9", "square -1")
    assert "crashed with IndexError" in report_text(checks.place, place)
    assert "changed" not in report_text(checks.place, place)


def test_place_fails_when_only_large_numbers_are_refused():
    def place(board, square, mark):
        if square > 8 or board[square] != BLANK:
            return False
        board[square] = mark
        return True

    assert failed_cases(checks.place, place) == ["square -1 is off the board too"]


def test_place_fails_when_it_overwrites_a_taken_square():
    def place(board, square, mark):
        if square not in range(9):
            return False
        board[square] = mark
        return True

    assert failed_cases(checks.place, place) == ["a square already taken is refused"]


def test_place_fails_when_it_always_plays_x_or_says_nothing():
    def always_x(board, square, mark):
        if square in range(9) and board[square] == BLANK:
            board[square] = "X"
            return True
        return False

    def says_nothing(board, square, mark):
        if square in range(9) and board[square] == BLANK:
            board[square] = mark

    assert failed_cases(checks.place, always_x) == [
        "O can move too, and other marks stay where they are"
    ]
    assert_fails(checks.place, says_nothing, "X on an empty square", "refused")


def test_winner_fails_with_rows_only():
    def winner(board):
        for first in [0, 3, 6]:
            if board[first] != BLANK and board[first] == board[first + 1]:
                if board[first + 1] == board[first + 2]:
                    return board[first]
        return None

    assert_fails(checks.winner, winner, "column", "diagonal from the top left")


def test_winner_fails_when_blanks_make_a_line():
    def winner(board):
        for a, b, c in LINES:
            if board[a] == board[b] == board[c]:
                return board[a]
        return None

    assert_fails(checks.winner, winner, "empty board")


def test_winner_fails_when_it_answers_true_instead_of_the_mark():
    def winner(board):
        for a, b, c in LINES:
            if board[a] != BLANK and board[a] == board[b] == board[c]:
                return True
        return None

    assert_fails(checks.winner, winner, "X on the top row", "O down")


def test_winner_fails_without_the_last_line_or_the_bottom_row():
    def no_last_line(board):
        for a, b, c in LINES[:-1]:
            if board[a] != BLANK and board[a] == board[b] == board[c]:
                return board[a]
        return None

    def no_bottom_row(board):
        for a, b, c in LINES[:2] + LINES[3:]:
            if board[a] != BLANK and board[a] == board[b] == board[c]:
                return board[a]
        return None

    assert failed_cases(checks.winner, no_last_line) == [
        "O on the diagonal from the top right"
    ]
    assert failed_cases(checks.winner, no_bottom_row) == ["X on the bottom row"]


def test_result_fails_when_a_full_board_is_always_a_tie():
    def result(board):
        if BLANK not in board:
            return "tie"
        return winner(board)

    assert failed_cases(checks.result, result) == [
        "a full board with a line is a win, not a tie"
    ]


def test_result_fails_without_ties_or_with_empty_text():
    def no_ties(board):
        return winner(board)

    def empty_text(board):
        return result(board) or ""

    assert_fails(checks.result, no_ties, "full board without a line")
    assert_fails(checks.result, empty_text, "still playing")


# -- milestone 2: printing -------------------------------------------------------------


def test_drawing_fails_without_the_leading_space():
    def drawing(symbols):
        rows = [" | ".join(symbols[i : i + 3]) for i in (0, 3, 6)]
        return "\n---+---+---\n".join(rows)

    assert_fails(checks.drawing, drawing, "numbers 0 to 8")
    assert "gave line 1 as '0 | 1 | 2', expected ' 0 | 1 | 2'" in report_text(
        checks.drawing, drawing
    )


def test_drawing_fails_with_a_newline_at_the_end():
    def drawing(symbols):
        text = ""
        for i in (0, 3, 6):
            text += f" {symbols[i]} | {symbols[i + 1]} | {symbols[i + 2]}\n"
            if i < 6:
                text += "---+---+---\n"
        return text

    assert_fails(checks.drawing, drawing, "numbers 0 to 8")
    assert "gave 6 lines, expected 5" in report_text(checks.drawing, drawing)


def test_drawing_fails_with_a_wrong_rule_or_no_rule():
    def long_rule(symbols):
        rows = [" " + " | ".join(symbols[i : i + 3]) for i in (0, 3, 6)]
        return "\n-----------\n".join(rows)

    def no_rule(symbols):
        rows = [" " + " | ".join(symbols[i : i + 3]) for i in (0, 3, 6)]
        return "\n".join(rows)

    assert_fails(checks.drawing, long_rule, "numbers 0 to 8", "pattern #1")
    assert "line 2 as '-----------'" in report_text(checks.drawing, long_rule)
    assert_fails(checks.drawing, no_rule, "numbers 0 to 8")


def test_drawing_fails_when_it_prints_instead_of_returning():
    def drawing(symbols):
        print(symbols)

    assert "returned None, expected text (a str)" in report_text(
        checks.drawing, drawing
    )


def test_board_text_fails_with_squares_counted_from_one():
    def board_text(board):
        symbols = [c if c != BLANK else str(i + 1) for i, c in enumerate(board)]
        return drawing(symbols)

    assert_fails(checks.board_text, board_text, "every square's number", "X took 4")


def test_board_text_fails_when_blanks_show_no_number_or_marks_hide():
    def blanks(board):
        return drawing(list(board))

    def numbers_everywhere(board):
        return drawing([str(square) for square in range(9)])

    assert_fails(checks.board_text, blanks, "every square's number")
    assert_fails(checks.board_text, numbers_everywhere, "X took 4", "full board")


def test_board_text_fails_when_it_writes_the_numbers_into_the_board():
    def board_text(board):
        for square in range(9):
            if board[square] == BLANK:
                board[square] = str(square)
        return drawing(board)

    assert failed_cases(checks.board_text, board_text) == ["the board stays as it was"]


def test_read_square_fails_when_it_trusts_the_player():
    def read_square(board, typed):
        return int(typed)

    assert_fails(checks.read_square, read_square, "'9'", "letter", "empty answer")
    assert "crashed with ValueError" in report_text(checks.read_square, read_square)


def test_read_square_fails_without_strip_or_range_or_taken_squares():
    def no_strip(board, typed):
        if typed in list("012345678") and board[int(typed)] == BLANK:
            return int(typed)
        return None

    def no_range(board, typed):
        typed = typed.strip()
        if typed.isdigit() and board[int(typed)] == BLANK:
            return int(typed)
        return None

    def taken_too(board, typed):
        typed = typed.strip()
        return int(typed) if typed in list("012345678") else None

    assert failed_cases(checks.read_square, no_strip) == [
        "spaces around a number do not matter"
    ]
    assert_fails(checks.read_square, no_range, "'9'", "'12'")
    assert failed_cases(checks.read_square, taken_too) == [
        "a square already taken is not a move"
    ]


def test_read_square_fails_when_it_returns_the_text():
    def read_square(board, typed):
        typed = typed.strip()
        if typed in list("012345678") and board[int(typed)] == BLANK:
            return typed
        return None

    assert_fails(checks.read_square, read_square, "'4' is square 4")


# -- milestone 3: the pattern matcher --------------------------------------------------


def test_matches_fails_when_a_question_mark_accepts_anything():
    def matches(pattern, board):
        for square in range(9):
            if pattern[square] not in "*?" and board[square] != pattern[square]:
                return False
        return True

    assert failed_cases(checks.matches, matches) == [
        "pattern #1 does not fit when its ? square is taken"
    ]


def test_matches_fails_when_a_blank_in_the_pattern_accepts_anything():
    def matches(pattern, board):
        for square in range(9):
            symbol = pattern[square]
            if symbol in "* ":
                continue
            wanted = BLANK if symbol == "?" else symbol
            if board[square] != wanted:
                return False
        return True

    assert_fails(checks.matches, matches, "one of its blanks is taken")


def test_matches_fails_when_one_fitting_square_is_enough():
    def matches(pattern, board):
        for square in range(9):
            symbol = pattern[square]
            if symbol == "*" or (symbol == "?" and board[square] == BLANK):
                return True
            if board[square] == symbol:
                return True
        return False

    assert_fails(checks.matches, matches, "empty board", "needs two X's")


def test_matches_fails_when_it_skips_the_last_square():
    def matches(pattern, board):
        for square in range(8):
            symbol = pattern[square]
            wanted = BLANK if symbol == "?" else symbol
            if symbol != "*" and board[square] != wanted:
                return False
        return True

    assert failed_cases(checks.matches, matches) == [
        "pattern #20 needs its last square blank"
    ]


def test_matches_fails_when_a_star_is_compared_as_a_letter():
    def matches(pattern, board):
        for square in range(9):
            wanted = BLANK if pattern[square] == "?" else pattern[square]
            if board[square] != wanted:
                return False
        return True

    assert_fails(checks.matches, matches, "fits two O's")


def test_fitting_patterns_fails_when_it_counts_from_zero_or_turns_the_board():
    def from_zero(board):
        return [n for n, pattern in enumerate(PATTERNS) if matches(pattern, board)]

    def with_turns(board):
        found = []
        for number, pattern in enumerate(PATTERNS, start=1):
            turned = list(board)
            for _ in range(4):
                if matches(pattern, turned) and number not in found:
                    found.append(number)
                turned = rotate(turned)
        return found

    assert_fails(checks.fitting_patterns, from_zero, "X in the centre")
    assert_fails(checks.fitting_patterns, with_turns, "second move")


# -- milestone 4: rotation -------------------------------------------------------------


def test_rotate_fails_when_it_turns_clockwise():
    assert_fails(checks.rotate, rotate_clockwise, "counter-clockwise", "marks")
    assert "(it turned them clockwise; turn them counter-clockwise)" in report_text(
        checks.rotate, rotate_clockwise
    )


def test_rotate_fails_when_it_mirrors_or_turns_half_way():
    def mirrored(cells):
        return [cells[3 * (i % 3) + i // 3] for i in range(9)]

    def half(cells):
        return list(reversed(list(cells)))

    assert "(it mirrored them along the diagonal" in report_text(
        checks.rotate, mirrored
    )
    assert "(it turned them half way round" in report_text(checks.rotate, half)
    assert_fails(checks.rotate, half, "marks")


def test_rotate_fails_when_it_turns_the_board_in_place():
    def rotate_in_place(cells):
        turned = [cells[3 * c + 2 - r] for r in range(3) for c in range(3)]
        cells[:] = turned
        return cells

    assert_fails(checks.rotate, rotate_in_place, "the board stays as it was")


def test_rotate_clockwise_fails_when_it_turns_counter_clockwise():
    assert_fails(checks.rotate_clockwise, rotate, "clockwise", "marks", "undoes")
    assert "(it turned them counter-clockwise; turn them clockwise)" in report_text(
        checks.rotate_clockwise, rotate
    )


# -- milestone 5: the full algorithm ---------------------------------------------------


def test_fallback_square_fails_without_the_centre_first():
    def fallback_square(board):
        for square in range(9):
            if board[square] == BLANK:
                return square
        return None

    assert_fails(checks.fallback_square, fallback_square, "empty board", "corner")


def test_fallback_square_fails_when_it_searches_from_the_wrong_end():
    def fallback_square(board):
        if board[4] == BLANK:
            return 4
        for square in range(8, -1, -1):
            if board[square] == BLANK:
                return square
        return None

    assert_fails(checks.fallback_square, fallback_square, "square 0", "square 2")


def test_fallback_square_fails_when_a_full_board_crashes():
    def fallback_square(board):
        if board[4] == BLANK:
            return 4
        return board.index(BLANK)

    assert failed_cases(checks.fallback_square, fallback_square) == [
        "a full board: no square"
    ]
    assert "crashed with ValueError" in report_text(
        checks.fallback_square, fallback_square
    )


def test_computer_move_fails_with_the_turns_outside():
    def computer_move(board):
        turned, squares = list(board), list(range(9))
        for _ in range(4):
            for pattern in PATTERNS:
                if matches(pattern, turned):
                    return squares[pattern.index("?")]
            turned, squares = rotate(turned), rotate(squares)
        return fallback_square(board)

    assert_fails(
        checks.computer_move,
        computer_move,
        "then X takes 1 and O answers 7",
        "a win comes before a block",
        "every position",
    )
    text = report_text(checks.computer_move, computer_move)
    assert "returned 2; the handout's computer takes 7: O takes 7: pattern #12" in text


def test_computer_move_fails_when_the_square_numbers_do_not_turn():
    def computer_move(board):
        for pattern in PATTERNS:
            turned = list(board)
            for _ in range(4):
                if matches(pattern, turned):
                    return pattern.index("?")
                turned = rotate(turned)
        return fallback_square(board)

    assert_fails(
        checks.computer_move,
        computer_move,
        "O answers 7",
        "a win seen after 2 turns",
        "a block seen after 2 turns",
    )


def test_computer_move_fails_when_the_board_turns_clockwise():
    def computer_move(board):
        for pattern in PATTERNS:
            turned, squares = list(board), list(range(9))
            for _ in range(4):
                if matches(pattern, turned):
                    return squares[pattern.index("?")]
                turned, squares = rotate_clockwise(turned), rotate_clockwise(squares)
        return fallback_square(board)

    assert_fails(checks.computer_move, computer_move, "every position")


def test_computer_move_fails_with_three_turns_or_no_fallback():
    def three_looks(board):
        for pattern in PATTERNS:
            turned, squares = list(board), list(range(9))
            for _ in range(3):
                if matches(pattern, turned):
                    return squares[pattern.index("?")]
                turned, squares = rotate(turned), rotate(squares)
        return fallback_square(board)

    def no_fallback(board):
        for pattern in PATTERNS:
            turned, squares = list(board), list(range(9))
            for _ in range(4):
                if matches(pattern, turned):
                    return squares[pattern.index("?")]
                turned, squares = rotate(turned), rotate(squares)
        return None

    assert_fails(checks.computer_move, three_looks, "a win seen after 3 turns")
    assert_fails(checks.computer_move, no_fallback, "no pattern fits")


def test_computer_move_fails_when_it_turns_the_real_board():
    def computer_move(board):
        for pattern in PATTERNS:
            squares = list(range(9))
            for _ in range(4):
                if matches(pattern, board):
                    return squares[pattern.index("?")]
                board[:] = rotate(board)
                squares = rotate(squares)
        return fallback_square(board)

    assert_fails(checks.computer_move, computer_move, "stays as it was")


def test_computer_move_fails_with_the_patterns_in_reverse():
    def computer_move(board):
        for pattern in reversed(PATTERNS):
            turned, squares = list(board), list(range(9))
            for _ in range(4):
                if matches(pattern, turned):
                    return squares[pattern.index("?")]
                turned, squares = rotate(turned), rotate(squares)
        return fallback_square(board)

    assert_fails(checks.computer_move, computer_move, "O answers 7", "every position")


# -- try it: a player that ties less ---------------------------------------------------


def test_stronger_player_fails_with_an_occupied_square():
    def always_centre(board):
        return 4

    failed = failed_cases(checks.stronger_player, always_centre)
    assert failed == [case.name for case in checks.stronger_player.cases]
    assert "broke a rule: always_centre chose 4: square 4 is already taken" in (
        report_text(checks.stronger_player, always_centre)
    )


def test_stronger_player_fails_when_it_can_lose():
    def lowest_square(board):
        return board.index(BLANK)

    assert_fails(checks.stronger_player, lowest_square, "never loses")
    assert "lost 429 of" in report_text(checks.stronger_player, lowest_square)


def test_stronger_player_fails_when_it_ties_as_often_as_the_handout():
    assert failed_cases(checks.stronger_player, computer_move) == [
        "it ties less often than the handout's computer"
    ]
    assert "ties 14.1% of the games" in report_text(
        checks.stronger_player, computer_move
    )


def test_stronger_player_fails_with_minimax_and_with_chance():
    def perfect(board):
        return minimax_player(board)

    def anywhere(board):
        return random.choice([s for s in range(9) if board[s] == BLANK])

    assert failed_cases(checks.stronger_player, perfect) == [
        "it ties less often than the handout's computer"
    ]
    assert_fails(checks.stronger_player, anywhere, "never loses")


def test_stronger_player_reports_a_crash_with_the_learners_line():
    def my_player(board):
        return board.index("Z")

    text = report_text(checks.stronger_player, my_player)
    assert "crashed with ValueError" in text
    assert 'return board.index("Z")' in text


def test_the_pattern_player_is_what_the_lesson_calls_the_handouts_computer():
    assert checks.stronger_player.run(pattern_player).failed == 1


# -- the board's handlers ------------------------------------------------------------


def test_answer_click_fails_when_it_plays_after_the_end():
    def answer_click_forgetting_the_end(board, x, y):
        square = square_at(x, y)
        if square is None:
            return "That click is outside the board."
        if board[square] != BLANK:
            return f"Square {square} is taken."
        place(board, square, "X")
        return f"You took {square}."

    assert failed_cases(checks.answer_click, answer_click_forgetting_the_end) == [
        "after a win, no more moves",
        "after a tie, no more moves either",
    ]


def test_answer_click_fails_when_it_writes_over_a_taken_square():
    def answer_click_ignoring_taken(board, x, y):
        over = ending(board)
        if over is not None:
            return "The game is over. " + over
        square = square_at(x, y)
        if square is None:
            return "That click is outside the board."
        board[square] = "X"  # no look at what is there
        return f"You took {square}."

    assert failed_cases(checks.answer_click, answer_click_ignoring_taken) == [
        "a click on a taken square is refused, saying why"
    ]


def test_answer_click_fails_when_it_plays_o_or_prints():
    def answer_click_as_o(board, x, y):
        square = square_at(x, y)
        if square is None or board[square] != BLANK or ending(board):
            return "No."
        place(board, square, "O")
        return f"You took {square}."

    def answer_click_printing(board, x, y):
        print(answer_click(board, x, y))

    assert_fails(checks.answer_click, answer_click_as_o, "your mark is X", "taken")
    assert_fails(
        checks.answer_click, answer_click_printing, "free square", "outside", "no more"
    )


def test_answer_click_fails_when_it_swaps_row_and_column():
    def answer_click_swapped(board, x, y):
        over = ending(board)
        if over is not None:
            return "The game is over. " + over
        square = square_at(y, x)
        if square is None:
            return "That click is outside the board."
        if board[square] != BLANK:
            return f"You can't play there: square {square} is taken."
        place(board, square, "X")
        return f"You took {square}."

    assert_fails(checks.answer_click, answer_click_swapped, "anywhere in a square")


def test_computer_reply_fails_when_it_ignores_the_computer_it_is_given():
    def computer_reply_own_computer(board, computer):
        return computer_reply(board, computer_move)

    assert_fails(
        checks.computer_reply, computer_reply_own_computer, "the computer it is given"
    )
    text = report_text(checks.computer_reply, computer_reply_own_computer)
    assert "never asked the computer it was given" in text


def test_computer_reply_fails_when_it_moves_after_the_end():
    def computer_reply_always_moving(board, computer):
        square = computer(board)
        place(board, square, "O")
        return f"The computer took {square}."

    assert_fails(
        checks.computer_reply,
        computer_reply_always_moving,
        "after your winning move",
        "fills the board",
        "when the computer's move wins",
    )


def test_computer_reply_fails_when_it_writes_over_a_taken_square():
    def computer_reply_without_place(board, computer):
        over = ending(board)
        if over is not None:
            return over
        square = computer(board)
        board[square] = "O"
        return f"The computer took {square}. Your turn."

    assert failed_cases(checks.computer_reply, computer_reply_without_place) == [
        "when the computer's move wins, it says so",
        "a computer that picks a taken square plays nothing",
    ]


def test_computer_reply_fails_when_it_plays_x():
    def computer_reply_as_x(board, computer):
        over = ending(board)
        if over is not None:
            return over
        square = computer(board)
        place(board, square, "X")
        return f"The computer took {square}. Your turn."

    assert_fails(checks.computer_reply, computer_reply_as_x, "gets an O")


# -- whose pieces the board runs on ----------------------------------------------------


def learners(source: str) -> dict:
    """A notebook's names: the course's pieces, then ``source`` run over them."""
    namespace = {k: v for k, v in vars(lesson).items() if not k.startswith("_")}
    exec(source, namespace)
    return namespace


WRITTEN = """
def new_board():
    return [BLANK] * 9

def place(board, square, mark):
    return False

def winner(board):
    return None

def answer_click(board, x, y):
    return "mine"

def computer_reply(board, computer):
    return "mine"
"""


def test_the_board_runs_on_the_course_pieces_while_nothing_is_written():
    namespace = learners("")
    assert checks.board_runs_on(namespace, namespace["computer_move"]) == (
        "Runs on the course's new_board, answer_click, computer_reply, place, "
        "winner and computer_move."
    )


def test_the_board_runs_on_every_piece_the_learner_wrote():
    namespace = learners(WRITTEN)
    assert checks.board_runs_on(namespace, namespace["computer_move"]) == (
        "Runs on your new_board, answer_click, computer_reply, place and winner, "
        "and the course's computer_move."
    )


def test_a_borrowed_handler_is_named_the_courses_and_plays_the_notebooks_rules(
    capsys,
):
    namespace = learners(WRITTEN)
    del namespace["computer_reply"]
    checks.borrow(namespace, "computer_reply")
    assert checks.board_runs_on(namespace, namespace["computer_move"]) == (
        "Runs on your new_board, answer_click, place and winner, and the course's "
        "computer_reply and computer_move."
    )


def test_the_borrowed_handlers_play_the_notebooks_place_and_winner(capsys):
    namespace = learners(WRITTEN.split("def answer_click")[0])
    del namespace["answer_click"], namespace["computer_reply"]
    checks.borrow(namespace, "answer_click", "computer_reply")
    assert checks.board_runs_on(namespace, namespace["computer_move"]) == (
        "Runs on your new_board, place and winner, and the course's answer_click, "
        "computer_reply and computer_move."
    )
    board = namespace["new_board"]()
    namespace["answer_click"](board, 50, 50)  # the learner's place takes nothing
    assert board == [" "] * 9
