"""Bivouac's performance harness: `python -m bench` measures it, writes docs/performance.md."""
