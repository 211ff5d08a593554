"""The playable board's behaviour, without widgets: what each click does.

A ``Table`` holds the game, the block a player has picked up, the mode (two
players, against the computer at a level, four players) and what the board says.
Every action (``click``, ``play``, ``undo``, ``claim_draw``, ``new_game``, the
computer's move) returns a ``Reaction``: the sounds to play and the moves to
animate. The notebook's board turns a reaction into drawing, animation and sound;
the tests check the behaviour here, click by click, without a browser.
"""

from dataclasses import dataclass, field
from typing import Any

from gamelib.arguments import excerpt
from gamelib.errors import IllegalMoveError, PieceRuleError, SetupError
from gamelib.players import PlayerFunction
from gamelib.quixo.lesson import sounds as words
from gamelib.quixo.lesson.board import COURSE_RULES, LessonRules, Rules, whose
from gamelib.quixo.lesson.drawing import Scene, last_place, position_of
from gamelib.quixo.players import make_search_player
from gamelib.quixo.search import LEVELS
from gamelib.quixo.state import PASS, Board, Move, Square
from gamelib.selfcheck.trial import trial

COMPUTER = "O"
"""Against the computer, you play X (and move first) and the computer plays O."""


@dataclass(frozen=True)
class Mode:
    name: str
    players: int
    opponent: str | None = None
    """Name of the computer player, or None when people play every seat."""


@dataclass(frozen=True)
class Step:
    """A move to animate: the position before it and who made it."""

    rows: tuple[str, ...]
    dots: dict[Square, str]
    move: Move
    symbol: str


@dataclass
class Reaction:
    """What an action asks the view to do: sounds to play, moves to animate."""

    sounds: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)


TWO_PLAYERS = "Two players"
FOUR_PLAYERS = "Four players (two teams)"


def computer_modes(opponents: dict[str, PlayerFunction]) -> list[Mode]:
    modes = [Mode(f"Against {name}", 2, name) for name in opponents]
    modes += [Mode(f"Against the computer: {level}", 2, level) for level in LEVELS]
    return modes


def on_the_model(player: PlayerFunction) -> PlayerFunction:
    """A search player for any two-player game that shows its rows: it thinks on
    the course's model of the same position, and the game's own rules (a
    learner's) then judge the move it chose."""

    def thinking_on_the_model(game: Any) -> Move:
        if isinstance(game, Board) and not isinstance(game, LessonRules):
            return player(game)
        return player(Board(size=game.size, rows=game.rows(), turn=game.turn))

    return thinking_on_the_model


def rows_and_turn(board: Any) -> tuple[list[str] | None, Any]:
    """A learner's board as the rows it shows and the player to move."""
    try:
        return ["".join(row) for row in board.blocks], board.turn
    except (AttributeError, TypeError):
        return None, None


class Table:
    """One game on the playable board, and the rules of clicking on it."""

    def __init__(
        self,
        size: int = 5,
        rules: Rules = COURSE_RULES,
        opponents: dict[str, PlayerFunction] | None = None,
        mode: str | None = None,
        seed: int = 0,
    ) -> None:
        self.size = size
        self.rules = rules
        self.opponents = dict(opponents or {})
        self.seed = seed
        self.modes = [Mode(TWO_PLAYERS, 2), *computer_modes(self.opponents)]
        if rules.full_model:
            self.modes.append(Mode(FOUR_PLAYERS, 4))
        self.thinking = False
        self.new_game(mode or self.modes[0].name)
        self._say(f"{rules.notice} {words.to_move(self.game)}".strip())

    # -- starting, and what the board shows ------------------------------------
    def new_game(self, mode: str | None = None) -> Reaction:
        if mode is not None:
            self.mode = self._mode_named(mode)
        self.game = self.rules.new_game(self.size, self.mode.players)
        self.player = self._computer_player()
        self.thinking = False
        self.picked: Square | None = None
        self.partner: str | None = None
        self._say(f"New game: {self.mode.name.lower()}. {words.to_move(self.game)}")
        return Reaction()

    def _mode_named(self, name: str) -> Mode:
        for mode in self.modes:
            if mode.name == name:
                return mode
        names = ", ".join(mode.name for mode in self.modes)
        raise SetupError(f"no mode {excerpt(name)}; the modes are: {names}")

    def _computer_player(self) -> PlayerFunction | None:
        name = self.mode.opponent
        if name is None:
            return None
        if name in self.opponents:
            return self.opponents[name]
        return on_the_model(make_search_player(name, seed=self.seed))

    def _say(self, note: str, alarm: bool = False) -> None:
        """Every action ends here, so this is also where the cached scene and draw
        offer are forgotten."""
        self.note, self.alarm = note, alarm
        self._scene: Scene | None = None
        self._draw_offer: bool | None = None

    def takeable(self) -> frozenset[Square]:
        """The blocks the player to move may pick up (none while one is held,
        while the computer thinks, or once the game is over)."""
        busy = self.thinking or self.computer_to_move()
        if self.picked is not None or self.game.is_over() or busy:
            return frozenset()
        squares = [(r, c) for r in range(self.size) for c in range(self.size)]
        return frozenset(square for square in squares if self.game.can_take(square))

    def places(self) -> frozenset[Square]:
        if self.picked is None:
            return frozenset()
        return frozenset(self.game.places(self.picked))

    def scene(self) -> Scene:
        """What the board shows now (worked out once per action)."""
        if self._scene is None:
            self._scene = self._make_scene()
        return self._scene

    def _make_scene(self) -> Scene:
        game = self.game
        rows, dots = position_of(game)
        outcome = game.outcome()
        lines = tuple(tuple(line) for line in game.winning_lines())
        title = words.title(game)
        if self.thinking:
            title = f"{game.turn} (the computer) is thinking…"
        return Scene(
            size=self.size,
            players=game.players,
            rows=rows,
            dots=dots,
            takeable=self.takeable(),
            places=self.places(),
            picked=self.picked,
            winning=frozenset(square for line in lines for square in line),
            winning_lines=lines,
            last=last_place(game),
            title=title,
            title_symbol=outcome.winner if outcome else game.turn_symbol,
            note=self.note,
            alarm=self.alarm,
            turn=game.turn,
        )

    # -- clicks -----------------------------------------------------------------
    def computer_to_move(self) -> bool:
        """The computer's turn, and it has not started thinking yet."""
        return (
            not self.thinking
            and self.player is not None
            and not self.game.is_over()
            and self.game.turn == COMPUTER
            and not self._computer_stuck()
        )

    def _computer_stuck(self) -> str:
        """Why the computer has no move: the model, which its search thinks on, has
        ended a game the learner's winner plays on (``missed_ending``); else ""."""
        missed = getattr(self.game, "missed_ending", lambda: None)
        ending = missed() if self.player and self.game.turn == COMPUTER else None
        return "" if ending is None else words.missed_ending(ending, self.game.whose)

    def _refuse(self, note: str) -> Reaction:
        self._say(note, alarm=True)
        return Reaction(sounds=["illegal"])

    def click(self, square: Square | None) -> Reaction:
        """A click on ``square`` (None: outside the board): pick a block up, put it
        back, move it, or say why not."""
        if self.thinking or self.computer_to_move():
            return self._refuse(words.wait_for_computer())
        if self.game.is_over():
            return self._refuse(words.game_over())
        if stuck := self._computer_stuck():
            return self._refuse(stuck)
        if square is None:
            return self._refuse(words.outside())
        if self.rules.answer_click is not None:
            return self._answered(square)
        if self.picked is None:
            try:
                self.game.places(square)
            except IllegalMoveError as error:
                return self._refuse(words.refused_pick(self.game, square, error))
            self.picked = square
            self._say(words.picked_up(self.game, square))
            return Reaction(sounds=["pick"])
        if square == self.picked:
            self.picked = None
            self._say(words.put_back_words(self.game))
            return Reaction(sounds=["put back"])
        partner = None
        if self.game.players == 4:
            partner = self.partner or self.game.turn
        move = Move(self.picked, square, partner)
        try:
            self.game.check(move)
        except IllegalMoveError as error:
            return self._refuse(
                words.refused_place(self.game, self.picked, square, error)
            )
        return self._play(move)

    def _answered(self, square: Square) -> Reaction:
        """A click answered by the learner's ``answer_click``, on a board of their
        own made from the position shown: the table takes over what it did (a
        block picked up, put back, or moved) only once it has answered and only
        when the learner's rules agree, so nothing is left half-played."""
        handler = self.rules.answer_click
        assert handler is not None
        who = self._who()
        board = self.rules.create_board(self.game.rows(), self.game.turn)
        before = rows_and_turn(board)
        hand: dict[str, Any] = {"picked": self.picked}
        tried = trial(
            lambda copy: handler(copy, hand, *square), board, piece="answer_click"
        )
        if not tried.kept:
            return self._refuse(f"Nothing was played: {tried.problem}.")
        said, picked = tried.value, hand.get("picked")
        if not isinstance(said, str) or not said.strip():
            return self._refuse(words.no_sentence(said, who))
        after = rows_and_turn(tried.game)
        if after != before:
            return self._answered_move(square, picked, said, after[0])
        if picked == self.picked:
            return self._refuse(said)
        if picked is None:
            self.picked = None
            self._say(said)
            return Reaction(sounds=["put back"])
        try:
            self.game.places(picked)
        except (IllegalMoveError, TypeError, ValueError) as error:
            return self._refuse(words.no_move_from(picked, error, who))
        self.picked = tuple(picked)
        self._say(said)
        return Reaction(sounds=["pick"])

    def _answered_move(
        self, square: Square, picked: Any, said: str, rows: list[str] | None
    ) -> Reaction:
        """The handler changed the blocks: a move from the block in hand to the
        square clicked, played again by the learner's rules, which must leave
        the blocks as the handler did (else the board would show another game)."""
        who = self._who()
        if self.picked is None or picked is not None:
            return self._refuse(words.moved_without_a_block(self.picked, square, who))
        move = Move(self.picked, square)
        try:
            self.game.check(move)
        except IllegalMoveError as error:
            return self._refuse(words.refused_by_the_rules(move, error, who))
        expected = self.game.rows_after(move)
        if rows != expected:
            return self._refuse(words.moved_otherwise(move, rows, expected, who))
        return self._play(move, said)

    def _who(self) -> dict[str, str]:
        """Whose pieces a refusal names: "Your answer_click", "your makeMove"."""
        clicker = whose(self.rules.answer_click, "answer_click").capitalize()
        return {**self.game.whose, "answer_click": clicker}

    def play(self, move: Any) -> Reaction:
        """Play a whole move given in code (a ``Move`` or ``(pick, place)``)."""
        if self.thinking:
            return self._refuse(words.wait_for_computer())
        try:
            move = self.game.check(move)
        except IllegalMoveError as error:
            return self._refuse(f"Not allowed: {error}")
        return self._play(move)

    def set_partner(self, seat: str | None) -> None:
        """Four players: the seat the next block's dot will point at."""
        self.partner = seat

    # -- moving -------------------------------------------------------------------
    def _play(self, move: Move, said: str = "") -> Reaction:
        """Play ``move``; ``said`` is what the learner's click handler announced
        (it stands for the course's words on who won or who is next)."""
        game = self.game
        rows, dots = position_of(game)
        mover, symbol = game.turn, game.turn_symbol
        game.push(move)
        self.picked, self.partner, stuck = None, None, ""
        reaction = Reaction(["slide"], [Step(rows, dots, move, symbol)])
        notes = [words.last_move(move, mover)]
        while game.players == 4 and not game.is_over() and self._must_pass():
            notes.append(words.passed(game.turn))
            game.push(PASS)
        if game.is_over():
            reaction.sounds.append("win")
            if said:
                notes.append(said)
        elif stuck := self._computer_stuck():
            notes.append(stuck)
        elif not self.computer_to_move():
            if self._could_repeat():
                notes.append(words.draw_offer(game))
            else:
                notes.append(said or words.next_turn(game))
        self._say(" ".join(notes), alarm=stuck != "")
        return reaction

    def _must_pass(self) -> bool:
        return list(self.game.legal_moves) == [PASS]

    def start_thinking(self) -> Any:
        """The computer's turn begins; returns a copy of the game to think about
        (the view may think in the background: the game itself stays untouched)."""
        self.thinking = True
        self._say(words.thinking(self.game.turn))
        return self.game.copy() if hasattr(self.game, "copy") else self.game

    def computer_played(self, move: Move) -> Reaction:
        """The computer's answer arrives; an illegal one is shown, not played, and
        one that comes too late (the game was started again) is ignored."""
        if not self.thinking:
            return Reaction()
        self.thinking = False
        try:
            move = self.game.check(move)
        except PieceRuleError as error:  # the learner's makeMove, not the computer
            return self._refuse(str(error))
        except IllegalMoveError as error:
            return self._refuse(f"The computer chose an illegal move ({error}).")
        return self._play(move)

    def computer_move(self) -> Reaction:
        """Let the computer play now, in this thread (for code and tests)."""
        player = self.player
        if player is None or not self.computer_to_move():
            return Reaction()
        return self.computer_played(player(self.start_thinking()))

    # -- undo and draws -------------------------------------------------------------
    def undo(self) -> Reaction:
        """Take back the last move (and passes; against the computer, its answer
        too, so that it is your turn again)."""
        if self.thinking:
            return self._refuse(words.wait_for_computer())
        if not self.game.history:
            return self._refuse("Nothing to undo: no move has been played yet.")
        # The dot chosen was for the move taken back: the seat now to move is of
        # the other team, and a partner kept from before is no seat of theirs.
        self.picked, self.partner = None, None
        self._pop_one()
        while self.game.history and self.computer_to_move():
            self._pop_one()
        self._say(f"Move taken back. {words.to_move(self.game)}")
        return Reaction(sounds=["put back"])

    def _pop_one(self) -> None:
        while self.game.history and self.game.history[-1].is_pass:
            self.game.pop()
        if self.game.history:
            self.game.pop()  # passes before it stay: that seat could not move

    def claim_draw(self) -> Reaction:
        if self.thinking:
            return self._refuse(words.wait_for_computer())
        if self.game.is_over() or not self.game.can_claim_draw():
            return self._refuse(
                "No draw to claim: a draw needs a position that occurs three times."
            )
        self.picked = None
        self.game.claim_draw()
        self._say(f"{self.game.outcome()}.")
        return Reaction()

    def can_claim_draw(self) -> bool:
        """Whether Claim draw may be pressed (worked out once per action)."""
        if self._draw_offer is None:
            self._draw_offer = not self.thinking and self._could_repeat()
        return self._draw_offer

    def _could_repeat(self) -> bool:
        # Until some position has come up twice, no move can make one come up a
        # third time: one cheap look spares trying every move.
        repeated = len(self.game.seen_positions()) <= len(self.game.history)
        return repeated and self.game.can_claim_draw()
