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
