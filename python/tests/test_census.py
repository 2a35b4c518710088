"""The census from Python: its histogram (numpy) against the nim-sequence's values, one
thread against several, a stop for memory that goes on with more, and checkpoints."""

import numpy
import pytest

from impartial import Census, CensusProgress, Error, TakeAndBreak


def counts(values):
    histogram = numpy.zeros(max(values) + 1, dtype=numpy.uint64)
    for value in values:
        histogram[value] += 1
    return histogram


def test_the_histogram_is_that_of_the_nim_sequence():
    game = TakeAndBreak("0.161")
    census = game.census(100_000, threads=2, memory=400_000)
    values = game.nim_sequence(100_000).to_numpy()
    assert census.histogram.dtype == numpy.uint64
    assert numpy.array_equal(census.histogram, numpy.bincount(values))
    assert census.heaps == 100_000
    assert census.largest_value == int(values.max())
    assert census.largest_value_heap == int(numpy.argmax(values == values.max()))
    rare = census.rare_heaps
    assert rare and all(values[heap] == value for heap, value in rare)
    assert census.masks[0] is not None and census.masks[1] is None
    assert census.period is None
    assert census == game.census(100_000, threads=1, memory=400_000)


def test_a_period_counts_the_heaps_past_it():
    census = TakeAndBreak.kayles().census(2**50)
    assert census.period == (71, 12)
    assert int(census.histogram.sum()) == 2**50


def test_a_stop_for_memory_names_the_memory_that_goes_on(tmp_path):
    game = TakeAndBreak("0.167")
    path = tmp_path / "run.census"
    with pytest.raises(Error, match="the census stopped at heap 366752") as stop:
        game.census(400_000, memory=50_000, checkpoint=path)
    # From the checkpoint, with the memory each stop names.
    census, message = Census.resume(path), str(stop.value)
    while census.heaps < 400_000:
        enough = int(message.split("at least ")[1].split(" ")[0])
        assert enough > census.memory
        try:
            census = census.extended(400_000, memory=enough)
        except Error as again:
            message = str(again)
    assert numpy.array_equal(census.histogram, counts(list(game.nim_sequence(400_000))))


def test_a_census_stopped_by_its_callback_resumes_from_its_checkpoint(tmp_path):
    game = TakeAndBreak.grundys_game()
    path = tmp_path / "grundy.census"
    reports = []

    def stop_at_the_first(progress):
        reports.append(progress)
        return False

    stopped = game.census(200_000, checkpoint=str(path), progress=stop_at_the_first)
    assert stopped.heaps == 65_536
    assert isinstance(reports[0], CensusProgress) and reports[0].limit == 200_000
    assert reports[0].heaps_per_second > 0 and reports[0].eta is not None
    resumed = Census.resume(path)
    assert resumed == stopped
    assert resumed.extended(200_000) == game.census(200_000)
    path.write_bytes(path.read_bytes()[:-1])
    with pytest.raises(Error, match="truncated"):
        Census.resume(path)
