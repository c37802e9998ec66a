"""Winds of Exchange — Brobnar."""

from aember.cards.define import card

card("Crogg the Clumsy", "WoE",
     text="Splash-attack 2.")
