"""Call of the Archons — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    archive_from_hand,
    artifacts,
    capture,
    choose,
    creatures,
    damage_each,
    deal_damage,
    destroy,
    destroyed_this_way,
    did,
    do,
    first_creature_played,
    forge_key,
    friendly_cards_in_play,
    granted_use_ability,
    host_is,
    if_,
    keys_forged_on,
    lasting,
    lasting_with,
    look_at_opponent_hand,
    may_choose,
    move_from_pool_to_card,
    my_amber,
    opponent_amber,
    opponent_discards_random,
    opponent_skips_forge_next_turn,
    play_card_under_self,
    purge_killed,
    put_card_from_hand_under_self,
    reaction,
    return_self_to_hand,
    return_to_hand,
    sacrifice,
    sacrifice_self,
    self_as,
    seq,
    static,
    steal,
    take_control,
    use,
)
from aember.engine.state import BATTLELINE, DISCARD, PURGED

card("Nerve Blast", "CotA",
     text="Play: Steal 1Æ. If you do, deal 2 damage to a creature.",
     play=seq(steal(1), if_(did(), deal_damage(A_CREATURE, 2))))

card("Poison Wave", "CotA",
     text="Play: Deal 2 damage to each creature.",
     play=damage_each("any", 2))

card("Too Much to Protect", "CotA",
     text="Play: Steal all of your opponent's Æ except 6.",
     play=steal(lambda g, c: max(0, g.players[1 - c["me"]].amber - 6)))


def _needle_reward(g, c):
    t = (c.get("t") or [None])[0]
    # destroyed by this damage, and not saved by a replacement (Armageddon Cloak: still in play, untagged)
    if t is not None and t in (c.get("killed") or []) and (g.cards[t].zone != "battleline" or g.cards[t].tagged):
        g.gain(c["me"], 1)


def _needle_damage(g, c):
    targets = c.get("t") or []
    if not targets:
        return
    before = {t for t in targets if g.cards[t].tagged}
    g.deal_damage([(t, 1) for t in targets if g.cards[t].zone == "battleline"], c["src"])
    c["killed"] = [t for t in targets if g.cards[t].tagged and t not in before]


card("Seeker Needle", "CotA",
     text="Action: Deal 1 damage to a creature. If this damage destroys it, gain 1Æ.",
     actions=[seq(choose("t", A_CREATURE), do(_needle_damage), do(_needle_reward))])

card("Bad Penny", "CotA",
     text="Destroyed: Return Bad Penny to your hand.",
     destroyed=return_self_to_hand())

card("Noddy the Thief", "CotA",
     text="Elusive.\nAction: Steal 1Æ.",
     actions=[steal(1)])

card("Dodger", "CotA",
     text="After Fight: Steal 1Æ.",
     fight=steal(1))


def _shadow_self_shields(g, src, cid, le):
    return cid in g.neighbors(src) and "specter" not in g.traits(cid)


card("Shadow Self", "CotA",
     text="Shadow Self deals no damage when fighting.\n"
          "Damage that would be dealt to this creature's non-Specter neighbors is dealt to Shadow Self instead.",
     statics=[static("no_fight_damage", lambda g, src, cid, le: cid == src),
              static("redirect_damage", _shadow_self_shields)])

card("Silvertooth", "CotA",
     text="Silvertooth enters play ready.",
     enters_ready=True)

card("Urchin", "CotA",
     text="Elusive.\nPlay: Steal 1Æ.",
     play=steal(1))

# --- further Shadows cards ------------------------------------------------------------------


def _opp_has_more(g, c):
    return opponent_amber(g, c) > my_amber(g, c)


card("Bait and Switch", "CotA",
     text="Play: Steal 1Æ if your opponent has more Æ than you. Then do that once more if your opponent "
          "still has more Æ than you.",
     play=seq(if_(_opp_has_more, steal(1)), if_(_opp_has_more, steal(1))))

card("Pawn Sacrifice", "CotA",
     text="Play: Sacrifice one of your creatures; if you did, deal 3 damage to each of 2 creatures.",
     play=seq(sacrifice(FRIENDLY_CREATURE),
              if_(did(), seq(choose("hit", A_CREATURE.times(2, prompt="Choose 2 creatures")), deal_damage("hit", 3)))))


def _destroy_src(g, c):
    if g.in_play(c["src"]):
        g.destroy([c["src"]])


card("Masterplan", "CotA",
     text=("Play: Place one card from your hand facedown beneath Masterplan.\nOmni: Play the card beneath "
           "Masterplan, then destroy Masterplan."),
     play=put_card_from_hand_under_self(),
     omnis=[seq(play_card_under_self(), do(_destroy_src, "destroy self"))])


def _urchins(g, c):
    inplay = [x for x in g.creatures() if g.cname(x) == "Urchin"]
    return inplay + [x for x in g.players[c["me"]].discard if g.cards[x].defn.title == "Urchin"]


def _faygin_return(g, c):
    for x in c.get("t") or []:
        if g.in_play(x):
            g.return_to_hand(x)
        elif g.cards[x].zone == "discard":
            g.say(f"{g.cname(x)} returns to {g.pname(g.cards[x].owner)}'s hand")
            g.move(x, "hand")


card("Faygin", "CotA",
     text="Elusive.\nAfter Reap: Return an Urchin that is in play or in your discard pile to your hand.",
     reap=seq(choose("t", Target(_urchins, "Choose an Urchin")), do(_faygin_return, "return Urchin")))

# Errata (001:2967-2971): "If Magda the Rat leaves play, your opponent steals 2" is part of her Play: ability, so
# only a Magda whose Play: ability resolved has it (FFG ruling on Archon Arcana: put into play rather than played,
# or played while her text box is blank (Shadow of Dis), she steals nothing when she leaves play). A Magda in play
# at the start of a scenario is taken as played. "Your" stays her controller as she leaves (CHECKLIST Q-3).
_MAGDA_PLAYED = static("magda_played")


def _magda_was_played(g, src, ev, le):
    return g.cards[src].entered_turn == -1 or any(
        x.get("target") == src and x["spec"] == _MAGDA_PLAYED.sid for x in g.lasting)


card("Magda the Rat", "CotA",
     text="Elusive.\nPlay: Steal 2Æ. From then on, when Magda the Rat leaves play, your opponent steals 2Æ from you.",
     # the leaves-play effect is in force from the start of the ability: the steal may already make her leave
     # play (an enemy Molephin's damage), and then the opponent steals 2 back
     play=seq(lasting_with(_MAGDA_PLAYED, until="leaves_play", target="src"), steal(2)),
     reactions=[reaction("leaves_play", _magda_was_played,
                         steal(2, thief=lambda g, c: 1 - c["me"]))])

card("Mooncurser", "CotA",
     text="Skirmish. Poison.\nAfter Fight: Steal 1Æ.",
     fight=steal(1))

card("Nexus", "CotA",
     text="Elusive.\nAfter Reap: Use one enemy artifact as though you controlled it.",
     reap=use(artifacts("enemy", "Choose an enemy artifact to use")))

def _flank(g, x, c):
    return g.is_flank(x)


def _not_flank(g, x, c):
    return not g.is_flank(x)


def _killed_gain(g, c):
    if c.get("killed"):
        g.gain(c["me"], 1)


def _purge_from_play(g, cid):
    """Purge a card in play (a ward stops it). True if it was purged."""
    if not g.in_play(cid):
        return False
    name = g.cname(cid)
    if g.leave_play_to(cid, PURGED):
        g.say(f"{name} is purged")
        return True
    return False


# --- Actions ------------------------------------------------------------------------------------

card("Booby Trap", "CotA",
     text="Play: Deal 4D, with 2D splash, to a creature that is not on a flank.",
     play=deal_damage(creatures("any", "Choose a creature not on a flank").where(_not_flank), 4, splash=2))

card("Finishing Blow", "CotA",
     text="Play: Destroy a damaged creature. If you do, steal 1Æ.",
     play=seq(destroy(creatures("any", "Choose a damaged creature").where(lambda g, x, c: g.cards[x].damage > 0)),
              if_(lambda g, c: bool(destroyed_this_way()(g, c)), steal(1))))

card("Ghostly Hand", "CotA",
     text="Play: Steal 1Æ if your opponent has exactly 1Æ.",
     play=if_(lambda g, c: g.players[1 - c["me"]].amber == 1, steal(1)))

card("Hidden Stash", "CotA",
     text="Play: Archive one card from your hand.",
     play=archive_from_hand(1))


def _traitor_purge(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "hand":
            g.purge(x)


card("Imperial Traitor", "CotA",
     text="Play: Look at your opponent's hand. You may choose a Sanctum card there and purge it.",
     play=seq(look_at_opponent_hand(),
              may_choose("Purge a Sanctum card from your opponent's hand?",
                         Target(lambda g, c: [x for x in g.players[1 - c["me"]].hand if g.belongs_to(x, "sanctum")],
                                "Choose a Sanctum card to purge"),
                         do(_traitor_purge, "purge"))))


def _darkness_cost(g, c):
    return g.key_cost(c["me"]) + (2 if g.players[1 - c["me"]].amber == 0 else 6)


card("Key of Darkness", "CotA",
     text="Play: Forge a key at current cost +6Æ; if your opponent has no Æ, at current cost +2Æ instead.",
     play=forge_key(_darkness_cost))

card("Lights Out", "CotA",
     text="Play: Return 2 enemy creatures to their owner's hand.",
     play=return_to_hand(ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")))     # as DAL-33-T3R

card("Miasma", "CotA",
     text="Play: On their next turn, your opponent skips their \"forge a key\" step.",
     play=opponent_skips_forge_next_turn())


def _one_last_job(g, c):
    me = c["me"]
    mine = [x for x in g.players[me].battleline if g.belongs_to(x, "shadows")]
    c["purged_n"] = sum(1 for x in mine if _purge_from_play(g, x))


card("One Last Job", "CotA",
     text="Play: Purge every friendly Shadows creature, then steal 1Æ for each creature purged this way.",
     play=seq(do(_one_last_job), steal(lambda g, c: c.get("purged_n", 0))))

card("Oubliette", "CotA",
     text="Play: Purge a creature that has 3 or less power.",
     play=seq(choose("t", creatures("any", "Choose a creature with power 3 or lower")
                     .where(lambda g, x, c: g.power(x) <= 3)),
              do(lambda g, c: [_purge_from_play(g, x) for x in c.get("t") or []], "purge")))

card("Relentless Whispers", "CotA",
     text="Play: Deal 2D to a creature. If that damage destroys it, steal 1Æ.",
     play=seq(deal_damage(A_CREATURE, 2), if_(lambda g, c: bool(c.get("killed")), steal(1))))


def _routine_job_more(g, c):
    return sum(1 for x in g.players[c["me"]].discard if g.cards[x].defn.title == "Routine Job")


card("Routine Job", "CotA",
     text="Play: Steal 1Æ. Then steal 1Æ more for each Routine Job in your discard pile.",
     play=seq(steal(1), steal(_routine_job_more)))


def _played_other(g, c):
    return any(cid != c["src"] for cid in g.logged("played", c["me"], g.turn))


card("Treasure Map", "CotA",
     text="Play: Gain 3Æ if you have played no other card this turn. You cannot play cards for the rest of "
          "the turn.",
     play=seq(if_(lambda g, c: not _played_other(g, c), do(lambda g, c: g.gain(c["me"], 3), "gain")),
              lasting(static("cannot_play", lambda g, src, cid, le: g.active == le["me"]))))

# --- Artifacts ----------------------------------------------------------------------------------

card("Customs Office", "CotA",
     text="To play an artifact, your opponent must first pay you 1Æ.",
     statics=[static("play_tax", lambda g, src, cid, le: g.face(cid).type == "artifact", 1)])


def _sigil_fight(g, c):
    ev = c["ev"]
    att = ev["card"]
    # its controller as it went to fight, even once hazardous ordered first has destroyed it (then it is its
    # owner's again)
    p = ev.get("controller", g.cards[att].controller)
    deck = g.players[p].deck
    if not deck:
        return
    top = deck[0]
    g.say(f"{g.pname(p)} discards {g.cname(top)} from the top of their deck")
    g.move(top, DISCARD)
    if g.belongs_to(top, g.active_house) and g.cards[att].zone == BATTLELINE:
        g.exhaust(att)
        g.cancel_fight(att)


card("Evasion Sigil", "CotA",
     text="Before a creature fights, its controller discards the top card of their deck. If that card belongs "
          "to the active house, the creature is exhausted and the fight has no effect.",
     reactions=[reaction("before_fight", lambda g, src, ev, le: True, do(_sigil_fight, "evasion sigil"))])

card("Longfused Mines", "CotA",
     text="Omni: Sacrifice Longfused Mines. Every enemy creature that is not on a flank takes 3 damage.",
     omnis=[seq(sacrifice_self(), damage_each("enemy", 3, _not_flank))])


card("Safe Place", "CotA",
     text="When forging keys, you may spend the Æ on Safe Place.\nAction: Move 1Æ from your pool onto Safe Place.",
     statics=[static("spend_amber_on", lambda g, src, p, le: p == g.cards[src].controller)],
     actions=[seq(self_as("dest"), move_from_pool_to_card(1))])

card("Skeleton Key", "CotA",
     text="Action: A friendly creature captures 1Æ.",
     actions=[capture(1, by=FRIENDLY_CREATURE)])


card("Special Delivery", "CotA",
     text="Omni: Sacrifice Special Delivery. Deal 3D to a flank creature; if this damage destroys it, purge it.",
     omnis=[seq(sacrifice_self(),
                deal_damage(creatures("any", "Choose a flank creature").where(_flank), 3),
                purge_killed())])


card("Speed Sigil", "CotA",
     text="Each turn, the first creature played enters play ready.",
     statics=[static("enters_ready", lambda g, src, cid, le: first_creature_played(g, cid))])

card("Subtle Maul", "CotA",
     text="Action: Your opponent discards a card at random from their hand.",
     actions=[opponent_discards_random(1)])

card("The Sting", "CotA",
     text="You skip your \"forge a key\" step.\nWhenever your opponent forges a key, you get the Æ they spent.\n"
          "Action: Sacrifice The Sting.",
     statics=[static("skip_forge_step", lambda g, src, p, le: p == g.cards[src].controller),
              static("forge_amber_to", lambda g, src, p, le: p != g.cards[src].controller)],
     actions=[sacrifice_self()])

# --- Creatures ----------------------------------------------------------------------------------

card("Bulleteye", "CotA",
     text="Elusive.\nAfter Reap: Destroy a creature on a flank.",
     reap=destroy(creatures("any", "Choose a flank creature").where(_flank)))

card("Carlo Phantom", "CotA",
     text="Elusive. Skirmish.\nWhenever you play an artifact, steal 1Æ.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "artifact"
                         and ev["player"] == g.cards[src].controller, steal(1))])

_spymaster_use = static("use_any_house", lambda g, src, cid, le: cid == le["target"])
card("Deipno Spymaster", "CotA",
     text="Elusive.\nOmni: Choose a friendly creature. This turn, you may use it.",
     omnis=[seq(choose("t", FRIENDLY_CREATURE),
                if_(lambda g, c: bool(c.get("t")),
                    lasting_with(_spymaster_use, target=lambda g, c: c["t"][0])))])

card("Macis Asp", "CotA",
     text="Skirmish. Poison.")

card("Mack the Knife", "CotA",
     text="Elusive.\nMack the Knife may be used as if it belonged to the active house.\n"
          "Action: Deal 1D to a creature. If that damage destroys it, gain 1Æ.",
     statics=[static("use_any_house", lambda g, src, cid, le: cid == src)],
     actions=[seq(deal_damage(A_CREATURE, 1), do(_killed_gain, "gain"))])

card("Old Bruno", "CotA",
     text="Elusive.\nPlay: Capture 3Æ.",
     play=capture(3))


def _selwyn_move(g, c):
    for x in c.get("t") or []:
        if g.in_play(x) and g.cards[x].amber > 0:
            g.cards[x].amber -= 1
            g.add_to_pool(c["me"], 1, f"1Æ moves from {g.cname(x)} to {g.pname(c['me'])}'s pool")


# "a friendly card": every card the player controls in play, upgrades included (an upgrade played on an
# enemy creature too), whether or not it has Æmber on it
_selwyn = seq(choose("t", friendly_cards_in_play("Choose one of your cards")), do(_selwyn_move, "move"))
card("Selwyn the Fence", "CotA",
     text="After Fight/After Reap: Move 1Æ from one of your cards into your pool.",
     fight=_selwyn, reap=_selwyn)

card("Smiling Ruth", "CotA",
     text="Elusive.\nAfter Reap: If you forged a key this turn, take control of a creature on an enemy flank.",
     reap=if_(lambda g, c: keys_forged_on(g, c["me"], g.turn) > 0,
              take_control(creatures("enemy", "Choose an enemy flank creature").where(_flank))))


def _sneklifter_house(g, src, cid, le):
    c = g.cards[cid]
    houses = g.players[le["me"]].houses     # its own house and its house bonus icons (not belongs_to: this is one)
    return (cid == le["target"] and c.controller == le["me"] and c.house not in houses
            and not any(h in houses for h in c.house_icons()))



card("Sneklifter", "CotA",
     text="Play: Take control of an enemy artifact. While you control it, it is of house Shadows unless it "
          "belongs to one of your three houses.",
     play=seq(take_control(artifacts("enemy", "Choose an enemy artifact")),
              if_(lambda g, c: bool(c.get("taken")),
                  lasting_with(static("house", _sneklifter_house, "shadows"), until="leaves_play",
                               target=lambda g, c: c["taken"][0], ctl_bound=True))))

card("Umbra", "CotA",
     text="Skirmish.\nAfter Fight: Steal 1Æ.",
     fight=steal(1))

# --- Upgrades -----------------------------------------------------------------------------------


card("Duskrunner", "CotA",
     text="This creature gains \"After Reap: Steal 1Æ.\"",
     reactions=granted_use_ability(("reaped",), host_is, steal(1)))     # for the player who used the creature


def _host_kw(kw, n=1):
    return static("keyword", lambda g, src, cid, le: g.cards[src].host == cid, (kw, n))


card("Ring of Invisibility", "CotA",
     text="This creature gains elusive and skirmish.",
     statics=[_host_kw("elusive"), _host_kw("skirmish")])

card("Silent Dagger", "CotA",
     text="This creature gains \"After Reap: Deal 4D to a creature on a flank.\"",
     reactions=granted_use_ability(("reaped",), host_is,
                                   deal_damage(creatures("any", "Choose a flank creature").where(_flank), 4)))
