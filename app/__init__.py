"""Bivouac: a self-hostable server for four camping-themed board games."""

__version__ = "0.1.0"
