"""Vault Masters 2025: cards first printed in this set."""
