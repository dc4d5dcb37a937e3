"""Pure rules cores. Nothing here imports the web, the database or asyncio."""
