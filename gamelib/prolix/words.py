"""Which words count: the built-in English word list, or one the player supplies.

Why it is built this way, with the measured facts: ``docs/design.md``,
``gamelib.prolix.words``.
"""

import bisect
import functools
import gzip
import importlib.resources
import itertools
import os
import re
import zlib
from collections.abc import Iterable, Iterator
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from gamelib.arguments import describe, excerpt, read_file
from gamelib.errors import ArgumentError, SetupError
from gamelib.prolix.tiles import MAX_WORD_LENGTH


class DictionaryError(SetupError):
    """A word list cannot be used: missing, not text, too big, or no usable words."""


_LOWER_LETTERS = re.compile("[a-z]+")
_WORD_SHAPE = re.compile(f"[a-z]{{1,{MAX_WORD_LENGTH}}}")
_NAME_SHAPE = re.compile("[A-Z][a-z][A-Za-z]*")
"""A capital, a small letter, then letters: London, McDonald; not NASA or IRAs."""

PATH_EXCERPT_LENGTH = 60
MAX_WORD_LIST_BYTES = 8_000_000
"""A word list larger than this is refused unread: every English word fits in 5 MB."""
BUILT_IN_SOURCE = "SCOWL en_US Hunspell dictionary (spylls package)"


class WordList:
    """A set of lower-case words, the names it knows, and where they came from.

    ``"Cats" in word_list`` ignores case, as a player would. ``names`` (London,
    Mary) are not words; they are kept only so that a refusal can say "that is a
    name" instead of "not in the dictionary".
    """

    def __init__(
        self, words: Iterable[str], source: str, names: Iterable[str] = ()
    ) -> None:
        if not isinstance(source, str):
            raise ArgumentError(f"source is a text, got {describe(source)}")
        checked_words = _checked_words(words)
        checked_names = [_checked_name(name) for name in _listed(names)]
        self._fill(checked_words, source, checked_names)

    @classmethod
    def _prechecked(
        cls, words: Iterable[str], source: str, names: Iterable[str]
    ) -> "WordList":
        """A list whose words and names were checked when it was made: the shipped
        built-in list, whose checks would cost more than the rest of its load."""
        word_list = cls.__new__(cls)
        word_list._fill(words, source, names)
        return word_list

    def _fill(self, words: Iterable[str], source: str, names: Iterable[str]) -> None:
        self.words = frozenset(words)
        self.source = source
        self._names = {name.lower(): name for name in names}
        self.names = frozenset(self._names)
        """The names the list knows, in lower case ("london"): they are not words."""

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self.words

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self.words))

    def __len__(self) -> int:
        return len(self.words)

    def __repr__(self) -> str:
        return f"WordList({len(self)} words from {self.source})"

    def name_of(self, word: str) -> str | None:
        """The name ``word`` spells (``"london"`` -> ``"London"``), if it is one."""
        if not isinstance(word, str):
            return None
        return self._names.get(word.lower())


def _listed(values: Any) -> Iterable[Any]:
    if isinstance(values, str) or not isinstance(values, Iterable):
        raise ArgumentError(
            f"words and names are given as a list of strings, got {describe(values)}"
        )
    return values


def _checked_words(words: Any) -> list[str]:
    """The words, if each is lower-case a to z and not too long.

    Checked with ``map`` so that the 78,000 words of the built-in list cost
    milliseconds; only a list that fails is searched for the word to blame.
    """
    listed: list[str] = list(_listed(words))
    if all(map(isinstance, listed, itertools.repeat(str))) and all(
        map(_WORD_SHAPE.fullmatch, listed)
    ):
        return listed
    for word in listed:
        if not (isinstance(word, str) and _LOWER_LETTERS.fullmatch(word)):
            raise DictionaryError(
                "a word list holds lower-case words of the letters a to z, "
                f"not {describe(word)}"
            )
        if len(word) > MAX_WORD_LENGTH:
            raise DictionaryError(
                f"{excerpt(word)} has {len(word)} letters; no word is longer "
                f"than {MAX_WORD_LENGTH}"
            )
    return listed


def _checked_name(name: Any) -> str:
    if not (isinstance(name, str) and name.isascii() and name.isalpha()):
        raise DictionaryError(f"a name is made of letters, not {describe(name)}")
    return name


def is_name(entry: str) -> bool:
    """Whether a word list entry looks like a name: London, McDonald (not NASA)."""
    if not isinstance(entry, str):
        raise ArgumentError(f"an entry is a string, got {describe(entry)}")
    return _NAME_SHAPE.fullmatch(entry) is not None


def _checked_file_name(path: Any) -> str:
    """A short quotation of the file name, once it is a name a file can have."""
    if not isinstance(path, str | os.PathLike):
        raise ArgumentError(f"path is a file name, got {describe(path)}")
    name = os.fspath(path)
    if not isinstance(name, str):
        raise ArgumentError(f"path is a file name as text, got {describe(name)}")
    shown = excerpt(name, PATH_EXCERPT_LENGTH)
    if "\0" in name:
        raise DictionaryError(f"{shown} is not a file name: it holds a NUL character")
    return shown


def read_word_list(path: str | os.PathLike[str]) -> WordList:
    """The words in a plain text file, one per line, or why the file cannot be used.

    Lines that are empty or start with '#' are skipped, and so are entries that are
    not letters only ("don't", "x-ray"). Title-case entries ("Paris") are names.
    A pipe or a device (``/dev/zero``) is refused unread; a file is read with a bound.
    """
    shown = _checked_file_name(path)
    try:
        data = read_file(path, MAX_WORD_LIST_BYTES + 1)
    except OSError as error:
        raise DictionaryError(
            f"cannot read {shown}: {error.strerror or error}"
        ) from None
    if len(data) > MAX_WORD_LIST_BYTES:
        raise DictionaryError(
            f"{shown} is larger than {MAX_WORD_LIST_BYTES // 1_000_000} MB; "
            "a list of every English word is smaller"
        )
    if b"\0" in data:
        raise DictionaryError(f"{shown} is a binary file, not a list of words")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DictionaryError(
            f"{shown} is not UTF-8 text (byte {data[error.start]:#04x} "
            f"at position {error.start})"
        ) from None
    words, names = set(), []
    for number, line in enumerate(text.splitlines(), start=1):
        entry = line.strip()
        if not (entry.isascii() and entry.isalpha()):  # blank, a comment, "x-ray"
            continue
        if len(entry) > MAX_WORD_LENGTH:
            raise DictionaryError(
                f"{shown}, line {number}: {excerpt(entry)} has {len(entry)} "
                f"letters; no word is longer than {MAX_WORD_LENGTH}"
            )
        if is_name(entry):
            names.append(entry)
        else:
            words.add(entry.lower())
    if not words:
        raise DictionaryError(
            f"{shown} holds no usable words (one word per line, letters a to z)"
        )
    return WordList(words, os.fspath(path), names)


def _built_in() -> WordList:
    words, names = read_built_in()
    return WordList._prechecked(words, BUILT_IN_SOURCE, names)


@functools.lru_cache(maxsize=8)
def _load(resolved: str | None, as_given: str | None, stamp: Any = None) -> WordList:
    """The list for a file, cached by where it really is and its ``stamp`` (its
    time and size: an edited file is read again), and by how it was named, so
    that messages and ``source`` show the name the player typed."""
    return _built_in() if as_given is None else read_word_list(as_given)


def load_dictionary(path: str | os.PathLike[str] | None = None) -> WordList:
    """The built-in word list, or the list in the file at ``path``.

    Loaded once per path (and again once the file has changed), then shared: the
    game, the finder and the console all ask for it, a long list of the player's
    takes a fraction of a second to read, and the finder indexes each list once.
    """
    if path is None:
        return _load(None, None)
    shown = _checked_file_name(path)
    try:
        key = str(Path(path).resolve())
    except OSError as error:
        raise DictionaryError(
            f"cannot use {shown} as a file name: {error.strerror or error}"
        ) from None
    except RuntimeError:  # what pathlib raises (before Python 3.13) on a loop
        raise DictionaryError(
            f"cannot use {shown} as a file name: it is a loop of symbolic links"
        ) from None
    try:
        found = os.stat(key)
    except OSError:  # reading it says why not
        return _load(key, os.fspath(path))
    return _load(key, os.fspath(path), (found.st_mtime_ns, found.st_size))


def word_list_or_default(dictionary: Any) -> WordList:
    """``dictionary`` if it is a ``WordList``; the built-in list for None."""
    if dictionary is None:
        return load_dictionary()
    if not isinstance(dictionary, WordList):
        raise ArgumentError(
            "dictionary is a WordList (see load_dictionary), "
            f"got {describe(dictionary)}"
        )
    return dictionary


# -- the shipped file ------------------------------------------------------------
DATA_FOLDER = "data"
FILE_NAME = "built_in_words.txt.gz"
FORMAT_LINE = "# Prolix built-in word list, format 1: sorted names, then sorted words"
REBUILD_COMMAND = "python -m gamelib.prolix.build_word_list"


def shipped_file() -> Traversable:
    """Where the installed package keeps the list (a zip member works too)."""
    return importlib.resources.files("gamelib.prolix") / DATA_FOLDER / FILE_NAME


def to_bytes(
    words: Iterable[str], names: Iterable[str], notice: Iterable[str]
) -> bytes:
    """The file for these words and names, the ``notice`` lines as comments.

    Only words starting with a small letter and names starting with a capital can
    be stored: the reader tells them apart by that alone.
    """
    words, names = sorted(words), sorted(names)
    if not all(word[:1].islower() for word in words):
        raise DictionaryError("every word of the built-in list starts with a-z")
    if not all(name[:1].isupper() for name in names):
        raise DictionaryError("every name of the built-in list starts with A-Z")
    lines = [FORMAT_LINE, *(f"# {line}".rstrip() for line in notice), *names, *words]
    text = "\n".join(lines) + "\n"
    return gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)


def read_built_in(file: Traversable | None = None) -> tuple[list[str], list[str]]:
    """(words, names) from ``file`` (default: the shipped one), as ``to_bytes`` wrote.

    Anything else, or a file that cannot be read, raises one ``DictionaryError``
    that says why and how to get the file back.
    """
    file = shipped_file() if file is None else file
    try:
        data = file.read_bytes()
    except FileNotFoundError:
        raise _unusable(str(file), "the file is missing") from None
    except OSError as error:
        reason = f"the file cannot be read ({error.strerror or error})"
        raise _unusable(str(file), reason) from None
    return from_bytes(data, str(file))


def from_bytes(data: bytes, where: str) -> tuple[list[str], list[str]]:
    """(words, names) from what ``to_bytes`` wrote; ``where`` names it in an error."""
    try:
        text = gzip.decompress(data).decode("ascii")
    except (OSError, EOFError, zlib.error, UnicodeDecodeError) as error:
        reason = str(error) or type(error).__name__
        raise _unusable(where, f"the file is damaged ({reason})") from None
    lines = text.splitlines()
    if not lines or lines[0] != FORMAT_LINE:
        raise _unusable(where, "the file is not in the format this gamelib reads")
    start = 1
    while start < len(lines) and lines[start].startswith("#"):
        start += 1
    first_word = bisect.bisect_left(lines, "a", start)
    if first_word == len(lines):
        raise _unusable(where, "the file holds no words")
    return lines[first_word:], lines[start:first_word]


def _unusable(where: str, reason: str) -> DictionaryError:
    return DictionaryError(
        f"cannot load the built-in word list {where}: {reason}; reinstall gamelib, "
        f"or rebuild the list with {REBUILD_COMMAND}"
    )
