"""Deck names in the style of the printed ones ("X, the Y of Z"), from aember's own word lists."""

from __future__ import annotations

import random

GIVEN = [
    "Abrielle", "Bortho", "Calvexa", "Dunmore", "Elsper", "Fizzwick", "Gorrun", "Halvane", "Ismeray",
    "Jorrit", "Kestrelle", "Lummox", "Marrow", "Nettlebey", "Orsolo", "Pimbrick", "Quillan", "Rastaban",
    "Sorrel", "Tibbet", "Ulvra", "Vantross", "Wrenna", "Xandrel", "Yorrick", "Zelphine", "Ombretta",
    "Castellan", "Haddow", "Mirabeau", "Thistlewood", "Gwendry",
]
SURNAMES = [
    "Ashgrove", "Brassbuckle", "Copperlane", "Dunsworth", "Emberfall", "Fallowmere", "Glimmerholt",
    "Hollowell", "Ironwhistle", "Juniperreach", "Kettleburn", "Lanternjaw", "Mossbottom", "Nightbarrow",
    "Oddlestone", "Pebbleshanks", "Quarrywell", "Rustmantle", "Saltmarsh", "Tumblewick", "Umberfield",
    "Vexley", "Whitlock", "Yarrowby", "Zumwalt",
]
NICKNAMES = [
    "Bolts", "Crumbs", "Dazzle", "Fuse", "Gravy", "Hammer", "Jinx", "Lucky", "Mumbles", "Noodle",
    "Pockets", "Rattle", "Scoop", "Sparks", "Tinker", "Whisker", "Zap",
]
TITLES = ["Baron", "Captain", "Countess", "Doctor", "Duchess", "Elder", "Lady", "Lord", "Madame",
          "Master", "Professor", "Sergeant", "Sister", "Warden", "Viceroy"]
ADJECTIVES = [
    "Audacious", "Bewildered", "Boisterous", "Cunning", "Diligent", "Dreadful", "Earnest", "Fickle",
    "Gallant", "Gloomy", "Haughty", "Impatient", "Jovial", "Luminous", "Meticulous", "Mournful",
    "Nimble", "Obstinate", "Peculiar", "Quarrelsome", "Radiant", "Restless", "Sly", "Somber",
    "Thunderous", "Unflappable", "Vigilant", "Wistful", "Zealous", "Tireless",
]
ROLES = [
    "Alchemist", "Archivist", "Balladeer", "Cartographer", "Chronicler", "Duelist", "Engineer",
    "Ferryman", "Gardener", "Harbinger", "Inquisitor", "Juggler", "Keeper", "Lamplighter", "Magistrate",
    "Navigator", "Oracle", "Peddler", "Quartermaster", "Ranger", "Smuggler", "Tinkerer", "Usurper",
    "Vagabond", "Warden", "Whisperer",
]
PLACES = [
    "Amberglen", "Brinewatch", "Cinderhollow", "Dustmarch", "Embervault", "Fogbank", "Glasspeak",
    "Hollowmere", "Ironreach", "Jadecliff", "Kilnworth", "Lowgate", "Mirefield", "Nettlecombe",
    "Oakshade", "Pylonhurst", "Quillmoor", "Rookhaven", "Saltspire", "Thornwick", "Undercroft",
    "Vellumford", "Whistlecrag", "Yonderfell",
]
PLACE_NOUNS = [
    "Archive", "Bazaar", "Catacombs", "Docks", "Forge", "Gardens", "Hatchery", "Lighthouse", "Market",
    "Observatory", "Orchard", "Quarry", "Reliquary", "Sanctuary", "Spire", "Tavern", "Undercity",
    "Vault", "Workshop", "Ziggurat",
]
VERBS = ["Bargains with", "Counts", "Dreams of", "Guards", "Hunts", "Keeps", "Mends", "Sings to",
         "Steals", "Wakes", "Whispers to", "Wanders"]
NOUNS = ["Ash", "Clocks", "Echoes", "Embers", "Lanterns", "Moons", "Riddles", "Shadows", "Storms",
         "Teeth", "Thunder", "Tides"]


def deck_name(rng: random.Random) -> str:
    """A new deck name drawn with rng (same rng state, same name)."""
    pattern = rng.randrange(8)
    g, s = rng.choice(GIVEN), rng.choice(SURNAMES)
    adj, role = rng.choice(ADJECTIVES), rng.choice(ROLES)
    place, spot = rng.choice(PLACES), rng.choice(PLACE_NOUNS)
    if pattern == 0:
        return f"{g} {s}, the {adj} {role}"
    if pattern == 1:
        return f"{g} the {adj}"
    if pattern == 2:
        return f"{rng.choice(TITLES)} {g} of {place}"
    if pattern == 3:
        return f"{adj} {g} of the {spot}"
    if pattern == 4:
        return f"The {role} that {rng.choice(VERBS)} {rng.choice(NOUNS)}"
    if pattern == 5:
        return f"{g} \u201c{rng.choice(NICKNAMES)}\u201d {s}"
    if pattern == 6:
        return f"{g}, {place} {role}"
    return f"{g}, the \u201c{adj}\u201d {role} of the {spot}"
