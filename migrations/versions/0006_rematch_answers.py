"""rematch answers: who asked for a rematch and who declined it, stored with the rematch

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("matches") as batch:
        batch.add_column(sa.Column("rematch_asked_by", sa.Integer()))
        batch.add_column(sa.Column("rematch_declined_by", sa.Integer()))


def downgrade() -> None:
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("rematch_declined_by")
        batch.drop_column("rematch_asked_by")
