"""Drive JupyterLab in headless Chromium the way a learner would.

``LabServer`` runs a private JupyterLab on a copy of the notebooks; ``LabPage`` wraps
a Playwright page with the few actions lesson tests need: open a notebook and run it,
find the n-th canvas, click at board coordinates, read text and canvas pixels, and
save screenshots for a person to look at.
"""

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

# Debian's chromium; CHROMIUM_PATH points elsewhere (e.g. another distribution's).
CHROMIUM = Path(os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
VIEWPORT = {"width": 1280, "height": 900}

# User settings that keep pop-ups off the page and every cell in the DOM, so the
# n-th canvas on the page is the n-th canvas of the notebook.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {
        "windowingMode": "none",
    },
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LabServer:
    """A JupyterLab serving a temporary copy of ``notebooks/`` on 127.0.0.1.

    A copy, because JupyterLab autosaves open notebooks; its own config, data and
    runtime folders, so nothing on the machine leaks in; its own process group, so
    stopping it also stops the kernels it started.
    """

    def __init__(self, notebooks: Path, workdir: Path):
        self.root = workdir / "notebooks"
        shutil.copytree(notebooks, self.root)
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = workdir / "jupyterlab.log"
        settings = workdir / "settings"
        for name, values in LAB_SETTINGS.items():
            path = settings / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        self.env = dict(
            os.environ,
            GAMELIB_FAST="1",
            JUPYTER_CONFIG_DIR=str(workdir / "config"),
            JUPYTER_DATA_DIR=str(workdir / "data"),
            JUPYTER_RUNTIME_DIR=str(workdir / "runtime"),
            JUPYTERLAB_SETTINGS_DIR=str(settings),
            JUPYTERLAB_WORKSPACES_DIR=str(workdir / "workspaces"),
        )
        self.process = None

    def start(self, timeout: float = 60) -> None:
        jupyter = Path(sys.executable).parent / "jupyter"
        command = [
            str(jupyter),
            "lab",
            "--no-browser",
            "--ip=127.0.0.1",
            f"--port={self.port}",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ]
        if os.geteuid() == 0:
            command.append("--allow-root")
        self._log = open(self.log_path, "w")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            command,
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"jupyter lab exited: {self.log_path.read_text()}")
            try:
                url = f"{self.url}/api/status?token={self.token}"
                with urllib.request.urlopen(url, timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.25)
        self.stop()
        raise TimeoutError(f"jupyter lab did not answer in {timeout} s")

    def stop(self) -> None:
        if self.process is None:
            return
        group = self.process.pid
        try:
            os.killpg(group, signal.SIGTERM)
            self.process.wait(timeout=15)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(group, signal.SIGKILL)
            self.process.wait(timeout=5)
        # Kernels that outlived the server's shutdown are in the same group.
        # Give them 2.5 s to go by themselves, then kill them.
        for attempt in range(20):
            try:
                os.killpg(group, signal.SIGKILL if attempt >= 10 else 0)
            except ProcessLookupError:
                break
            time.sleep(0.25)
        self.process = None
        self._log.close()

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{name}?reset&token={self.token}"


# Notes, from now on, whether any code cell has shown "[*]" (queued or running).
_WATCH_RUN_JS = """() => {
    window.__runSeen = false;
    if (window.__runObserver) window.__runObserver.disconnect();
    const look = () => {
        const prompts = document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt');
        if ([...prompts].some(p => p.textContent.includes('*'))) {
            window.__runSeen = true;
        }
    };
    window.__runObserver = new MutationObserver(look);
    window.__runObserver.observe(document.body,
        {subtree: true, childList: true, characterData: true});
}"""

# How many code cells are blank "[ ]", queued or running "[*]", or done "[3]".
_PROMPTS_JS = """() => {
    const prompts = [...document.querySelectorAll(
        '.jp-CodeCell .jp-InputArea-prompt')].map(p => p.textContent);
    const indicator = document.querySelector('.jp-Notebook-ExecutionIndicator');
    return {
        blank: prompts.filter(t => !/[*0-9]/.test(t)).length,
        running: prompts.filter(t => t.includes('*')).length,
        seen: window.__runSeen === true,
        idle: !!indicator && indicator.getAttribute('data-status') === 'idle',
    };
}"""

# Reads a canvas' pixel by copying it to a scratch canvas: the board's own context
# may be busy or tainted mid-draw, a copy is not.
_PIXEL_JS = """([canvas, x, y]) => {
    const scratch = document.createElement('canvas');
    scratch.width = canvas.width;
    scratch.height = canvas.height;
    const context = scratch.getContext('2d');
    context.drawImage(canvas, 0, 0);
    return Array.from(context.getImageData(x, y, 1, 1).data);
}"""


class LabPage:
    """A JupyterLab tab with the actions a lesson test needs.

    Waits poll and return as soon as their condition holds; their 30 s default is
    for a busy 2-core CI machine, not the usual case (well under a second).
    """

    def __init__(self, page, server: LabServer, artifacts: Path):
        self.page = page
        self.server = server
        self.artifacts = artifacts

    # -- notebooks -------------------------------------------------------------
    def open(self, name: str, run_all: bool = True, timeout: float = 180) -> None:
        """Open ``name`` (relative to notebooks/), run every cell, wait until idle."""
        self.page.goto(self.server.notebook_url(name))
        self.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        self.wait_for_kernel_idle(timeout)
        if run_all:
            self.run_all_cells(timeout)

    def accept_kernel_dialog(self) -> bool:
        """Answer JupyterLab's "Select Kernel" dialog with the notebook's kernel.

        On a freshly started server the kernel list may not be loaded when the
        notebook opens; JupyterLab then asks instead of starting the notebook's
        own kernel, and nothing runs until someone answers.
        """
        dialog = self.page.locator(".jp-Dialog:has-text('Select Kernel')")
        if dialog.count() == 0:
            return False
        dialog.locator(".jp-Dialog-button.jp-mod-accept").click()
        return True

    def wait_for_kernel_idle(self, timeout: float = 60) -> None:
        idle = self.page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
        deadline = time.monotonic() + timeout
        while idle.count() == 0:
            self.accept_kernel_dialog()
            if time.monotonic() > deadline:
                raise TimeoutError(f"the kernel was not idle after {timeout} s")
            self.page.wait_for_timeout(250)

    def run_all_cells(self, timeout: float = 180) -> None:
        """Run > Run All Cells and wait until every code cell has run again.

        A page-side observer notes when any cell shows "[*]", so saved outputs
        are never mistaken for a finished run. A Run All sent while the kernel
        is still connecting can be dropped (seen here under load): after 5 s
        with nothing running it is asked for again, up to five times.
        """
        self.page.evaluate(_WATCH_RUN_JS)
        deadline = time.monotonic() + timeout
        attempts, asked_at = 0, 0.0
        while True:
            self.accept_kernel_dialog()
            state = self.page.evaluate(_PROMPTS_JS)
            settled = state["idle"] and state["running"] == 0
            if state["seen"] and settled and state["blank"] == 0:
                return
            stalled = settled and time.monotonic() - asked_at > 5
            if attempts == 0 or (stalled and attempts < 5):
                self.page.click(".lm-MenuBar-item:has-text('Run')")
                self.page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
                attempts, asked_at = attempts + 1, time.monotonic()
            elif time.monotonic() > deadline:
                raise TimeoutError(f"cells did not finish running: {state}")
            self.page.wait_for_timeout(250)

    def errors(self) -> list[str]:
        """Text of every error output in the notebook (empty when all cells ran)."""
        return self.page.locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
            ", .jp-RenderedText[data-mime-type='application/vnd.jupyter.error']"
        ).all_inner_texts()

    # -- canvases --------------------------------------------------------------
    def canvas(self, n: int = 0):
        """The n-th board canvas in the notebook's outputs (0 is the first)."""
        return self.page.locator(".jp-OutputArea-output canvas").nth(n)

    def canvas_size(self, n: int = 0) -> tuple[int, int]:
        """The canvas' drawing size (its ``width``/``height`` attributes)."""
        return tuple(self.canvas(n).evaluate("c => [c.width, c.height]"))

    def canvas_index(self, css_class: str) -> int:
        """Position, among the notebook's canvases, of the one with ``css_class``."""
        self.page.wait_for_selector(
            f".jp-OutputArea-output canvas.{css_class}", state="attached"
        )
        index = self.page.evaluate(
            """(name) => [...document.querySelectorAll('.jp-OutputArea-output canvas')]
                .findIndex(c => c.classList.contains(name))""",
            css_class,
        )
        assert index >= 0, f"no canvas with class {css_class}"
        return index

    def _settled_box(self, locator) -> dict:
        """The element's box once it has stopped moving.

        Right after Run All, JupyterLab is still laying out and scrolling the
        outputs above a board; a click computed from a moving box lands on
        another square.
        """
        locator.scroll_into_view_if_needed()
        previous, unchanged = None, 0
        for _ in range(100):
            box = locator.bounding_box()
            unchanged = unchanged + 1 if box == previous else 0
            if unchanged == 3:  # still for 0.6 s: outputs above have rendered
                return box
            previous = box
            self.page.wait_for_timeout(200)
        return box

    def _activate_cell_of(self, locator) -> None:
        """Make the element's cell the active one before pressing inside it.

        Pressing in an inactive cell makes JupyterLab activate it and scroll it
        into view between the press and ipycanvas reading the position, so the
        click lands a row or two away. Clicking the cell's input prompt first
        (its "[n]:") lets that scroll happen beforehand.
        """
        cell = locator.locator("xpath=ancestor::div[contains(@class,'jp-Cell ')][1]")
        if "jp-mod-active" not in (cell.get_attribute("class") or ""):
            cell.locator(".jp-InputArea-prompt").first.click()

    def _to_css(self, n: int, x: float, y: float) -> dict:
        box = self._settled_box(self.canvas(n))
        width, height = self.canvas_size(n)
        return {"x": x * box["width"] / width, "y": y * box["height"] / height}

    def click_canvas(self, n: int, x: float, y: float) -> None:
        """Click the n-th canvas at board coordinates (canvas pixels)."""
        self._activate_cell_of(self.canvas(n))
        self.canvas(n).click(position=self._to_css(n, x, y))

    def press_on_canvas(self, n: int, key: str) -> None:
        """Focus the n-th canvas (without clicking it) and press ``key`` there."""
        canvas = self.canvas(n)
        canvas.scroll_into_view_if_needed()
        canvas.focus()
        canvas.press(key)

    def canvas_pixel(self, n: int, x: int, y: int) -> tuple[int, int, int, int]:
        """RGBA of the canvas pixel at board coordinates (x, y)."""
        handle = self.canvas(n).element_handle()
        return tuple(self.page.evaluate(_PIXEL_JS, [handle, int(x), int(y)]))

    def wait_for_pixel(
        self, n: int, x: int, y: int, predicate, timeout: float = 30
    ) -> tuple[int, int, int, int]:
        """Poll a pixel until ``predicate(rgba)`` holds: drawing arrives async."""
        deadline = time.monotonic() + timeout
        while True:
            rgba = self.canvas_pixel(n, x, y)
            if predicate(rgba):
                return rgba
            if time.monotonic() > deadline:
                raise AssertionError(f"pixel ({x}, {y}) of canvas {n} stayed {rgba}")
            self.page.wait_for_timeout(100)

    # -- widgets and text ------------------------------------------------------
    def text(self, selector: str, n: int = 0) -> str:
        return self.page.locator(selector).nth(n).inner_text()

    def wait_for_text(
        self, selector: str, expected: str, timeout: float = 30, n: int = 0
    ) -> str:
        """Wait until the element's text contains ``expected``; returns the text."""
        locator = self.page.locator(selector).nth(n)
        deadline = time.monotonic() + timeout
        while True:
            text = locator.inner_text() if locator.count() else ""
            if expected in text:
                return text
            if time.monotonic() > deadline:
                raise AssertionError(f"{selector!r} shows {text!r}, not {expected!r}")
            self.page.wait_for_timeout(100)

    def click_button(self, label: str, n: int = 0) -> None:
        """Click the n-th ipywidgets button whose label is exactly ``label``."""
        self.page.locator(f".jupyter-widgets.widget-button:text-is('{label}')").nth(
            n
        ).click()

    # -- pictures --------------------------------------------------------------
    def screenshot(self, name: str, locator=None) -> Path:
        """Save a PNG under the artifacts folder (the whole page, or one element)."""
        self.artifacts.mkdir(parents=True, exist_ok=True)
        path = self.artifacts / f"{name}.png"
        target = locator if locator is not None else self.page
        target.screenshot(path=str(path))
        return path


def near(colour, tolerance: int = 12):
    """A pixel predicate for ``wait_for_pixel``: RGB within ``tolerance`` of colour.

    ``colour`` is an (r, g, b) tuple or a "#rrggbb" string; anti-aliasing and colour
    management shift values a little, so exact equality would be flaky.
    """
    if isinstance(colour, str):
        colour = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))

    def matches(rgba) -> bool:
        pairs = zip(rgba[:3], colour, strict=True)
        return all(abs(got - want) <= tolerance for got, want in pairs)

    return matches
