"""The built-in word list as shipped: one gzip file that ``build_word_list`` writes.

Expanding the Hunspell files and filtering their forms takes half a second, which
every Run All of the Prolix lesson would pay; reading the finished list takes a few
hundredths of one. The file is in the format ``read_word_list`` reads (one entry per
line, names capitalised, '#' comment lines), with three things fixed so that a
rebuild gives identical bytes and a load skips every per-word step:

* the comment lines come first, and the first names the format;
* the names come next and then the words, each sorted (capitals sort before small
  letters, so one binary search finds where the words start); when two names differ
  only in case (TeX, Tex) the one later in that order is the one a refusal quotes,
  the same every run;
* gzip's timestamp is zero.

A missing or damaged file raises ``DictionaryError`` instead of falling back to the
expansion: only a broken installation lacks it, and a silent fallback would hide
exactly that (a wheel built without its data file would pass every test, half a
second slower on every load). gzip's checksum catches a damaged file, and a test
compares the shipped file with a fresh build, so its words need no checking again.
"""

import bisect
import gzip
import importlib.resources
import zlib
from collections.abc import Iterable
from importlib.resources.abc import Traversable

from gamelib.prolix.errors import DictionaryError

DATA_FOLDER = "data"
FILE_NAME = "built_in_words.txt.gz"
FORMAT_LINE = "# Prolix built-in word list, format 1: sorted names, then sorted words"
REBUILD_COMMAND = "python -m gamelib.prolix.parts.build_word_list"


def shipped_file() -> Traversable:
    """Where the installed package keeps the list (a zip member works too)."""
    return importlib.resources.files("gamelib.prolix.parts") / DATA_FOLDER / FILE_NAME


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
