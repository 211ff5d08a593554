"""Every self-check of the Pig lesson passes the course's pieces and the lesson's own,
and fails typical wrong answers, each on the rule that the mistake breaks."""

import random

import pytest

from gamelib import pig
from gamelib.console import AnswerError
from gamelib.errors import (
    GameOverError,
    NotYourTurnError,
    PlayerCountError,
    PlayerNameError,
)
from gamelib.pig import checks
from gamelib.pig.die import ScriptedDie
from gamelib.pig.lesson import on_hold as course_on_hold
from gamelib.pig.lesson import on_roll as course_on_roll
from gamelib.pig.pig import parse_move, play_game
from gamelib.pig.pig_game import ComputerOpponentError, HoldBeforeRollError, play_order
from gamelib.pig.player import DuplicatePlayerError
from gamelib.selfcheck import battery as hints
from tests.batteries import assert_fails, failed_cases
from tests.pig.lesson_pieces import lesson_pieces


def lesson(name):
    return lesson_pieces()[name]


# -- the reference pieces, the lesson's and the exercises' answers -----------------


class LoadedDie:
    def __init__(self, faces):
        self.faces = list(faces)
        self.rolled = 0
        self.top = self.faces[0]

    def roll(self):
        self.top = self.faces[self.rolled % len(self.faces)]
        self.rolled += 1
        return self.top

    @property
    def bottom(self):
        return 7 - self.top


def refuse_duplicates(names):
    seen = []
    for name in names:
        if name.lower() in seen:
            raise DuplicatePlayerError(f"{name} is taken")
        seen.append(name.lower())


def bolder_when_behind(game):
    if game.rolls_this_turn == 0:
        return "roll"
    score = game.scores[game.turn]
    others = max(s for name, s in game.scores.items() if name != game.turn)
    limit = 25 if others > score + 10 else 20
    if game.turn_total >= limit or score + game.turn_total >= game.goal:
        return "hold"
    return "roll"


def status_line(game):
    score = game.scores[game.turn]
    return (
        f"{game.turn}: total score {score}, turn score {game.turn_total}, "
        f"rolls this turn {game.rolls_this_turn}"
    )


def play_order_rerolls(players, die):
    rolls = [die.roll() for _ in players]
    order = []
    for face in range(1, 7):
        tied = [p for p, r in zip(players, rolls, strict=True) if r == face]
        if len(tied) > 1:
            tied = play_order_rerolls(tied, die)
        order.extend(tied)
    return order


def move_prompt(game):
    if game.rolls_this_turn == 0:
        return "Roll (r)? "
    if game.scores[game.turn] + game.turn_total >= game.goal:
        return "Roll (r) or hold (h: you win)? "
    return "Roll (r) or hold (h)? "


def roll_to(game, target):
    name = game.turn
    said = [course_on_roll(game)]
    while game.winner is None and game.turn == name:
        if game.turn_total >= target:
            break
        said.append(course_on_roll(game))
    return " ".join(said)


COURSE = [
    (checks.die, pig.Die),
    (checks.player, pig.Player),
    (checks.hold_at_20, pig.hold_at(20)),
    (checks.computer_player, pig.ComputerPlayer),
    (checks.pig_game, pig.PigGame),
    (checks.play_order, play_order),
    (checks.parse_move, parse_move),
    (checks.play_game, play_game),
    (checks.loaded_die, ScriptedDie),
    (checks.on_roll, course_on_roll),
    (checks.on_hold, course_on_hold),
]
LESSON_PIECES = [
    (checks.die, "Die"),
    (checks.player, "Player"),
    (checks.hold_at_20, "hold_at_20"),
    (checks.computer_player, "ComputerPlayer"),
    (checks.table, "Table"),
    (checks.pig_game, "PigGame"),
    (checks.play_order, "play_order"),
    (checks.parse_move, "parse_move"),
    (checks.play_game, "play_game"),
    (checks.on_roll, "on_roll"),
    (checks.on_hold, "on_hold"),
]
ANSWERS = [
    (checks.loaded_die, LoadedDie),
    (checks.refuse_duplicates, refuse_duplicates),
    (checks.against_hold_at_20, bolder_when_behind),
    (checks.status_line, status_line),
    (checks.play_order_rerolls, play_order_rerolls),
    (checks.move_prompt, move_prompt),
    (checks.roll_to, roll_to),
]


@pytest.mark.parametrize(
    "battery, piece", COURSE + ANSWERS, ids=lambda value: getattr(value, "piece", "")
)
def test_the_course_pieces_and_the_answers_pass_every_case(battery, piece):
    report = battery.run(piece)
    assert report.all_passed, report.text()


@pytest.mark.parametrize(
    "battery, name", LESSON_PIECES, ids=lambda v: getattr(v, "piece", v)
)
def test_the_pieces_the_lesson_shows_pass_every_case(battery, name):
    report = battery.run(lesson(name))
    assert report.all_passed, report.text()


def test_the_lesson_writes_every_milestone_piece():
    assert set(lesson_pieces()) == {name for _, name in LESSON_PIECES}


def test_a_strategy_that_follows_the_rules_is_measured(capsys):
    checks.against_hold_at_20(bolder_when_behind)
    printed = capsys.readouterr().out
    assert "All 3 checks passed." in printed
    assert "Measured: bolder_when_behind won 103 of 200 games" in printed


def test_a_strategy_that_breaks_a_rule_is_not_measured(capsys):
    def holds_at_once(game):
        return "hold"

    checks.against_hold_at_20(holds_at_once)
    printed = capsys.readouterr().out
    assert "1 of 3 checks failed." in printed and "Measured" not in printed


# -- milestone 1: the die ------------------------------------------------------------


def die_class(roll, bottom=lambda top: 7 - top):
    """A Die whose roll is ``roll(self)``, to write wrong answers in one line."""

    class Die:
        def __init__(self, rng):
            self.rng = rng
            self.top = 1

        def roll(self):
            self.top = roll(self)
            return self.top

        @property
        def bottom(self):
            return bottom(self.top)

    return Die


def test_die_fails_when_it_rolls_0_to_5():
    die = die_class(lambda self: self.rng.randint(0, 5))
    assert_fails(checks.die, die, "whole number from 1 to 6", "every face comes up")


def test_die_fails_when_randrange_never_rolls_6():
    die = die_class(lambda self: self.rng.randrange(1, 6))
    assert failed_cases(checks.die, die) == [
        "every face comes up",
        "every face comes up about as often",
    ]


def test_die_fails_when_it_rolls_with_the_random_module():
    die = die_class(lambda self: random.randint(1, 6))
    assert failed_cases(checks.die, die) == ["the same seed rolls the same faces"]


def test_die_fails_when_six_comes_up_twice_as_often():
    die = die_class(lambda self: min(self.rng.randint(1, 7), 6))
    assert failed_cases(checks.die, die) == ["every face comes up about as often"]


def test_die_fails_when_bottom_adds_up_to_6():
    die = die_class(lambda self: self.rng.randint(1, 6), bottom=lambda top: 6 - top)
    assert failed_cases(checks.die, die) == ["bottom is the face underneath"]


def test_die_fails_when_roll_forgets_the_top_face():
    class Die:
        def __init__(self, rng):
            self.rng, self.top = rng, 1

        def roll(self):
            return self.rng.randint(1, 6)

        @property
        def bottom(self):
            return 7 - self.top

    assert failed_cases(checks.die, Die) == ["top is the face just rolled"]


def test_die_fails_when_faces_are_text():
    die = die_class(lambda self: str(self.rng.randint(1, 6)))
    assert_fails(checks.die, die, "whole number from 1 to 6")


# -- milestone 2: the player -------------------------------------------------------


def player_class(check=lambda name: name):
    """A Player whose __init__ keeps ``check(name)``."""

    class Player:
        is_computer = False

        def __init__(self, name):
            self.name = check(name)

    return Player


def test_player_fails_without_any_checks():
    assert_fails(
        checks.player,
        player_class(),
        "drops spaces",
        "refuses an empty name",
        "21 characters",
        "control character",
    )


def test_player_fails_when_it_forgets_to_strip():
    def check(name):
        if not isinstance(name, str) or not name.strip() or len(name) > 20:
            raise PlayerNameError(name)
        if not name.isprintable():
            raise PlayerNameError(name)
        return name

    assert failed_cases(checks.player, player_class(check)) == [
        "drops spaces around the name"
    ]


def test_player_fails_when_it_raises_a_plain_value_error():
    def check(name):
        if not isinstance(name, str) or not name.strip():
            raise ValueError("no name")
        name = name.strip()
        if len(name) > 20 or not name.isprintable():
            raise ValueError("bad name")
        return name

    report = checks.player.run(player_class(check)).text()
    wanted = "raised ValueError: no name; raise PlayerNameError (from gamelib.errors)"
    assert wanted in report
    assert "5 of 10 checks failed." in report


def test_player_fails_when_twenty_characters_are_refused():
    def check(name):
        if not isinstance(name, str) or not name.strip():
            raise PlayerNameError(name)
        name = name.strip()
        if len(name) >= 20 or not name.isprintable():
            raise PlayerNameError(name)
        return name

    assert failed_cases(checks.player, player_class(check)) == [
        "accepts a name of 20 characters"
    ]


def test_player_fails_when_the_name_belongs_to_the_class():
    class Player:
        is_computer = False

        def __init__(self, name):
            if not isinstance(name, str) or not name.strip():
                raise PlayerNameError(name)
            name = name.strip()
            if len(name) > 20 or not name.isprintable():
                raise PlayerNameError(name)
            Player.name = name  # one name for every player

    assert failed_cases(checks.player, Player) == ["two players keep their own names"]


# -- milestone 3: the strategy and the computer player --------------------------


def test_hold_at_20_fails_when_it_holds_after_20():
    def hold_above_20(game):
        if game.rolls_this_turn == 0:
            return "roll"
        score = game.scores[game.turn]
        if game.turn_total > 20 or score + game.turn_total >= game.goal:
            return "hold"
        return "roll"

    assert failed_cases(checks.hold_at_20, hold_above_20) == ["holds at turn score 20"]


def test_hold_at_20_fails_when_it_never_holds_to_win():
    def stubborn(game):
        return "hold" if game.turn_total >= 20 else "roll"

    assert failed_cases(checks.hold_at_20, stubborn) == [
        "holds at 90 + 10, which wins",
        "uses the game's goal",
    ]


def test_hold_at_20_fails_when_the_goal_is_always_100():
    def hundred(game):
        if game.rolls_this_turn == 0:
            return "roll"
        score = game.scores[game.turn]
        return (
            "hold"
            if game.turn_total >= 20 or score + game.turn_total >= 100
            else "roll"
        )

    assert failed_cases(checks.hold_at_20, hundred) == ["uses the game's goal"]


def test_hold_at_20_fails_when_it_makes_the_move_itself():
    def pushy(game):
        move = "hold" if game.turn_total >= 20 else "roll"
        game.push(move)
        return move

    assert_fails(checks.hold_at_20, pushy, "only looks at the game")


def test_hold_at_20_fails_when_it_answers_true_or_false():
    def rolls(game):
        return game.turn_total < 20

    assert len(failed_cases(checks.hold_at_20, rolls)) == len(checks.hold_at_20)


HOLD_AT_20 = pig.hold_at(20)


def computer_class(base=pig.Player, call=True, turn_check=True, default=None):
    """A computer player with one thing wrong, chosen by the arguments."""
    strategy_default = default or pig.hold_at(20)

    class ComputerPlayer(base):
        is_computer = True

        def __init__(self, name="Computer", strategy=strategy_default):
            if base is pig.Player:
                super().__init__(name)
            else:
                self.name = name
            self.strategy = strategy

        def choose(self, game):
            if turn_check and game.turn != self.name:
                raise NotYourTurnError(game.turn)
            return self.strategy(game)

    if call:
        ComputerPlayer.__call__ = ComputerPlayer.choose
    return ComputerPlayer


def test_the_wrong_computer_player_factory_can_build_a_right_one():
    assert checks.computer_player.run(computer_class()).all_passed


def test_computer_player_fails_when_it_is_not_a_player():
    assert_fails(
        checks.computer_player,
        computer_class(base=object),
        "is a Player",
        "checks its name",
        "refuses an empty name",
    )


def test_computer_player_fails_when_it_moves_on_any_turn():
    assert failed_cases(checks.computer_player, computer_class(turn_check=False)) == [
        "refuses to choose on somebody else's turn"
    ]


def test_computer_player_fails_when_it_cannot_be_called():
    assert failed_cases(checks.computer_player, computer_class(call=False)) == [
        "can be asked like a strategy: player(game)"
    ]


def test_computer_player_fails_with_another_default_strategy():
    cautious = computer_class(default=pig.hold_at(10))
    assert failed_cases(checks.computer_player, cautious) == [
        "rolls at 12 when given no strategy"
    ]


def test_computer_player_fails_when_it_hands_the_strategy_a_position():
    class ComputerPlayer(pig.Player):
        is_computer = True

        def __init__(self, name="Computer", strategy=HOLD_AT_20):
            super().__init__(name)
            self.strategy = strategy

        def choose(self, game):
            if game.turn != self.name:
                raise NotYourTurnError(game.turn)
            return self.strategy(game.position())

        __call__ = choose

    assert_fails(checks.computer_player, ComputerPlayer, "the game itself")


# -- milestone 4: the table and the game ---------------------------------------


def table_class(low=2, high=4, computers=True, wrap=True, reset=True, copy=True):
    class Table:
        def __init__(self, players):
            if not low <= len(players) <= high:
                raise PlayerCountError(len(players))
            if computers and len(players) > 2:
                if any(p.is_computer for p in players):
                    raise ComputerOpponentError("no")
            self.players = list(players) if copy else players
            self.scores = {p.name: 0 for p in players}
            self.seat, self.turn = 0, self.players[0].name
            self.turn_total = self.rolls_this_turn = 0

        def next_turn(self):
            self.seat = (self.seat + 1) % len(self.players) if wrap else self.seat + 1
            self.turn = self.players[self.seat].name
            if reset:
                self.turn_total = self.rolls_this_turn = 0

    return Table


def test_the_wrong_table_factory_can_build_a_right_one():
    assert checks.table.run(table_class()).all_passed


@pytest.mark.parametrize(
    "options, failing",
    [
        ({"low": 1, "high": 5}, ["refuses one player", "refuses five players"]),
        ({"high": 3}, ["seats four players"]),
        ({"computers": False}, ["refuses the computer in a three-player game"]),
        ({"wrap": False}, ["after the last player comes the first again"]),
        ({"reset": False}, ["a new turn starts with nothing"]),
    ],
)
def test_table_fails_on_the_rule_it_breaks(options, failing):
    assert failed_cases(checks.table, table_class(**options)) == failing


def test_table_fails_when_it_keeps_the_callers_list():
    assert_fails(checks.table, table_class(copy=False), "keeps its own list")


def game_class(pig_face=1, goal_rule=">=", check_hold=True, check_over=True):
    """The lesson's PigGame with one rule broken, chosen by the arguments."""

    class PigGame(lesson("Table")):
        def __init__(self, players, die, goal=100):
            super().__init__(players)
            self.die, self.goal, self.last_roll, self.winner = die, goal, None, None

        def roll(self):
            if check_over and self.winner is not None:
                raise GameOverError("over")
            self.last_roll = self.die.roll()
            if self.last_roll == pig_face:
                self.next_turn()
            else:
                self.turn_total += self.last_roll
                self.rolls_this_turn += 1

        def hold(self):
            if check_over and self.winner is not None:
                raise GameOverError("over")
            if check_hold and self.rolls_this_turn == 0:
                raise HoldBeforeRollError(self.turn)
            self.scores[self.turn] += self.turn_total
            score = self.scores[self.turn]
            won = score >= self.goal if goal_rule == ">=" else score > self.goal
            if goal_rule == "100":
                won = score >= 100
            if won:
                self.winner, self.turn = self.players[self.seat], None
            else:
                self.next_turn()

    return PigGame


def test_the_wrong_game_factory_can_build_a_right_one():
    assert checks.pig_game.run(game_class()).all_passed


@pytest.mark.parametrize(
    "options, failing",
    [
        ({"pig_face": 0}, ["rolling a 1 loses the turn score and passes the turn"]),
        ({"check_hold": False}, ["holding before rolling is refused"]),
        ({"goal_rule": ">"}, ["banking exactly the goal wins"]),
        (
            {"goal_rule": "100"},
            [
                "holding at the goal wins",
                "banking exactly the goal wins",
                "the game's own goal counts",
                "nobody moves after the game is over",
            ],
        ),
        ({"check_over": False}, ["nobody moves after the game is over"]),
    ],
)
def test_pig_game_fails_on_the_rule_it_breaks(options, failing):
    assert failed_cases(checks.pig_game, game_class(**options)) == failing


def test_a_roll_after_the_game_is_over_is_named_as_such_not_as_a_crash():
    text = checks.pig_game.run(game_class(check_over=False)).text()
    assert "rolled the die during move 3, roll(), once more than this case's" in text
    assert "a move after the game is over must be refused (GameOverError)" in text
    assert "crashed" not in text and "FindingError" not in text
    assert "self.last_roll = self.die.roll()" in text  # the learner's line


def test_pig_game_fails_when_a_roll_banks_at_once():
    class PigGame(game_class()):
        def roll(self):
            super().roll()
            if self.last_roll != 1:
                self.scores[self.turn] += self.last_roll

    assert_fails(checks.pig_game, PigGame, "a roll does not bank anything")


def test_pig_game_fails_when_a_turn_score_past_the_goal_wins():
    class PigGame(game_class()):
        def roll(self):
            super().roll()
            if self.turn and self.scores[self.turn] + self.turn_total >= self.goal:
                self.winner, self.turn = self.players[self.seat], None

    assert_fails(checks.pig_game, PigGame, "still has to be held")


def test_pig_game_fails_when_it_forgets_to_count_the_rolls():
    class PigGame(game_class(check_hold=False)):
        def roll(self):
            super().roll()
            self.rolls_this_turn = 0

    assert_fails(checks.pig_game, PigGame, "rolling 4 then 3", "holding before")


# -- milestone 5: who goes first -----------------------------------------------


def test_play_order_fails_when_the_highest_roll_goes_first():
    def highest_first(players, die, rng):
        return list(reversed(play_order(players, die, rng)))

    assert_fails(checks.play_order, highest_first, "lowest roll goes first")
    # The wrong order is blamed on the order's rule, not on leaving the list alone.
    assert "leaves the list it is given as it was" not in failed_cases(
        checks.play_order, highest_first
    )


def test_play_order_that_sorts_the_callers_list_breaks_the_leave_it_rule():
    def in_place(players, die, rng):
        rolls = {id(player): die.roll() for player in players}
        players.sort(key=lambda player: rolls[id(player)])
        return players

    assert_fails(checks.play_order, in_place, "leaves the list it is given")


def test_play_order_fails_when_a_dictionary_by_roll_loses_tied_players():
    def by_roll(players, die, rng):
        seats = {die.roll(): player for player in players}
        return [seats[face] for face in sorted(seats)]

    assert_fails(checks.play_order, by_roll, "tied players share", "everybody tied")


def test_play_order_fails_when_ties_always_keep_the_seating_order():
    def stable(players, die, rng):
        rolled = [(die.roll(), seat, p) for seat, p in enumerate(players)]
        return [player for _, _, player in sorted(rolled, key=lambda r: r[:2])]

    assert failed_cases(checks.play_order, stable) == ["ties are broken at random"]


def test_play_order_fails_when_it_shuffles_with_the_random_module():
    def unseeded(players, die, rng):
        return play_order(players, die, random.Random(random.random()))

    assert_fails(checks.play_order, unseeded, "the same seed breaks ties")


def test_play_order_fails_when_tied_players_roll_again():
    def rerolls(players, die, rng):
        return play_order_rerolls(players, die)

    assert_fails(checks.play_order, rerolls, "tied players share", "a tie for first")


def test_play_order_fails_when_it_gives_names():
    def names(players, die, rng):
        return [p.name for p in play_order(players, die, rng)]

    assert failed_cases(checks.play_order, names) == [
        "gives back the players themselves"
    ]


def test_play_order_fails_when_it_sorts_the_callers_list():
    def in_place(players, die, rng):
        rolls = {p.name: die.roll() for p in players}
        players.sort(key=lambda p: rolls[p.name])
        return players

    assert_fails(checks.play_order, in_place, "leaves the list it is given")


# -- milestone 6: the terminal program -----------------------------------------


def parser(read=lambda text: text.strip().lower(), moves=None, error=AnswerError):
    table = moves or {"r": "roll", "roll": "roll", "h": "hold", "hold": "hold"}

    def parse_move(game, text):
        word = read(text)
        if word not in table:
            raise error(f"{text!r} is not a move")
        game.check(table[word])
        return table[word]

    return parse_move


def test_parse_move_fails_when_capitals_count():
    assert_fails(checks.parse_move, parser(read=str.strip), "capitals", "'Hold'")


def test_parse_move_fails_when_it_raises_a_plain_value_error():
    assert_fails(checks.parse_move, parser(error=ValueError), "'x' is refused")


def test_parse_move_fails_when_it_answers_letters():
    assert_fails(
        checks.parse_move, parser(moves={"r": "r", "h": "h"}), "'r' is roll", "'h'"
    )


def test_parse_move_fails_when_any_word_starting_with_r_rolls():
    def first_letter(game, text):
        word = text.strip().lower()
        if word.startswith("r"):
            return "roll"
        if word.startswith("h"):
            game.check("hold")
            return "hold"
        raise AnswerError(word)

    assert failed_cases(checks.parse_move, first_letter) == ["'rubbish' is refused"]


def test_parse_move_fails_when_it_does_not_ask_the_game():
    def unchecked(game, text):
        return {"r": "roll", "roll": "roll", "h": "hold", "hold": "hold"}.get(
            text.strip().lower()
        ) or _refuse(text)

    assert failed_cases(checks.parse_move, unchecked) == [
        "'h' before the first roll is refused by the game"
    ]


def _refuse(text):
    raise AnswerError(text)


def test_parse_move_fails_when_it_makes_the_move():
    def pushy(game, text):
        move = parser()(game, text)
        game.push(move)
        return move

    assert_fails(checks.parse_move, pushy, "reading an answer does not move")


def looped(body):
    """A play_game made of ``body(console, game)`` for each move."""

    def play_game(console, game):
        while not game.is_over():
            body(console, game)
        console.say(game.status_line())

    return play_game


def test_play_game_fails_without_the_status_line():
    def move(console, game):
        player = game.current_player
        if player.is_computer:
            choice = player(game)
        else:
            choice = console.ask("? ", lambda text: parser()(game, text))
        console.say(game.push(choice).describe())

    assert failed_cases(checks.play_game, looped(move)) == [
        "shows the status before each move"
    ]


def test_play_game_fails_when_it_asks_the_console_for_the_computers_moves():
    def move(console, game):
        console.say(game.status_line())
        choice = console.ask("? ", lambda text: parser()(game, text))
        console.say(game.push(choice).describe())

    assert failed_cases(checks.play_game, looped(move)) == [
        "lets the computer play its own moves"
    ]


def asking_people(choose):
    """A play_game that shows the status, lets the computer choose its own moves and
    asks a person with ``choose(console, game)``, then says what each move did."""

    def move(console, game):
        console.say(game.status_line())
        player = game.current_player
        choice = player(game) if player.is_computer else choose(console, game)
        console.say(game.push(choice).describe())

    return looped(move)


def test_play_game_fails_when_it_crashes_on_a_wrong_answer():
    def by_key(console, game):
        return {"r": "roll", "h": "hold"}[console.read_line("? ")]

    assert_fails(checks.play_game, asking_people(by_key), "explains a wrong answer")


def playing_with(parse):
    return asking_people(
        lambda console, game: console.ask("? ", parse_with(parse, game))
    )


def parse_with(parse, game):
    return lambda text: parse(game, text)


def test_play_game_passes_with_a_parse_move_that_words_its_refusal_its_own_way():
    def plain_parse(game, text):
        if text.strip() not in ("r", "h"):
            raise AnswerError("Please type r or h.")
        return parser()(game, text)

    assert checks.play_game.run(playing_with(plain_parse)).all_passed


def test_play_game_fails_when_a_wrong_answer_is_asked_again_without_a_word():
    def silently(console, game):
        choice = None
        while choice is None:
            choice = {"r": "roll", "h": "hold"}.get(console.read_line("? "))
        return choice

    assert "explains a wrong answer and asks again" in failed_cases(
        checks.play_game, asking_people(silently)
    )


def test_play_game_fails_when_it_swallows_the_end_of_input():
    def swallowing(console, game):
        try:
            play_game(console, game)
        except EOFError:
            return

    assert failed_cases(checks.play_game, swallowing) == ["lets end of input through"]


def test_play_game_fails_when_it_plays_one_move_only():
    def once(console, game):
        console.say(game.status_line())
        choice = console.ask("? ", lambda text: parser()(game, text))
        console.say(game.push(choice).describe())

    assert_fails(checks.play_game, once, "plays until somebody wins", "says who won")


# -- the exercises --------------------------------------------------------------


def test_loaded_die_fails_when_it_pops_the_callers_faces():
    class Popping(LoadedDie):
        def __init__(self, faces):
            super().__init__(faces)
            self.given = faces

        def roll(self):
            face = super().roll()
            if self.given:
                self.given.pop(0)
            return face

    assert failed_cases(checks.loaded_die, Popping) == [
        "leaves the caller's list alone"
    ]


def test_loaded_die_fails_when_it_does_not_start_over():
    class OnceThrough(LoadedDie):
        def roll(self):
            self.top = self.faces[self.rolled]
            self.rolled += 1
            return self.top

    assert_fails(checks.loaded_die, OnceThrough, "starts over after the last face")


def test_refuse_duplicates_fails_when_capitals_count_or_names_nest():
    def exact(names):
        if len(set(names)) < len(names):
            raise DuplicatePlayerError("twice")

    def nested(names):
        for i, name in enumerate(names):
            for other in names[i + 1 :]:
                if name.lower() in other.lower() or other.lower() in name.lower():
                    raise DuplicatePlayerError(name)

    assert failed_cases(checks.refuse_duplicates, exact) == [
        "names that differ only in capitals are refused"
    ]
    assert failed_cases(checks.refuse_duplicates, nested) == [
        "a name inside another is fine"
    ]


def test_status_line_fails_without_the_rolls_or_for_the_wrong_player():
    def no_rolls(game):
        return f"{game.turn}: total score {game.scores[game.turn]}, turn score 0"

    def always_ann(game):
        return status_line(game).replace(game.turn, "Ann", 1)

    assert_fails(checks.status_line, no_rolls, "in the middle of a turn")
    assert failed_cases(checks.status_line, always_ann) == ["on the next player's turn"]


def test_play_order_rerolls_fails_when_everybody_rolls_again():
    def everybody(players, die):
        rolls = [die.roll() for _ in players]
        while len(set(rolls)) < len(rolls):
            rolls = [die.roll() for _ in players]
        return [
            p for _, p in sorted(zip(rolls, players, strict=True), key=lambda x: x[0])
        ]

    assert_fails(checks.play_order_rerolls, everybody, "only the tied players")


def test_move_prompt_fails_when_it_always_offers_everything():
    def same(game):
        return "Roll (r) or hold (h)? "

    def boastful(game):
        return "Roll (r) or hold (h) to win? "

    assert failed_cases(checks.move_prompt, same) == [
        "before the first roll, only rolling is offered",
        "when holding wins, the question says so",
    ]
    assert_fails(checks.move_prompt, boastful, "one short of the goal")


# -- milestone 7: the board's buttons --------------------------------------------


def test_on_roll_fails_when_it_ignores_a_1():
    def on_roll(game):
        """Adds every face by hand, a 1 too, and never ends the turn."""
        face = game.die.roll()
        game.last_roll, game.turn_total = face, game.turn_total + face
        game.rolls_this_turn += 1
        return f"{game.turn} rolls {face}: turn score {game.turn_total}."

    assert_fails(
        checks.on_roll,
        on_roll,
        "a 1 loses the turn score and ends the turn",
        "and says the turn score is lost",
    )


def test_on_roll_fails_when_it_says_a_1_like_any_other_face():
    def on_roll(game):
        if game.winner is not None:
            return course_on_roll(game)
        name = game.turn
        game.roll()
        return f"{name} rolls {game.last_roll}: turn score {game.turn_total}."

    assert failed_cases(checks.on_roll, on_roll) == ["and says the turn score is lost"]


def test_on_roll_fails_when_it_lets_a_finished_game_go_on():
    def on_roll(game):
        name = game.turn
        game.roll()  # the game refuses, and the button crashes with it
        return f"{name} rolls {game.last_roll}: turn score {game.turn_total}."

    assert_fails(checks.on_roll, on_roll, "after the win, Roll changes nothing")


def test_on_roll_fails_when_it_prints_instead_of_returning():
    def on_roll(game):
        print(course_on_roll(game))

    assert_fails(
        checks.on_roll, on_roll, "says the face", "says the turn score is lost"
    )


def test_on_hold_fails_when_it_reads_the_turn_total_after_holding():
    def on_hold(game):
        """Holding has already reset the turn total: it says it banked 0."""
        if game.winner is not None or game.rolls_this_turn == 0:
            return course_on_hold(game)
        name = game.turn
        game.hold()
        return f"{name} holds and banks {game.turn_total}: total {game.scores[name]}."

    assert failed_cases(checks.on_hold, on_hold) == [
        "and says how much was banked and the new total",
        "and says who won",
    ]


def test_on_hold_fails_when_it_holds_before_the_first_roll():
    def on_hold(game):
        if game.winner is not None:
            return course_on_hold(game)
        name, banked = game.turn, game.turn_total
        game.hold()  # refused by the game before the first roll: a crash
        return f"{name} holds and banks {banked}."

    assert_fails(checks.on_hold, on_hold, "holding before the first roll changes")


def test_on_hold_fails_when_it_never_announces_the_win():
    def on_hold(game):
        if game.winner is not None or game.rolls_this_turn == 0:
            return course_on_hold(game)
        name, banked = game.turn, game.turn_total
        game.hold()
        return f"{name} holds and banks {banked}: total {game.scores[name]}."

    assert failed_cases(checks.on_hold, on_hold) == ["and says who won"]


def test_on_hold_fails_when_it_lets_a_finished_game_go_on():
    def on_hold(game):
        if game.rolls_this_turn == 0:
            return course_on_hold(game)
        name, banked = game.turn, game.turn_total
        game.hold()
        return f"{name} holds and banks {banked}: total {game.scores[name]}."

    assert_fails(checks.on_hold, on_hold, "after the win, Hold changes nothing")


def test_roll_to_fails_when_it_checks_the_target_before_the_first_roll():
    def roll_to(game, target):
        name, said = game.turn, ""
        while game.winner is None and game.turn == name and game.turn_total < target:
            said = course_on_roll(game)
        return said

    assert failed_cases(checks.roll_to, roll_to) == [
        "rolls once when the target is already reached"
    ]


def test_roll_to_fails_when_it_rolls_on_for_the_next_player():
    def roll_to(game, target):
        said = course_on_roll(game)
        while game.winner is None and game.turn_total < target:
            said = course_on_roll(game)
        return said

    assert_fails(checks.roll_to, roll_to, "stops at a 1")


def test_the_button_checks_judge_the_move_and_the_sentence_apart():
    """A right move with the wrong words fails only the sentence's case, and the
    right words over a move made by hand fail only the game's."""

    def on_roll(game):
        name, face = game.turn, game.die.roll()
        game.last_roll = face
        if face == 1:
            return f"{name} rolls a 1 and loses the turn score."
        game.turn_total += face
        game.rolls_this_turn += 1
        return f"{name} rolls {face}: turn score {game.turn_total}."

    failed = failed_cases(checks.on_roll, on_roll)
    assert failed == [
        "a roll of 2 to 6 adds to the turn score",
        "a 1 loses the turn score and ends the turn",
        "the first roll of a turn counts too",
        "after the win, Roll changes nothing",
        "and says the game is over",
    ]
    report = checks.on_roll.run(on_roll).text()
    assert "moves made 0 (expected 1)" in report
    assert "make the move with the game's own roll() or hold()" in report


# -- each piece has its own check: a mistake underneath is not this piece's ----------


def caution(battery, piece):
    return battery.run(piece).caution


def on_a_table(table):
    """The lesson's own PigGame, built on ``table`` (called Table, as in a lesson)."""
    table.__name__ = "Table"

    class PigGame(lesson("PigGame"), table):
        pass

    return PigGame


def test_a_pig_game_on_a_wrong_table_says_the_table_is_to_fix_first():
    class Table(lesson("Table")):
        def next_turn(self):
            super().next_turn()
            self.turn_total = 7  # forgets to start the turn from nothing

    game = on_a_table(Table)
    assert failed_cases(checks.pig_game, game)  # the mistake shows here too
    assert caution(checks.pig_game, game) == (
        "Note: PigGame builds on your Table, which does not pass its own check yet "
        "(1 of 13 checks failed). Fix Table first (check.table(Table)): a case below "
        "may fail because of it."
    )
    report = checks.pig_game.run(game)
    assert "Note: PigGame builds on your Table" in report.text()
    first_hint = hints.rungs(report)[0]
    assert first_hint.startswith("PigGame builds on your Table"), first_hint


def test_a_pig_game_on_a_right_table_names_no_other_piece():
    assert caution(checks.pig_game, on_a_table(lesson("Table"))) == ""
    wrong = lesson_pig_game_without_the_win()
    assert failed_cases(checks.pig_game, wrong)
    assert caution(checks.pig_game, wrong) == ""  # its own mistake: no note


def lesson_pig_game_without_the_win():
    class PigGame(lesson("PigGame")):
        def hold(self):
            self.scores[self.turn] += self.turn_total
            self.next_turn()

    return PigGame


def test_a_computer_player_on_a_wrong_player_says_the_player_is_to_fix_first():
    class Player:
        is_computer = False

        def __init__(self, name):
            self.name = name  # no checks at all

    text = checks.computer_player.run(computer_class(base=Player)).text()
    assert "Note: ComputerPlayer builds on your Player, which does not pass" in text
    assert "(check.player(Player))" in text


def test_the_courses_player_underneath_is_not_run_again():
    report = checks.computer_player.run(computer_class(turn_check=False))
    assert not report.all_passed and report.caution == ""


def test_play_game_with_a_wrong_parse_move_says_parse_move_is_to_fix_first():
    namespace = {"pig": pig}
    exec(
        "def parse_move(game, text):\n"
        "    return 'roll'  # every answer rolls\n"
        "def play_game(console, game):\n"
        "    while not game.is_over():\n"
        "        move = parse_move(game, console.ask('? ', str))\n"
        "        game.push(move)\n",
        namespace,
    )
    text = checks.play_game.run(namespace["play_game"]).text()
    assert "Note: play_game builds on your parse_move" in text


def test_roll_to_with_a_wrong_on_roll_says_on_roll_is_to_fix_first():
    namespace = {}
    exec(
        "def on_roll(game):\n"
        "    game.roll()\n"
        "    return 'rolled'  # says neither the face nor the turn score\n"
        "def roll_to(game, target):\n"
        "    name = game.turn\n"
        "    said = on_roll(game)\n"
        "    while game.turn == name and game.turn_total < target:\n"
        "        said = on_roll(game)\n"
        "    return said\n",
        namespace,
    )
    report = checks.roll_to.run(namespace["roll_to"])
    assert not report.all_passed
    assert report.caution.startswith("Note: roll_to builds on your on_roll")
