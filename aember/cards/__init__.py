"""Card definitions, grouped by set and house: aember/cards/<set>/<house>.py."""

import importlib
import pkgutil

_loaded = False

# Sets in release order (as_ is Æmber Skies: `as` is a Python keyword); within a set, houses in alphabetical
# order. The order fixes the numbering of the steps that saved games refer to: a save records how many there
# are, and one made by a build with other cards is refused with a clear message rather than misread.
SETS = ("cota", "aoa", "wc", "mm", "dt", "woe", "gr", "as_", "toc", "momu", "pv", "cc", "dm", "mg2024", "vm25")


def load_all() -> None:
    """Import every card module once, in a fixed order (definitions register themselves)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import aember.engine.rules  # noqa: F401  (rule steps are numbered first)

    for set_name in SETS:
        pkg = importlib.import_module(f"aember.cards.{set_name}")
        for mod in sorted(m.name for m in pkgutil.iter_modules(pkg.__path__)):
            importlib.import_module(f"aember.cards.{set_name}.{mod}")
