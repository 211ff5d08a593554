"""A lesson in JupyterLab's "JupyterLab Dark" theme: is the course's text legible?

The theme is chosen as a learner chooses it (Settings > Theme > JupyterLab Dark), on
the projector test's page of each lesson after Run All (``test_projector.py``).
The course's words (board message lines, the hidden
status text, buttons and labels in board panels, check reports and other printed
output) are measured: their computed text colour against the background actually
behind them (the first opaque ancestor, with any translucent layers above it
blended in), as a WCAG 2 contrast ratio, which must be at least 4.5:1. Boards keep
their own background in both themes: each lesson board paints its whole canvas, and
the kit puts a light backdrop behind every canvas (``gamelib.views.canvases``) for
drawings that do not; pictures bring their own background too. Screenshots go to
``artifacts/browser/dark-*.png``.
"""

import json
from contextlib import contextmanager

from gamelib.views.canvases import CANVAS_BACKDROP

from .conftest import ARTIFACTS
from .harness import evaluate, poll

DARK, LIGHT = "JupyterLab Dark", "JupyterLab Light"
MINIMUM = 4.5  # WCAG 2 level AA for text of normal size
PAPER = tuple(float(int(CANVAS_BACKDROP[i : i + 2], 16)) for i in (1, 3, 5))

COURSE_TEXT = {
    "message line": ".gamelib-message .widget-html-content",
    "status text": ".gamelib-status [role='status']",
    "panel control": ".gamelib-panel .widget-button, .gamelib-panel .widget-label,"
    " .gamelib-panel input",
    "printed output": ".jp-OutputArea-output[data-mime-type="
    "'application/vnd.jupyter.stdout'] pre",
    "error output": ".gamelib-errors .jp-OutputArea-output pre",
}

# Colours of each matching element with text: its own colour and the layers of
# background from it up to the first opaque one (nearest first), as [r, g, b, a].
_COLOURS_JS = """(selector) => {
    const rgba = (text) => {
        const parts = text.match(/[0-9.]+/g).map(Number);
        return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    return [...document.querySelectorAll(selector)].map(element => {
        const text = element.tagName === 'INPUT'
            ? (element.value || element.placeholder) : element.textContent;
        if (!text || !text.trim()) return null;
        // WCAG exempts inactive controls (ipywidgets dims disabled ones).
        if (element.disabled || element.closest('.mod-disabled, :disabled')) {
            return null;
        }
        let opacity = 1;  // a translucent ancestor fades the text with it
        for (let node = element; node; node = node.parentElement) {
            opacity *= Number(getComputedStyle(node).opacity);
        }
        const layers = [];
        for (let node = element; node; node = node.parentElement) {
            const colour = rgba(getComputedStyle(node).backgroundColor);
            if (colour[3] > 0) layers.push(colour);
            if (colour[3] >= 1) break;
        }
        const fg = rgba(getComputedStyle(element).color);
        fg[3] *= opacity;
        return {text: text.trim().slice(0, 60), fg, layers};
    }).filter(entry => entry !== null);
}"""

# For each course canvas and each picture (an <img> output: SVG, PNG), the share of
# its pixels that let the page show through, and, for canvases, the background the
# page puts behind it (the kit's own, the same in both themes).
_TRANSLUCENT_JS = """() => [...document.querySelectorAll(
    '.jp-OutputArea-output canvas.gamelib-canvas, .jp-OutputArea-output img')
].map(picture => {
    const width = picture.naturalWidth || picture.width;
    const height = picture.naturalHeight || picture.height;
    if (!width || !height) return null;
    const scratch = document.createElement('canvas');
    scratch.width = width;
    scratch.height = height;
    const context = scratch.getContext('2d');
    context.drawImage(picture, 0, 0);
    const data = context.getImageData(0, 0, width, height).data;
    let translucent = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] < 255) translucent += 1;
    return {what: picture.tagName.toLowerCase() + '.' + [...picture.classList]
                .join('.'),
            share: translucent / (data.length / 4),
            backdrop: getComputedStyle(picture).backgroundColor};
}).filter(entry => entry !== null)"""
PICTURE_EDGE = 0.02  # rounded corners of an SVG's own background let this much through


def rgba(css: str) -> tuple[float, float, float, float]:
    """A computed CSS colour, "rgb(r, g, b)" or "rgba(r, g, b, a)", as a tuple."""
    parts = [float(part) for part in css[css.index("(") + 1 : -1].split(",")]
    return (*parts[:3], parts[3] if len(parts) > 3 else 1.0)


def blend(top, bottom):
    """``top`` (r, g, b, alpha) painted over the opaque ``bottom`` (r, g, b)."""
    alpha = top[3]
    pairs = zip(top[:3], bottom, strict=True)
    return tuple(alpha * t + (1 - alpha) * b for t, b in pairs)


def luminance(rgb) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0-255 channels)."""

    def linear(channel: float) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(foreground, background) -> float:
    lighter, darker = sorted((luminance(foreground), luminance(background)))[::-1]
    return (lighter + 0.05) / (darker + 0.05)


def background_of(layers) -> tuple[float, float, float]:
    """The colour behind a text: its layers blended from the opaque one up (a page
    with no opaque layer at all shows the browser's white)."""
    colour = (255.0, 255.0, 255.0)
    for layer in reversed(layers):
        colour = blend(layer, colour)
    return colour


def choose_theme(page, theme: str) -> None:
    """Settings > Theme > ``theme``, as a learner does; wait until it shows."""
    shown = f"() => document.body.dataset.jpThemeName === '{theme}'"
    if evaluate(page, shown):
        return  # the server remembers the theme chosen in an earlier test
    page.click(".lm-MenuBar-item:has-text('Settings')")
    page.hover(".lm-Menu-itemLabel:text-is('Theme')")
    page.click(f".lm-Menu-itemLabel:text-is('{theme}')")
    poll(lambda: evaluate(page, shown), page, 30, f"the theme {theme} to be applied")
    # The theme's stylesheet is in once its background reaches the notebook.
    background = """(dark) => {
        const panel = document.querySelector('.jp-NotebookPanel-notebook');
        const rgb = getComputedStyle(panel).backgroundColor.match(/[0-9]+/g);
        return rgb && rgb.slice(0, 3).map(Number).every(c => (c < 100) === dark);
    }"""
    poll(
        lambda: evaluate(page, background, theme == DARK),
        page,
        30,
        f"the notebook's background in {theme}",
    )


def measure(page) -> list[dict]:
    rows = []
    for kind, selector in COURSE_TEXT.items():
        for entry in evaluate(page, _COLOURS_JS, selector):
            fg = background_of([entry["fg"], *entry["layers"]])
            bg = background_of(entry["layers"])
            rows.append(
                {
                    "kind": kind,
                    "text": entry["text"],
                    "fg": [round(c) for c in fg],
                    "bg": [round(c) for c in bg],
                    "ratio": round(contrast(fg, bg), 2),
                }
            )
    return rows


@contextmanager
def in_the_dark_theme(page):
    """JupyterLab Dark for the ``with`` block, then JupyterLab Light again (the
    server remembers a learner's choice, and would keep it for the next page)."""
    choose_theme(page, DARK)
    try:
        yield
    finally:
        choose_theme(page, LIGHT)


def dark_theme_problems(lab, name: str) -> list[str]:
    """The course's words and boards on the page in the dark theme: what is not
    legible, not measured, or shows the page through."""
    with in_the_dark_theme(lab.page):
        rows = measure(lab.page)
        canvases = evaluate(lab.page, _TRANSLUCENT_JS)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / f"dark-{name}.json").write_text(
            json.dumps({"text": rows, "canvases": canvases}, indent=2)
        )
        lab.screenshot(f"dark-{name}-page")
        boards = lab.page.locator(".gamelib-panel:has(canvas.gamelib-canvas)")
        if boards.count():
            board = boards.last
            board.scroll_into_view_if_needed()
            lab.screenshot(f"dark-{name}-board", board)
    return judged(rows, canvases)


def judged(rows: list[dict], canvases: list[dict]) -> list[str]:
    problems = []
    kinds = {row["kind"] for row in rows}
    if "printed output" not in kinds:
        problems.append(f"no check report measured: {sorted(kinds)}")
    if not kinds & {"message line", "status text"}:
        problems.append(f"no board words measured: {sorted(kinds)}")
    illegible = [row for row in rows if row["ratio"] < MINIMUM]
    if illegible:
        problems.append(f"below {MINIMUM}:1: {illegible[:5]}")
    boards = [c for c in canvases if c["what"].startswith("canvas")]
    if not boards:
        problems.append("no board measured")
    see_through = [c for c in canvases if c["share"] > PICTURE_EDGE]
    if see_through:
        problems.append(f"pictures that show the page through: {see_through}")
    # A learner's drawing that leaves parts of the canvas unpainted (black lines
    # and no background) must not vanish into the dark page: the kit puts its own
    # light backdrop behind every board.
    unbacked = [c for c in boards if rgba(c["backdrop"]) != (*PAPER, 1.0)]
    if unbacked:
        problems.append(f"canvases without the kit's backdrop: {unbacked}")
    return problems
