"""Which instances on the database are alive, read from their rows without comparing the
clocks of two machines (app/neighbours.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from app.neighbours import Neighbours, why_unheard

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def test_a_row_counts_once_it_changes_between_two_reads():
    neighbours = Neighbours(ttl=7)
    assert neighbours.read({"b": ("local", at(0))}, now=100) == {}  # not known to beat yet
    assert neighbours.read({"b": ("local", at(2))}, now=102) == {"b": "local"}


def test_a_row_that_stops_changing_stops_counting_after_the_ttl():
    neighbours = Neighbours(ttl=7)
    neighbours.read({"b": ("redis", at(0))}, now=100)
    neighbours.read({"b": ("redis", at(2))}, now=102)
    assert neighbours.read({"b": ("redis", at(2))}, now=108.9) == {"b": "redis"}
    assert neighbours.read({"b": ("redis", at(2))}, now=109) == {}
    # it beats again (an instance paused, then resumed): it counts again at once
    assert neighbours.read({"b": ("redis", at(30))}, now=130) == {"b": "redis"}


def test_the_row_of_a_dead_process_never_counts_however_recent_its_time():
    neighbours = Neighbours(ttl=7)
    # its clock even runs ahead of this one's: only a change counts
    for now in (100, 102, 104, 106, 120):
        assert neighbours.read({"dead": ("local", at(10_000))}, now=now) == {}


def test_a_row_deleted_is_forgotten_and_must_change_again_to_count():
    neighbours = Neighbours(ttl=7)
    neighbours.read({"b": ("local", at(0))}, now=100)
    assert neighbours.read({"b": ("local", at(2))}, now=102) == {"b": "local"}
    assert neighbours.read({}, now=104) == {}  # it stopped and removed its row
    assert neighbours.read({"b": ("local", at(6))}, now=106) == {}


def test_the_log_says_which_side_lacks_redis():
    assert why_unheard("local", "local") == "neither has Redis"
    assert why_unheard("local", "redis") == "this one has no Redis"
    assert why_unheard("redis", "local") == "it has no Redis"
    assert "not on this instance's Redis" in why_unheard("redis", "redis")
