"""The shipped built-in word list: made by the rebuild command, read back exactly."""

import gzip
import importlib.resources

import pytest

from gamelib.errors import SetupError
from gamelib.prolix import build_word_list
from gamelib.prolix import words as prolix_words
from gamelib.prolix.build_word_list import built_in_bytes
from gamelib.prolix.words import (
    DATA_FOLDER,
    FORMAT_LINE,
    REBUILD_COMMAND,
    DictionaryError,
    from_bytes,
    load_dictionary,
    read_built_in,
    read_word_list,
    shipped_file,
    to_bytes,
)


@pytest.fixture(scope="module")
def fresh_build():
    """The file as the rebuild command makes it now, from the Hunspell files."""
    return built_in_bytes()


def lines_of(data):
    return gzip.decompress(data).decode("ascii").splitlines()


def test_the_shipped_list_is_what_a_fresh_build_makes(fresh_build):
    shipped, fresh = lines_of(shipped_file().read_bytes()), lines_of(fresh_build)
    assert sorted(set(fresh) - set(shipped)) == [], "missing: rebuild the list"
    assert sorted(set(shipped) - set(fresh)) == [], "extra: rebuild the list"
    assert shipped == fresh


def test_the_loaded_list_is_the_one_the_file_holds():
    words, names = read_built_in()
    loaded = load_dictionary()
    assert loaded.words == frozenset(words) and len(words) == 77_689
    assert loaded.names == {name.lower() for name in names}
    assert len(loaded.names) == 10_802  # 10,804 spellings, two pairs differ in case
    assert loaded.source == prolix_words.BUILT_IN_SOURCE


def test_the_file_is_a_word_list_a_player_could_pass_too(tmp_path):
    # Loading skips the checks a player's list gets; the shipped file passes them.
    path = tmp_path / "built_in.txt"
    path.write_bytes(gzip.decompress(shipped_file().read_bytes()))
    checked, loaded = read_word_list(path), load_dictionary()
    assert checked.words == loaded.words and checked.names == loaded.names
    assert all(checked.name_of(name) == loaded.name_of(name) for name in loaded.names)


def test_the_file_carries_scowl_s_notices():
    folder = importlib.resources.files("gamelib.prolix") / DATA_FOLDER
    notices = (folder / "SCOWL-LICENSE.txt").read_text(encoding="utf-8")
    assert "MODIFIED VERSION" in notices
    assert "Copyright 2000-2018 by Kevin Atkinson" in notices
    assert "Copyright 1993, Geoff Kuenning" in notices
    assert "Version 2020.12.07" in notices
    header = [line for line in lines_of(shipped_file().read_bytes()) if line[0] == "#"]
    assert "SCOWL-LICENSE.txt" in " ".join(header)


def test_the_same_list_always_gives_the_same_bytes():
    made = to_bytes(["b", "a"], ["Zed", "Al"], ["a note"])
    assert made == to_bytes(["a", "b"], ["Al", "Zed"], ["a note"])
    assert made[4:8] == b"\0\0\0\0"  # gzip's timestamp
    assert lines_of(made) == [FORMAT_LINE, "# a note", "Al", "Zed", "a", "b"]
    assert from_bytes(made, "test") == (["a", "b"], ["Al", "Zed"])


@pytest.mark.parametrize(("words", "names"), [(["Cat"], []), (["cat"], ["paris"])])
def test_only_small_words_and_capitalised_names_can_be_stored(words, names):
    with pytest.raises(DictionaryError):
        to_bytes(words, names, [])


def unusable_files(folder):
    """One shipped file of each kind that cannot be read, and the reason given."""
    good = to_bytes(["cat", "dog"], ["Paris"], ["a note"])
    flipped = bytearray(good)
    flipped[len(good) // 2] ^= 0xFF
    contents = {
        "truncated.gz": good[: len(good) // 2],
        "flipped.gz": bytes(flipped),
        "plain.txt": b"cat\ndog\n",
        "empty.gz": b"",
        "other_format.gz": gzip.compress(b"# some other list\ncat\n"),
        "no_words.gz": gzip.compress(f"{FORMAT_LINE}\nParis\n".encode()),
        "not_ascii.gz": gzip.compress(f"{FORMAT_LINE}\ncaf\u00e9\n".encode()),
    }
    for name, data in contents.items():
        (folder / name).write_bytes(data)
    (folder / "folder.gz").mkdir()
    return [
        (folder / "missing.gz", "the file is missing"),
        (folder / "folder.gz", "cannot be read .Is a directory"),
        (folder / "truncated.gz", "damaged .Compressed file ended"),
        (folder / "flipped.gz", "damaged"),
        (folder / "plain.txt", "damaged .Not a gzipped file"),
        (folder / "empty.gz", "not in the format"),
        (folder / "other_format.gz", "not in the format"),
        (folder / "no_words.gz", "holds no words"),
        (folder / "not_ascii.gz", "damaged .'ascii' codec"),
    ]


def test_a_missing_or_damaged_file_gets_one_clear_reason(tmp_path):
    for path, reason in unusable_files(tmp_path):
        with pytest.raises(DictionaryError, match=reason) as refusal:
            read_built_in(path)
        message = str(refusal.value)
        assert str(path) in message and REBUILD_COMMAND in message
        assert "\n" not in message
        assert isinstance(refusal.value, SetupError)


def test_loading_without_the_file_says_so_instead_of_expanding(tmp_path, monkeypatch):
    # A fallback to the expansion would hide an installation without the file.
    missing = tmp_path / "built_in_words.txt.gz"
    monkeypatch.setattr(prolix_words, "shipped_file", lambda: missing)

    def expand(*_):
        raise AssertionError("the expansion ran")

    monkeypatch.setattr(build_word_list, "hunspell_forms", expand)
    with pytest.raises(DictionaryError, match="the file is missing; reinstall"):
        prolix_words._built_in()


def test_the_rebuild_command_checks_and_writes(
    tmp_path, monkeypatch, capsys, fresh_build
):
    monkeypatch.setattr(build_word_list, "built_in_bytes", lambda: fresh_build)
    target = tmp_path / "out" / "words.txt.gz"
    assert build_word_list.main(["--check", "--output", str(target)]) == 1
    assert not target.exists()
    assert build_word_list.main(["--output", str(target)]) == 0
    assert target.read_bytes() == fresh_build
    assert "wrote 77,689 words and 10,804 names" in capsys.readouterr().out
    assert build_word_list.main(["--check", "--output", str(target)]) == 0
    assert build_word_list.main(["--check"]) == 0  # the shipped file is current
    assert capsys.readouterr().out.count("is current") == 2


def test_the_same_list_compressed_otherwise_is_left_alone(
    tmp_path, monkeypatch, fresh_build
):
    # Another zlib may pack the same list into other bytes: no change to commit.
    monkeypatch.setattr(build_word_list, "built_in_bytes", lambda: fresh_build)
    target = tmp_path / "words.txt.gz"
    repacked = gzip.compress(gzip.decompress(fresh_build), compresslevel=1, mtime=0)
    target.write_bytes(repacked)
    assert build_word_list.main(["--output", str(target)]) == 0
    assert target.read_bytes() == repacked
