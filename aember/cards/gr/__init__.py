"""Grim Reminders."""
