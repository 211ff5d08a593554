"""Pictures that a screen reader can read: an SVG shown with its words as alt text.

JupyterLab 4 shows an ``image/svg+xml`` output as an ``<img>`` and gives it no
``alt`` text, whatever the SVG holds (its renderer takes no text alternative: axe's
``image-alt`` rule, critical), so a blind learner hears "image" for every board
the course draws. ``SVGWithText`` adds the same picture as ``text/html``: an
``<img>`` of the SVG whose ``alt`` is the object's text (what ``str()`` prints: the
board in words). JupyterLab, Voila and nbconvert prefer the HTML; the SVG stays in the
output for viewers that show no HTML. A class with a better sentence than ``str()``
overrides ``_alt_text``.
"""

import html
from urllib.parse import quote


def picture_html(svg: str, alt: str) -> str:
    """An ``<img>`` showing ``svg``, described by ``alt`` (a board's text keeps its
    lines: a screen reader reads them in turn)."""
    return (
        f'<img src="data:image/svg+xml,{quote(svg)}"'
        f' alt="{html.escape(alt.strip(), quote=True)}">'
    )


class SVGWithText:
    """Mixin for classes with ``_repr_svg_``: the picture as HTML with alt text."""

    def _alt_text(self) -> str:
        return str(self)

    def _repr_html_(self) -> str | None:
        draw = getattr(self, "_repr_svg_", None)
        svg = draw() if draw is not None else None
        if svg is None:
            return None  # no picture (Jupyter shows the text instead)
        return picture_html(svg, self._alt_text())
