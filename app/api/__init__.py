"""The REST API (under /api) and the websocket route: the edge where errors become replies."""
