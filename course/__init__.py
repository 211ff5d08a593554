"""The course's own tools, run from the repository root (the Makefile's targets).

``lesson_cells``
    How a lesson is laid out: its cell tags (``solution``, ``check``, ``exercise``),
    its metadata (a stub's hint) and its milestone sections.
``stub_cells``, ``learner_edition``
    A solution cell's stub (the one producer: the learner edition's cells and the
    nbgrader assignments' released cells), and the learner edition (``make learner``,
    ``make learn``), which never overwrites a notebook the learner changed.
``assignments``
    The lessons as an nbgrader course (``make assignments``): each solution cell is
    the stub, then the solution that nbgrader's ``ClearSolutions`` deletes.
``progress_cell``
    Each lesson's live checklist cell, written from the lesson itself.
``execute_notebooks``, ``run_notebooks``
    Re-run and save the lessons (``make execute-notebooks``), and run them under
    nbval (``make notebooks``).
``kernel_client``
    nbclient's ``NotebookClient`` on a kernel client that cannot miss a cell's reply
    (nbclient's own missed one now and then, a cell that printed into an ``Output``
    widget): every notebook run here, ``execute_notebooks`` and the tests, uses it.

The tests import these tools; nothing here is imported by ``gamelib``.
"""
