"""`card(...)`: declare and register one card. Used by every module under aember/cards/<set>/.

A declaration holds the card's title, its set, the project's own rules text and its abilities. The
printed facts (number, house, type, rarity, power, armor, bonus icons, traits, keywords) come from the
packaged card database, so they are written in one place only:

    card("Punch", "CotA", text="Play: Deal 3 damage to a creature.", play=deal_damage(A_CREATURE, 3))

`number=` picks one of several cards of a set that share a title (an Evil Twin is its own title,
"Armadrone (Evil Twin)"); `house=` picks the record of a card printed in several houses (a house-varying
anomaly), whose copies take their house from the deck anyway.
"""

from __future__ import annotations

from typing import Any

from aember.carddb import load_card_records, normalize_title
from aember.cards.registry import register
from aember.engine.carddef import CardDef

EVIL_TWIN_SUFFIX = " (Evil Twin)"

_INDEX: dict[tuple[str, str], list[dict]] | None = None


class CardFactsError(Exception):
    """A declaration names no card of the database, or names it ambiguously."""


def _index() -> dict[tuple[str, str], list[dict]]:
    global _INDEX
    if _INDEX is None:
        _INDEX = {}
        for r in load_card_records():
            key = normalize_title(r["name"]) + (" (evil twin)" if r.get("is_evil_twin") else "")
            _INDEX.setdefault((r["set"], key), []).append(r)
    return _INDEX


def card_record(title: str, set: str, number: str | None = None, house: str | None = None) -> dict:
    """The database record that a declaration names."""
    recs = _index().get((set, normalize_title(title)), [])
    if number is not None:
        recs = [r for r in recs if r["number"] == number]
    if house is not None:
        recs = [r for r in recs if r["house"] == house] or recs
    if not recs:
        raise CardFactsError(f"no card {title!r} in set {set}" + (f" numbered {number}" if number else ""))
    numbers = {r["number"] for r in recs}
    if len(numbers) > 1:
        raise CardFactsError(f"{title!r} names several cards of {set} ({', '.join(sorted(numbers))}): "
                             "give number=")
    # A gigantic creature's halves share a number: the declaration is the creature, with the facts of
    # its bottom half (the half that bears its rarity). A house-varying card: its first house.
    return next((r for r in recs if r.get("gigantic_half") == "bottom"), recs[0])


def record_keywords(rec: dict) -> tuple:
    """The keywords of a record, leaving out a malformed entry (a value neither a number nor X: GR Werewolf Curse's
    record holds the words the upgrade grants, 'splash-attack:3 and "after fight: …', not a keyword of its own)."""
    def well_formed(k: str) -> bool:
        _, sep, value = k.partition(":")
        return not sep or value.strip().isdigit() or value.strip().lower() == "x"
    return tuple(k for k in rec["keywords"] or () if well_formed(k))


# Keywords a later printing spells out for what an earlier one wrote in full: "versatile" for "You may use <it> as
# if it belonged to the active house" (Mack the Knife CotA -> ToC/VM25, Tireless Crocag CotA -> GR), "treachery"
# for "<it> enters play under your opponent's control" (Scowly Caper AoA -> ToC/PV/MG2024/VM25). A title
# names its latest wording (FORMAT.md "Cards"), so the card has the keyword whatever set declares it.
_REWORDED_KEYWORDS = ("versatile", "treachery")


_BY_TITLE: dict[str, list[dict]] | None = None


def later_printing_keywords(rec: dict) -> tuple:
    """The reworded keywords that some printing of the record's title has and the record lacks."""
    global _BY_TITLE
    if _BY_TITLE is None:
        _BY_TITLE = {}
        for (_set, k), recs in _index().items():
            _BY_TITLE.setdefault(k, []).extend(recs)
    key = normalize_title(rec["name"]) + (" (evil twin)" if rec.get("is_evil_twin") else "")
    have = {k.partition(":")[0] for k in rec["keywords"] or ()}
    found: list[str] = []
    for r in _BY_TITLE.get(key, ()):
        for kw in r["keywords"] or ():
            if kw in _REWORDED_KEYWORDS and kw not in have and kw not in found:
                found.append(kw)
    return tuple(found)


def card(title: str, set: str, *, text: str, number: str | None = None, house: str | None = None,
         type: str | None = None, as_upgrade: dict | None = None, as_creature: dict | None = None,
         **abilities: Any) -> CardDef:
    """`type` overrides the printed type where the engine plays the card as another (never needed so far
    for printed cards). `as_upgrade`: the abilities of the card played as an upgrade instead ("may be played
    as an upgrade instead of a creature, with the text …"), with its `text`. `as_creature`: the face of a card that
    becomes a creature while in play ("move it to your battleline as a creature with 100 power")."""
    rec = card_record(title, set, number, house)
    printed_type = rec["type"]
    facts: dict[str, Any] = {
        "set": set, "number": rec["number"], "house": rec["house"] or house or "",
        "type": type or printed_type,
        "rarity": rec["rarity"], "icons": tuple(rec["bonus_icons"] or ()), "traits": tuple(rec["traits"] or ()),
    }
    if facts["type"] in ("creature", "token creature"):
        facts["power"] = rec["power"] or 0
        facts["armor"] = rec["armor"] or 0
    if printed_type == "token creature":
        abilities.setdefault("is_token", True)
    keywords = record_keywords(rec) + later_printing_keywords(rec)
    if as_upgrade is not None:
        face = {k: facts[k] for k in ("set", "number", "house", "rarity", "icons", "traits")}
        abilities["upgrade_face"] = CardDef(title, type="upgrade", alternate=True, **face, **as_upgrade)
    if as_creature is not None:
        # the face of a card that becomes a creature in play (Effigy of Melerukh): power, armor, text
        face = {k: facts[k] for k in ("set", "number", "house", "rarity", "icons", "traits")}
        abilities["creature_face"] = CardDef(title, type="creature", alternate=True, **face, **as_creature)
    d = register(CardDef(title, text=text, keywords=keywords, **facts, **abilities))
    if rec.get("is_gigantic"):
        d.top_half = _top_half(d, rec)
    return d


def _top_half(d: CardDef, bottom: dict) -> CardDef:
    """The top half of a gigantic creature out of play: "Both halves of a gigantic creature have the same title,
    house, and card type. Otherwise, each half has the attributes printed on it: the top half has bonus icons,
    while the bottom half has power, armor, and the text box" (001:2160-2163). The database copies the bottom's
    power and text onto the top record; its bonus icons and traits are taken as recorded."""
    top = next((r for r in _index().get((d.set, normalize_title(d.title)), ())
                if r["number"] == bottom["number"] and r.get("gigantic_half") == "top"), bottom)
    t = CardDef(d.title, set=d.set, number=d.number, house=d.house, type=d.type, rarity=top["rarity"],
                power=0, armor=0, icons=tuple(top["bonus_icons"] or ()), traits=tuple(top["traits"] or ()),
                text="", gigantic=d.gigantic or d.title)
    t.whole = d
    return t
