"""Which words count: the built-in English word list, or one the player supplies.

The built-in list is the SCOWL-based ``en_US`` Hunspell dictionary (SCOWL size 60,
the list LibreOffice and Firefox spell checkers use), shipped inside the
``spylls`` package (a pure-Python Hunspell) so it works offline and on Binder.
Hunspell stores stems plus affix rules ("jump/GDS" means jump, jumping, jumped,
jumps); expanding them gives the inflected forms a word game needs (cats, jumped,
boxes, running).

Then, to keep it to ordinary words a player would accept:

* entries with a capital letter are dropped: Hunspell keeps case, so this drops
  proper names (London, Mary) and acronyms;
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
"""

import functools
import importlib.resources
import re
from pathlib import Path

_ROMAN_NUMERAL = re.compile(r"m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
_ROMAN_LOOKALIKE_WORDS = frozenset({"mix", "mi", "div"})
VOWELLESS_WORDS = frozenset({"brr", "hmm", "nth", "psst", "shh"})
"""Real words without a vowel that the built-in list keeps."""
ABBREVIATIONS_WITH_Y = frozenset(
    {"fwy", "hgwy", "hwy", "pkwy", "phys", "qty", "ttys", "wkly"}
)
"""Abbreviations whose only vowel is a y, so the vowel test misses them."""


class DictionaryError(ValueError):
    """A word list could not be used (for example it holds no usable words)."""


class WordList:
    """A set of lower-case words plus a note of where they came from."""

    def __init__(self, words, source: str):
        self.words = frozenset(words)
        self.source = source

    def __contains__(self, word) -> bool:
        return isinstance(word, str) and word.lower() in self.words

    def __iter__(self):
        return iter(sorted(self.words))

    def __len__(self) -> int:
        return len(self.words)

    def __repr__(self) -> str:
        return f"WordList({len(self)} words from {self.source})"


def looks_like_ordinary_word(word: str) -> bool:
    """The filter applied to the built-in list (see the module docstring)."""
    if not (word.isascii() and word.isalpha() and word.islower()):
        return False
    if word in VOWELLESS_WORDS:
        return True
    if word in ABBREVIATIONS_WITH_Y:
        return False
    if not re.search(r"[aeiou]", word) and "y" not in word[1:]:
        return False
    if len(word) == 1:
        return word == "a"
    if _ROMAN_NUMERAL.fullmatch(word) and word not in _ROMAN_LOOKALIKE_WORDS:
        return False
    return True


def _hunspell_files() -> tuple[Path, Path]:
    folder = importlib.resources.files("spylls") / "hunspell" / "data" / "en"
    return Path(str(folder / "en_US.aff")), Path(str(folder / "en_US.dic"))


def _read_affix_rules(aff_text: str):
    """Prefix and suffix rules by flag: (strip, add, condition regex or None)."""
    rules = {"PFX": {}, "SFX": {}}
    cross_product = {}
    nosuggest_flag = None
    for line in aff_text.splitlines():
        parts = line.split()
        if not parts:
            continue
        if parts[0] == "NOSUGGEST":
            nosuggest_flag = parts[1]
        if parts[0] not in rules:
            continue
        kind, flag = parts[0], parts[1]
        if len(parts) == 4 and parts[2] in "YN":
            cross_product[flag] = parts[2] == "Y"
            rules[kind][flag] = []
            continue
        strip, add, condition = parts[2], parts[3], parts[4]
        strip = "" if strip == "0" else strip
        add = "" if add == "0" else add.split("/")[0]
        if condition == ".":
            pattern = None
        elif kind == "PFX":
            pattern = re.compile("^" + condition)
        else:
            pattern = re.compile(condition + "$")
        rules[kind][flag].append((strip, add, pattern))
    return rules["PFX"], rules["SFX"], cross_product, nosuggest_flag


def expand_hunspell(aff_text: str, dic_text: str) -> set[str]:
    """Every word form a Hunspell .dic/.aff pair describes (no compounds).

    Enough of Hunspell for the en_US files: one-character flags, one prefix and
    one suffix level, prefixes combined with suffixes that allow cross products.
    Entries flagged NOSUGGEST are left out altogether.
    """
    prefixes, suffixes, cross_product, nosuggest_flag = _read_affix_rules(aff_text)
    forms = set()
    for line in dic_text.splitlines()[1:]:
        stem, _, flags = line.strip().partition("/")
        if not stem or (nosuggest_flag and nosuggest_flag in flags):
            continue
        forms.add(stem)
        suffixed = []
        for flag in flags:
            for strip, add, pattern in suffixes.get(flag, ()):
                if pattern is None or pattern.search(stem):
                    form = (stem[: len(stem) - len(strip)] if strip else stem) + add
                    forms.add(form)
                    if cross_product[flag]:
                        suffixed.append(form)
        for flag in flags:
            for strip, add, pattern in prefixes.get(flag, ()):
                if pattern is None or pattern.search(stem):
                    forms.add(add + stem[len(strip) :])
                    forms.update(add + form[len(strip) :] for form in suffixed)
    return forms


def read_word_list(path) -> set[str]:
    """Words from a plain text file, one per line, lower-cased.

    Title-case entries ("Paris") are names and are skipped; entries that are not
    letters only ("don't", "x-ray") are skipped too.
    """
    words = set()
    text = Path(path).read_text(encoding="utf-8-sig")
    for line in text.splitlines():
        entry = line.strip()
        if not entry or entry.startswith("#"):
            continue
        if not (entry.isascii() and entry.isalpha()):
            continue
        if entry[0].isupper() and not entry.isupper():
            continue
        words.add(entry.lower())
    return words


@functools.lru_cache(maxsize=8)
def _load(path_key: str | None) -> WordList:
    if path_key is None:
        aff_path, dic_path = _hunspell_files()
        forms = expand_hunspell(
            aff_path.read_text(encoding="utf-8"), dic_path.read_text(encoding="utf-8")
        )
        words = {form for form in forms if looks_like_ordinary_word(form)}
        return WordList(words, "SCOWL en_US Hunspell dictionary (spylls package)")
    words = read_word_list(path_key)
    if not words:
        raise DictionaryError(f"{path_key} holds no usable words (one per line)")
    return WordList(words, path_key)


def load_dictionary(path=None) -> WordList:
    """The built-in word list, or the list in the file at ``path``.

    Loaded once per path and then shared: the game, the finder and the console
    all ask for it, and reading it again would cost a fraction of a second each.
    """
    return _load(None if path is None else str(Path(path).resolve()))
