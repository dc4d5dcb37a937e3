"""presence: who is connected to which room, on which instance

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "presence",
        sa.Column("match_id", sa.String(length=16), nullable=False),
        sa.Column("instance", sa.String(length=24), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("connections", sa.Integer(), nullable=False),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("match_id", "instance", "seat", name="pk_presence"),
    )


def downgrade() -> None:
    op.drop_table("presence")
