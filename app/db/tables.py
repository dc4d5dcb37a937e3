"""The database schema (SQLAlchemy Core). Alembic migrations in `migrations/` create it."""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.dialects.postgresql import JSONB

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

metadata = MetaData(naming_convention=NAMING)

Json = JSON().with_variant(JSONB(), "postgresql")

matches = Table(
    "matches",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    # Every option as given, including ones a spectator may not see (an uploaded deck).
    Column("options", Json, nullable=False),
    # Secret until the match is finished.
    Column("seed", String(64), nullable=False),
    Column("status", String(12), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("started_at", DateTime(timezone=True)),
    Column("finished_at", DateTime(timezone=True)),
    Column("result", Json),
    Column("rematch_of", String(16)),
    # Of a rematch: the seats of the match it follows that asked for it and declined it.
    Column("rematch_asked_by", Integer),
    Column("rematch_declined_by", Integer),
    Column("host_seat", Integer, nullable=False, server_default="0"),
    Column("spectators_muted", Boolean, nullable=False, server_default=false()),
    Index(None, "status", "created_at"),
    Index(None, "game", "created_at"),
)

seats = Table(
    "seats",
    metadata,
    Column("match_id", String(16), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(40)),
    Column("kind", String(8)),  # "human" or "bot"; NULL while free
    Column("bot_level", String(12)),
    # SHA-256 of the seat token; the token itself is never stored.
    Column("token_hash", String(64)),
    Column("joined_at", DateTime(timezone=True)),
    # A bot level while a computer plays for an absent human; NULL otherwise.
    Column("stand_in", String(12)),
    # The player resigned: the match ended, or a computer plays the seat from then on.
    Column("resigned", Boolean, nullable=False, server_default=false()),
)

moves = Table(
    "moves",
    metadata,
    Column("match_id", String(16), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True),
    # 1, 2, 3... without gaps: the primary key serialises concurrent writers.
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("seat", Integer),  # NULL for a system move (a timer that ran out)
    Column("move", Json, nullable=False),
    Column("client_id", String(64)),
    Column("created_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("match_id", "seat", "client_id"),
)

chat = Table(
    "chat",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("match_id", String(16), ForeignKey("matches.id", ondelete="CASCADE"), nullable=False),
    Column("seat", Integer),  # NULL for a spectator
    Column("name", String(40), nullable=False),
    Column("text", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index(None, "match_id", "id"),
)

# The answer given to a refused move id (seat -1: no seat), so that whichever instance
# serves the room gives the same one to a replay. Bounded per match (Store.add_refusal).
refusals = Table(
    "refusals",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("match_id", String(16), ForeignKey("matches.id", ondelete="CASCADE"), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("client_id", String(64), nullable=False),
    Column("code", String(40), nullable=False),
    Column("message", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("match_id", "seat", "client_id"),
)

# Who is connected where, written by each instance every few seconds (seat -1: spectators).
# A row not refreshed for a while belongs to an instance that is gone.
presence = Table(
    "presence",
    metadata,
    Column("match_id", String(16), primary_key=True),
    Column("instance", String(24), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("connections", Integer, nullable=False),
    Column("seen_at", DateTime(timezone=True), nullable=False),
)

# The server processes that use this database, each writing its row every few seconds with
# its bus (`local`: no Redis; `redis`), so that instances which cannot hear each other's
# news find out. A row that stops changing belongs to an instance that is gone.
instances = Table(
    "instances",
    metadata,
    Column("id", String(24), primary_key=True),
    Column("bus", String(16), nullable=False),
    Column("seen_at", DateTime(timezone=True), nullable=False),
)
