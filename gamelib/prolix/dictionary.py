"""Which words count: the built-in English word list, or one the player supplies.

The built-in list is the SCOWL-based ``en_US`` Hunspell dictionary (SCOWL size 60,
the list LibreOffice and Firefox spell checkers use), shipped inside the
``spylls`` package (a pure-Python Hunspell) so it works offline and on Binder.
Hunspell stores stems plus affix rules ("jump/GDS" means jump, jumping, jumped,
jumps); expanding them gives the inflected forms a word game needs (cats, jumped,
boxes, running).

Then, to keep it to ordinary words a player would accept:

* entries with a capital letter are dropped: Hunspell keeps case, so this drops
  proper names (London, Mary) and acronyms; the names are kept aside, so that a
  refused "london" can be told that names are not words;
* entries with anything but the letters a-z are dropped (possessives, numbers);
* entries Hunspell marks "never suggest" are dropped (slurs and obscenities);
* words with no vowel (a, e, i, o, u, or a y after the first letter) are dropped,
  except real interjections such as "hmm" and "nth": the list also holds
  abbreviations (bldg, rpm, qty) that would otherwise top every consonant board;
* Roman numerals (xiv, lxvi) are dropped, except the words mix, mi and div.

A few lower-case abbreviations that contain a vowel (etc, adj) remain: the source
does not mark them. A player who disagrees can pass their own list: one word per
line, '#' starts a comment line, capitalised entries such as "Paris" are treated as
names and skipped, ALL-CAPS lists (as Scrabble lists are printed) are accepted.
A file that cannot be such a list (missing, a folder, binary, not UTF-8, larger
than any word list, a "word" longer than any word, or no words at all) raises one
``DictionaryError`` that says which; the file is read with a bound, so an endless
one such as ``/dev/zero`` is refused in a moment.
"""

import functools
import importlib.resources
import itertools
import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from gamelib.arguments import describe, excerpt
from gamelib.prolix.errors import ArgumentError, DictionaryError
from gamelib.prolix.scoring import MAX_WORD_LENGTH

_LOWER_LETTERS = re.compile("[a-z]+")
_WORD_SHAPE = re.compile(f"[a-z]{{1,{MAX_WORD_LENGTH}}}")
_VOWEL = re.compile("[aeiou]")
_NAME_SHAPE = re.compile("[A-Z][a-z][A-Za-z]*")
"""A capital, a small letter, then letters: London, McDonald; not NASA or IRAs."""
_ROMAN_NUMERAL = re.compile(r"m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
_ROMAN_LOOKALIKE_WORDS = frozenset({"mix", "mi", "div"})
VOWELLESS_WORDS = frozenset({"brr", "hmm", "nth", "psst", "shh"})
"""Real words without a vowel that the built-in list keeps."""
ABBREVIATIONS_WITH_Y = frozenset(
    {"fwy", "hgwy", "hwy", "pkwy", "phys", "qty", "ttys", "wkly"}
)
"""Abbreviations whose only vowel is a y, so the vowel test misses them."""


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
        self.words = frozenset(_checked_words(words))
        self.source = source
        self._names = {_checked_name(name).lower(): name for name in _listed(names)}
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


def _hunspell_files() -> tuple[Path, Path]:
    folder = importlib.resources.files("spylls") / "hunspell" / "data" / "en"
    return Path(str(folder / "en_US.aff")), Path(str(folder / "en_US.dic"))


AffixRule = tuple[str, str, re.Pattern[str] | None]
"""(letters to strip, letters to add, condition the stem must match or None)."""
AffixRules = dict[str, list[AffixRule]]


class _AffixFile(NamedTuple):
    prefixes: AffixRules
    suffixes: AffixRules
    cross_product: dict[str, bool]
    nosuggest_flag: str | None


def _read_affix_rules(aff_text: str) -> _AffixFile:
    """Prefix and suffix rules by flag, read from the text of a Hunspell .aff file."""
    rules: dict[str, AffixRules] = {"PFX": {}, "SFX": {}}
    cross_product: dict[str, bool] = {}
    nosuggest_flag = None
    for number, line in enumerate(aff_text.splitlines(), start=1):
        parts = line.split()
        if len(parts) == 2 and parts[0] == "NOSUGGEST":
            nosuggest_flag = parts[1]
        if not parts or parts[0] not in rules:
            continue
        kind = parts[0]
        if len(parts) == 4 and parts[2] in ("Y", "N"):
            cross_product[parts[1]] = parts[2] == "Y"
            rules[kind][parts[1]] = []
            continue
        if len(parts) < 5 or parts[1] not in rules[kind]:
            raise DictionaryError(f"line {number} of the affix file is not a rule")
        flag, strip, add, condition = parts[1:5]
        strip = "" if strip == "0" else strip
        add = "" if add == "0" else add.split("/")[0]
        try:
            if condition == ".":
                pattern = None
            elif kind == "PFX":
                pattern = re.compile("^" + condition)
            else:
                pattern = re.compile(condition + "$")
        except re.error as error:
            raise DictionaryError(
                f"line {number} of the affix file has a bad condition: {error}"
            ) from None
        rules[kind][flag].append((strip, add, pattern))
    return _AffixFile(rules["PFX"], rules["SFX"], cross_product, nosuggest_flag)


def expand_hunspell(aff_text: str, dic_text: str) -> set[str]:
    """Every word form a Hunspell .dic/.aff pair describes (no compounds).

    Enough of Hunspell for the en_US files: one-character flags, one prefix and
    one suffix level, prefixes combined with suffixes that allow cross products.
    Entries flagged NOSUGGEST are left out altogether.
    """
    for what, text in (("aff_text", aff_text), ("dic_text", dic_text)):
        if not isinstance(text, str):
            raise ArgumentError(f"{what} is the text of a file, got {describe(text)}")
    affixes = _read_affix_rules(aff_text)
    forms = set()
    for line in dic_text.splitlines()[1:]:
        stem, _, flags = line.strip().partition("/")
        if not stem or (affixes.nosuggest_flag and affixes.nosuggest_flag in flags):
            continue
        forms.add(stem)
        suffixed = []
        for flag in flags:
            for strip, add, pattern in affixes.suffixes.get(flag, ()):
                if pattern is None or pattern.search(stem):
                    form = (stem[: len(stem) - len(strip)] if strip else stem) + add
                    forms.add(form)
                    if affixes.cross_product[flag]:
                        suffixed.append(form)
        for flag in flags:
            for strip, add, pattern in affixes.prefixes.get(flag, ()):
                if pattern is None or pattern.search(stem):
                    forms.add(add + stem[len(strip) :])
                    forms.update(add + form[len(strip) :] for form in suffixed)
    return forms


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
    The file is read with a bound, so even ``/dev/zero`` is refused in a moment.
    """
    shown = _checked_file_name(path)
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_WORD_LIST_BYTES + 1)
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
        if not entry or entry.startswith("#"):
            continue
        if not (entry.isascii() and entry.isalpha()):
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
    aff_path, dic_path = _hunspell_files()
    forms = expand_hunspell(
        aff_path.read_text(encoding="utf-8"), dic_path.read_text(encoding="utf-8")
    )
    words = {form for form in forms if looks_like_ordinary_word(form)}
    names = list(filter(_NAME_SHAPE.fullmatch, forms))
    return WordList(words, BUILT_IN_SOURCE, names)


@functools.lru_cache(maxsize=8)
def _load(resolved: str | None, as_given: str | None) -> WordList:
    """The list for a file, cached by where it really is (and how it was named,
    so that messages and ``source`` show the name the player typed)."""
    return _built_in() if as_given is None else read_word_list(as_given)


def load_dictionary(path: str | os.PathLike[str] | None = None) -> WordList:
    """The built-in word list, or the list in the file at ``path``.

    Loaded once per path and then shared: the game, the finder and the console
    all ask for it, and reading it again would cost a fraction of a second each.
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
    return _load(key, os.fspath(path))


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
