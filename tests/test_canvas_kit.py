"""The view kit's wiring, checked without a browser by playing the browser's part.

A frontend event is a comm message the canvas hands to ``_handle_frontend_event``;
what the kit draws is captured where ipycanvas sends its command batches.
"""

import contextvars
import threading
import time

import ipywidgets as widgets
import pytest
from ipycanvas import Canvas
from ipycanvas import canvas as ipycanvas_canvas

from gamelib import views as kit
from gamelib.views import (
    MAX_ANIMATION_MS,
    MAX_WIDTH,
    BoardView,
    ErrorReporter,
    MessageLine,
    Timeline,
    animate,
    button,
    canvases,
    clickable,
    disable_for,
    font,
    in_user_action,
    new_canvas,
    panel,
    picture,
    safe_hold,
    set_enabled,
)
from gamelib.views.controls import FocusKeeper, StatusText, TextEntry
from gamelib.views.sound import SoundPlayer

SWITCH = ipycanvas_canvas.COMMANDS["switchCanvas"]
SLEEP = ipycanvas_canvas.COMMANDS["sleep"]
FILL_RECT = ipycanvas_canvas.COMMANDS["fillRect"]


@pytest.fixture
def sent(monkeypatch):
    """Every batch of drawing commands the kernel would send to the page."""
    manager = ipycanvas_canvas._CANVAS_MANAGER
    batches = []
    monkeypatch.setattr(
        manager, "_send_custom", lambda command, buffers=(): batches.append(command)
    )
    yield batches
    manager._caching = False
    manager._commands_cache, manager._buffers_cache = [], []


@pytest.fixture
def paced(monkeypatch):
    monkeypatch.delenv("GAMELIB_FAST", raising=False)


def browser_event(canvas: Canvas, **content) -> None:
    canvas._handle_frontend_event(None, content, [])


def press(area, x: float, y: float, shown_width: float | None = None, button=0):
    """A mouse press in a ``clickable`` box, as ipyevents reports it from the page:
    CSS pixels from the box's corner, and the box's width on the page."""
    content = {"type": "mousedown", "button": button}
    content |= {"relativeX": x, "relativeY": y}
    content["boundingRectWidth"] = shown_width or area.children[0].width
    area.presses._handle_mouse_msg(None, content, [])


def names(batch) -> list[int]:
    """The command ids of one batch (a single command is not wrapped in a list)."""
    return [command[0] for command in batch] if isinstance(batch[0], list) else []


def fill(colour):
    def draw(canvas):
        canvas.fill_style = colour
        canvas.fill_rect(0, 0, 10, 10)

    return draw


# -- canvases ------------------------------------------------------------------
def test_new_canvas_shrinks_with_the_cell_but_never_grows_past_its_size():
    canvas = new_canvas(300, 200, "my-board")
    assert (canvas.width, canvas.height) == (300, 200)
    assert canvas.layout.max_width == "300px"
    assert canvas.layout.width == "100%"
    assert canvas.layout.height == "auto"  # keeps the proportions when it shrinks
    assert {"gamelib-canvas", "my-board"} <= set(canvas._dom_classes)


@pytest.mark.parametrize("size", [(MAX_WIDTH + 1, 100), (0, 100), (100, 0)])
def test_new_canvas_refuses_what_does_not_fit_a_projector(size):
    with pytest.raises(ValueError, match="does not fit"):
        new_canvas(*size)


def test_font_refuses_text_too_small_to_read_on_a_projector():
    assert font(16) == "16px sans-serif"
    assert font(22.5, bold=True, family="serif") == "bold 22.5px serif"
    with pytest.raises(ValueError, match="too small"):
        font(12)


def test_a_picture_is_drawn_now_and_again_for_every_new_page(sent):
    canvas = picture(50, 40, fill("red"), "demo-picture")
    assert len(sent) == 1 and FILL_RECT in names(sent[0])
    other = new_canvas(10, 10)
    with safe_hold():
        other.fill_rect(0, 0, 1, 1)  # another canvas becomes the current one
    browser_event(canvas, event="client_ready")
    assert len(sent) == 3
    assert names(sent[2])[0] == SWITCH, "the new page is told which canvas to draw on"
    assert FILL_RECT in names(sent[2])
    assert "demo-picture" in canvas._dom_classes


def test_a_reconnect_redraws_even_when_the_canvas_was_already_current(sent):
    canvas = picture(50, 40, fill("red"))
    browser_event(canvas, event="client_ready")
    assert names(sent[-1])[0] == SWITCH


def test_a_picture_shows_what_its_cell_drew_not_what_its_names_hold_later(sent):
    """00-start's milestone 3: a later cell empties ``marked``; a view appearing
    after Run All must still show the three marks the picture's cell drew."""
    marked = [(0, 0), (1, 2), (2, 1)]

    def draw(canvas):
        for row, column in marked:
            canvas.fill_rect(column * 10, row * 10, 5, 5)

    canvas = picture(50, 40, draw)
    marked.clear()
    browser_event(canvas, event="client_ready")
    assert names(sent[-1]).count(FILL_RECT) == 3
    assert sent[-1] == sent[0]


def test_a_picture_whose_drawing_was_stopped_is_not_drawn_again(sent, monkeypatch):
    made, calls = [], []
    monkeypatch.setattr(
        canvases, "new_canvas", lambda *size: made.append(new_canvas(*size)) or made[0]
    )

    def endless(canvas):
        calls.append(1)
        canvas.fill_rect(0, 0, 1, 1)
        raise KeyboardInterrupt  # the Stop button, in the middle of the loop

    with pytest.raises(KeyboardInterrupt):
        picture(50, 40, endless)
    assert sent == [], "an unfinished drawing is dropped, not sent after Stop"
    browser_event(made[0], event="client_ready")
    assert calls == [1] and sent == []


def test_an_endless_drawing_is_stopped_before_it_fills_the_memory(sent):
    canvas = new_canvas(10, 10)
    with pytest.raises(KeyboardInterrupt, match="drawing 50,000 times"):
        with safe_hold():
            for _ in range(60_000):  # a loop that never ends, for the guard
                canvas.fill_rect(0, 0, 1, 1)
    assert sent == [] and ipycanvas_canvas._CANVAS_MANAGER._commands_cache == []
    with safe_hold():
        canvas.fill_rect(0, 0, 1, 1)
    assert len(sent) == 1, "the next drawing is sent as usual"


def test_safe_hold_sends_nested_drawing_once_at_the_end(sent):
    canvas = new_canvas(10, 10)
    with safe_hold():
        with safe_hold():
            canvas.fill_rect(0, 0, 1, 1)
        assert sent == []
        canvas.fill_rect(1, 1, 1, 1)
    assert len(sent) == 1 and names(sent[0]).count(FILL_RECT) == 2


# -- message line --------------------------------------------------------------
def test_message_line_escapes_and_keeps_the_plain_text():
    line = MessageLine("Type <b> & press Enter", "my-message")
    assert line.text == "Type <b> & press Enter"
    assert "Type &lt;b&gt; &amp; press Enter" in line.value
    assert "<b>" not in line.value
    assert line.style.font_size == "16px"
    assert {"gamelib-message", "my-message"} <= set(line._dom_classes)


@pytest.mark.parametrize("given", [None, 7, ["a", "list"]])
def test_a_message_that_is_no_sentence_is_shown_as_what_went_wrong(given):
    line = MessageLine("start")
    line.say(given)
    assert line.text.startswith(f"Nothing to say: the board was given {given!r}")
    assert "return, not print" in line.text


def test_a_message_can_wait_for_an_animation_and_a_newer_one_cancels_it():
    line = MessageLine("start")
    shown = threading.Event()
    line.observe(lambda change: shown.set(), names="value")
    line.say("the die shows 4", after_ms=50)
    assert line.text == "the die shows 4" and line.waiting
    assert "start" in line.value, "not shown before the animation ends"
    assert shown.wait(5)
    assert "the die shows 4" in line.value and not line.waiting

    line.say("old news", after_ms=50)
    line.say("new game")
    assert "new game" in line.value and not line.waiting
    threading.Event().wait(0.2)
    assert "new game" in line.value, "the cancelled message never appears"


# -- events --------------------------------------------------------------------
def test_a_press_calls_the_board_as_a_person_in_canvas_pixels():
    canvas = new_canvas(200, 100)
    calls = []
    area = clickable(
        canvas, lambda x, y: calls.append((x, y, in_user_action())), ErrorReporter()
    )
    press(area, 12.5, 80)
    assert calls == [(12.5, 80, True)]
    press(area, 50, 25, shown_width=100)  # the canvas shrank to half in a narrow cell
    assert calls[-1] == (100, 50, True)
    assert not in_user_action(), "only during the callback"


def test_a_right_click_is_no_move():
    calls = []
    area = clickable(
        new_canvas(100, 100), lambda x, y: calls.append((x, y)), ErrorReporter()
    )
    press(area, 10, 10, button=2)
    assert calls == []


def test_the_canvas_leaves_the_mouse_to_its_box_which_has_its_size():
    """ipycanvas would send every mouse move to the kernel, and take the keyboard."""
    canvas = new_canvas(300, 200)
    area = clickable(canvas, lambda x, y: None, ErrorReporter())
    assert area.children[0] is canvas
    assert "gamelib-click-through" in canvas._dom_classes
    style = area.children[-1].value
    assert "canvas.gamelib-click-through" in style and "pointer-events: none" in style
    assert (area.layout.width, area.layout.max_width) == ("100%", "300px")
    assert area.presses.watched_events == ["mousedown"], "presses only, no moves"


def test_a_persons_click_sends_the_drawing_before_the_words(monkeypatch, sent):
    """The page handles messages in order: words first would delay the picture."""
    order = []
    monkeypatch.setattr(
        ipycanvas_canvas._CANVAS_MANAGER,
        "_send_custom",
        lambda command, buffers=(): order.append("drawing"),
    )
    view = Counter().view
    line_sent = view.message.send_state
    monkeypatch.setattr(
        view.message,
        "send_state",
        lambda key=None: order.append("words") or line_sent(key),
    )
    order.clear()
    press(view.area, 10, 20)
    assert order == ["drawing", "words"]
    assert view.message.text == "1 clicks" and "1 clicks" in view.message.value


def test_a_board_driven_from_code_says_its_words_at_once():
    view = Counter().view
    view.say("at once")
    assert "at once" in view.message.value


def test_a_failing_action_still_sends_the_words_it_said_before_failing():
    line = MessageLine()
    reporter = ErrorReporter()

    def fail():
        line.say("the die rolled off the table")
        raise RuntimeError("dropped")

    button("Roll", fail, reporter).click()
    assert "the die rolled off the table" in line.value
    assert isinstance(reporter.last_error, RuntimeError)


def test_a_failing_click_is_reported_under_the_board_not_lost():
    canvas = new_canvas(100, 100)
    reporter = ErrorReporter()

    def click(x, y):
        raise IndexError(f"no square at {x}, {y}")

    press(clickable(canvas, click, reporter), 1, 2)
    assert isinstance(reporter.last_error, IndexError)
    assert "no square at 1.0, 2.0" in str(reporter.last_error)


def test_a_button_calls_its_action_as_a_person():
    pressed = []
    control = button("Roll", lambda: pressed.append(in_user_action()), ErrorReporter())
    control.click()
    assert pressed == [True]
    assert control.description == "Roll"


def test_set_enabled_switches_every_control():
    controls = [widgets.Button(), widgets.Text()]
    set_enabled(controls, False)
    assert all(control.disabled for control in controls)
    set_enabled(controls, True)
    assert not any(control.disabled for control in controls)


def test_controls_are_disabled_while_an_animation_plays():
    controls = [widgets.Button(), widgets.Button()]
    assert disable_for(controls, 0) is None
    assert not any(control.disabled for control in controls)
    timer = disable_for(controls, 50)
    assert all(control.disabled for control in controls)
    timer.join(5)
    assert not any(control.disabled for control in controls)


# -- animation -----------------------------------------------------------------
def frames_drawn(canvas_log):
    def draw_frame(canvas, t):
        canvas_log.append(t)
        canvas.fill_rect(0, 0, 10 * t, 10)

    return draw_frame


def test_an_animation_from_code_draws_only_its_last_frame(sent, paced):
    drawn = []
    assert animate(new_canvas(10, 10), frames_drawn(drawn), 5, 100) == 0
    assert drawn == [1.0]
    assert SLEEP not in names(sent[0])


def test_an_animation_for_a_person_sends_its_first_frame_then_the_rest(sent, paced):
    """Issue 30: the first frame (and its pause) leaves the kernel before the others
    are drawn, so the board answers a click at once; the rest is queued in one more
    batch, pauses included (the kernel never sleeps)."""
    drawn, canvas = [], new_canvas(10, 10)
    reporter = ErrorReporter()
    played = []
    run = reporter.user_action(
        lambda: played.append(animate(canvas, frames_drawn(drawn), 4, 50))
    )
    run()
    assert drawn == [0.25, 0.5, 0.75, 1.0]
    assert played == [150]
    assert len(sent) == 2
    assert [names(batch).count(SLEEP) for batch in sent] == [1, 2]


def animated_round(canvas, line, controls, box):
    """A person's action as Prolix's Submit plays it: an animation, then its
    words, its controls greyed for it and its text box emptied."""

    def submit():
        playing = animate(canvas, frames_drawn([]), 4, 50)
        line.say("played", after_ms=0)
        disable_for(controls, playing)
        box.clear()

    return ErrorReporter().user_action(submit)


def test_an_animations_first_frame_gets_a_headstart_on_the_other_updates(
    sent, paced, monkeypatch
):
    """Issue 30: sent with the first frame, the words, the greyed buttons and the
    emptied box reached the page first and held that frame back. The next action
    sends what still waits first, so its own words come last."""
    monkeypatch.setattr(canvases, "FIRST_FRAME_HEADSTART_MS", 60_000.0)
    canvas, line, box = new_canvas(10, 10), MessageLine("before"), TextEntry()
    controls, box.value = [widgets.Button()], "word"
    animated_round(canvas, line, controls, box)()
    assert len(sent) == 2, "the frames went at once"
    assert "before" in line.value and box.value == "word"
    assert not controls[0].disabled
    ErrorReporter().user_action(lambda: line.say("second"))()
    assert box.value == "" and controls[0].disabled
    assert "second" in line.value


def test_the_waiting_updates_go_on_their_own_after_the_headstart(sent, paced):
    canvas, line, box = new_canvas(10, 10), MessageLine(), TextEntry()
    box.value = "word"
    animated_round(canvas, line, [], box)()
    deadline = time.monotonic() + 10
    while box.value and time.monotonic() < deadline:
        time.sleep(0.01)
    assert box.value == "" and "played" in line.value


def test_a_paced_drawing_without_animation_also_goes_ahead(sent, paced, monkeypatch):
    """Issue 30: Quixo's pick (a redraw, no animation) sent its sound and status
    text right behind the drawing, and the page dealt with them before showing it."""
    monkeypatch.setattr(canvases, "FIRST_FRAME_HEADSTART_MS", 60_000.0)
    canvas, line, status = new_canvas(10, 10), MessageLine("before"), StatusText()
    player = SoundPlayer()

    def pick():
        with safe_hold():
            canvas.fill_rect(0, 0, 5, 5)
        line.say("picked")
        status.say("X holds a block")
        player.play(b"a sound")

    ErrorReporter().user_action(pick)()
    assert len(sent) == 1 and "before" in line.value
    assert player.played == [] and status.value == ""
    ErrorReporter().user_action(lambda: None)()  # the next action sends them first
    assert "picked" in line.value and "X holds" in status.value
    assert player.played == [b"a sound"]


def test_a_task_the_action_started_says_its_words_when_it_runs(sent, paced):
    """Quixo's computer thinks in an asyncio task made in the click, which carries
    the click's context: its status text, waiting for a drawing already sent, was
    never shown (the board stayed on "O is thinking")."""
    line, status, contexts = MessageLine(), StatusText(), []
    ErrorReporter().user_action(lambda: contexts.append(contextvars.copy_context()))()
    contexts[0].run(line.say, "the computer moved")
    contexts[0].run(status.say, "X to move.")
    assert "the computer moved" in line.value and "X to move." in status.value


def test_with_pacing_off_the_updates_follow_the_drawing_at_once(sent, monkeypatch):
    monkeypatch.setenv("GAMELIB_FAST", "1")  # pacing off: no animation
    canvas, line, box = new_canvas(10, 10), MessageLine(), TextEntry()
    box.value = "word"
    animated_round(canvas, line, [widgets.Button()], box)()
    assert "played" in line.value and box.value == ""


def test_a_long_animation_is_sped_up_to_stay_short(sent, paced):
    drawn, canvas = [], new_canvas(10, 10)
    played = []
    ErrorReporter().user_action(
        lambda: played.append(animate(canvas, frames_drawn(drawn), 31, 1000))
    )()
    assert len(drawn) == 31
    assert played == [pytest.approx(MAX_ANIMATION_MS)]


def test_fast_mode_turns_animations_off(sent, monkeypatch):
    monkeypatch.setenv("GAMELIB_FAST", "1")
    drawn = []
    ErrorReporter().user_action(
        lambda: animate(new_canvas(10, 10), frames_drawn(drawn), 4, 50)
    )()
    assert drawn == [1.0]


def test_an_animation_needs_a_frame():
    with pytest.raises(ValueError, match="at least one frame"):
        animate(new_canvas(10, 10), lambda canvas, t: None, 0, 10)


# -- the assembled board -------------------------------------------------------
class Counter:
    """The smallest board: counts clicks and keys, drawn as a bar."""

    def __init__(self):
        self.clicks, self.keys = [], []
        self.view = BoardView(
            200, 100, self.draw, click=self.click, key=self.key, css_class="counter"
        )
        self.reset_button = self.view.button("New game", self.reset)

    def draw(self, canvas):
        canvas.fill_rect(0, 0, 20 * len(self.clicks), 10)

    def click(self, x, y):
        self.clicks.append((x, y))
        self.view.redraw()
        self.view.say(f"{len(self.clicks)} clicks")

    def key(self, key):
        self.keys.append(key)

    def reset(self):
        self.clicks.clear()
        self.view.redraw()


def test_board_view_wires_every_event_to_the_board(sent):
    board = Counter()
    view = board.view
    assert len(sent) == 1, "drawn once when made"
    press(view.area, 10, 20)
    assert board.clicks == [(10, 20)]
    assert view.message.text == "1 clicks"
    assert "counter-message" in view.message._dom_classes
    keys = next(c for c in view.controls.children if isinstance(c, TextEntry))
    keys._handle_custom_msg({"event": "keys", "value": "q"}, [])
    assert board.keys == ["q"]
    board.reset_button.click()
    assert board.clicks == []
    assert {"board-new-game", "counter-new-game"} <= set(
        board.reset_button._dom_classes
    )
    browser_event(view.canvas, event="client_ready")
    assert names(sent[-1])[0] == SWITCH
    assert view.errors.last_error is None


def test_board_view_shows_as_its_widget():
    view = Counter().view
    bundle = view._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    widget_view = data["application/vnd.jupyter.widget-view+json"]
    assert widget_view["model_id"] == view.widget.model_id
    assert view.area in view.widget.children and view.canvas in view.area.children
    assert view.errors.output in view.widget.children


def test_lines_said_in_turn_follow_their_times_and_a_newer_message_cancels_them():
    line = MessageLine("Your turn.")
    seen = []
    line.observe(lambda change: seen.append(change["new"]), names="value")
    line.say_in_turn(
        [(0, "Computer rolls..."), (60, "Computer rolls 4."), (120, "Done.")]
    )
    assert line.text == "Done." and line.waiting
    assert "Computer rolls..." in line.value
    deadline = time.monotonic() + 5
    while line.waiting and time.monotonic() < deadline:
        time.sleep(0.02)
    assert [text.count("rolls 4") + 2 * text.count("Done") for text in seen] == [
        0,
        1,
        2,
    ]

    line.say_in_turn([(50, "stale"), (100, "stale too")])
    line.say("New game.")
    threading.Event().wait(0.25)
    assert "New game." in line.value and not line.waiting


# -- timeline --------------------------------------------------------------------
def wait_until_done(timeline, seconds=5):
    deadline = time.monotonic() + seconds
    while timeline.playing and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not timeline.playing


def test_timed_steps_run_in_order_and_each_sends_its_own_batch(sent):
    canvas, line, ran = new_canvas(10, 10), MessageLine(), []
    timeline = Timeline()

    def step(colour):
        def action():
            fill(colour)(canvas)
            line.say(colour)
            ran.append((colour, time.monotonic()))

        return action

    start = time.monotonic()
    assert (
        timeline.play([(0, step("red")), (80, step("green")), (160, step("blue"))])
        == 160
    )
    wait_until_done(timeline)
    assert [colour for colour, _ in ran] == ["red", "green", "blue"]
    assert ran[2][1] - start >= 0.15, "each step waits for its moment"
    assert len(sent) == 3 and all(FILL_RECT in names(batch) for batch in sent)
    assert line.text == "blue"


def test_new_steps_cancel_the_waiting_ones():
    ran, timeline = [], Timeline()
    timeline.play([(50, lambda: ran.append("old")), (100, lambda: ran.append("old"))])
    timeline.play([(20, lambda: ran.append("new"))])
    wait_until_done(timeline)
    time.sleep(0.15)
    assert ran == ["new"]
    timeline.play([(30, lambda: ran.append("never"))])
    timeline.cancel()
    time.sleep(0.1)
    assert ran == ["new"] and not timeline.playing


def test_a_failing_step_is_reported_and_the_others_still_run():
    reporter, ran = ErrorReporter(), []
    timeline = Timeline(reporter)
    timeline.play([(0, lambda: 1 / 0), (30, lambda: ran.append("next"))])
    wait_until_done(timeline)
    assert isinstance(reporter.last_error, ZeroDivisionError) and ran == ["next"]


# -- panels ----------------------------------------------------------------------
def test_a_panel_sets_16_px_controls_for_its_children_only():
    play = widgets.Button(description="Play")
    box = panel([play], "lab")
    assert {"gamelib-panel", "lab"} <= set(box._dom_classes)
    style, keeper, *rest = box.children
    assert rest == [play]
    assert isinstance(keeper, FocusKeeper), "a disabled control gets its focus back"
    assert style.layout.display == "none", "the style rule takes no room"
    assert ".gamelib-panel {" in style.value
    assert "--jp-widgets-font-size: 16px;" in style.value


def test_a_board_view_is_a_panel():
    view = Counter().view
    assert "gamelib-panel" in view.widget._dom_classes
    assert "--jp-widgets-font-size: 16px" in view.widget.children[0].value


# -- long work -----------------------------------------------------------------
def test_a_background_button_works_beside_the_kernel_once_per_press():
    reporter = ErrorReporter()
    release, started, runs = threading.Event(), threading.Event(), []

    def work():
        runs.append(threading.current_thread() is threading.main_thread())
        started.set()
        release.wait(5)

    start = kit.background_button("Solve", work, reporter, "solve")
    start.click()  # returns at once: the kernel is free for other boards
    assert started.wait(5) and start.disabled
    start.click()  # a second press, queued before the button was disabled
    release.set()
    deadline = time.monotonic() + 5
    while start.disabled and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not start.disabled, "enabled again when the work is done"
    assert runs == [False], "ran once, not on the main thread"
    assert "solve" in start._dom_classes


def test_a_failing_background_work_is_reported_and_the_button_comes_back():
    reporter = ErrorReporter()
    done = threading.Event()

    def work():
        try:
            raise ArithmeticError("the equations do not converge")
        finally:
            done.set()

    start = kit.background_button("Solve", work, reporter)
    start.click()
    assert done.wait(5)
    deadline = time.monotonic() + 5
    while start.disabled and time.monotonic() < deadline:
        time.sleep(0.01)
    assert isinstance(reporter.last_error, ArithmeticError)
    assert not start.disabled
