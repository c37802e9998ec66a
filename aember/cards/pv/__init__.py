"""Prophetic Visions."""
