"""The view kit's text box: Enter submits what was typed, as a person's action.

The page sends each change of the text, and Enter, as custom messages that carry
the text (``gamelib.views.controls``); the tests play that part.
"""

from gamelib.views import BoardView, ErrorReporter, in_user_action, key_box, text_box


def type_text(box, text: str, n: int = 1) -> None:
    box._handle_custom_msg({"event": "input", "value": text, "view": "v", "n": n}, [])


def press_enter(box, text: str | None = None) -> None:
    text = box.value if text is None else text
    box._handle_custom_msg({"event": "submit", "value": text, "view": "v"}, [])


def test_enter_submits_the_text_as_typed_and_keeps_it():
    submitted = []
    box = text_box(
        lambda text: submitted.append((text, in_user_action())), ErrorReporter()
    )
    type_text(box, "  Cats ")
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
    type_text(box, "cats")
    press_enter(box)
    assert isinstance(reporter.last_error, KeyError)
    assert {"gamelib-text", "word-box"} <= set(box._dom_classes)
    assert box.placeholder == "type a word"


def test_a_board_view_puts_its_text_box_with_the_controls():
    view = BoardView(100, 100, lambda canvas: None, css_class="demo")
    box = view.text_box(lambda text: view.say(f"got {text}"), "a word")
    assert view.controls.children == (box,)
    type_text(box, "jobs")
    press_enter(box)
    assert view.message.text == "got jobs"


def test_the_boxs_own_button_sends_the_text_it_shows_with_the_press():
    """Prolix's Submit was a separate button that read ``value``: in two CI runs it
    played the text typed before. The box's own button sends the text, as Enter."""
    view = BoardView(100, 100, lambda canvas: None, css_class="demo")
    box = view.text_box(lambda text: view.say(f"got {text}"), "a word", "Submit")
    assert view.controls.children == (box,)
    assert box.button == "Submit"
    assert box.layout.width == "auto", "the box's width is its input's and button's"
    type_text(box, "qwrtp")
    press_enter(box, "London")  # the page's message for a press of Submit
    assert view.message.text == "got London"


def test_enter_carries_the_text_so_a_late_change_cannot_make_it_stale():
    """On a busy kernel ipywidgets' Text sent value 'd', then Enter, then 'dog'."""
    submitted = []
    box = text_box(submitted.append, ErrorReporter())
    type_text(box, "d")
    press_enter(box, "dog")
    assert submitted == ["dog"]
    assert box.value == "dog"


def test_the_kernel_tells_the_page_when_it_changes_the_text_itself():
    box = text_box(lambda text: None, ErrorReporter())
    told = []
    box.send = told.append
    type_text(box, "dog", n=3)
    assert told == [], "the page has typed text already"
    box.value = ""
    assert told == [{"set": "", "view": "v", "n": 3}]


def test_the_key_box_hands_over_each_character_once_in_order():
    typed = []
    box = key_box(lambda key: typed.append((key, in_user_action())), ErrorReporter())
    box._handle_custom_msg({"event": "keys", "value": "4"}, [])
    box._handle_custom_msg({"event": "keys", "value": "07"}, [])  # typed fast
    assert typed == [("4", True), ("0", True), ("7", True)]
    assert box.value == ""
    assert box.characters
