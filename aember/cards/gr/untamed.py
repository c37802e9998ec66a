"""Grim Reminders — Untamed."""

from aember.cards.define import card
from aember.engine.effects import ENEMY_CREATURE, deal_damage, scrap

card("Witch of the Spore", "GR",
     text="Poison.\nScrap: Deal 3D to an enemy creature.",
     reactions=[scrap(deal_damage(ENEMY_CREATURE, 3))])
