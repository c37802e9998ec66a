"""Mass Mutation — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import self_only, static


def _ardent_immune(g, source):
    if g.face(source).type != "creature":
        return False
    return "mutant" in g.traits(source) or g.power(source) >= 5


card("Ardent Hero", "MM",
     text="Taunt.\nArdent Hero cannot be dealt damage by Mutant creatures or by creatures with 5 or more power.",
     statics=[static("no_damage_from", self_only(), _ardent_immune)])

card("Scrivener Favian", "MM",
     text="Enhance: capture, capture.\nWhenever you resolve a capture bonus icon, you may steal 1Æ instead.",
     statics=[static("icon_replace", lambda g, src, p, le: g.cards[src].controller == p,
                     (("capture",), "steal", "steal 1Æ instead"))])

card("Master of the Grey", "MM",
     text="Your opponent cannot resolve the bonus icons of cards they play.",
     statics=[static("no_bonus_icons", lambda g, src, p, le: g.cards[src].controller != p)])
