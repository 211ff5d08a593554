import importlib.resources
import random

import pytest

from gamelib.prolix.dictionary import (
    DictionaryError,
    WordList,
    expand_hunspell,
    load_dictionary,
    looks_like_ordinary_word,
    read_word_list,
)


@pytest.fixture(scope="module")
def words():
    return load_dictionary()


@pytest.mark.parametrize(
    "word",
    [
        "cats",
        "jumped",
        "boxes",
        "running",
        "subjective",
        "unhappiness",
        "mix",
        "rhythm",
        "hmm",
        "a",
        "Cats",
        "JUMPED",
    ],
)
def test_ordinary_and_inflected_words_are_accepted(words, word):
    assert word in words


@pytest.mark.parametrize(
    "word",
    [
        "xyzzy",
        "jumpted",
        "boxs",
        "runing",
        "qwrtp",
        "london",
        "mary",
        "paris",
        "texas",
        "rpm",
        "bldg",
        "qty",
        "xiv",
        "lxvi",
        "b",
        "i",
        "cat's",
        "",
    ],
)
def test_non_words_proper_names_and_abbreviations_are_rejected(words, word):
    assert word not in words


def test_offensive_entries_are_left_out(words):
    # Hunspell marks slurs and obscenities "never suggest"; a Hint must not show them.
    assert "shit" not in words and "fuck" not in words


def test_the_built_in_list_is_large_lower_case_and_letters_only(words):
    assert 70_000 < len(words) < 90_000
    assert all(word.isascii() and word.isalpha() and word.islower() for word in words)
    assert "SCOWL" in words.source


def test_loaded_once_and_shared():
    assert load_dictionary() is load_dictionary()


def test_expanded_forms_are_words_the_hunspell_engine_accepts(words):
    # Cross-check the expansion against spylls' own Hunspell implementation.
    from spylls.hunspell import Dictionary

    data = importlib.resources.files("spylls") / "hunspell" / "data" / "en"
    engine = Dictionary.from_files(str(data / "en_US"))
    sample = random.Random(7).sample(sorted(words.words), 400)
    rejected = [word for word in sample if not engine.lookup(word)]
    assert rejected == []


def test_expansion_applies_suffix_conditions_and_prefix_cross_products():
    aff = "\n".join(
        [
            "SET UTF-8",
            "NOSUGGEST !",
            "PFX U Y 1",
            "PFX U   0     un         .",
            "SFX D Y 4",
            "SFX D   0     d          e",
            "SFX D   y     ied        [^aeiou]y",
            "SFX D   0     ed         [^ey]",
            "SFX D   0     ed         [aeiou]y",
            "SFX T N 1",
            "SFX T   0     est        [^ey]",
        ]
    )
    dic = "5\nbake/DU\ncarry/D\nplay/DT\ntall/TU\nbad/!\n"
    assert expand_hunspell(aff, dic) == {
        "bake",
        "baked",
        "unbake",
        "unbaked",
        "carry",
        "carried",
        "play",
        "played",
        "tall",
        "tallest",
        "untall",
    }


def test_the_word_filter():
    assert looks_like_ordinary_word("cry")
    assert not looks_like_ordinary_word("yrs")
    assert not looks_like_ordinary_word("London")
    assert not looks_like_ordinary_word("o'clock")
    assert not looks_like_ordinary_word("xxiv")


def test_a_user_word_list_file(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(
        "# my words\ncat\nCATS\nParis\nx-ray\n\n  dog  \nzzz\n", encoding="utf-8"
    )
    assert read_word_list(path) == {"cat", "cats", "dog", "zzz"}
    mine = load_dictionary(path)
    assert isinstance(mine, WordList)
    assert "zzz" in mine and "paris" not in mine and "jumped" not in mine
    assert mine.source == str(path.resolve())


def test_a_user_list_without_usable_words_is_refused(tmp_path):
    path = tmp_path / "names.txt"
    path.write_text("Paris\nLondon\n", encoding="utf-8")
    with pytest.raises(DictionaryError, match="no usable words"):
        load_dictionary(path)


def test_a_missing_user_list_raises_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        load_dictionary(tmp_path / "nope.txt")
