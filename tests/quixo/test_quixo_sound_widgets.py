"""The board's sound player and hidden status text (widgets, without a browser)."""

import io
import time
import wave

from gamelib.quixo.lesson.sounds import SOUNDS
from gamelib.views.canvases import ErrorReporter
from gamelib.views.controls import StatusText
from gamelib.views.sound import SoundPlayer, one_sample_longer


def as_a_person(action, *arguments):
    """Run ``action`` as a click's callback would (sounds play only then)."""
    ErrorReporter().user_action(action)(*arguments)


def frame_count(data: bytes) -> int:
    with wave.open(io.BytesIO(data), "rb") as sound:
        return sound.getnframes()


def test_the_same_sound_twice_is_sent_twice():
    player = SoundPlayer()
    pick = SOUNDS["pick"]()
    as_a_person(player.play, pick)
    as_a_person(player.play, pick)
    assert len(player.played) == 2 and player.played[0] != player.played[1]
    assert frame_count(player.played[1]) == frame_count(pick) + 1
    assert player.audio.autoplay and not player.audio.controls


def test_one_sample_longer_keeps_the_sound():
    pick = SOUNDS["pick"]()
    longer = one_sample_longer(pick)
    assert longer.endswith(b"\0\0") and len(longer) == len(pick) + 2


def test_the_switch_mutes_and_cancels_waiting_sounds():
    player = SoundPlayer()
    as_a_person(player.play_after, SOUNDS["win"](), 200)
    player.switch.value = False
    assert player.switch.description == "Sound off" and not player.on
    as_a_person(player.play, SOUNDS["pick"]())
    time.sleep(0.3)
    assert player.played == []
    player.switch.value = True
    as_a_person(player.play_after, SOUNDS["pick"](), 0)
    assert len(player.played) == 1 and player.switch.description == "Sound on"


def test_a_sound_can_wait_for_an_animation():
    player = SoundPlayer()
    as_a_person(player.play_after, SOUNDS["win"](), 50)
    assert player.played == []
    deadline = time.monotonic() + 10  # a timer thread; a busy machine delays it
    while not player.played and time.monotonic() < deadline:
        time.sleep(0.02)
    assert player.played == [SOUNDS["win"]()]


def test_a_board_driven_from_code_stays_quiet():
    player = SoundPlayer()
    player.play(SOUNDS["pick"]())
    player.play_after(SOUNDS["win"](), 10)
    time.sleep(0.1)
    assert player.played == [] and player.audio.value == b""


def test_the_page_gets_no_audio_player_before_the_first_sound():
    """An ``Audio`` widget with no bytes made the browser log
    ERR_REQUEST_RANGE_NOT_SATISFIABLE for each Quixo board of the lesson."""
    player = SoundPlayer()
    assert player.speaker.children == ()
    as_a_person(player.play, SOUNDS["pick"]())
    assert player.speaker.children == (player.audio,) and player.audio.value


def test_the_status_text_is_hidden_but_in_the_page_and_escaped():
    status = StatusText("board-status")
    status.say("X to move <now>")
    assert 'role="status"' in status.value and "X to move &lt;now&gt;" in status.value
    assert "clip:rect(0 0 0 0)" in status.value and "display" not in status.value
    assert status.text == "X to move <now>"
    assert "board-status" in status._dom_classes
