"""Card definitions, grouped by set and house: aember/cards/<set>/<house>.py."""

_loaded = False


def load_all() -> None:
    """Import every card module once, in a fixed order (definitions register themselves)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
