"""Crucible Clash."""
