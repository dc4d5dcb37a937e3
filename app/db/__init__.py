"""Storage: tables, the engine, and the queries the rooms and the API need."""
