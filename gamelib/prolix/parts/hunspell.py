"""Enough of Hunspell to list every word form a .dic/.aff pair describes.

Hunspell stores stems plus affix rules ("jump/GDS" means jump, jumping, jumped,
jumps); expanding them gives the inflected forms a word game needs (cats, jumped,
boxes, running). Only ``build_word_list`` runs this: the game loads the finished
list, because expanding the en_US files takes a quarter of a second.
"""

import re
from typing import NamedTuple

from gamelib.arguments import describe
from gamelib.prolix.errors import ArgumentError, DictionaryError

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
