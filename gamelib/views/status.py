"""What a board says, also as text in the page: a canvas is only a picture.

Screen readers cannot read the words painted on a canvas, and neither can a test.
``StatusText`` keeps the same words as hidden text in the page (``role="status"``,
so a screen reader announces each change), visually hidden without ``display: none``
so that it still counts as text on the page.
"""

import html

import ipywidgets as widgets

_HIDDEN = (
    "position:absolute; width:1px; height:1px; margin:-1px; padding:0;"
    " overflow:hidden; clip:rect(0 0 0 0); white-space:nowrap; border:0"
)


class StatusText(widgets.HTML):
    """Hidden text that says what the board shows; ``say`` changes it."""

    def __init__(self, css_class: str | None = None) -> None:
        super().__init__(layout=widgets.Layout(width="0px", height="0px"))
        self.add_class("gamelib-status")
        if css_class:
            self.add_class(css_class)
        self.text = ""

    def say(self, text: str) -> None:
        if text == self.text:
            return
        self.text = text
        self.value = (
            f'<div role="status" aria-live="polite" style="{_HIDDEN}">'
            f"{html.escape(text, quote=False)}</div>"
        )
