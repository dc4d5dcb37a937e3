"""The batched move writer: one commit for many rooms, conflicts reported per move."""

from __future__ import annotations

import asyncio

import pytest

from app.db.engine import make_engine
from app.db.migrate import upgrade_async
from app.db.records import Finish, MatchRecord, MoveRecord, SeatRecord
from app.db.store import Store
from app.db.writer import MoveWriter


@pytest.fixture
async def store_and_writer(database_url: str):
    await upgrade_async(database_url)
    engine = make_engine(database_url)
    writer = MoveWriter(engine)
    writer.start()
    yield Store(engine), writer
    await writer.stop()
    await engine.dispose()


async def _match(store: Store, match_id: str) -> None:
    await store.create_match(MatchRecord(
        id=match_id, game="hex_camping", players=2, options={}, seed="s", status="live",
        seats=[SeatRecord(0, "A", "human"), SeatRecord(1, "B", "human")],
    ))


async def test_moves_of_many_rooms_are_committed_together(store_and_writer):
    store, writer = store_and_writer
    ids = [f"room{n:03d}" for n in range(40)]
    for match_id in ids:
        await _match(store, match_id)
    results = await asyncio.gather(*[
        writer.append(match_id, MoveRecord(1, 0, {"type": "pass"}, f"c-{match_id}"))
        for match_id in ids
    ])
    assert results == [True] * 40
    assert writer.batches < 40  # several moves shared a commit
    for match_id in ids:
        assert [m.client_id for m in await store.get_moves(match_id)] == [f"c-{match_id}"]


async def test_a_taken_sequence_number_is_refused_without_harming_the_batch(store_and_writer):
    store, writer = store_and_writer
    await _match(store, "clash")
    await _match(store, "calm")
    first, second, other = await asyncio.gather(
        writer.append("clash", MoveRecord(1, 0, {"type": "a"})),
        writer.append("clash", MoveRecord(1, 1, {"type": "b"})),
        writer.append("calm", MoveRecord(1, 0, {"type": "c"})),
    )
    assert sorted([first, second]) == [False, True] and other is True
    stored = await store.get_moves("clash")
    assert len(stored) == 1


async def test_the_last_move_finishes_the_match_in_the_same_commit(store_and_writer):
    store, writer = store_and_writer
    await _match(store, "ending")
    result = {"scores": [3, 1], "ranks": [1, 2], "ranking": [0, 1], "details": None}
    assert await writer.append("ending", MoveRecord(1, 0, {"type": "x"}), Finish(result))
    record = await store.get_match("ending")
    assert record.status == "finished" and record.result == result and record.finished_at


async def test_a_finish_whose_move_lost_its_slot_does_not_end_the_match(store_and_writer):
    store, writer = store_and_writer
    await _match(store, "raced")
    assert await writer.append("raced", MoveRecord(1, 0, {"type": "first"}))
    result = {"scores": [1, 0], "ranks": [1, 2], "ranking": [0, 1], "details": None}
    assert not await writer.append("raced", MoveRecord(1, 1, {"type": "late"}), Finish(result))
    record = await store.get_match("raced")
    assert record.status == "live" and record.result is None and record.finished_at is None


async def test_one_batch_stores_moves_ends_and_system_moves_as_given(store_and_writer):
    store, writer = store_and_writer
    for match_id in ("a", "b", "c"):
        await _match(store, match_id)
    result = {"scores": [2, 5], "ranks": [2, 1], "ranking": [1, 0], "details": {"n": "é"}}
    outcomes = await asyncio.gather(
        writer.append("a", MoveRecord(1, 0, {"type": "place", "hex": [3, 4], "note": "ñ ✓"},
                                      "id-1")),
        writer.append("b", MoveRecord(1, None, {"type": "timeout"}, None), Finish(result)),
        writer.append("c", MoveRecord(1, 1, {"type": "pass"}, "id-1")),
    )
    assert outcomes == [True, True, True]
    [a] = await store.get_moves("a")
    assert (a.seat, a.move, a.client_id) == (0, {"type": "place", "hex": [3, 4], "note": "ñ ✓"},
                                            "id-1")
    [b] = await store.get_moves("b")
    assert (b.seat, b.move, b.client_id) == (None, {"type": "timeout"}, None)
    ended = await store.get_match("b")
    assert ended.status == "finished" and ended.result == result
    assert (await store.get_match("a")).status == "live"
    assert (await store.get_match("c")).status == "live"


async def test_a_move_id_used_twice_by_a_seat_is_refused_beside_the_others(store_and_writer):
    store, writer = store_and_writer
    await _match(store, "ids")
    assert await writer.append("ids", MoveRecord(1, 0, {"type": "a"}, "same"))
    again, fresh = await asyncio.gather(
        writer.append("ids", MoveRecord(2, 0, {"type": "b"}, "same")),
        writer.append("ids", MoveRecord(3, 1, {"type": "c"}, "same")),
    )
    assert (again, fresh) == (False, True)
    assert [m.seq for m in await store.get_moves("ids")] == [1, 3]


async def test_a_move_of_an_unknown_match_fails_alone(store_and_writer):
    store, writer = store_and_writer
    await _match(store, "known")
    known, unknown = await asyncio.gather(
        writer.append("known", MoveRecord(1, 0, {"type": "a"})),
        writer.append("nowhere", MoveRecord(1, 0, {"type": "a"})),
        return_exceptions=True,
    )
    assert known is True and isinstance(unknown, Exception)
    assert len(await store.get_moves("known")) == 1


async def test_a_stop_stores_the_batch_under_way_and_the_queued_moves(database_url: str):
    """What a stop finds being written or queued is stored, and answered, before it
    returns: a batch cancelled mid-commit would leave its rooms waiting for ever."""
    await upgrade_async(database_url)
    engine = make_engine(database_url)
    writer = MoveWriter(engine)
    writer.start()
    store = Store(engine)
    ids = [f"stop{n:02d}" for n in range(12)]
    for match_id in ids:
        await _match(store, match_id)
    appends = [asyncio.ensure_future(writer.append(match_id, MoveRecord(1, 0, {"type": "x"})))
               for match_id in ids]
    for _ in range(3):  # the appends queue, the writer takes them, their batch is sent
        await asyncio.sleep(0)
    await writer.stop()
    async with asyncio.timeout(30):
        assert await asyncio.gather(*appends) == [True] * len(ids)
    for match_id in ids:
        assert len(await store.get_moves(match_id)) == 1
    await engine.dispose()

