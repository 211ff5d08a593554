"""The sound effects are real, short WAV sounds, the same on every run."""

import io
import wave

import pytest

from gamelib.quixo.lesson.sounds import RATE, SOUNDS


def frames(data: bytes) -> tuple[int, bytes]:
    with wave.open(io.BytesIO(data), "rb") as sound:
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
        assert sound.getframerate() == RATE
        return sound.getnframes(), sound.readframes(sound.getnframes())


@pytest.mark.parametrize("name", list(SOUNDS))
def test_each_sound_is_a_short_wav_that_is_not_silent(name):
    count, samples = frames(SOUNDS[name]())
    assert 0.05 <= count / RATE <= 0.8
    assert max(abs(v) for v in memoryview(samples).cast("h")) > 3000


def test_the_sounds_differ_and_do_not_change_between_runs():
    made = {name: make() for name, make in SOUNDS.items()}
    assert len(set(made.values())) == len(made)
    SOUNDS["slide"].cache_clear()
    assert SOUNDS["slide"]() == made["slide"]
