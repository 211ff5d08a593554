"""The sentences the console, the lesson and str(state) share."""

import dataclasses

import pytest

from gamelib.errors import OffBoardError
from gamelib.prolix import tile_text
from gamelib.prolix.pictures import board_text, result_text, slide_text, verdict
from gamelib.prolix.tiles import Draw, TileError

EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]


def test_the_text_board_shows_tiles_bonuses_and_column_values():
    assert board_text(EXAMPLE).splitlines() == [
        "+-----+-----+-----+-----+",
        "| V+1 |  G  |  F  |  S  |",
        "| J+2 |  B  |  H  |  T  |",
        "+-----+-----+-----+-----+",
        " 4 pts 4 pts 3 pts 2 pts",
    ]
    assert "|     |" in board_text([[None, None], *EXAMPLE[1:]])


def test_what_a_tile_is_worth_and_why():
    assert tile_text(0, "V") == "V in column 1 is worth 5 points (4 + 1 bonus)."
    assert tile_text(3, "s") == "S in column 4 is worth 2 points."
    with pytest.raises(OffBoardError):
        tile_text(4, "S")
    with pytest.raises(TileError):
        tile_text(0, "E")


def test_a_round_in_words(example_game):
    state = example_game("subjective", "vat", "a")
    assert verdict(state) == "Round 1 of 6: total 0, reach 15 after this round."
    result = state.push("subjective")
    assert result_text(result) == (
        "SUBJECTIVE: V 5 + J 6 + B 4 + S 2 + T 2 = 19 points. "
        "Total 19, needed 15: round passed."
    )
    assert slide_text(result)[0] == (
        "The board slides two columns right; F H S T leave."
    )
    lost = state.push("a")
    assert result_text(lost) == (
        "A: no board tiles = 0 points. Total 19, needed 31: round missed."
    )
    assert slide_text(lost) == []
    assert verdict(state) == "Game over in round 2: 19 points, 31 were needed."


def test_tiles_put_back_are_reported(example_game):
    state = example_game("subjective", "vat", "a")
    result = state.push("subjective")
    staged = dataclasses.replace(result, refill=(Draw("B", ("J", "K")),))
    assert slide_text(staged)[1:] == [
        "Drew J, which may not go on the board: put back.",
        "Drew K, which may not go on the board: put back.",
    ]
