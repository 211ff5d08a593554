"""How the built-in word list is made (a maintainer's tool, run ahead of time):
``python -m gamelib.prolix.build_word_list`` (``--check`` only compares).

spylls' own readers parse the ``en_US`` .aff and .dic files shipped inside the
``spylls`` package; ``hunspell_forms`` applies their prefix and suffix rules to
every stem. Then, to keep ordinary words a player would
accept:

* entries with a capital letter are dropped: Hunspell keeps case, so this drops
  proper names (London, Mary) and acronyms; the names are kept aside;
* entries with anything but the letters a-z are dropped (possessives, numbers);
* entries Hunspell marks "never suggest" are dropped (slurs and obscenities);
* words with no vowel (a, e, i, o, u, or a y after the first letter) are dropped,
  except real interjections such as "hmm" and "nth": the list also holds
  abbreviations (bldg, rpm, qty) that would otherwise top every consonant board;
* Roman numerals (xiv, lxvi) are dropped, except the words mix, mi and div.

A few lower-case abbreviations that contain a vowel (etc, adj) remain: the source
does not mark them. Run the tool after changing the filter or the Hunspell files,
and commit the file it writes.

The game never runs this (nor imports spylls): it loads the finished file
(``words``). A test compares the shipped file with a fresh build, so the two cannot
drift apart.
"""

import argparse
import gzip
import importlib.resources
import os
import re
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path

from spylls.hunspell import Dictionary

from gamelib.arguments import check_target, describe, read_file, save_atomically
from gamelib.errors import ArgumentError, SetupError
from gamelib.prolix.words import (
    BUILT_IN_SOURCE,
    DATA_FOLDER,
    FILE_NAME,
    REBUILD_COMMAND,
    DictionaryError,
    WordList,
    from_bytes,
    is_name,
    to_bytes,
)

_LOWER_LETTERS = re.compile("[a-z]+")
_VOWEL = re.compile("[aeiou]")
_ROMAN_NUMERAL = re.compile(r"m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
_ROMAN_LOOKALIKE_WORDS = frozenset({"mix", "mi", "div"})
VOWELLESS_WORDS = frozenset({"brr", "hmm", "nth", "psst", "shh"})
"""Real words without a vowel that the built-in list keeps."""
ABBREVIATIONS_WITH_Y = frozenset(
    {"fwy", "hgwy", "hwy", "pkwy", "phys", "qty", "ttys", "wkly"}
)
"""Abbreviations whose only vowel is a y, so the vowel test misses them."""

NOTICE = (
    f"Made by {REBUILD_COMMAND} from the SCOWL en_US Hunspell",
    "dictionary (2020.12.07, size 60) in the spylls package. This is a MODIFIED",
    "VERSION: the affix rules expanded, then filtered for the game Prolix.",
    "Copyright 2000-2018 by Kevin Atkinson and the others named in SCOWL-LICENSE.txt,",
    "beside this file, whose copyright and permission notices come with every copy.",
)
"""The comment lines at the top of the shipped file."""


def looks_like_ordinary_word(word: str) -> bool:
    """The filter applied to the built-in list (see the module docstring)."""
    if not isinstance(word, str):
        raise ArgumentError(f"a word is a string, got {describe(word)}")
    if not _LOWER_LETTERS.fullmatch(word):
        return False
    if word in VOWELLESS_WORDS:
        return True
    if word in ABBREVIATIONS_WITH_Y:
        return False
    if not _VOWEL.search(word) and "y" not in word[1:]:
        return False
    if len(word) == 1:
        return word == "a"
    if _ROMAN_NUMERAL.fullmatch(word) and word not in _ROMAN_LOOKALIKE_WORDS:
        return False
    return True


def hunspell_forms(files: str | os.PathLike[str] | None = None) -> set[str]:
    """Every form the Hunspell files ``files.aff`` and ``files.dic`` describe
    (default: the ``en_US`` pair inside ``spylls``).

    spylls reads the files (its ``Dictionary`` holds the parsed ``aff`` and ``dic``);
    this applies one prefix and one suffix level, prefixes combined with the
    suffixes that allow cross products, no compounds: all the en_US files use.
    Entries flagged NOSUGGEST are left out altogether.
    """
    if files is None:
        files = str(importlib.resources.files("spylls") / "hunspell/data/en/en_US")
    if not isinstance(files, str | os.PathLike):
        raise ArgumentError(f"files is a path without .aff/.dic, got {describe(files)}")
    try:
        hunspell = Dictionary.from_files(os.fspath(files))
    except (OSError, ValueError, LookupError) as error:  # spylls has no own class
        raise DictionaryError(f"spylls cannot read {files}: {error}") from None
    aff = hunspell.aff
    forms = set()
    for entry in hunspell.dic.words:
        stem, flags = entry.stem, entry.flags
        if aff.NOSUGGEST and aff.NOSUGGEST in flags:
            continue
        forms.add(stem)
        suffixed = []
        for flag in flags:
            for suffix in aff.SFX.get(flag, ()):
                if suffix.cond_regexp.search(stem):
                    kept = (
                        stem[: len(stem) - len(suffix.strip)] if suffix.strip else stem
                    )
                    forms.add(kept + suffix.add)
                    if suffix.crossproduct:
                        suffixed.append(kept + suffix.add)
        for flag in flags:
            for prefix in aff.PFX.get(flag, ()):
                if prefix.cond_regexp.search(stem):
                    cut = len(prefix.strip)
                    forms.add(prefix.add + stem[cut:])
                    forms.update(prefix.add + form[cut:] for form in suffixed)
    return forms


def built_in_entries() -> tuple[list[str], list[str]]:
    """(words, names) of the built-in list, each sorted, checked as any list is."""
    forms = hunspell_forms()
    words = sorted(filter(looks_like_ordinary_word, forms))
    names = sorted(filter(is_name, forms))
    WordList(words, BUILT_IN_SOURCE, names)
    return words, names


def built_in_bytes() -> bytes:
    """The shipped file's bytes, made afresh."""
    return to_bytes(*built_in_entries(), NOTICE)


def main(argv: Sequence[str] | None = None) -> int:
    """Write the shipped file (or, with --check, only say whether it is current)."""
    parser = argparse.ArgumentParser(
        prog=REBUILD_COMMAND,
        description="Rebuild Prolix's built-in word list from the Hunspell files.",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if the file differs from a fresh build",
    )
    parser.add_argument(
        "--output",
        type=Path,
        metavar="FILE",
        default=Path(__file__).parent / DATA_FOLDER / FILE_NAME,
        help="the file to write (default: the one the package ships)",
    )
    arguments = parser.parse_args(argv)
    try:  # a target that cannot take the file is refused before the build
        target = arguments.output if arguments.check else check_target(arguments.output)
    except SetupError as error:
        parser.exit(2, f"{REBUILD_COMMAND}: error: {error}\n")
    fresh = built_in_bytes()
    words, names = from_bytes(fresh, "(a fresh build)")
    summary = f"{len(words):,} words and {len(names):,} names"
    if _holds_the_same_list(target, fresh):
        print(f"{target} is current: {summary}")
        return 0
    if arguments.check:
        print(f"{target} differs from a fresh build; run {REBUILD_COMMAND}")
        return 1
    save_atomically(target, lambda out: out.write(fresh))
    print(f"wrote {summary} to {target} ({len(fresh):,} bytes)")
    return 0


def _holds_the_same_list(file: Path, fresh: bytes) -> bool:
    """Whether ``file`` holds the text ``fresh`` holds, compressed or not the same
    way: another zlib may pack the same list into other bytes, and rewriting the
    file then would only make a change to commit."""
    try:
        held = read_file(file, 64 * len(fresh))  # a pipe or a device: never read
        return gzip.decompress(held) == gzip.decompress(fresh)
    except (OSError, EOFError, zlib.error):
        return False


if __name__ == "__main__":
    sys.exit(main())
