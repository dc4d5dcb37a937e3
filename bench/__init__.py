"""Bivouac's performance harness: `python -m bench` measures it, writes docs/performance.md."""

from app import quiz_banks

# Every benchmark may play the quiz race: its shipped banks are read once, as a server does.
quiz_banks.install()
