"""The course's notebook runner cannot miss a reply that came in just before it sent.

The kernel runs of the lessons (nbclient) hung for a whole test's time limit about
once in ten runs when a cell printed into an ``Output`` widget: the kernel was idle
and its ``execute_reply`` sat unread in the client (``course.kernel_client``). The
first test plays that moment out between two sockets in this process, in the order
that lost the reply, with no kernel and no timing to wait for.
"""

import ast
import asyncio
import concurrent.futures
import select
import time
from pathlib import Path

import nbformat
import zmq
import zmq.asyncio
from jupyter_client.session import Session

from course.kernel_client import Channel, KernelClient, KernelManager, NotebookClient

REPO = Path(__file__).resolve().parents[1]
THROTTLE_SECONDS = 0.05
"""libzmq skips processing a socket's commands on a send less than about 1 ms after
it last did; waiting this long makes the client's send process them, as it did in
the hung runs."""
WAIT_SECONDS = 10.0
"""How long the test waits for the client to read a reply that is already there: a
client that missed it would wait forever, and stopped at the deadline instead."""


def readable(socket: zmq.Socket) -> bool:
    """Whether the socket's descriptor signals now (looking does not use it up)."""
    return bool(select.select([socket.FD], [], [], 0)[0])


async def reply_after_a_send(channel_class: type[Channel]) -> dict:
    """A "kernel" replies while the client waits; the client sends (as nbclient's
    Output widget does) before its event loop has seen the reply; return what the
    client's wait got."""
    context = zmq.asyncio.Context()
    kernel = zmq.Context.shadow(context.underlying).socket(zmq.ROUTER)  # plain
    client = context.socket(zmq.DEALER)
    try:
        kernel.bind("inproc://shell")
        client.connect("inproc://shell")
        session = Session(key=b"course")
        channel = channel_class(client, session)
        request = session.msg("execute_request", {"code": "board.click(250, 250)"})
        channel.send(request)
        identity, *_ = kernel.recv_multipart()
        waiting = asyncio.ensure_future(channel.get_msg())  # as long as it takes
        for _ in range(3):  # the wait is now registered with the event loop
            await asyncio.sleep(0)
        session.send(kernel, "execute_reply", {"status": "ok"}, request, ident=identity)
        assert readable(client)  # the reply has arrived; the loop has not looked
        time.sleep(THROTTLE_SECONDS)
        channel.send(session.msg("comm_msg", {"comm_id": "output", "data": {}}))
        assert not readable(client)  # the send used the descriptor's signal up
        return await asyncio.wait_for(waiting, WAIT_SECONDS)
    finally:
        client.close(linger=0)
        kernel.close(linger=0)
        context.term()


def in_a_loop_of_its_own(channel_class: type[Channel]) -> dict:
    """``reply_after_a_send`` on a new event loop, in a thread of its own: in a run
    with the browser tests, Playwright keeps an event loop running in this thread,
    where ``asyncio.run`` refuses to start another."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        running = pool.submit(lambda: asyncio.run(reply_after_a_send(channel_class)))
        return running.result(timeout=WAIT_SECONDS * 3)


def test_a_reply_that_came_in_before_a_send_is_still_read_at_once():
    reply = in_a_loop_of_its_own(Channel)
    assert reply["msg_type"] == "execute_reply"
    assert reply["content"] == {"status": "ok"}


def test_the_course_runner_talks_to_its_kernel_through_the_course_channels():
    runner = NotebookClient(nbformat.v4.new_notebook(), kernel_name="python3")
    assert runner.kernel_manager_class is KernelManager
    client = KernelManager(kernel_name="python3").client()
    assert isinstance(client, KernelClient)
    for name in ("shell", "control", "stdin", "iopub"):
        assert isinstance(getattr(client, f"{name}_channel"), Channel), name


def uses_nbclients_own_runner(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "nbclient":
            if any(alias.name in ("NotebookClient", "execute") for alias in node.names):
                return True
        if (
            isinstance(node, ast.Attribute)
            and node.attr in ("NotebookClient", "execute")
            and isinstance(node.value, ast.Name)
            and node.value.id == "nbclient"
        ):
            return True
    return False


def test_every_notebook_run_of_the_course_uses_the_course_runner():
    """nbclient's own runner would bring the lost replies back (module docstring)."""
    own = REPO / "course" / "kernel_client.py"
    files = [
        path
        for folder in ("course", "tests")
        for path in sorted((REPO / folder).rglob("*.py"))
        if path != own
    ]
    assert files
    offenders = [
        str(path.relative_to(REPO))
        for path in files
        if uses_nbclients_own_runner(ast.parse(path.read_text(), str(path)))
    ]
    assert offenders == []
