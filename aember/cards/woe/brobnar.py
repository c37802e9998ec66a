"""Winds of Exchange — Brobnar."""

from aember.cards.define import card

card("Crogg the Clumsy", "WoE", "040", "brobnar", "creature", rarity="Common", power=7, traits=("giant",),
     keywords=("splash-attack:2",),
     text="Splash-attack 2.")
