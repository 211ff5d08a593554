"""The view kit's text box: Enter submits what was typed, as a person's action.

The browser's Enter arrives as a custom message ``{"event": "submit"}`` (ipywidgets'
TextView sends it); the tests play that part.
"""

from gamelib.canvas import BoardView, ErrorReporter, in_user_action, text_box


def press_enter(box) -> None:
    box._handle_custom_msg({"event": "submit"}, [])


def test_enter_submits_the_text_as_typed_and_keeps_it():
    submitted = []
    box = text_box(
        lambda text: submitted.append((text, in_user_action())), ErrorReporter()
    )
    box.value = "  Cats "
    press_enter(box)
    assert submitted == [("  Cats ", True)]
    assert box.value == "  Cats "  # the board decides when to empty it


def test_other_messages_from_the_browser_submit_nothing():
    submitted = []
    box = text_box(submitted.append, ErrorReporter())
    box._handle_custom_msg({"event": "focus"}, [])
    assert submitted == []


def test_an_error_in_submit_is_shown_under_the_board_not_lost():
    reporter = ErrorReporter()

    def submit(text):
        raise KeyError(text)

    box = text_box(submit, reporter, "type a word", "word-box")
    box.value = "cats"
    press_enter(box)
    assert isinstance(reporter.last_error, KeyError)
    assert {"gamelib-text", "word-box"} <= set(box._dom_classes)
    assert box.placeholder == "type a word"


def test_a_board_view_puts_its_text_box_with_the_controls():
    view = BoardView(100, 100, lambda canvas: None, css_class="demo")
    box = view.text_box(lambda text: view.say(f"got {text}"), "a word")
    assert view.controls.children == (box,)
    box.value = "jobs"
    press_enter(box)
    assert view.message.text == "got jobs"
