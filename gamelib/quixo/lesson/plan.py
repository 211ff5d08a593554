"""Milestone 1: the learner's own structure diagram, written as a few lines of code.

The handout's first milestone is a plan, not a program: "the top-level functions
that you plan to use ... including a few formal parameters and return values" and
"the objects (dictionary types or instances of classes) you will need". A learner
writes it as ``write_plan(plan)``, one line per part::

    plan.shares("QuixoBoard", "blocks", "size", "turn")
    plan.model("makeMove", "board, chooseRow, ...", returns="nothing")
    plan.view("answer_click", "board, hand, row, column", calls="makeMove")

so a check can read it (``checks.structure_diagram``), the structure diagram is drawn
from it (``diagram``), and once the code exists it can be held against the functions the
learner actually wrote. A plain function is the whole form: no class to learn, and the
learner edition stubs it like any other piece.
"""

from dataclasses import dataclass, field

from gamelib.errors import SetupError

MODEL = "model"
VIEW = "view"


def names_in(text: object, what: str) -> tuple[str, ...]:
    """``"board, row, column"`` (or a list of names) as a tuple of names."""
    if isinstance(text, list | tuple):
        parts = [str(part) for part in text]
    elif isinstance(text, str):
        parts = text.split(",")
    else:
        raise SetupError(
            f"{what} is {text!r}: write the names in one string, with commas, "
            'as in "board, row, column"'
        )
    names = tuple(part.strip() for part in parts if part.strip())
    for name in names:
        if not name.isidentifier():
            raise SetupError(
                f"{what} has {name!r}, which is not a Python name: write the "
                'names with commas between them, as in "board, row, column"'
            )
    return names


@dataclass(frozen=True)
class Planned:
    """One top-level function of the plan."""

    part: str
    """``MODEL`` (the rules, no drawing) or ``VIEW`` (drawing and clicks)."""
    name: str
    parameters: tuple[str, ...]
    returns: str = ""
    calls: tuple[str, ...] = ()

    def signature(self) -> str:
        return f"{self.name}({', '.join(self.parameters)})"


@dataclass
class Shared:
    """The object the functions share, and what it keeps."""

    name: str
    attributes: tuple[str, ...]


@dataclass
class Plan:
    """What a learner's ``write_plan(plan)`` said, in the order they said it."""

    objects: list[Shared] = field(default_factory=list)
    functions: list[Planned] = field(default_factory=list)

    def shares(self, name: str, *attributes: str) -> None:
        """The object every function shares: its name, then what it keeps."""
        self.objects.append(Shared(_name(name, "the object's name"), attributes))

    def model(self, name: str, parameters: str = "", returns: str = "") -> None:
        """A function of the model: the game's state and rules, never drawing."""
        self._add(
            Planned(
                MODEL,
                _name(name, "a model function's name"),
                names_in(parameters, f"{name}'s parameters"),
                str(returns),
            )
        )

    def view(self, name: str, parameters: str = "", calls: str = "") -> None:
        """A function of the view: it shows the game and turns a person's
        action into calls to the model (``calls``: which functions it calls)."""
        self._add(
            Planned(
                VIEW,
                _name(name, "a view function's name"),
                names_in(parameters, f"{name}'s parameters"),
                calls=names_in(calls, f"what {name} calls"),
            )
        )

    def _add(self, planned: Planned) -> None:
        if planned.name in self.names():
            raise SetupError(f"the plan has {planned.name} twice: plan it once")
        self.functions.append(planned)

    def names(self) -> list[str]:
        return [planned.name for planned in self.functions]

    def part(self, part: str) -> list[Planned]:
        return [planned for planned in self.functions if planned.part == part]

    def function(self, name: str) -> Planned | None:
        for planned in self.functions:
            if planned.name == name:
                return planned
        return None


def _name(name: object, what: str) -> str:
    if not isinstance(name, str) or not name.isidentifier():
        raise SetupError(f"{what} is {name!r}: write it as a Python name in quotes")
    return name


def plan_of(write_plan: object) -> Plan:
    """The plan a learner's ``write_plan`` writes (their errors are theirs)."""
    plan = Plan()
    if callable(write_plan):
        write_plan(plan)
    return plan


def write_plan(plan: Plan) -> None:
    """My Quixo program's top-level structure: the object every
    function shares, the model (the rules) and the view (the board)."""
    plan.shares("QuixoBoard", "blocks", "size", "turn")
    plan.model("createBoard", "listOfRows, turn", returns="QuixoBoard")
    plan.model("printBoard", "board", returns="nothing: it prints")
    plan.model("can_take", "board, row, column", returns="True or False")
    plan.model(
        "makeMove",
        "board, chooseRow, chooseColumn, placeRow, placeColumn",
        returns="nothing: it changes the board",
    )
    plan.model("winner", "board", returns="'X', 'O' or None")
    plan.view(
        "answer_click",
        "board, hand, row, column",
        calls="can_take, makeMove, announce",
    )
    plan.view("announce", "board", calls="winner")
