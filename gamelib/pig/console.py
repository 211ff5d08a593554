"""Pig: the text user interface behind ``pig.py`` and ``python -m gamelib.pig``.

Everything the player types is checked, and a bad answer is answered with the
reason and the same question again. End of input (Ctrl-D) or Ctrl-C at any prompt
ends the program with a goodbye line and exit code 0 rather than a traceback. Text
comes out at reading speed (``gamelib.pacing``; ``GAMELIB_FAST=1`` switches the
pauses off for tests).
"""

import argparse
import random

from gamelib.pacing import pause
from gamelib.pig.errors import PigRuleError
from gamelib.pig.optimal import optimal_policy
from gamelib.pig.pig_game import MAX_PLAYERS, PigGame
from gamelib.pig.player import MAX_NAME_LENGTH, ComputerPlayer, Player
from gamelib.pig.strategies import hold_at

LINE_PAUSE = 0.5  # seconds after each line, so a person can follow the game
COMPUTER_NAME = "Computer"
STRATEGIES = {
    "1": ("hold at 20 (steady)", lambda goal: hold_at(20, goal)),
    "2": ("optimal (hardest to beat)", lambda goal: optimal_policy(goal)),
}
ROLL_ANSWERS = ("r", "roll")
HOLD_ANSWERS = ("h", "hold")
QUIT_ANSWERS = ("q", "quit")
YES, NO = ("y", "yes"), ("n", "no")


class UserQuitError(Exception):
    """The player asked to stop."""


class ConsoleGame:
    """One session at the terminal: set up, play, and offer another game."""

    def __init__(self, goal=100, rng=None, ask=input, say=print):
        self.goal = goal
        self.rng = rng if rng is not None else random.Random()
        self._ask = ask
        self._say = say

    def say(self, text=""):
        self._say(text, flush=True) if self._say is print else self._say(text)
        pause(LINE_PAUSE if text else 0)

    def ask(self, prompt):
        answer = self._ask(prompt).strip()
        if answer.lower() in QUIT_ANSWERS:
            raise UserQuitError
        return answer

    # -- setting up -------------------------------------------------------------
    def ask_people(self):
        while True:
            answer = self.ask(
                f"How many people are playing (1-{MAX_PLAYERS}; "
                "1 plays against the computer)? "
            )
            if answer.isdigit() and 1 <= int(answer) <= MAX_PLAYERS:
                return int(answer)
            self.say(f"Please type a whole number from 1 to {MAX_PLAYERS}.")

    def ask_strategy(self):
        choices = ", ".join(
            f"{key} = {label}" for key, (label, _) in STRATEGIES.items()
        )
        while True:
            answer = self.ask(f"Which computer player ({choices})? ")
            if answer in STRATEGIES:
                label, make = STRATEGIES[answer]
                if answer == "2":
                    self.say("Working out the optimal strategy (a second or so)...")
                return label, make(self.goal)
            self.say(f"Please type one of {', '.join(STRATEGIES)}.")

    def ask_name(self, number, taken):
        while True:
            name = self.ask(f"Name of player {number}: ")
            if not name:
                self.say("A name cannot be blank.")
            elif len(name) > MAX_NAME_LENGTH:
                self.say(f"Please use at most {MAX_NAME_LENGTH} characters.")
            elif name.lower() in (other.lower() for other in taken):
                self.say(f"{name} is already taken; please choose another name.")
            else:
                return name

    def set_up(self):
        people = self.ask_people()
        players, taken = [], []
        if people == 1:
            taken.append(COMPUTER_NAME)
        for number in range(1, people + 1):
            name = self.ask_name(number, taken)
            taken.append(name)
            players.append(Player(name))
        if people == 1:
            label, strategy = self.ask_strategy()
            players.append(ComputerPlayer(COMPUTER_NAME, strategy))
            self.say(f"You play against the computer ({label}).")
        return PigGame(players, goal=self.goal, rng=self.rng)

    # -- playing ----------------------------------------------------------------
    def ask_move(self, game):
        if game.rolls_this_turn == 0:
            prompt = "Roll (r) or quit (q)? "
        else:
            hint = " (holding wins!)" if self._holding_wins(game) else ""
            prompt = f"Roll (r), hold (h){hint} or quit (q)? "
        while True:
            answer = self.ask(prompt).lower()
            if answer in ROLL_ANSWERS:
                return "roll"
            if answer in HOLD_ANSWERS:
                return "hold"
            self.say("Please type r to roll, h to hold or q to quit.")

    @staticmethod
    def _holding_wins(game):
        return game.current_player.score + game.turn_total >= game.goal

    def play_turn_step(self, game):
        """Show the status, get one move, make it and report it."""
        player = game.current_player
        while True:
            self.say(game.status.describe())
            if player.is_computer:
                move = player.choose(game)
                self.say(f"{player.name} chooses to {move}.")
            else:
                move = self.ask_move(game)
            try:
                event = game.push(move)
            except PigRuleError as broken_rule:
                self.say(f"Not allowed: {broken_rule}.")
                continue
            break
        self.say(event.describe())
        if event.kind in ("pig", "hold"):
            self.say(f"Next up: {game.current_player.name}.")
            self.say()

    def play(self, game):
        self.say()
        self.say("Everybody rolls once to decide the order of play.")
        for line in game.turn_order.describe():
            self.say(line)
        self.say()
        while not game.is_over:
            self.play_turn_step(game)
        self.say()
        self.say(game.status_line())
        self.say(
            "Final scores: " + ", ".join(f"{n} {s}" for n, s in game.scores.items())
        )

    def ask_again(self):
        while True:
            answer = self.ask("Play again (y/n)? ").lower()
            if answer in YES:
                return True
            if answer in NO:
                return False
            self.say("Please type y or n.")

    def run(self):
        """The whole session; returns the process exit code."""
        self.say(f"Welcome to Pig! The first player to bank {self.goal} points wins.")
        self.say("Roll to build a turn score; a 1 loses it. Hold to bank it.")
        self.say("Type q at any prompt to quit.")
        try:
            while True:
                self.play(self.set_up())
                if not self.ask_again():
                    break
        except (EOFError, KeyboardInterrupt, UserQuitError):
            self._say("")
        self._say("Goodbye!")
        return 0


def parse_arguments(argv=None):
    parser = argparse.ArgumentParser(
        prog="pig.py", description="Play Pig, the dice game, in the terminal."
    )
    parser.add_argument(
        "--goal", type=int, default=100, help="points needed to win (default 100)"
    )
    parser.add_argument(
        "--seed", type=int, default=None, help="seed the die to replay a game"
    )
    arguments = parser.parse_args(argv)
    if arguments.goal < 1:
        parser.error("--goal must be at least 1")
    return arguments


def main(argv=None):
    arguments = parse_arguments(argv)
    return ConsoleGame(goal=arguments.goal, rng=random.Random(arguments.seed)).run()
