"""The authoritative state of a match: its version, its moves, and the memory that makes a
move id idempotent. It checks moves; the room stores them and then commits them here."""

from __future__ import annotations

from collections import OrderedDict
from datetime import datetime
from typing import Any

from app.db.records import Finish, MatchRecord, MoveRecord, RefusalRecord
from app.games.base import Game, Move, RulesError, Seat, match_rng
from app.rooms import public
from app.rooms.errors import RoomError
from app.rooms.turns import UNDO, Turn, step, step_rng

REFUSED_MEMORY = 256
Key = tuple[Seat | None, str]


class Authority:
    """State, version and stored moves of one match, with the answers given to move ids."""

    def __init__(self, game: Game, record: MatchRecord, game_options: dict[str, Any]) -> None:
        self.game = game
        self.seed = record.seed
        self.state = game.setup(record.players, game_options, match_rng(record.seed, 0))
        self.version = 0
        self.moves: list[MoveRecord] = []
        #: What the player to act may take back of their turn (`undo`).
        self.turn = Turn()
        self._checked: tuple[int, Turn] | None = None
        self._accepted: dict[Key, int] = {}
        #: When the current state was reached and since when the same seats are to act
        #: (timed or not), from the stored moves' times; None: since the match started.
        self.moved_at: datetime | None = None
        self.acting_since: datetime | None = None
        self._acting = self._acting_key(self.state)
        #: Refusals as (code, message): no exception (and none of its frames) is kept.
        self._refused: OrderedDict[Key, tuple[str, str]] = OrderedDict()

    def answered(self, key: Key | None) -> bool:
        """True if this move id was accepted already; raises its refusal if refused."""
        if key is None:
            return False
        if key in self._accepted:
            return True
        if key in self._refused:
            raise RoomError(*self._refused[key])
        return False

    def accepted(self, key: Key | None) -> bool:
        """True if a move with this id is stored (whatever its answer was)."""
        return key is not None and key in self._accepted

    @staticmethod
    def lasting(key: Key | None, error: RoomError) -> bool:
        """True if this refusal is the move id's answer for good (not a server failure:
        trying again may work, nor the database away, nor the match gone from it); it is
        then stored before it is sent."""
        return key is not None and error.code not in {"server_error", "unavailable", "not_found"}

    def refuse(self, key: Key | None, error: RoomError) -> None:
        """Remember a lasting refusal (stored, or read from storage)."""
        if key is None or not self.lasting(key, error):
            return
        self._refused[key] = (error.code, error.message)
        self._refused.move_to_end(key)
        while len(self._refused) > REFUSED_MEMORY:
            self._refused.popitem(last=False)

    def refused_before(self, stored: list[RefusalRecord]) -> None:
        """Take the refusals stored with the match (by any instance), oldest first."""
        for r in stored:
            self.refuse((r.seat, r.client_id), RoomError(r.code, r.message))

    def check(self, seat: Seat | None, client_id: str | None, version: int, move: Move,
              log_failure: Any) -> tuple[MoveRecord, Any, Finish | None]:
        """The move as it would be stored, the state after it and the match's end if it
        ends it; raises RoomError if refused. Changes nothing."""
        if version != self.version:
            raise RoomError(
                "stale_version",
                f"The move was for version {version}; the match is at version {self.version}.",
            )
        seq = self.version + 1
        try:
            new_state, turn = step(self.game, self.state, self.turn, seat, move,
                                   step_rng(self.seed, seq))
        except RulesError as error:
            raise public.rules_error(self.game, error) from None
        except Exception:  # noqa: BLE001 - a rules bug must not take the room down
            log_failure()
            raise RoomError("server_error", "The server could not check this move.") from None
        if seat is not None and move.get("type") != UNDO:
            self._check_fields(seat, move)
        self._checked = (seq, turn)
        outcome = self.game.outcome(new_state)
        finish = Finish(outcome.to_json()) if outcome is not None else None
        return MoveRecord(seq, seat, move, client_id), new_state, finish

    def _check_fields(self, seat: Seat, move: Move) -> None:
        """Refuse fields no legal move of this type has: they would be stored and published."""
        kind = move.get("type")
        allowed = {"type"}
        for entry in self.game.legal_moves(self.state, seat):
            if entry.get("type") == kind:
                allowed.update(k for k in entry if k != "free")
                allowed.update(entry.get("free") or ())
        extra = sorted(set(move) - allowed)
        if extra:
            raise RoomError("illegal_move", f"A {kind} move has no field '{extra[0]}'.")

    def commit(self, record: MoveRecord, new_state: Any, turn: Turn | None = None) -> None:
        """A stored move becomes the current state (`turn`: what its turn may take back,
        as `check` found it when not given)."""
        if turn is None:
            checked = self._checked
            turn = checked[1] if checked is not None and checked[0] == record.seq else Turn()
        self._checked = None
        self.turn = turn
        self.moves.append(record)
        if record.client_id is not None:
            self._accepted[(record.seat, record.client_id)] = record.seq
        self.state = new_state
        self.version = record.seq
        self.moved_at = record.created_at
        acting = self._acting_key(new_state)
        if acting != self._acting:
            self._acting, self.acting_since = acting, record.created_at

    def _acting_key(self, state: Any) -> tuple[tuple[Seat, ...], bool]:
        """Who is to act, and whether under the game's own timer: the turn clock runs for
        as long as this stays the same."""
        return tuple(self.game.to_act(state)), self.game.timer(state) is not None

    def load(self, moves: list[MoveRecord]) -> None:
        """Replay stored moves (at start-up, or moves another instance stored)."""
        for record in moves:
            if record.seq != self.version + 1:
                raise RuntimeError(f"move {record.seq} after {self.version}")
            new_state, turn = step(self.game, self.state, self.turn, record.seat, record.move,
                                   step_rng(self.seed, record.seq))
            self.commit(record, new_state, turn)
