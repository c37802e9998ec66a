"""Menagerie 2024: cards first printed in this set."""
