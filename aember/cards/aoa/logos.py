"""Age of Ascension — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_chosen,
    archive_from_hand,
    archive_top,
    capture,
    choose,
    choose_card_under_self,
    choose_house,
    could_play,
    count_friendly,
    deal_damage,
    deal_damage_at_once,
    did,
    do,
    draw,
    enemy_creature_reaped,
    forge_key,
    gain,
    has_trait,
    host_only,
    if_,
    in_my_zone,
    look_top_take_one_discard_rest,
    may,
    named_by,
    opponent_amber,
    play_card_under_self,
    play_chosen,
    play_permission,
    put_card_from_hand_under_self,
    reaction,
    repeat,
    sacrifice_self,
    seq,
    split_each,
    static,
    steal,
    use_permission,
)
from aember.engine.state import ARCHIVES
from aember.engine.steps import Choose, ChooseOne


def _archive_random(n):
    def fn(g, c):
        hand = g.players[c["me"]].hand
        for _ in range(n):
            if not hand:
                return
            g.archive(hand[g.rng.below(len(hand))], c["me"])
    return do(fn, "archive random")


card("Archimedes", "AoA",
     text='Elusive.\nThe creatures next to Archimedes have "Destroyed: Put this creature in your archives."',
     statics=[static("grant_destroyed", lambda g, src, cid, le: cid in g.neighbors(src),
                     do(lambda g, c: g.archive(c["src"]) if g.in_play(c["src"]) else None))])



card("Titan Librarian", "AoA",
     text="If Titan Librarian is away from the flanks at the end of your turn, archive a card.",
     # "if Titan Librarian is not on a flank": checked as it resolves (it triggers at the end of each of your turns)
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(lambda g, c: not g.is_flank(c["src"]), archive_from_hand(1)))])

card("Eureka!", "AoA",
     text="Alpha.\nPlay: Gain 2Æ. Archive 2 random cards from your hand.",
     play=seq(gain(2), _archive_random(2)))


def _archive_under(g, c):
    for x in c.get("under", []):
        if x in g.beneath(c["src"]):
            g.archive(x)


card("Jargogle", "AoA",
     text=("Elusive.\n"
           "Play: Choose a card in your hand and place it facedown beneath Jargogle.\n"
           "Destroyed: Play the card beneath Jargogle if it is your turn; if it is not, archive it instead."),
     play=put_card_from_hand_under_self(),
     destroyed=if_(lambda g, c: g.active == c["me"], play_card_under_self(),
                   seq(choose_card_under_self("Choose the card under it to archive"),
                       do(_archive_under, "archive"))))


def _redacted(g, c):
    src = c["src"]
    if not g.in_play(src):
        return
    g.cards[src].amber += 1
    g.say(f"1Æ is placed on {g.cname(src)}")
    c["full"] = g.cards[src].amber >= 4
    if c["full"]:
        g.destroy([src], sacrifice=True)


card("[REDACTED]", "AoA",
     text=("Each time you choose Logos as your active house, move 1Æ from the common supply onto [REDACTED]. Once "
           "[REDACTED] holds 4Æ or more, destroy it and forge a key for free."),
     reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and ev["house"] == "logos", seq(do(_redacted), if_(did("full"), forge_key(0))))])


# --- Age of Ascension Logos, first printings -----------------------------------------------------


def _binate(g, c):
    for p in (c["me"], 1 - c["me"]):
        g.gain(p, g.players[p].amber)


card("Binate Rupture", "AoA",
     text="Alpha.\nPlay: Each player gains as much Æ as there is in their pool.",
     play=do(_binate, "double"))

card("Cutthroat Research", "AoA",
     text="Play: If your opponent has 8Æ or more, steal 2Æ.",
     play=if_(lambda g, c: g.players[1 - c["me"]].amber >= 8, steal(2)))


card("Eyegor", "AoA",
     text="Play: Take 1 of the top 3 cards of your deck into your hand; discard the others.",
     play=look_top_take_one_discard_rest(3))

card("Helper Bot", "AoA",
     text="Play: This turn, you may play one non-Logos card.",
     play=play_permission(lambda g, cid: not g.belongs_to(cid, "logos")))


def _hexpion(g, c):
    me = c["me"]
    if g.in_play(c["src"]):
        g.archive(c["src"])     # leaving play: into its owner's archives (001:2337), as archive_self
    deck = g.players[me].deck
    if deck:
        g.archive(deck[0], me)


card("Hexpion", "AoA",
     text="Destroyed: Put Hexpion and the top card of your deck into your archives.",
     destroyed=do(_hexpion, "archive"))

card("Pip Pip", "AoA",
     text="Each enemy creature that reaps is stunned after it reaps.",
     reactions=[reaction("reaped", enemy_creature_reaped,
                         do(lambda g, c: g.stun(c["ev"]["card"]), "stun"))])

card("Poke", "AoA",
     text="Play: Deal 1D to an enemy creature; if that destroys it, draw a card.",
     play=seq(deal_damage(ENEMY_CREATURE, 1), if_(did("killed"), draw(1))))

card("Professor Sutterkin", "AoA",
     text="Reap: For each friendly Logos creature, draw a card.",
     reap=draw(lambda g, c: count_friendly(g, c, lambda g2, x: g2.belongs_to(x, "logos"), zones=("battleline",))))


def _extremes(g, c):
    cs = g.creatures()
    if not cs:
        return
    powers = [g.power(x) for x in cs]
    lo, hi = min(powers), max(powers)
    c["destroyed"] = g.destroy([x for x in cs if g.power(x) in (lo, hi)])


card("Standardized Testing", "AoA",
     text="Play: Every creature with the lowest power and every creature with the highest power is destroyed.",
     play=do(_extremes, "destroy"))


def _zyx_archive(where):
    def fn(g, c):
        lst = g.players[c["me"]].zone_list(where)
        if lst:
            g.archive(lst[0], c["me"])
    return do(fn, "archive")


card("Z.Y.X. Researcher", "AoA",
     text="Play: Put into your archives the top card of either your deck or your discard pile.",
     play=ChooseOne({"Archive the top card of your deck": _zyx_archive("deck"),
                     "Archive the top card of your discard pile": _zyx_archive("discard")},
                    {"Archive the top card of your deck": lambda g, c: bool(g.players[c["me"]].deck),
                     "Archive the top card of your discard pile": lambda g, c: bool(g.players[c["me"]].discard)}))


def _backup_copy(g, c):
    host = c["src"]
    name = g.cname(host)    # as it was in play: a token creature's card stays unseen (001:2790-2791)
    if g.in_play(host) and g.leave_play_to(host, "deck"):     # a late ward stops it (001:2804-2809)
        g.say(f"{name} is put on top of its owner's deck")


card("Backup Copy", "AoA",
     text="This creature has \"Destroyed: Put this creature on top of its owner's deck.\"",
     statics=[static("grant_destroyed", host_only(), do(_backup_copy, "to deck"))])


card("Director of Z.Y.X.", "AoA",
     text="Elusive.\nWhen your turn starts, archive the top card of your deck.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         archive_top(1))])

card("Fila the Researcher", "AoA",
     text="Elusive.\nEach time a creature is played next to Fila the Researcher, draw a card.",
     reactions=[reaction("played", lambda g, src, ev, le: ev.get("type") == "creature"
                         and src in ev.get("neighbors", ()), draw(1))])      # where it entered play

card("Memory Chip", "AoA",
     text="Each time you pick Logos as your active house, archive a card.",
     reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and ev["house"] == "logos", archive_from_hand(1))])


def _has_line_mate(g, x, c):
    """A creature alone in its battleline has no creature to swap with: it is not a legal choice."""
    return any(y != x for y in g.creatures(g.cards[x].controller))


def _swap_pair(g, c):
    pair = [x for x in c.get("pair") or [] if g.in_play(x)]
    if len(pair) == 2 and g.cards[pair[0]].controller == g.cards[pair[1]].controller:
        g.swap(pair[0], pair[1])


# "Swap 2 creatures in a battleline": 2 creatures named in one phrase are one decision answered with a list
# (FORMAT Decisions), both of one battleline; it resolves itself when only one pair can be chosen
card("Quantum Fingertrap", "AoA",
     text="Action: Swap the places of two creatures in one battleline.",
     actions=[seq(Choose("pair", A_CREATURE.where(_has_line_mate).candidates, 2, False,
                         "Choose 2 creatures in one battleline to swap",
                         together=lambda g, x: g.cards[x].controller),
                  do(_swap_pair, "swap"))])

_SEISMO = static("cannot_reap", lambda g, src, cid, le: g.turn > le["turn"] and g.cards[cid].controller != le["me"]
                 and g.belongs_to(cid, le["house"]))


def _seismo(g, c):
    if c.get("house"):
        g.add_lasting(_SEISMO, c["src"], c["me"], "next_turn", house=c["house"])


card("Seismo-entangler", "AoA",
     text="Action: Name a house. On your opponent's next turn, no creature of that house can be used to reap.",
     actions=[seq(choose_house(), do(_seismo, "lasting"))],
     named=named_by(_seismo))

card("Entropic Swirl", "AoA",
     text="Play: Choose a creature. For each of its traits, deal 2D to it and gain 1Æ.",
     # the traits are counted once; the 2D per trait is one dealing (001:1076), so a ward stops all of it
     play=seq(choose("t", A_CREATURE),
              do(lambda g, c: c.update(n=len(g.traits(c["t"][0])) if c.get("t") else 0), "count traits"),
              deal_damage_at_once(("t", lambda g, c: 2 * c["n"])),
              gain(lambda g, c: c["n"])))


def _fetch(g, c):
    c["logos"] = sum(1 for x in g.discard_top(c["me"], 2) if g.belongs_to(x, "logos"))


card("Fetchdrones", "AoA",
     text="Action: Discard the top 2 cards of your deck. For each Logos card among them, a friendly creature "
          "captures 2Æ.",
     # one decision per Logos card; none once the opponent has no Æ left (every choice the same: FORMAT rev 2)
     actions=[seq(do(_fetch, "discard"),
                  repeat(lambda g, c: c.get("logos", 0),
                         if_(lambda g, c: opponent_amber(g, c) > 0, capture(2, FRIENDLY_CREATURE))))])

card("Master the Theory", "AoA",
     text="Play: If you have no creature in play, you may archive a card for each enemy creature.",
     play=if_(lambda g, c: not g.players[c["me"]].battleline,
              may("Archive a card for each enemy creature?",
                  # "for each": one decision per card, each archived as it is chosen (FORMAT rev 2)
                  split_each(lambda g, c: len(g.players[1 - c["me"]].battleline),
                             in_my_zone("hand", prompt="Choose a card to archive"), archive_chosen("t")),
                  possible=lambda g, c: bool(g.players[1 - c["me"]].battleline and g.players[c["me"]].hand))))

_ZYX = may("Play one of your archived cards?",
           seq(choose("t", in_my_zone("archives", could_play, "Choose an archived card to play")),
               play_chosen("t", ARCHIVES)),
           possible=lambda g, c: any(could_play(g, x) for x in g.players[c["me"]].archives))
card("Project Z.Y.X.", "AoA",
     text=("Fight/Reap: You may play a card from your archives, treating it as if it were in your hand and belonged "
           "to the active house."),
     fight=_ZYX, reap=_ZYX)

card("Scientifical Hack", "AoA",
     text="Omni: Sacrifice Scientifical Hack. Until the end of the turn, you may use your artifacts as though "
          "they were of the active house.",
     omnis=[seq(sacrifice_self(),
                use_permission(lambda g, cid: g.cards[cid].zone == "artifacts", 999))])

card("Shard of Knowledge", "AoA",
     text="Action: For each Shard you control, draw a card.",
     actions=[draw(lambda g, c: count_friendly(g, c, has_trait("shard")))])

card("The Curator", "AoA",
     text="Artifacts you control enter play ready.",
     statics=[static("artifact_enters_ready", lambda g, src, cid, le: g.cards[cid].controller
                     == g.cards[src].controller)])
