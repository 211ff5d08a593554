"""Sound effects made in Python: a pick, a slide, a win and an illegal click.

Each sound is computed from sine waves and a little seeded noise, shaped by an
envelope so it starts and stops without a click, and packed as a WAV file with the
standard library's ``wave`` module (numpy computes the samples, in milliseconds).
Nothing has to be downloaded. The board plays them in the browser through a widget:
Python's ``winsound`` would play them on the computer running the kernel, and only
on Windows; for a notebook on a server or on Binder that is not the learner's
computer at all.
"""

import io
import wave
from functools import cache

import numpy as np

RATE = 22_050
"""Samples per second: plenty for short effects, and small files."""
VOLUME = 0.45


def _envelope(total: int, attack: int = 200) -> np.ndarray:
    """Rise over ``attack`` samples, then fall to silence by the end."""
    k = np.arange(total)
    return np.minimum(1.0, k / attack) * (1 - k / total) ** 2


def tone(start_hz: float, end_hz: float, seconds: float) -> np.ndarray:
    """A sine sweeping from ``start_hz`` to ``end_hz``, faded in and out."""
    total = int(RATE * seconds)
    frequency = np.linspace(start_hz, end_hz, total, endpoint=False)
    phase = np.cumsum(2 * np.pi * frequency / RATE)
    return np.sin(phase) * _envelope(total)


def rustle(seconds: float, seed: int = 7) -> np.ndarray:
    """Soft noise, smoothed so it sounds like wood sliding rather than a hiss."""
    total = int(RATE * seconds)
    noise = np.random.default_rng(seed).uniform(-1, 1, total)
    smooth = np.convolve(noise, np.ones(8) / 8, mode="same")
    return 2.5 * smooth * _envelope(total, attack=600)


def mix(*parts: tuple[float, np.ndarray]) -> np.ndarray:
    """Add sounds together, each starting at its time in seconds."""
    length = max(int(start * RATE) + len(samples) for start, samples in parts)
    mixed = np.zeros(length)
    for start, samples in parts:
        offset = int(start * RATE)
        mixed[offset : offset + len(samples)] += samples
    return mixed


def wav_bytes(samples: np.ndarray) -> bytes:
    """16-bit mono WAV data of ``samples`` (values from -1 to 1)."""
    peak = max(1.0, float(np.abs(samples).max(initial=0.0)))
    data = (32767 * VOLUME * samples / peak).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(data.tobytes())
    return buffer.getvalue()


@cache
def pick() -> bytes:
    """A short rising blip: a block comes up."""
    return wav_bytes(tone(520, 880, 0.09))


@cache
def put_back() -> bytes:
    """A short falling blip: the block goes back down."""
    return wav_bytes(tone(760, 430, 0.09))


@cache
def slide() -> bytes:
    """Blocks sliding, then the knock of the block going in."""
    return wav_bytes(mix((0.0, rustle(0.32)), (0.3, tone(180, 120, 0.12))))


@cache
def win() -> bytes:
    """A rising arpeggio: C, E, G, C."""
    notes = [523.25, 659.25, 783.99, 1046.5]
    return wav_bytes(mix(*((0.11 * k, tone(f, f, 0.22)) for k, f in enumerate(notes))))


@cache
def illegal() -> bytes:
    """Two low buzzes, clipped so they sound harsher than a sine: not allowed."""
    buzz = np.clip(3 * tone(150, 140, 0.12), -0.6, 0.6)
    return wav_bytes(mix((0.0, buzz), (0.16, buzz)))


SOUNDS = {
    "pick": pick,
    "put back": put_back,
    "slide": slide,
    "win": win,
    "illegal": illegal,
}
"""Each effect by name; calling one gives its WAV bytes (made once, then kept)."""
