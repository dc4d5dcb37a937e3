"""The shipped banks are read once for the session, as the server does at start-up."""

from __future__ import annotations

from app import quiz_banks

quiz_banks.install()
