"""Quixo in the terminal: ``python -m gamelib.quixo``.

Two people, one person against the computer (at the level they choose), or four
people in two teams share the keyboard. The board is printed as the handout prints
it, with row and column numbers, and a move is typed as the four numbers
``makeMove`` takes: pick row, pick column, place row, place column (and, with four
players, the partner the block's dot is to point at). Every answer is checked and
a refused one is explained, listing where the block may go when only the place was
wrong. On a threefold repetition the player to move is offered a draw. End of input
and Ctrl-C end the program with a goodbye (``gamelib.console.run``).
"""

import argparse
import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial

from gamelib.console import (
    GOODBYE,
    AnswerError,
    Console,
    bounded_int,
    make_parser,
    parse_int,
    run,
    sentence,
)
from gamelib.quixo.pictures import DOT_LEGEND, numbered
from gamelib.quixo.players import (
    make_greedy_player,
    make_random_player,
    make_search_player,
)
from gamelib.quixo.search import LEVELS
from gamelib.quixo.state import PASS, Board, Move, PlaceError

PROGRAM = "python -m gamelib.quixo"
COMPUTER_PAUSE = 0.8
"""Seconds to wait after the computer's move, so a person sees what it did."""
THINKING_LIMIT = 1.0
"""The most seconds the search player may think, however busy the computer is."""

MODES = ("two players", "you against the computer", "four players in two teams")
ComputerMaker = Callable[[int], Callable[[Board], Move]]
"""Makes a computer player from a seed, so a game can be replayed."""


COMPUTER_LEVELS: dict[str, tuple[str, ComputerMaker]] = {
    "random": ("any legal move", make_random_player),
    "greedy": ("wins at once if it can, never hands you a win", make_greedy_player),
    **{  # a search player thinks at most THINKING_LIMIT seconds
        name: (
            level.description,
            partial(make_search_player, name, time_limit=THINKING_LIMIT),
        )
        for name, level in LEVELS.items()
    },
}


def make_quixo_parser() -> argparse.ArgumentParser:
    parser = make_parser(
        PROGRAM,
        "Play Quixo in the terminal: two players, against the computer, or four "
        "players in two teams.",
    )
    parser.add_argument(
        "--size",
        type=bounded_int(3, 5),
        default=5,
        help="board size: 5 is the real game, 3 and 4 are quick (default 5)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    return run(play_quixo, make_quixo_parser(), argv)


def play_quixo(console: Console, arguments: argparse.Namespace) -> int:
    """Games one after another until the player has had enough."""
    size = arguments.size
    rng = random.Random(arguments.seed)
    console.say(f"Quixo on a {size}x{size} board: make {size} in a row to win.")
    console.say(
        "On your turn take a block from the edge (neutral or showing your symbol)"
        " and push it back in at an end of its row or column."
    )
    while True:
        play_one_game(console, size, rng)
        if not console.play_again():
            break
    console.say(GOODBYE)
    return 0


def play_one_game(console: Console, size: int, rng: random.Random) -> None:
    mode = ask_mode(console)
    computers: dict[str, Callable[[Board], Move]] = {}
    if mode == 2:
        computer = ask_computer(console, rng)
        first = console.ask_yes_no("Do you play X and move first? (y/n) ")
        human, machine = ("X", "O") if first else ("O", "X")
        computers[machine] = computer
        console.say(f"You are {human}; the computer is {machine}.")
    board = Board(size=size, players=4 if mode == 3 else 2)
    if mode == 3:
        console.say(
            "Team A (A1 and A2) plays X, team B (B1 and B2) plays O; turns go A1, "
            "B1, A2, B2. You may take a neutral block, or one of your team's whose "
            "dot points at you; after your move say which partner its dot points at."
        )
        console.say(DOT_LEGEND)
    while not board.is_over():
        console.say()
        console.say(numbered(board))
        seat = board.turn
        if seat in computers:
            move = computers[seat](board)
            board.push(move)
            console.say(f"The computer ({seat}) plays {move}.")
            console.pause(COMPUTER_PAUSE)
        elif not take_turn(console, board):
            break
    console.say()
    console.say(numbered(board))
    console.say(describe_end(board, computers))


def take_turn(console: Console, board: Board) -> bool:
    """One person's turn; False if they claimed a draw."""
    seat = board.turn
    if board.can_claim_draw() and console.ask_yes_no(
        f"{seat}: this position has come up three times (or your move can make it "
        "so). Claim a draw? (y/n) "
    ):
        board.claim_draw()
        return False
    if list(board.legal_moves) == [PASS]:
        board.push(PASS)
        console.say(f"{seat} has no block to take and passes.")
        return True
    move = console.ask(prompt(board), lambda text: parse_move(text, board))
    board.push(move)
    return True


def prompt(board: Board) -> str:
    if board.players == 2:
        return (
            f"{board.turn}, your move (pick row, pick column, place row, "
            "place column): "
        )
    return (
        f"{board.turn} ({board.turn_symbol}), your move (pick row, pick column, place "
        "row, place column, partner): "
    )


def parse_move(text: str, board: Board) -> Move:
    """The move typed, or an ``AnswerError``/``RuleError`` saying what is wrong."""
    tokens = text.replace(",", " ").split()
    four = board.players == 4
    wanted = 5 if four else 4
    if len(tokens) != wanted:
        example = f"0 1 0 4 {board.turn}" if four else "0 1 0 4"
        what = "four numbers and the partner" if four else "four numbers"
        raise AnswerError(
            f"type {what}: pick row, pick column, place row, place column"
            f"{', partner' if four else ''} (for example {example})"
        )
    last = board.size - 1
    pick_row, pick_column, place_row, place_column = (
        parse_int(token, 0, last, "a row or column number") for token in tokens[:4]
    )
    partner = tokens[4].upper() if four else None
    move = Move((pick_row, pick_column), (place_row, place_column), partner)
    try:
        board.check(move)
    except PlaceError as error:
        places = ", ".join(f"{row} {column}" for row, column in error.allowed)
        raise AnswerError(
            f"{sentence(error.reason)} The block at {pick_row} {pick_column} can go "
            f"to: {places}"
        ) from None
    return move


def ask_mode(console: Console) -> int:
    for number, mode in enumerate(MODES, start=1):
        console.say(f"  {number} = {mode}")
    return console.ask_int(f"How do you want to play (1-{len(MODES)})? ", 1, len(MODES))


def ask_computer(console: Console, rng: random.Random) -> Callable[[Board], Move]:
    names = list(COMPUTER_LEVELS)
    for number, name in enumerate(names, start=1):
        console.say(f"  {number} = {name}: {COMPUTER_LEVELS[name][0]}")
    choice = console.ask_int(f"Computer level (1-{len(names)})? ", 1, len(names))
    name = names[choice - 1]
    return COMPUTER_LEVELS[name][1](rng.randrange(2**32))


def describe_end(board: Board, computers: Mapping[str, object]) -> str:
    outcome = board.outcome()
    if outcome is None or outcome.draw:
        return sentence(str(outcome))
    if computers:
        who = "The computer wins" if outcome.winner in computers else "You win"
        return sentence(f"{who}: {outcome.reason}")
    if board.players == 4:
        team = "A" if outcome.winner == "X" else "B"
        return sentence(f"Team {team} ({outcome.winner}) wins: {outcome.reason}")
    return sentence(str(outcome))
