"""Rooms' storage in memory: the same interfaces as the database's, for fast room tests."""

from __future__ import annotations

import copy
from dataclasses import replace
from datetime import datetime
from typing import Any

from app.db.records import (
    ChatRecord,
    Finish,
    MatchRecord,
    MatchStatus,
    MoveRecord,
    RefusalRecord,
    SeatKind,
    SeatRecord,
)


class MemoryStore:
    """Matches, seats, moves and chat in dictionaries (a `RoomStore` and a `MoveLog`)."""

    def __init__(self) -> None:
        self.matches: dict[str, MatchRecord] = {}
        self.moves: dict[str, list[MoveRecord]] = {}
        self.chat: dict[str, list[ChatRecord]] = {}
        self.refusals: dict[str, list[RefusalRecord]] = {}

    async def create_match(self, record: MatchRecord) -> None:
        """Store a new room with its seats."""
        self.matches[record.id] = copy.deepcopy(record)
        self.moves[record.id] = []
        self.chat[record.id] = []

    async def get_match(self, match_id: str) -> MatchRecord | None:
        """A copy of one match, or None."""
        found = self.matches.get(match_id)
        return copy.deepcopy(found) if found else None

    async def get_moves(self, match_id: str, after: int = 0,
                        upto: int | None = None) -> list[MoveRecord]:
        """The moves with `after` < seq (<= `upto`)."""
        return [m for m in self.moves.get(match_id, [])
                if m.seq > after and (upto is None or m.seq <= upto)]

    async def append(self, match_id: str, record: MoveRecord, finish: Finish | None = None) -> bool:
        """Store a move unless its seq is taken; ends the match with `finish`."""
        stored = self.moves[match_id]
        if any(m.seq == record.seq for m in stored):
            return False
        stored.append(replace(record))
        if finish is not None:
            match = self.matches[match_id]
            match.status, match.finished_at, match.result = (MatchStatus.FINISHED, finish.at,
                                                             finish.result)
        return True

    async def take_seat(self, match_id: str, seat: SeatRecord, at: datetime) -> bool:
        """Fill a free seat; False if taken."""
        seats = self.matches[match_id].seats
        if seats[seat.seat].name is not None:
            return False
        seats[seat.seat] = replace(seat)
        return True

    async def claim_seat(self, match_id: str, seat: int, token_hash: str, at: datetime) -> bool:
        """Give a reserved seat its token; False if claimed."""
        record = self.matches[match_id].seats[seat]
        if record.token_hash is not None or record.kind != SeatKind.HUMAN:
            return False
        record.token_hash = token_hash
        return True

    async def release_seat(self, match_id: str, seat: int) -> None:
        """Free a seat."""
        self.matches[match_id].seats[seat] = SeatRecord(seat)

    async def set_stand_in(self, match_id: str, seat: int, level: str | None) -> None:
        """A computer plays for an absent human (or not)."""
        self.matches[match_id].seats[seat].stand_in = level

    async def set_options(self, match_id: str, options: dict[str, Any]) -> None:
        """Store a waiting room's options again."""
        self.matches[match_id].options = copy.deepcopy(options)

    async def resign_seat(self, match_id: str, seat: int, level: str | None) -> None:
        """Mark a player as resigned (with a level: a computer plays the seat from now on)."""
        record = self.matches[match_id].seats[seat]
        record.resigned, record.stand_in = True, None
        if level is not None:
            record.kind, record.bot_level, record.token_hash = SeatKind.BOT, level, None

    async def end_match(self, match_id: str, status: str, result: dict[str, Any] | None,
                        at: datetime, declined_by: int | None = None) -> bool:
        """End a match not over yet (a rematch `declined_by` a seat); False if it was."""
        match = self.matches[match_id]
        if match.status not in {MatchStatus.WAITING, MatchStatus.LIVE}:
            return False
        match.status, match.result, match.finished_at = MatchStatus(status), result, at
        if declined_by is not None:
            match.rematch_declined_by = declined_by
        return True

    async def set_spectators_muted(self, match_id: str, muted: bool) -> None:
        """Mute or unmute the spectators."""
        self.matches[match_id].spectators_muted = muted

    async def set_status(self, match_id: str, status: str, **times: datetime | None) -> None:
        """Change a match's status and times."""
        match = self.matches[match_id]
        match.status = MatchStatus(status)
        for name, value in times.items():
            setattr(match, name, value)

    async def add_chat(self, match_id: str, seat: int | None, name: str, body: str,
                       at: datetime) -> int:
        """Store a chat line; its id."""
        line_id = sum(len(lines) for lines in self.chat.values()) + 1
        self.chat[match_id].append(ChatRecord(line_id, seat, name, body, at))
        return line_id

    async def get_chat(self, match_id: str, limit: int = 200) -> list[ChatRecord]:
        """The latest lines, oldest first."""
        return self.chat.get(match_id, [])[-limit:]

    async def rematches_of(self, match_ids: list[str]) -> dict[str, str]:
        """The rematch of each of these matches, by match (those with one)."""
        wanted = set(match_ids)
        return {m.rematch_of: m.id for m in self.matches.values() if m.rematch_of in wanted}

    async def add_refusal(self, match_id: str, seat: int | None, client_id: str, code: str,
                          message: str, at: datetime, keep: int) -> None:
        """Keep a refused move id's answer (the newest `keep` of the match)."""
        kept = self.refusals.setdefault(match_id, [])
        if not any(r.seat == seat and r.client_id == client_id for r in kept):
            kept.append(RefusalRecord(seat, client_id, code, message))
        del kept[:-keep]

    async def get_refusals(self, match_id: str) -> list[RefusalRecord]:
        """The refused move ids of a match, oldest first."""
        return list(self.refusals.get(match_id, []))
