"""A box of widgets whose controls are readable on a projector.

ipywidgets draw buttons, menus, labels and text boxes at JupyterLab's 13 px, too
small to read from the back of a classroom. Their size comes from one CSS variable,
``--jp-widgets-font-size``, so a ``panel`` sets it (and the control height to match)
for everything inside it, and for nothing else on the page: a learner's own widgets
elsewhere keep JupyterLab's look. The rule travels with the panel as a ``<style>``
in a hidden ``HTML`` widget, so it works in JupyterLab, in Voila and after a reload.
The same rule gives every course canvas its backdrop for dark themes. A hidden
``FocusKeeper`` gives a keyboard user's focus back to a control that was disabled
under it (while the computer plays), when it is enabled again.
"""

from collections.abc import Sequence

import ipywidgets as widgets

from .canvases import CANVAS_BACKDROP, MIN_TEXT_PX
from .entry import FocusKeeper

PANEL_CLASS = "gamelib-panel"
CONTROL_HEIGHT_PX = 34  # room for 16 px text in buttons, menus and text boxes

_STYLE = (
    f"<style>.{PANEL_CLASS} {{"
    f" --jp-widgets-font-size: {MIN_TEXT_PX}px;"
    f" --jp-widgets-inline-height: {CONTROL_HEIGHT_PX}px;"
    f" --jp-widgets-inline-label-width: 90px; }}"
    # Every course canvas on the page, pictures outside panels too: the boards keep
    # their own light colours in any theme (see CANVAS_BACKDROP).
    f" canvas.gamelib-canvas {{ background-color: {CANVAS_BACKDROP}; }}</style>"
)


def style_rules(css: str, css_class: str) -> widgets.HTML:
    """A hidden widget that carries ``css`` (a ``<style>`` element) to the page."""
    style = widgets.HTML(
        css, layout=widgets.Layout(display="none", width="0px", height="0px")
    )
    style.add_class(css_class)
    return style


def projector_style() -> widgets.HTML:
    """The hidden widget that carries the panel's style rule."""
    return style_rules(_STYLE, "gamelib-panel-style")


def panel(
    children: Sequence[widgets.Widget], css_class: str | None = None
) -> widgets.VBox:
    """A ``VBox`` of ``children`` whose controls show text of at least 16 px."""
    box = widgets.VBox([projector_style(), FocusKeeper(), *children])
    box.add_class(PANEL_CLASS)
    if css_class:
        box.add_class(css_class)
    return box
