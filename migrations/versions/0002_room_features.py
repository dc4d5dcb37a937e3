"""room features: host seat, muted spectators, stand-in bots

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("matches", schema=None) as batch_op:
        batch_op.add_column(sa.Column("host_seat", sa.Integer(), nullable=False, server_default="0"))
        batch_op.add_column(sa.Column("spectators_muted", sa.Boolean(), nullable=False,
                                      server_default=sa.false()))
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.add_column(sa.Column("stand_in", sa.String(length=12), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_column("stand_in")
    with op.batch_alter_table("matches", schema=None) as batch_op:
        batch_op.drop_column("spectators_muted")
        batch_op.drop_column("host_seat")
