"""Sound effects in the browser: an invisible audio player with a mute switch.

A kernel cannot play sound on the learner's computer: it may run on a server (or on
Binder), and Python's ``winsound`` exists only on Windows and plays where the kernel
runs. So a sound is sent to the page as WAV bytes in an ``ipywidgets.Audio`` with
``autoplay``: the browser plays it as soon as the new bytes arrive. Browsers allow
that once the person has clicked the page, which a player always has.

An ``Audio`` widget only sends a value that differs from the last one, so the same
sound twice in a row would play once; the second is sent one silent sample longer.
Like the kit's animations, sounds play only for a person's click or key: a board
driven from code (a demo cell at Run All, a test) stays quiet.
"""

import functools
import io
import threading
import wave

import ipywidgets as widgets

from .canvases import after_drawing, in_user_action


def one_sample_longer(wav: bytes) -> bytes:
    """The same WAV sound with one silent sample added at the end."""
    with wave.open(io.BytesIO(wav), "rb") as source:
        parameters = source.getparams()
        frames = source.readframes(parameters.nframes)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as target:
        target.setparams(parameters)
        target.writeframes(frames + b"\0" * parameters.sampwidth * parameters.nchannels)
    return buffer.getvalue()


class SoundPlayer:
    """Plays WAV bytes in the page; ``switch`` is the mute button to show."""

    def __init__(self) -> None:
        self.audio = widgets.Audio(
            format="wav",
            autoplay=True,
            loop=False,
            controls=False,
            layout=widgets.Layout(width="0px", height="0px"),
        )
        self.audio.add_class("gamelib-sound")
        self.speaker = widgets.Box(layout=widgets.Layout(width="0px", height="0px"))
        """What a board shows: empty until the first sound (an ``Audio`` with no
        bytes makes the browser log an error for every board)."""
        self.switch = widgets.ToggleButton(
            value=True, description="Sound on", tooltip="Sound effects on or off"
        )
        self.switch.add_class("gamelib-sound-switch")
        self.switch.observe(self._switched, names="value")
        self.played: list[bytes] = []
        """Every sound sent to the page, for tests."""
        self._timers: list[threading.Timer] = []

    @property
    def on(self) -> bool:
        return bool(self.switch.value)

    def _switched(self, change: dict) -> None:
        self.switch.description = "Sound on" if change["new"] else "Sound off"
        if not change["new"]:
            self.cancel()

    def play(self, wav: bytes) -> None:
        """Play after the board's drawing (nothing when muted, or no person acted)."""
        if self.on and in_user_action():
            after_drawing(functools.partial(self._send, wav))

    def _send(self, wav: bytes) -> None:
        if not self.on:
            return
        if self.audio.value == wav:
            wav = one_sample_longer(wav)
        self.audio.value = wav
        self.speaker.children = (self.audio,)
        self.played.append(wav)

    def play_after(self, wav: bytes, milliseconds: float) -> None:
        """Play once ``milliseconds`` have passed (a timer: the kernel stays free)."""
        if not (self.on and in_user_action()):
            return
        if milliseconds <= 0:
            return self.play(wav)
        timer = threading.Timer(milliseconds / 1000, self._send, (wav,))
        timer.daemon = True
        self._timers.append(timer)
        timer.start()

    def cancel(self) -> None:
        """Forget the sounds still waiting (a new game, the sound switched off)."""
        for timer in self._timers:
            timer.cancel()
        self._timers = []
