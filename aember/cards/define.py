"""`card(...)`: declare and register one card. Used by every module under aember/cards/<set>/."""

from __future__ import annotations

from typing import Any

from aember.cards.registry import register
from aember.engine.carddef import CardDef


def card(title: str, set: str, number: str, house: str, type: str, *, rarity: str, text: str,
         power: int | None = None, armor: int | None = None, icons: tuple = (), traits: tuple = (),
         keywords: tuple = (), as_upgrade: dict | None = None, **abilities: Any) -> CardDef:
    """`as_upgrade`: the abilities of the card played as an upgrade instead ("may be played as an upgrade
    instead of a creature, with the text …"), with its `text`."""
    if as_upgrade is not None:
        abilities["upgrade_face"] = CardDef(title, set=set, number=number, house=house, type="upgrade",
                                            rarity=rarity, icons=icons, traits=traits, alternate=True,
                                            **as_upgrade)
    return register(CardDef(title, set=set, number=number, house=house, type=type, rarity=rarity, text=text,
                            power=power, armor=armor, icons=icons, traits=traits, keywords=keywords,
                            **abilities))
