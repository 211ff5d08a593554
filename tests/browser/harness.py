"""Drive JupyterLab in headless Chromium the way a learner would.

``LabServer`` runs a private JupyterLab on a copy of the notebooks (``VoilaServer`` the
same for play mode); ``LabPage`` wraps a Playwright page with the few actions lesson
tests need: open a notebook and run it, find the n-th canvas, click at board
coordinates, read text and canvas pixels, save screenshots for a person to look at,
and the projector checks (fits 1024x768 beside the file browser, text sizes, keys
reach JupyterLab, canvases drawn again after a reload).
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
import warnings
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
PROJECTOR = {"width": 1024, "height": 768}
FORCE_THROUGH = True
"""Click canvases without Playwright's check that the canvas itself takes the press: a
board's canvas leaves the pointer to the box around it (``gamelib.views.clickable``),
where a person's press lands too."""
MAX_BOARD_WIDTH = 560  # px: what a 1024x768 projector leaves beside the file browser

# Every Playwright call that can wait gets a limit: a click on a disabled button or a
# page that stopped answering fails after these instead of Playwright's 30 s default
# (or, for an evaluation, never). A call that may wait longer says so itself.
ACTION_MS = 15_000
NAVIGATION_MS = 120_000  # Voila runs the whole lesson before it sends the page
EVALUATE_MS = 15_000

# The course's JupyterLab defaults, as make lab, the hub and Binder read them: no news
# pop-up, and "full" windowing (JupyterLab lays out only the cells in view).
COURSE_SETTINGS = (
    Path(__file__).resolve().parents[2] / "share" / "jupyter" / "lab" / "settings"
)

# User settings that keep pop-ups off the page, every cell in the DOM (so the n-th
# canvas on the page is the n-th canvas of the notebook) and autosave off.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {
        "windowingMode": "none",
    },
    # The copy on disk changes only when a test saves: an autosave in the middle
    # of a test (every 2 minutes, so only on a busy machine) would make the next
    # test open the notebook with the earlier boards' views in it.
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {
        "autosave": False,
    },
}

# JupyterLab as a learner has it: the course's settings, under none of the user
# settings above that would change what a learner sees (every cell in the page).
LEARNER_SETTINGS = {
    name: values
    for name, values in LAB_SETTINGS.items()
    if name != "@jupyterlab/notebook-extension/tracker.jupyterlab-settings"
}
LEARNER_LAB_ARGS = (f"--LabApp.app_settings_dir={COURSE_SETTINGS}",)


def bounded_context(browser, **options):
    """A browser context whose pages wait at most ``ACTION_MS`` for any action and
    ``NAVIGATION_MS`` for a page to load, unless a call gives its own timeout."""
    context = browser.new_context(**options)
    context.set_default_timeout(ACTION_MS)
    context.set_default_navigation_timeout(NAVIGATION_MS)
    return context


def evaluate(target, script: str, arg=None, timeout_ms: float = EVALUATE_MS):
    """``target.evaluate(script, arg)`` that gives up after ``timeout_ms``.

    Playwright's own ``evaluate`` has no timeout: on a page whose main thread is
    stuck it waits for ever. ``wait_for_function`` has one, enforced outside the
    page, and returns as soon as the function's value is truthy, which the wrapping
    object always is (a promise the script returns is awaited first).
    """
    handle = target.wait_for_function(
        f"async (arg) => ({{value: await ({script})(arg)}})",
        arg=arg,
        timeout=timeout_ms,
        polling=100,
    )
    try:
        return handle.json_value()["value"]
    finally:
        handle.dispose()


def poll(check, page, timeout: float, what: str, interval_ms: int = 100):
    """Call ``check()`` until it returns something truthy, at most ``timeout`` s
    of wall time; returns that value or fails saying what it waited for.

    The deadline is measured, not counted in rounds: on a busy machine each round
    takes longer, and a count of rounds would stretch with it.
    """
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout} s for {what}")
        page.wait_for_timeout(interval_ms)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def dies_with_us(command: list[str]) -> list[str]:
    """``command`` run so that it gets SIGTERM when this process dies.

    pytest-timeout ends a run that overran with ``os._exit``, which skips every
    fixture's teardown; the servers (in their own session, so that stopping them
    also stops their kernels) would otherwise live on. A server that gets SIGTERM
    shuts its kernels down.
    """
    setpriv = shutil.which("setpriv")
    if setpriv is None:  # not Linux's util-linux: teardown alone stops them
        return command
    return [setpriv, "--pdeathsig", "TERM", "--", *command]


def stop_process_group(process: subprocess.Popen) -> None:
    """Stop a server started in its own session, and every kernel it started."""
    group = process.pid
    try:
        os.killpg(group, signal.SIGTERM)
        process.wait(timeout=15)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        os.killpg(group, signal.SIGKILL)
        process.wait(timeout=5)
    # Kernels that outlived the server's shutdown are in the same group.
    # Give them 2.5 s to go by themselves, then kill them.
    for attempt in range(20):
        try:
            os.killpg(group, signal.SIGKILL if attempt >= 10 else 0)
        except ProcessLookupError:
            break
        time.sleep(0.25)


def wait_until_answering(
    url: str, process: subprocess.Popen, log: Path, timeout: float
) -> None:
    """Poll ``url`` until it answers 200; a server that exits shows its log."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited: {log.read_text()}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    raise TimeoutError(f"{url} did not answer in {timeout} s")


class LabServer:
    """A JupyterLab serving a temporary copy of ``notebooks/`` on 127.0.0.1.

    A copy, because JupyterLab autosaves open notebooks; its own config, data and
    runtime folders, so nothing on the machine leaks in; its own process group, so
    stopping it also stops the kernels it started.
    """

    def __init__(
        self,
        notebooks: Path,
        workdir: Path,
        extra_args: tuple[str, ...] = (),
        lab_settings: dict[str, dict] | None = None,
    ) -> None:
        self.extra_args = list(extra_args)
        self.notebooks = notebooks
        self.root = workdir / "notebooks"
        self.settings = workdir / "settings"
        self.workspaces = workdir / "workspaces"
        self.lab_settings = LAB_SETTINGS if lab_settings is None else lab_settings
        self._lay_out_files()
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = workdir / "jupyterlab.log"
        self.env = dict(
            os.environ,
            GAMELIB_FAST="1",
            JUPYTER_CONFIG_DIR=str(workdir / "config"),
            JUPYTER_DATA_DIR=str(workdir / "data"),
            JUPYTER_RUNTIME_DIR=str(workdir / "runtime"),
            JUPYTERLAB_SETTINGS_DIR=str(self.settings),
            JUPYTERLAB_WORKSPACES_DIR=str(self.workspaces),
        )
        # As on a learner's machine: ipykernel forwards writes to fds 1 and 2
        # (os.write, subprocesses) to the page only outside a pytest test.
        self.env.pop("PYTEST_CURRENT_TEST", None)
        self.process = None

    def _lay_out_files(self) -> None:
        """The notebooks' copy, the user settings and no saved workspace, as new."""
        for folder in (self.root, self.settings, self.workspaces):
            shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(self.notebooks, self.root)
        for name, values in self.lab_settings.items():
            path = self.settings / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))

    def _api(self, method: str, path: str):
        request = urllib.request.Request(
            f"{self.url}{path}",
            method=method,
            headers={"Authorization": f"token {self.token}"},
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            body = response.read()
        return json.loads(body) if body else None

    def reset(self) -> None:
        """Make the running server as good as a new one, in a fraction of the time
        a new one takes to start: no session and no kernel (each shut down, as
        JupyterLab's "Shut Down Kernel" does), and the notebooks, the user settings
        (a theme a test chose) and the workspaces as ``start`` found them.

        The pages a test opened must be closed first; a kernel outlives its page,
        and would keep an earlier test's boards (and their sounds) alive.
        """
        for session in self._api("GET", "/api/sessions"):
            self._api("DELETE", f"/api/sessions/{session['id']}")
        for kernel in self._api("GET", "/api/kernels"):
            self._api("DELETE", f"/api/kernels/{kernel['id']}")
        self._lay_out_files()

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
            EXPOSE_APP,
            PROMPT_LINK,
            *self.extra_args,
        ]
        if os.geteuid() == 0:
            command.append("--allow-root")
        self._log = open(self.log_path, "w")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            dies_with_us(command),
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        url = f"{self.url}/api/status?token={self.token}"
        try:
            wait_until_answering(url, self.process, self.log_path, timeout)
        except TimeoutError:
            self.stop()
            raise

    def stop(self) -> None:
        if self.process is None:
            return
        stop_process_group(self.process)
        self.process = None
        self._log.close()

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{name}?reset&token={self.token}"


class VoilaServer:
    """``make play``'s Voila on 127.0.0.1, serving a temporary copy of ``notebooks/``.

    It reads the same settings as ``make play``: ``voila.json`` in the repository
    (the working directory) and the course's template under ``share/jupyter``.
    """

    def __init__(self, repo: Path, workdir: Path) -> None:
        self.repo = repo
        self.root = workdir / "notebooks"
        shutil.copytree(repo / "notebooks", self.root)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = workdir / "voila.log"
        self.env = dict(
            os.environ,
            JUPYTER_PATH=str(repo / "share" / "jupyter"),
            JUPYTER_CONFIG_DIR=str(workdir / "config"),
            JUPYTER_DATA_DIR=str(workdir / "data"),
            JUPYTER_RUNTIME_DIR=str(workdir / "runtime"),
        )
        self.env.pop("GAMELIB_FAST", None)  # play mode paces its animations
        self.process = None

    def start(self, timeout: float = 60) -> None:
        voila = Path(sys.executable).parent / "voila"
        command = [
            str(voila),
            str(self.root),
            "--no-browser",
            "--Voila.ip=127.0.0.1",
            f"--port={self.port}",
        ]
        self._log = open(self.log_path, "w")  # closed in stop()
        self.process = subprocess.Popen(
            dies_with_us(command),
            cwd=self.repo,
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            wait_until_answering(self.url, self.process, self.log_path, timeout)
        except TimeoutError:
            self.stop()
            raise

    def stop(self) -> None:
        if self.process is None:
            return
        stop_process_group(self.process)
        self.process = None
        self._log.close()

    def page_url(self, name: str) -> str:
        return f"{self.url}/voila/render/{name}"


def is_local(url: str) -> bool:
    """True for this machine's server and for in-page data (data:, blob:)."""
    scheme, _, rest = url.partition("://")
    if not rest:
        return True  # data:, blob:, about:
    host = rest.split("/", 1)[0].rsplit("@", 1)[-1]
    host = host.rsplit(":", 1)[0] if not host.startswith("[") else host
    return host in ("127.0.0.1", "localhost", "[::1]")


def block_external_requests(context) -> list[str]:
    """Refuse every request that would leave the machine; returns the list of them.

    Tests assert the list stays empty: play mode and the lessons must work offline
    (and a test must never depend on, or wait for, the network).
    """
    refused: list[str] = []

    def route(route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    context.route("**/*", route)
    return refused


EXPOSE_APP = "--LabApp.expose_app_in_browser=True"
"""Every ``LabServer`` gives its pages ``window.jupyterapp`` (``_KERNEL_READY_JS``)."""
PROMPT_LINK = (
    "--ServerApp.kernel_websocket_connection_class="
    "gamelib.views.websocket.PromptKernelConnection"
)
"""As ``make lab``: kernel messages go out at once (``gamelib.views.websocket``)."""

# Whether the notebook in front has a kernel that is connected and idle; true on a
# page without ``window.jupyterapp`` (not a ``LabServer``'s), where the execution
# indicator has to do.
_KERNEL_READY_JS = """() => {
    const app = window.jupyterapp;
    if (!app) return true;
    const kernel = app.shell.currentWidget?.sessionContext?.session?.kernel;
    return !!kernel && kernel.connectionStatus === 'connected'
        && kernel.status === 'idle';
}"""

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

# Whether every widget output holds its view (or JupyterLab's text saying why not).
# JupyterLab marks every other output with its MIME type; a widget output is an
# empty panel until its view is rendered into it.
_WIDGETS_SHOWN_JS = """() => [...document.querySelectorAll(
    '.jp-OutputArea-output:not([data-mime-type])')].every(
    output => output.childElementCount > 0 || output.textContent.trim() !== '')"""

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


# Lists what would not fit: an output that scrolls sideways, a canvas or picture wider
# than the board limit or sticking out of its output, a notebook that scrolls.
_LAYOUT_JS = """(maxWidth) => {
    const problems = [];
    const outputs = [...document.querySelectorAll('.jp-OutputArea-output')];
    outputs.forEach((output, index) => {
        const cell = output.closest('.jp-Cell');
        const kind = output.dataset.mimeType ||
            `${output.firstElementChild?.className || 'empty'}`;
        const where = `output ${index} [${kind}]` + (cell ? ` (cell ${[...cell
            .parentNode.children].indexOf(cell)})` : '');
        if (output.scrollWidth > output.clientWidth + 1) {
            problems.push(`${where} scrolls sideways: ${output.scrollWidth} px ` +
                `of content in ${output.clientWidth} px`);
        }
        const room = output.getBoundingClientRect();
        const pictures = output.querySelectorAll('canvas, img, svg');
        for (const picture of pictures) {
            if (picture.parentElement.closest('svg')) continue;  // part of a picture
            const box = picture.getBoundingClientRect();
            const name = [picture.tagName.toLowerCase(), ...picture.classList]
                .join('.');
            if (box.width > maxWidth + 0.5) {
                problems.push(`${where}: ${name} is ${Math.round(box.width)} px ` +
                    `wide (at most ${maxWidth}): ${output.textContent.slice(0, 120)}`);
            } else if (box.right > room.right + 0.5) {
                problems.push(`${where}: ${name} sticks out of its output`);
            }
        }
    });
    const scroller = document.querySelector(
        '.jp-NotebookPanel .jp-WindowedPanel-outer');
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
        problems.push('the notebook scrolls sideways');
    }
    return problems;
}"""

# Records, for every canvas drawing context, the font sizes its text was drawn at.
# ipycanvas draws on an off-page canvas per model; the page shows copies of it at the
# same pixel size, so sizes are matched to shown canvases by width and height.
_RECORD_TEXT_JS = """(() => {
    window.__canvasText = new Map();
    const record = (context) => {
        const match = /([0-9.]+)px/.exec(context.font);
        if (!match) return;
        const key = `${context.canvas.width}x${context.canvas.height}`;
        const sizes = window.__canvasText.get(key) || new Set();
        sizes.add(parseFloat(match[1]));
        window.__canvasText.set(key, sizes);
    };
    for (const name of ['fillText', 'strokeText']) {
        const original = CanvasRenderingContext2D.prototype[name];
        CanvasRenderingContext2D.prototype[name] = function (...args) {
            record(this);
            return original.apply(this, args);
        };
    }
})();"""

_CANVAS_TEXT_JS = """() => [
    ...document.querySelectorAll('.jp-OutputArea-output canvas')
].map((canvas, index) => {
        const sizes = (window.__canvasText || new Map())
            .get(`${canvas.width}x${canvas.height}`);
        if (!sizes) return null;
        const scale = canvas.getBoundingClientRect().width / canvas.width;
        const smallest = Math.min(...sizes);
        return {index, classes: [...canvas.classList].join(' '), smallest, scale,
                shown: smallest * scale};
    }).filter(entry => entry !== null)"""

_FONT_SIZES_JS = """(selector) => [...document.querySelectorAll(selector)].map(line => {
    const text = line.querySelector('.widget-html-content > *, .widget-html-content')
        || line;
    return {classes: line.className, px: parseFloat(getComputedStyle(text).fontSize),
            text: line.innerText.slice(0, 60)};
})"""

# Scrolls the open notebook from its top, as a person looks for a board, until the
# first canvas with class ``name`` is laid out, and centres it. In JupyterLab's "full"
# windowing (the course's setting) a cell enters the page only when it first scrolls
# into view, so the notebook is scrolled half a view at a time. The canvas found is
# marked (data-found-board), so a locator finds it wherever the page keeps it.
_FIND_BOARD_JS = """async ([name, limitMs]) => {
    const panel = [...document.querySelectorAll('.jp-NotebookPanel')]
        .find(p => !p.classList.contains('lm-mod-hidden'));
    const outer = panel.querySelector('.jp-WindowedPanel-outer');
    const laidOut = () => [...panel.querySelectorAll(
        '.jp-OutputArea-output canvas.' + name)]
        .find(c => c.getBoundingClientRect().height > 0);
    const deadline = performance.now() + limitMs;
    let atBottom = 0;
    outer.scrollTop = 0;
    while (performance.now() < deadline && atBottom < 10) {
        await new Promise(resolve => setTimeout(resolve, 50));
        const canvas = laidOut();
        if (canvas) {
            canvas.scrollIntoView({block: 'center'});
            const marked = 'canvas[data-found-board]';
            for (const old of document.querySelectorAll(marked)) {
                old.removeAttribute('data-found-board');
            }
            canvas.setAttribute('data-found-board', name);
            return true;
        }
        const bottom = outer.scrollTop + outer.clientHeight >= outer.scrollHeight - 1;
        atBottom = bottom ? atBottom + 1 : 0;
        outer.scrollTop += outer.clientHeight / 2;
    }
    return false;
}"""

# True when any pixel of the canvas has been painted (is not fully transparent).
_DRAWN_JS = """(canvas) => {
    if (!canvas.width || !canvas.height) return false;
    const scratch = document.createElement('canvas');
    scratch.width = canvas.width;
    scratch.height = canvas.height;
    const context = scratch.getContext('2d');
    context.drawImage(canvas, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
}"""


class LabPage:
    """A JupyterLab tab with the actions a lesson test needs.

    Waits poll and return as soon as their condition holds; their 30 s default is
    for a busy 2-core CI machine, not the usual case (well under a second). Every
    wait has a wall-time deadline and every Playwright call a timeout (``ACTION_MS``
    unless it says otherwise), so a stuck page fails the test instead of hanging it.
    """

    def __init__(self, page, server: LabServer, artifacts: Path):
        self.page = page
        self.server = server
        self.artifacts = artifacts
        self._settled: dict[str, dict] = {}  # element -> its box once it was still
        self.console_errors: list[str] = []  # what the page logged as an error
        page.on(
            "console",
            lambda message: (
                message.type == "error" and self.console_errors.append(message.text)
            ),
        )
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))
        page.set_default_timeout(ACTION_MS)
        page.set_default_navigation_timeout(NAVIGATION_MS)

    # -- notebooks -------------------------------------------------------------
    def open(self, name: str, run_all: bool = True, timeout: float = 180) -> None:
        """Open ``name`` (relative to notebooks/), run every cell, wait until idle."""
        self._settled.clear()  # a new page: nothing in it has been still yet
        self.page.goto(self.server.notebook_url(name))
        self.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        self.wait_for_kernel_idle(timeout)
        if run_all:
            self.run_all_cells(timeout)
            self.wait_for_widgets(timeout)

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
        """Wait until the notebook's kernel is connected and idle.

        The execution indicator alone is not enough: it reads "idle" before the
        page's session has a kernel at all, and a Run All pressed then is
        dropped (``run_all_cells`` asked again after 5 s, time a test sat out).
        The page's own session (``window.jupyterapp``, which ``LabServer``
        exposes) says when its kernel has answered.
        """
        idle = self.page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
        deadline = time.monotonic() + timeout
        while idle.count() == 0 or not evaluate(self.page, _KERNEL_READY_JS):
            self.accept_kernel_dialog()
            if time.monotonic() > deadline:
                raise TimeoutError(f"the kernel was not idle after {timeout} s")
            self.page.wait_for_timeout(100)

    def run_all_cells(self, timeout: float = 180, until=None) -> None:
        """Run > Run All Cells and wait until every code cell has run again, or
        until the locator ``until`` is in the page (for a cell that never ends).

        A page-side observer notes when any cell shows "[*]", so saved outputs
        are never mistaken for a finished run. A Run All sent while the kernel
        is still connecting can be dropped (seen here under load): after 5 s
        with nothing running it is asked for again, up to five times. A cell that
        fails stops Run All; that is raised at once, with the error's text.
        """
        evaluate(self.page, _WATCH_RUN_JS)
        deadline = time.monotonic() + timeout
        attempts, asked_at = 0, 0.0
        while True:
            self.accept_kernel_dialog()
            if until is not None and until.count():
                return
            state = evaluate(self.page, _PROMPTS_JS)
            settled = state["idle"] and state["running"] == 0
            if state["seen"] and settled and state["blank"] == 0:
                return
            stalled = settled and time.monotonic() - asked_at > 5
            if stalled and state["blank"]:
                # Run All stops at a failing cell: say so now, not after the timeout.
                failed = self.page.locator(
                    ".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']"
                ).all_inner_texts()
                if failed:
                    raise RuntimeError(f"a cell failed: {failed[0][:800]}")
            if attempts == 0 or (stalled and attempts < 5):
                if attempts:
                    message = f"Run All dropped, asked again: {state}"
                    warnings.warn(message, stacklevel=2)
                self.page.click(".lm-MenuBar-item:has-text('Run')")
                self.page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
                attempts, asked_at = attempts + 1, time.monotonic()
            elif time.monotonic() > deadline:
                raise TimeoutError(f"cells did not finish running: {state}")
            self.page.wait_for_timeout(250)

    def wait_for_widgets(self, timeout: float = 60) -> None:
        """Wait until every widget output shows its view.

        Run All is over when the kernel has run every cell, but the page draws
        the widgets a cell displayed only as their models arrive; on a busy
        machine that is seconds later. Until then the n-th board on the page is
        not the notebook's n-th board, and a count of boards is short.
        """
        poll(
            lambda: evaluate(self.page, _WIDGETS_SHOWN_JS),
            self.page,
            timeout,
            "every widget output to show its view",
            250,
        )

    def cell(self, n: int):
        """The n-th cell of the notebook (all cells are in the page: see
        ``LAB_SETTINGS``), counted in the notebook file, so that a test finds a
        cell's own outputs whatever the rest of the page has drawn so far."""
        return self.page.locator(".jp-Notebook .jp-Cell").nth(n)

    def run_new_cell(self, code: str):
        """Add a code cell at the end of the notebook, type ``code`` and run it, as
        a learner would; returns the new cell. The last cell is selected by its
        prompt: a click on its output could land on a board."""
        cells = self.page.locator(".jp-Notebook .jp-Cell")
        count = cells.count()
        prompt = cells.last.locator(".jp-InputArea-prompt")
        prompt.scroll_into_view_if_needed()
        prompt.click()
        self.page.keyboard.press("Escape")
        self.page.keyboard.press("b")
        self.page.keyboard.press("Enter")
        self.page.keyboard.insert_text(code)
        self.page.keyboard.press("Shift+Enter")
        return self.cell(count)

    def errors(self) -> list[str]:
        """Text of every error output in the notebook (empty when all cells ran)."""
        return self.page.locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
            ", .jp-RenderedText[data-mime-type='application/vnd.jupyter.error']"
        ).all_inner_texts()

    # -- canvases --------------------------------------------------------------
    def canvas(self, n=0):
        """The n-th board canvas in the notebook's outputs (0 is the first), or
        ``n`` itself when it is already a locator (see ``board``)."""
        if not isinstance(n, int):
            return n
        return self.page.locator(".jp-OutputArea-output canvas").nth(n)

    def board(self, css_class: str, n: int = 0, within=None, timeout: float = 60):
        """The n-th canvas with ``css_class`` (in ``within``, a cell, if given),
        once it is in the page; usable wherever a canvas number is."""
        scope = self.page if within is None else within
        canvas = scope.locator(f".jp-OutputArea-output canvas.{css_class}").nth(n)
        canvas.wait_for(state="attached", timeout=timeout * 1000)
        return canvas

    def find_board(self, css_class: str, timeout: float = 60):
        """The notebook's first canvas with ``css_class``, scrolled into view from
        the top of the notebook (``_FIND_BOARD_JS``); usable wherever a canvas
        number is. Unlike ``board`` and ``canvas_index``, it finds the board in any
        windowing mode, the course's "full" included."""
        found = evaluate(
            self.page,
            _FIND_BOARD_JS,
            [css_class, timeout * 1000],
            timeout * 1000 + 5000,
        )
        assert found, f"no canvas with class {css_class} in the notebook"
        return self.page.locator(f"canvas[data-found-board='{css_class}']")

    def canvas_size(self, n: int = 0) -> tuple[int, int]:
        """The canvas' drawing size (its ``width``/``height`` attributes)."""
        canvas = self.canvas(n).element_handle()
        return tuple(evaluate(self.page, "(c) => [c.width, c.height]", canvas))

    def canvas_index(self, css_class: str) -> int:
        """Position, among the notebook's canvases, of the one with ``css_class``."""
        self.page.wait_for_selector(
            f".jp-OutputArea-output canvas.{css_class}",
            state="attached",
            timeout=60_000,
        )
        index = evaluate(
            self.page,
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
        key = repr(locator)  # its selector: the same element on every call
        box = locator.bounding_box()
        if box is not None and box == self._settled.get(key):
            # Where it was still before: the page has settled since, so one
            # more look, instead of 0.6 s of stillness before every click of a
            # game, tells a box that has stayed put from one that moves again.
            self.page.wait_for_timeout(100)
            if locator.bounding_box() == box:
                return box
        previous, unchanged = box, 0
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            self.page.wait_for_timeout(200)
            box = locator.bounding_box()
            unchanged = unchanged + 1 if box == previous else 0
            if unchanged == 3:  # still for 0.6 s: outputs above have rendered
                self._settled[key] = box
                return box
            previous = box
        return box  # still moving after 20 s: click where it is now

    def activate_cell_of(self, locator) -> None:
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
        self.activate_cell_of(self.canvas(n))
        self.canvas(n).click(position=self._to_css(n, x, y), force=FORCE_THROUGH)

    def canvas_pixel(self, n: int, x: int, y: int) -> tuple[int, int, int, int]:
        """RGBA of the canvas pixel at board coordinates (x, y)."""
        handle = self.canvas(n).element_handle()
        return tuple(evaluate(self.page, _PIXEL_JS, [handle, int(x), int(y)]))

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
        self, selector, expected: str, timeout: float = 30, n: int = 0
    ) -> str:
        """Wait until the element's text contains ``expected``; returns the text.
        ``selector`` is a CSS selector (its n-th match) or a locator."""
        if isinstance(selector, str):
            locator = self.page.locator(selector).nth(n)
        else:
            locator = selector
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

    # -- the projector checks --------------------------------------------------
    def open_file_browser(self) -> None:
        """Show JupyterLab's file browser on the left, as most learners keep it."""
        panel = self.page.locator("#filebrowser")
        if not panel.is_visible():
            self.page.locator(
                ".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']"
            ).click()
            panel.wait_for(state="visible", timeout=10_000)
        self.page.wait_for_timeout(300)  # let the notebook take its new width

    def layout_problems(self, max_width: int = MAX_BOARD_WIDTH) -> list[str]:
        """What does not fit the page as it is now (empty when everything fits)."""
        return evaluate(self.page, _LAYOUT_JS, max_width)

    def record_canvas_text(self) -> None:
        """From the next page load on, note the font sizes of all canvas text."""
        self.page.context.add_init_script(_RECORD_TEXT_JS)

    def canvas_text_sizes(self) -> list[dict]:
        """Per canvas with text: its smallest font, its on-screen scale, and the
        size a reader sees (``shown``). Needs ``record_canvas_text`` before ``open``.
        """
        return evaluate(self.page, _CANVAS_TEXT_JS)

    def font_sizes(self, selector: str) -> list[dict]:
        """The computed font size (``px``) of each element matching ``selector``."""
        return evaluate(self.page, _FONT_SIZES_JS, selector)

    def canvas_drawn(self, n: int) -> bool:
        return evaluate(self.page, _DRAWN_JS, self.canvas(n).element_handle())

    def is_dirty(self) -> bool:
        """Whether the notebook has unsaved changes (JupyterLab's dot on the tab)."""
        return self.page.locator(".jp-mod-current.jp-mod-dirty").count() > 0

    def focused(self) -> str:
        """Tag and classes of the element that has the keyboard focus."""
        return evaluate(
            self.page,
            "() => { const e = document.activeElement;"
            " return e.tagName.toLowerCase() + '.' + [...e.classList].join('.'); }",
        )

    def save_by_shortcut_after_clicking(
        self, n: int, x: float, y: float, patience: float = 10
    ) -> bool:
        """Click the n-th canvas like a learner, press Ctrl+S: did JupyterLab save
        within ``patience`` seconds?

        Run All leaves the notebook with unsaved outputs, so a save is visible as
        the tab's "unsaved" mark going away.
        """
        assert self.is_dirty(), "nothing to save: run the notebook first"
        self.click_canvas(n, x, y)
        self.page.wait_for_timeout(500)  # the kernel's answer to the click arrives
        self.page.keyboard.press("Control+s")
        deadline = time.monotonic() + patience
        while self.is_dirty():
            if time.monotonic() > deadline:
                return False
            self.page.wait_for_timeout(100)
        return True

    def save(self) -> None:
        """Save the notebook (as a learner would before reloading the page)."""
        self.page.locator(".jp-Cell .jp-InputArea-prompt").first.click()
        self.page.keyboard.press("Control+s")
        deadline = time.monotonic() + 30
        while self.is_dirty():
            if time.monotonic() > deadline:
                raise TimeoutError("the notebook was not saved")
            self.page.wait_for_timeout(100)

    def reload_and_find_blank_canvases(
        self, timeout: float = 30, patience: float | None = None
    ) -> list[int]:
        """Save, reload the page, and list the canvases still blank after
        ``patience`` seconds (``timeout`` if None).

        The kernel keeps running, so every board and picture should come back
        drawn: the kit redraws a canvas whenever its browser model appears.
        """
        expected = self.page.locator(".jp-OutputArea-output canvas").count()
        self.save()
        self._settled.clear()
        self.page.reload()
        self.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        self.wait_for_kernel_idle(timeout)
        canvases = self.page.locator(".jp-OutputArea-output canvas")
        deadline = time.monotonic() + (timeout if patience is None else patience)
        while True:
            count = canvases.count()
            blank = [n for n in range(count) if not self.canvas_drawn(n)]
            if count >= expected and not blank:
                return []
            if time.monotonic() > deadline:
                return blank + list(range(count, expected))
            self.page.wait_for_timeout(250)

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


def write_notebook(path: Path, *cells: str) -> Path:
    """A notebook of code cells (for a test's own demo board or a benchmark)."""
    import nbformat

    notebook = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(source) for source in cells]
    )
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(notebook, path)
    return path


def pixel_of(canvas, x: float, y: float) -> tuple[int, int, int, int]:
    """RGBA of a canvas pixel (canvas pixels), for pages that are not JupyterLab."""
    handle = canvas.element_handle()
    return tuple(evaluate(canvas.page, _PIXEL_JS, [handle, int(x), int(y)]))


def is_drawn(canvas) -> bool:
    """Whether any pixel of the canvas has been painted."""
    return evaluate(canvas.page, _DRAWN_JS, canvas.element_handle())


def wait_until_every_canvas_is_drawn(page, timeout: float = 60) -> None:
    """Voila draws a page's canvases once its kernel has run the lesson."""
    canvases = page.locator("canvas")
    poll(
        lambda: all(is_drawn(canvases.nth(n)) for n in range(canvases.count())),
        page,
        timeout,
        "every canvas in Voila to be drawn",
        250,
    )


def click_canvas_at(canvas, x: float, y: float) -> None:
    """Click a canvas at canvas pixels, whatever its on-screen scale."""
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    size = "(c) => [c.width, c.height]"
    width, height = evaluate(canvas.page, size, canvas.element_handle())
    canvas.click(
        position={"x": x * box["width"] / width, "y": y * box["height"] / height},
        force=FORCE_THROUGH,
    )
