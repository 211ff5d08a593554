"""The terminal game, driven through its real stdin (and a terminal for Ctrl-C)."""

import random
import subprocess

from gamelib.console import EXIT_INTERRUPTED
from gamelib.quixo import PASS, Board, Move
from tests.console_program import Terminal, module, run_program
from tests.quixo.test_quixo_repetition import CYCLE, OPENING

COMMAND = module("gamelib.quixo")
GOODBYE = "Goodbye, thanks for playing!"
TWO_PLAYERS, AGAINST_COMPUTER, FOUR_PLAYERS = "1", "2", "3"


def run_game(typed: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    return run_program([*COMMAND, *arguments], typed)


def lines(*answers: str) -> str:
    return "".join(f"{answer}\n" for answer in answers)


def typed(move: Move) -> str:
    (r, c), (pr, pc) = move.pick, move.place
    return f"{r} {c} {pr} {pc}" + (f" {move.partner}" if move.partner else "")


def finished_game(size: int, players: int, seed: int) -> Board:
    rng = random.Random(seed)
    board = Board(size=size, players=players)
    while not board.is_over():
        board.push(rng.choice(list(board.legal_moves)))
    return board


def test_two_players_play_a_game_to_the_end():
    board = finished_game(3, 2, seed=4)
    moves = [typed(move) for move in board.history]
    result = run_game(lines(TWO_PLAYERS, *moves, "n"), "--size", "3")
    assert result.returncode == 0 and result.stderr == ""
    out = result.stdout
    assert "  012\n0 ---\n1 ---\n2 ---" in out
    assert str(board.outcome()) in out
    assert out.count("your move") == len(moves)
    assert (
        "  012\n" + "\n".join(f"{k} {row}" for k, row in enumerate(board.rows())) in out
    )
    assert out.rstrip().endswith(GOODBYE)


def test_bad_answers_are_explained_and_the_question_asked_again():
    answers = [
        TWO_PLAYERS,
        "abc",
        "0 0",
        "9 9 9 9",
        "1 1 1 0",
        "0 1 2 2",
        "0 1 0 1",
        "0 1 2 1",
    ]
    out = run_game(lines(*answers), "--size", "3").stdout
    assert "Type four numbers: pick row, pick column, place row, place column" in out
    assert "9 is out of range: type a number from 0 to 2." in out
    assert "is not on the edge of the board" in out
    assert (
        "(2, 2) is not an end of row 0 or column 1. The block at 0 1 can go to: "
        "0 0, 0 2, 2 1"
    ) in out
    assert "A block never goes back to the square it came from." in out
    assert "  012\n0 ---\n1 ---\n2 -X-" in out  # (0, 1) went to (2, 1)
    assert "O, your move" in out
    assert out.rstrip().endswith(GOODBYE)


def test_against_the_computer():
    answers = [AGAINST_COMPUTER, "7", "6", "y", "0 0 0 2"]
    result = run_game(lines(*answers), "--size", "3", "--seed", "1")
    out = result.stdout
    assert "  6 = expert: looks four or five moves ahead" in out
    assert "7 is out of range" in out
    assert "You are X; the computer is O." in out
    assert "The computer (O) plays " in out
    assert result.returncode == 0 and out.rstrip().endswith(GOODBYE)


def test_the_computer_moves_first_if_you_play_o():
    out = run_game(lines(AGAINST_COMPUTER, "1", "n"), "--seed", "2").stdout
    assert "You are O; the computer is X." in out
    assert out.index("The computer (X) plays") < out.index("O, your move")


def test_a_game_against_the_computer_ends_with_who_won():
    # Random moves against the random computer player: wrong guesses are refused
    # and asked again, so some of these lines are wasted; the game still ends.
    rng = random.Random(0)
    moves = [
        f"{rng.randrange(3)} {rng.randrange(3)} {rng.randrange(3)} {rng.randrange(3)}"
        for _ in range(400)
    ]
    answers = [AGAINST_COMPUTER, "1", "y", *moves]
    out = run_game(lines(*answers), "--size", "3", "--seed", "3").stdout
    assert "You win" in out or "The computer wins" in out


def test_four_players_name_the_partner():
    answers = [FOUR_PLAYERS, "0 0 0 2", "0 0 0 2 B1", "0 0 0 2 a2"]
    out = run_game(lines(*answers), "--size", "3").stdout
    assert "Team A (A1 and A2) plays X" in out
    assert "X1 is a team A block whose dot points at A1" in out
    assert "Type four numbers and the partner" in out
    assert "Say which partner the X block's dot points at, A1 or A2; got 'B1'." in out
    assert "  0  1  2\n0 -- -- X2" in out
    assert "B1 (O), your move" in out


def a_four_player_game_with_a_pass() -> Board:
    for seed in range(500):
        board = finished_game(3, 4, seed)
        if PASS in board.history:
            return board
    raise AssertionError("no random game with a pass")


def test_a_four_player_game_with_a_pass_to_the_end():
    board = a_four_player_game_with_a_pass()
    moves = [typed(move) for move in board.history if move != PASS]
    out = run_game(lines(FOUR_PLAYERS, *moves, "n"), "--size", "3").stdout
    assert "has no block to take and passes." in out
    team = "A" if board.outcome().winner == "X" else "B"
    assert f"Team {team} ({board.outcome().winner}) wins" in out


def test_a_draw_is_offered_on_a_threefold_repetition():
    board = Board(size=3)
    answers = [TWO_PLAYERS]
    for move in OPENING + CYCLE * 3:
        if board.can_claim_draw():
            answers.append("y")
            break
        answers.append(typed(move))
        board.push(move)
    out = run_game(lines(*answers, "n"), "--size", "3").stdout
    assert "this position has come up three times" in out
    assert "Draw: " in out and "claimed a draw" in out


def test_declining_the_draw_plays_on():
    board = Board(size=3)
    answers = [TWO_PLAYERS]
    for move in OPENING + CYCLE * 3:
        if board.can_claim_draw():
            answers.append("n")
        answers.append(typed(move))
        board.push(move)
    out = run_game(lines(*answers), "--size", "3").stdout
    assert out.count("Claim a draw?") >= 3
    assert "Draw: " not in out


def test_play_again_starts_a_new_game():
    board = finished_game(3, 2, seed=4)
    moves = [typed(move) for move in board.history]
    out = run_game(lines(TWO_PLAYERS, *moves, "y", TWO_PLAYERS), "--size", "3").stdout
    assert out.count("How do you want to play") == 2
    assert out.count("Play again?") == 1


def test_end_of_input_says_goodbye():
    result = run_game("")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.rstrip().endswith(GOODBYE)


def test_unknown_arguments_exit_with_usage():
    for arguments in (["--colour", "red"], ["--size", "6"], ["extra"]):
        result = run_game("", *arguments)
        assert result.returncode == 2
        assert "usage: python -m gamelib.quixo" in result.stderr


def test_ctrl_c_at_a_prompt_says_goodbye_with_status_130():
    with Terminal(COMMAND) as game:
        game.wait_for("How do you want to play")
        game.interrupt()  # the terminal turns Ctrl-C into SIGINT
        assert game.finish() == EXIT_INTERRUPTED
    assert game.text.rstrip().endswith(GOODBYE)
    assert "Traceback" not in game.text
