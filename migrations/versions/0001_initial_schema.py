"""initial schema

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('matches',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('game', sa.String(length=40), nullable=False),
    sa.Column('players', sa.Integer(), nullable=False),
    sa.Column('options', JSON_TYPE, nullable=False),
    sa.Column('seed', sa.String(length=64), nullable=False),
    sa.Column('status', sa.String(length=12), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('started_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('finished_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('result', JSON_TYPE, nullable=True),
    sa.Column('rematch_of', sa.String(length=16), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_matches'))
    )
    with op.batch_alter_table('matches', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_matches_game_created_at'), ['game', 'created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_matches_status_created_at'), ['status', 'created_at'], unique=False)

    op.create_table('chat',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('match_id', sa.String(length=16), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=True),
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['matches.id'], name=op.f('fk_chat_match_id_matches'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_chat'))
    )
    with op.batch_alter_table('chat', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_chat_match_id_id'), ['match_id', 'id'], unique=False)

    op.create_table('moves',
    sa.Column('match_id', sa.String(length=16), nullable=False),
    sa.Column('seq', sa.Integer(), autoincrement=False, nullable=False),
    sa.Column('seat', sa.Integer(), nullable=True),
    sa.Column('move', JSON_TYPE, nullable=False),
    sa.Column('client_id', sa.String(length=64), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['matches.id'], name=op.f('fk_moves_match_id_matches'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('match_id', 'seq', name=op.f('pk_moves')),
    sa.UniqueConstraint('match_id', 'seat', 'client_id', name=op.f('uq_moves_match_id_seat_client_id'))
    )
    op.create_table('seats',
    sa.Column('match_id', sa.String(length=16), nullable=False),
    sa.Column('seat', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=40), nullable=True),
    sa.Column('kind', sa.String(length=8), nullable=True),
    sa.Column('bot_level', sa.String(length=12), nullable=True),
    sa.Column('token_hash', sa.String(length=64), nullable=True),
    sa.Column('joined_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['match_id'], ['matches.id'], name=op.f('fk_seats_match_id_matches'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('match_id', 'seat', name=op.f('pk_seats'))
    )


def downgrade() -> None:
    op.drop_table('seats')
    op.drop_table('moves')
    with op.batch_alter_table('chat', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_chat_match_id_id'))

    op.drop_table('chat')
    with op.batch_alter_table('matches', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_matches_status_created_at'))
        batch_op.drop_index(batch_op.f('ix_matches_game_created_at'))

    op.drop_table('matches')
