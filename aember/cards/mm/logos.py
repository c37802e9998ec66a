"""Mass Mutation — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    animate,
    archive_from_hand,
    archive_self,
    archive_top,
    artifacts,
    choose,
    creatures,
    deal_damage,
    destroy_each,
    destroy_self,
    did,
    discard_from_hand_or_archives,
    discard_then_draw,
    discard_top_until,
    do,
    draw,
    during_next_turn,
    ev_mine,
    gain,
    gain_chains,
    granted_use_ability,
    if_,
    in_my_zone,
    keys_cost_more_on_opponents_next_turn,
    lasting,
    lasting_with,
    look_top_keep_bottom,
    may,
    may_exalt_self_then,
    opponent_amber,
    play_top_of_deck,
    played_icon_count,
    put_found_into_hand,
    reaction,
    search,
    seq,
    static,
    steal,
)
from aember.engine.rules import resolve_bonus_icons
from aember.engine.state import BATTLELINE, DISCARD, HAND, PURGED
from aember.engine.steps import ChooseOne, May

card("Fission Bloom", "MM",
     text="Enhance [draw].\nAction: The bonus icons of the next card you play this turn each resolve one extra time.",
     actions=[lasting(static("icon_repeat"))])


def _discard_archived(g, c):
    c["did"] = False
    for x in c.get("arch") or []:
        g.say(f"{g.pname(c['me'])} discards {g.cname(x)} from their archives")
        g.move(x, DISCARD)
        c["did"] = g.cards[x].zone == DISCARD


def _purge_and_resolve_icons(g, c):
    for x in c.get("p") or []:
        face = g.face(x)
        halves = g._riding_halves(x)    # a gigantic creature: its bonus icons are its top half's
        if g.leave_play_to(x, PURGED):
            g.say(f"{face.title} is purged")
        # "… and resolve each of its bonus icons as if you had played it": this counts as playing it for
        # "the next time you play a card" effects (Fission Bloom), per the FAQ.
        resolve_bonus_icons(g, x, c["me"], face, halves)


_gravitron_use = seq(
    choose("arch", in_my_zone("archives", prompt="Choose a card in your archives to discard")),
    do(_discard_archived, "discard from archives"),
    if_(did(), seq(choose("p", creatures(prompt="Choose a creature to purge")),
                   do(_purge_and_resolve_icons, "purge and resolve icons"))))

card("Ultra Gravitron", "MM",
     gigantic="Ultra Gravitron",
     text=("(Gigantic: played only together with its other half.)\n"
           "Play: Put the top 5 cards of your deck into your archives.\n"
           "After Fight/After Reap: Discard one of your archived cards; if you did, purge a creature and resolve "
           "every bonus icon on it as though you had played it."),
     play=archive_top(5),
     fight=_gravitron_use, reap=_gravitron_use)


# --- first printed in Mass Mutation: Logos (mm-a) ---

card("Bot Bookton", "MM",
     text="After Reap: Play the top card of your deck.",
     reap=play_top_of_deck())

card("Dæmo-Bot", "MM",
     text="After Reap: Discard a card from your hand, then draw a card if one was discarded.\nDestroyed: Steal 1Æ.",
     reap=discard_then_draw(), destroyed=steal(1))

card("Diametric Charge", "MM",
     text="Play: Deal 1D to a creature, with 2D splash.",
     play=deal_damage(A_CREATURE, 1, splash=2))

card("Eclectic Inquiry", "MM",
     text="Play: Archive the top 2 cards of your deck.",
     play=archive_top(2))

card("Even Ivan", "MM",
     text="Action: If your opponent's Æmber is an even number, steal 1Æ.",
     actions=[if_(lambda g, c: opponent_amber(g, c) % 2 == 0, steal(1))])

card("Odd Clawde", "MM",
     text="Action: If your opponent's Æmber is an odd number, steal 1Æ.",
     actions=[if_(lambda g, c: opponent_amber(g, c) % 2 == 1, steal(1))])

card("Infomorph", "MM",
     text="Enhance [draw][draw].")


def _is_logos(g, x, c=None):
    return g.belongs_to(x, "logos")


card("Lethologica", "MM",
     text=("Play: Keep discarding the top card of your deck until a Logos card is discarded or your deck is empty. "
           "If a Logos card was found, put it into your hand."),
     play=seq(discard_top_until(_is_logos), put_found_into_hand()))


def _logos_to_discard(g, c):
    pl = g.players[c["me"]]
    return any(_is_logos(g, x) for x in pl.hand + pl.archives)


card("Munchling", "MM",
     text="Skirmish.\nAfter Fight: Gain 1Æ by discarding a Logos card from your hand or archives, if you wish.",
     fight=may("Discard a Logos card from your hand or archives?",
               seq(discard_from_hand_or_archives(_is_logos, prompt="Choose a Logos card to discard"),
                   if_(did(), gain(1))),
               possible=_logos_to_discard))

card("Opposition Research", "MM",
     text="Enhance [damage].\nPlay: During your opponent's next turn, enemy creatures cannot reap.",
     play=during_next_turn("cannot_reap", lambda g, src, cid, le: g.cards[cid].controller != le["me"]))

card("Q-Mechs", "MM",
     text="Play: Draw a card.\nDestroyed: Archive Q-Mechs.",
     play=draw(1), destroyed=archive_self())

card("Titan Engineer", "MM",
     text="While Titan Engineer is not on a flank, keys cost +1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: not g.is_flank(src), 1)])

card("Causal Loop", "MM",
     text="Play: Archive a card. Archive Causal Loop.",
     play=seq(archive_from_hand(1), archive_self()))


def _ward_each_friendly(g, c):
    for x in list(g.players[c["me"]].battleline):
        g.ward(x)


card("Forge Compiler", "MM",
     text="After your opponent forges a key, Forge Compiler is destroyed and each creature you control is warded.",
     reactions=[reaction("forged", lambda g, src, ev, le: ev["player"] != g.cards[src].controller,
                         seq(destroy_self(), do(_ward_each_friendly, "ward each")))])

card("Krrrzzzaaap!!!", "MM",
     text="Play: Destroy each non-Mutant creature. Gain 1 chain.",
     play=seq(destroy_each("any", lambda g, x, c: "mutant" not in g.traits(x)), gain_chains(1)))

card("Mutagenic Serum", "MM",
     text="Omni: Destroy Mutagenic Serum; this turn you may use your Mutant creatures whatever their house.",
     omnis=[seq(destroy_self(),
                lasting(static("use_any_house", lambda g, src, cid, le: g.cards[cid].controller == le["me"]
                               and g.is_creature(cid) and "mutant" in g.traits(cid))))])

_novu_destroy = destroy_self()
card("Novu Dynamo", "MM",
     text=("At the start of your turn, you may discard a Logos card from your hand or archives to gain 1Æ; if you "
           "don't, destroy Novu Dynamo."),
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(_logos_to_discard,
                             May("Discard a Logos card from your hand or archives?",
                                 seq(discard_from_hand_or_archives(_is_logos,
                                                                   prompt="Choose a Logos card to discard"),
                                     if_(did(), gain(1), _novu_destroy)),
                                 otherwise=_novu_destroy),
                             _novu_destroy))])

card("Professor Terato", "MM",
     text="Each Mutant creature gains: \"After Reap: Draw a card.\"",
     # granted: each Mutant has it as its own After Reap, which Replicator may resolve
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: "mutant" in g.traits(cid), draw(1)))

card("Library Card", "MM",
     text=("Action: Purge Library Card. If it was purged, draw a card each time you play a card for the rest of the "
           "turn."),
     actions=[seq(do(lambda g, c: c.update(did=g.purge(c["src"])), "purge self"),
                  if_(did(), lasting(reaction("played", ev_mine, draw(1)))))])


def _all_to_archives(g, c):
    for x in g.creatures():
        if g.in_play(x):
            g.archive(x, put=True)


card("Mind Over Matter", "MM",
     text="Play: Put each creature into its owner's archives.",
     play=do(_all_to_archives, "archive each"))

card("Dino-Bot", "MM",
     text=("Play: You may exalt Dino-Bot; if you exalt it, a creature of your choice is dealt 3D.\n"
           "After Reap: Discard a card from your hand, then draw a card if one was discarded."),
     play=may_exalt_self_then(deal_damage(A_CREATURE, 3), "Exalt Dino-Bot?"),
     reap=discard_then_draw())

card("Lyco-Bot", "MM",
     text="Skirmish.\nAfter Reap: Discard a card from your hand, then draw a card if one was discarded.",
     reap=discard_then_draw())

card("Sacro-Bot", "MM",
     text="After Reap: Discard a card from your hand, then draw a card if one was discarded.",
     reap=discard_then_draw())

card("Umbra-Bot", "MM",
     text="Elusive.\nAfter Reap: Discard a card from your hand, then draw a card if one was discarded.",
     reap=discard_then_draw())

card("Xeno-Bot", "MM",
     text=("After Fight: Look at your deck's top 3 cards; take one of them into your hand and move another to the "
           "bottom of your deck.\n"
           "After Reap: Discard a card from your hand, then draw a card if one was discarded."),
     fight=look_top_keep_bottom(3), reap=discard_then_draw())


card("Auto-Encoder", "MM",
     text="Whenever a card is discarded from your hand, put the top card of your deck into your archives.",
     reactions=[reaction("discarded", lambda g, src, ev, le: ev["player"] == g.cards[src].controller, archive_top(1))])

card("Chronus", "MM",
     text="Enhance [draw][draw].\nWhenever you resolve a [draw] bonus icon, you are allowed to archive a card.",
     reactions=[reaction("icon_resolved", lambda g, src, ev, le: ev["icon"] == "draw"
                         and ev["player"] == g.cards[src].controller,
                         may("Archive a card?", archive_from_hand(1),
                             possible=lambda g, c: bool(g.players[c["me"]].hand)))])


def _on_adaptoid(g, src, cid, le):
    return cid == le["target"]


_ADAPT_ARMOR = static("armor", _on_adaptoid, 2)
_ADAPT_ASSAULT = static("keyword", _on_adaptoid, ("assault", 2))
_ADAPT_FIGHT = reaction("fought", lambda g, src, ev, le: ev["card"] == le["target"] and ev["fought"] and ev["survived"],
                        steal(1))

card("Adaptoid", "MM",
     text="Enhance [capture][damage][draw].\nAfter you play a card with a bonus icon, Adaptoid gains one of these "
          "for the rest of the turn (you choose): +2 armor, assault 2, or \"After Fight: Steal 1Æ.\"",
     reactions=[reaction("played", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and played_icon_count(g, ev) > 0,
                         if_(lambda g, c: g.cards[c["src"]].zone == BATTLELINE,
                             ChooseOne({"+2 armor": lasting_with(_ADAPT_ARMOR, target="src"),
                                        "assault 2": lasting_with(_ADAPT_ASSAULT, target="src"),
                                        "After Fight: Steal 1Æ": lasting_with(_ADAPT_FIGHT, target="src")})))])


def _discard_from_archives(g, c):
    c["did"] = False
    for x in c.get("t") or []:
        if x in g.players[c["me"]].archives:
            g.say(f"{g.pname(c['me'])} discards {g.cname(x)} from their archives")
            g.move(x, DISCARD)
            # an opponent's card leaves my archives for its owner's hand instead: not discarded (001 FAQ, Archives)
            c["did"] = c["did"] or g.cards[x].zone == DISCARD


_autovac_archive = archive_from_hand(1)
card("Auto-Vac 5150", "MM",
     text=("Action: You may discard one of your archived cards. If so, keys cost +3Æ on your opponent's next turn; "
           "if not, archive a card."),
     actions=[if_(lambda g, c: bool(g.players[c["me"]].archives),
                  May("Discard a card from your archives?",
                      seq(choose("t", in_my_zone("archives", prompt="Choose a card in your archives to discard")),
                          do(_discard_from_archives, "discard from archives"),
                          if_(did(), keys_cost_more_on_opponents_next_turn(3), _autovac_archive)),
                      otherwise=_autovac_archive),
                  _autovac_archive)])


def _found_to_hand_and_shuffle(g, c):
    me = c["me"]
    for x in c.get("found") or []:
        g.say(f"{g.pname(me)} reveals {g.cname(x)} and puts it into their hand")
        g.move(x, HAND)
    g.shuffle_deck(me)
    g.say(f"{g.pname(me)} shuffles their deck")


card("It’s Coming...", "MM",
     text=("Play: Look through your deck and discard pile for either half of a gigantic creature, show it and take "
           "it into your hand. Then shuffle your deck."),
     play=seq(search(lambda g, x: g.cards[x].defn.gigantic is not None and bool(g.cards[x].defn.gigantic),
                     count=1, prompt="Search for a half of a gigantic creature"),
              do(_found_to_hand_and_shuffle, "reveal and shuffle")))



def _is_clone(g, src, cid, le):
    return cid == le["target"]


_CLONE = (static("power", _is_clone, lambda g, src, cid, le: le["power"] - g.face(cid).power),
          static("armor", _is_clone, lambda g, src, cid, le: le["armor"]),
          static("gain_keywords", _is_clone, lambda g, src, cid, le: le["keywords"]),
          static("gain_traits", _is_clone, lambda g, src, cid, le: le["traits"]))


def _keyword_names(g, x):
    """The keywords creature x may have now: printed, or given by a constant ability in force (its values are
    then read with Game.keyword). Cyber-Clone copies the purged creature as it was, gained keywords too."""
    names = set(g.face(x).keywords)
    names.update(st.value[0] for _src, st, _le in g.statics_of("keyword"))
    for src, st, le in g.statics_of("gain_keywords"):
        if st.applies(g, src, x, le):
            names.update(st.value(g, src, x, le))
    for gd in g.gained_texts(x):
        names.update(gd.keywords)
    return sorted(names)


def _cyber_clone(g, c):
    src = c["src"]
    for x in c.get("t") or []:
        if not g.in_play(x):
            continue
        face = g.face(x)
        power, armor, traits = g.power(x), g.armor(x), sorted(g.traits(x))
        keywords = {k: g.keyword(x, k) for k in _keyword_names(g, x) if g.keyword(x, k)}
        if g.purge(x) and g.cards[x].zone == PURGED and g.cards[src].zone == BATTLELINE:
            g.say(f"{g.cname(src)} takes on the power, armor, keywords and traits of {face.title}")
            for spec in _CLONE:
                g.add_lasting(spec, src, c["me"], "leaves_play", target=src, power=power, armor=armor,
                              keywords=keywords, traits=traits)


card("Cyber-Clone", "MM",
     text=("Play: Purge another creature. As long as Cyber-Clone stays in play, it takes on that creature's power "
           "and gains its armor, keywords and traits."),
     play=seq(choose("t", creatures(prompt="Choose another creature to purge").other()), do(_cyber_clone, "clone")))

card("The Archivist", "MM",
     text="If you archive The Archivist, it is archived faceup.\nWhile The Archivist is in your archives, you may "
          "take any number of your archived cards instead of all of them.",
     statics=[static("faceup_in_archives"), static("archives_pick_any")])


card("Animator", "MM",
     text="Action: Put an artifact on a flank of its controller's battleline. Until the end of the turn it is a "
          "creature with 3 power belonging to the active house. (When it stops being a creature, it leaves the "
          "battleline.)",
     actions=[animate(artifacts("any", "Choose an artifact to animate"), power=3)])
