"""The notebook runner refuses to pass when it found nothing to run."""

from course import run_notebooks


def test_an_empty_notebook_folder_is_a_failure(tmp_path, capsys):
    assert run_notebooks.main([str(tmp_path)]) == 1
    assert "no notebooks found" in capsys.readouterr().err
