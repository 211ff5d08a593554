"""Live progress: which milestones of a lesson pass in this kernel.

A lesson's first cell shows ``check.progress({milestone: [pieces]})``; from then on
every check updates it, so the checklist at the top of the notebook ticks itself
as the learner's pieces pass (no box to edit by hand). It is a widget only in a
running notebook; elsewhere it is its text. Its style also makes what the course
prints (check reports, messages) 16 px and wrap between words, for a projector.
"""

from collections.abc import Mapping, Sequence
from typing import Any

PASSED, FAILED, NOT_YET = "✓", "✗", "·"

OUTPUT_STYLE = """<style>
.jp-OutputArea-output pre, .jp-OutputArea-output.jp-RenderedText pre {
  font-size: 16px; line-height: 1.45;
  white-space: pre-wrap; word-break: normal; overflow-wrap: break-word;
}
.gamelib-progress { font-size: 16px; line-height: 1.5; }
</style>"""
"""Check output at projector size, wrapped at word boundaries (JupyterLab's own
rule for output text breaks words anywhere, "ch|eck")."""


class Progress:
    """The lesson's milestones and, for each of its pieces, the last check result."""

    def __init__(self, milestones: Mapping[str, Sequence[Any]]) -> None:
        """``milestones`` names each milestone's pieces: their checks (``check.die``)
        or the names the checks give them (``"Die"``)."""
        self.milestones = {
            name: [getattr(piece, "piece", piece) for piece in pieces]
            for name, pieces in milestones.items()
        }
        self.results: dict[str, bool] = {}
        self._view: Any = None
        self._box: Any = None

    def record(self, piece: str, passed: bool) -> None:
        if any(piece in pieces for pieces in self.milestones.values()):
            self.results[piece] = passed
            if self._view is not None:
                self._view.value = self.html()

    def state(self, milestone: str) -> str:
        results = [self.results.get(piece) for piece in self.milestones[milestone]]
        if results and all(results):
            return PASSED
        if any(result is False for result in results):
            return FAILED
        return NOT_YET

    def passed(self) -> list[str]:
        return [name for name in self.milestones if self.state(name) == PASSED]

    def lines(self) -> list[str]:
        done = len(self.passed())
        lines = [f"Your progress: {done} of {len(self.milestones)} milestones pass"]
        for name, pieces in self.milestones.items():
            marks = ", ".join(f"{piece} {self._mark(piece)}" for piece in pieces)
            lines.append(f"  {self.state(name)} {name} ({marks})")
        return lines

    def text(self) -> str:
        return "\n".join(self.lines())

    def html(self) -> str:
        import html

        first, *rest = self.lines()
        items = "".join(f"<li>{html.escape(line.strip())}</li>" for line in rest)
        return (
            f'{OUTPUT_STYLE}<div class="gamelib-progress"><b>{html.escape(first)}'
            f'</b><ul style="list-style: none; padding-left: 0.5em">{items}</ul></div>'
        )

    def widget(self) -> Any:
        """The live view, made once: the checklist's ``HTML`` in the view kit's
        ``panel``, so even its (empty) label is projector size."""
        if self._box is None:
            import ipywidgets

            from gamelib.views.panel import panel

            self._view = ipywidgets.HTML(self.html())
            self._box = panel([self._view], "gamelib-progress-panel")
        return self._box

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = self.widget()._repr_mimebundle_(**kwargs)
        bundle["text/plain"] = self.text()
        return bundle

    def __repr__(self) -> str:
        return self.text()

    def _mark(self, piece: str) -> str:
        result = self.results.get(piece)
        return NOT_YET if result is None else PASSED if result else FAILED


_current: list[Progress] = []


def progress(milestones: Mapping[str, Sequence[Any]]) -> Progress:
    """Start tracking this lesson's milestones; show the result to see it live."""
    tracker = Progress(milestones)
    _current[:] = [tracker]
    return tracker


def record(piece: str, passed: bool) -> None:
    """Called by every check: tick the piece in the lesson's progress, if any."""
    for tracker in _current:
        tracker.record(piece, passed)
