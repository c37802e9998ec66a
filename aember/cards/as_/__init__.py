"""Æmber Skies."""
