import importlib.resources
import os
import random

import pytest

from gamelib.errors import ArgumentError, SetupError
from gamelib.prolix.build_word_list import hunspell_forms, looks_like_ordinary_word
from gamelib.prolix.words import (
    MAX_WORD_LIST_BYTES,
    DictionaryError,
    WordList,
    load_dictionary,
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


def test_expansion_applies_suffix_conditions_and_prefix_cross_products(tmp_path):
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
    (tmp_path / "test.aff").write_text(aff)
    (tmp_path / "test.dic").write_text("5\nbake/DU\ncarry/D\nplay/DT\ntall/TU\nbad/!\n")
    assert hunspell_forms(tmp_path / "test") == {
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


def test_names_are_kept_apart_so_a_refusal_can_say_so(words):
    assert words.name_of("london") == "London" and "london" not in words
    assert words.name_of("McDonald") == "McDonald"
    assert words.name_of("nasa") is None  # an acronym is not a name
    assert words.name_of("cats") is None
    # TeX and Tex differ only in case: the same one is quoted every run.
    assert words.name_of("tex") == "Tex"


def test_a_user_word_list_file(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(
        "# my words\ncat\nCATS\nParis\nx-ray\n\n  dog  \nzzz\n", encoding="utf-8"
    )
    mine = read_word_list(path)
    assert mine.words == {"cat", "cats", "dog", "zzz"}
    assert mine.name_of("paris") == "Paris"
    loaded = load_dictionary(path)
    assert isinstance(loaded, WordList)
    assert "zzz" in loaded and "paris" not in loaded and "jumped" not in loaded
    assert loaded.source == str(path)
    assert load_dictionary(path) is loaded


def test_a_user_list_without_usable_words_is_refused(tmp_path):
    path = tmp_path / "names.txt"
    path.write_text("Paris\nLondon\n", encoding="utf-8")
    with pytest.raises(DictionaryError, match="no usable words"):
        load_dictionary(path)


def unusable_lists(folder):
    """One file of each kind that cannot be a word list, and the reason given."""
    (folder / "binary.bin").write_bytes(b"\x7fELF\x02\x01\x00\x00cat\n")
    (folder / "latin1.txt").write_bytes("caf\xe9\n".encode("latin-1"))
    (folder / "empty.txt").write_bytes(b"")
    (folder / "long.txt").write_text("cat\n" + "a" * 5000 + "\n", encoding="utf-8")
    (folder / "huge.txt").write_bytes(b"cat\n" * (MAX_WORD_LIST_BYTES // 4 + 1))
    (folder / "folder").mkdir()
    return [
        (folder / "missing.txt", "No such file"),
        (folder / "folder", "Is a directory"),
        (folder / "binary.bin", "is a binary file"),
        (folder / "latin1.txt", "is not UTF-8 text"),
        (folder / "empty.txt", "no usable words"),
        (folder / "long.txt", "line 2: 'aaaa.*' has 5000 letters"),
        (folder / "huge.txt", "larger than 8 MB"),
        ("bad\0name", "holds a NUL character"),
    ]


def test_every_kind_of_unusable_file_gets_one_clear_reason(tmp_path):
    for path, reason in unusable_lists(tmp_path):
        with pytest.raises(DictionaryError, match=reason) as refusal:
            load_dictionary(path)
        assert "\n" not in str(refusal.value)
        assert isinstance(refusal.value, SetupError)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_refused_unread():
    with pytest.raises(DictionaryError, match="it is a device, not a file"):
        read_word_list("/dev/zero")


@pytest.mark.timeout(20)  # before issue 29 the read waited for ever
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_is_refused_at_once_even_with_a_silent_writer(tmp_path):
    fifo = tmp_path / "words.fifo"
    os.mkfifo(fifo)
    writer = os.open(fifo, os.O_RDWR)  # open, but never writes: a read would wait
    try:
        with pytest.raises(DictionaryError, match="it is a pipe, not a file"):
            load_dictionary(fifo)
    finally:
        os.close(writer)


def test_a_list_changed_on_disk_is_read_again(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("cat\ndog\nbcd\nfgh\njkl\nmnp\n", encoding="utf-8")
    assert "cat" in load_dictionary(path) and "cow" not in load_dictionary(path)
    path.write_text("cow\ndog\nbcd\nfgh\njkl\nmnp\nrst\n", encoding="utf-8")
    changed = load_dictionary(path)
    assert "cow" in changed and "cat" not in changed and len(changed) == 7
    assert load_dictionary(path) is changed  # and kept while it stays the same


@pytest.mark.parametrize("path", [5, b"words.txt", ["words.txt"]])
def test_a_path_must_be_a_file_name(path):
    with pytest.raises(ArgumentError):
        load_dictionary(path)


@pytest.mark.parametrize(
    ("words", "names"),
    [
        ("cat", ()),
        (["cat", 5], ()),
        (["Cat"], ()),
        (["c4t"], ()),
        (["a" * 46], ()),
        (["cat"], ["Par1s"]),
        (["cat"], "Paris"),
    ],
)
def test_a_word_list_holds_only_lower_case_words_and_letter_names(words, names):
    with pytest.raises(SetupError):
        WordList(words, "test", names)


def test_the_expansion_refuses_what_is_not_an_affix_file(tmp_path):
    (tmp_path / "bad.aff").write_text("SFX D 0 s\n")
    (tmp_path / "bad.dic").write_text("1\ncat/D\n")
    with pytest.raises(DictionaryError, match="spylls cannot read"):
        hunspell_forms(tmp_path / "bad")
    with pytest.raises(DictionaryError, match="No such file"):
        hunspell_forms(tmp_path / "missing")
    with pytest.raises(ArgumentError):
        hunspell_forms(b"SET UTF-8")
