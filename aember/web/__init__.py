"""KeyForge in a browser: `aember serve` (server.py), its games in SQLite (store.py), the page (static/)."""
