"""Winds of Exchange — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    archive_self,
    capture,
    choose,
    deal_damage,
    do,
    host_only,
    houses_among,
    if_,
    look_at_top_may,
    make_tokens,
    most_powerful,
    neighbors_of_self,
    ready,
    reorder_top,
    seq,
    static,
    steal,
    top_to_bottom,
    use,
)
from aember.engine.state import HAND


def _flip_tokens_faceup(g, c):
    # each token creature, in setup order of the battlelines; a non-creature card flipped faceup is discarded
    for x in [x for x in g.creatures() if g.cards[x].is_token_creature]:
        g.flip(x)


card("Temporal Purge", "WoE",
     text=("Play: Turn every token creature faceup. Every card turned this way that is not a creature goes to its "
           "owner's discard pile."),
     play=do(_flip_tokens_faceup, "flip tokens faceup"))


def _archives_to_hand(g, c):
    opp = 1 - c["me"]
    cards = list(g.players[opp].archives)
    for x in cards:
        g.move(x, HAND)
    if cards:
        g.say(f"{g.pname(opp)} takes {len(cards)} card{'s' if len(cards) != 1 else ''} from their archives into "
              f"their hand")


card("Cultural Exchange", "WoE",
     text="Play: Your opponent moves every card in their archives into their hand.",
     play=do(_archives_to_hand, "archives to hand"))

card("Grunt Work", "WoE",
     text="Play: Look at your top 3 cards and return them to your deck in the order you like. Make a token creature.",
     play=seq(reorder_top(3), make_tokens(1)))

card("Scout Chief Korijir", "WoE",
     text="Play: Make a token creature.\nAfter Fight/After Reap: Make a token creature.",
     play=make_tokens(1), fight=make_tokens(1), reap=make_tokens(1))


def _outnumbered(g, c):
    return len(g.creatures(1 - c["me"])) > len(g.creatures(c["me"]))


card("Teamwork", "WoE",
     text=("Play: Make a token creature. Then, if your opponent has more creatures in play than you do, put Teamwork "
           "into your archives."),
     play=seq(make_tokens(1), if_(_outnumbered, archive_self())))

card("CPO Zytar", "WoE",
     text="Enhance [damage][draw][draw].")

card("Echo Reflector", "WoE",
     text='This creature gains: "Keys cost your opponent +3Æ."',
     statics=[static("key_cost", lambda g, src, p, le: g.cards[src].host is not None
                     and g.in_play(g.cards[src].host) and p != g.cards[g.cards[src].host].controller, 3)])

card("Future Booster", "WoE",
     text="Omni: Look at your deck's top card. You may move it to the bottom of your deck.",
     omnis=[look_at_top_may("Put the top card of your deck on the bottom?", top_to_bottom())])


def _note_splashed(g, c):
    c["splashed"] = [y for x in c.get("t") or [] for y in g.neighbors(x)]
    c["all_hit"] = list(c.get("t") or []) + c["splashed"]


def _photon_destroyed(g, c):
    return any(not g.in_play(x) or g.cards[x].tagged for x in c.get("all_hit", []))


card("Photon Blast", "WoE",
     text=("Play: Deal 2D to a creature, with 1D splash. If at least one creature is destroyed by this damage, make a "
           "token creature."),
     play=seq(choose("t", A_CREATURE), do(_note_splashed, "note neighbors"), deal_damage("t", 2, splash=1),
              if_(_photon_destroyed, make_tokens(1))))


def _rogue(g, c):
    p = c["me"]
    top = list(g.players[p].deck[:2])
    g.discard_top(p, 2)
    c["n"] = houses_among(top, g)


card("Rogue Operation", "WoE",
     text="Play: Discard your deck's top 2 cards. For each different house among them, steal 1Æ.",
     play=seq(do(_rogue, "discard top 2"), steal(lambda g, c: c["n"])))


def _guthrak_houses(g, c):
    if not g.in_play(c["src"]):
        return 0
    return houses_among([c["src"]] + g.neighbors(c["src"]), g)


card("Specialist Guthrak", "WoE",
     text=("Skirmish.\nAfter Fight/After Reap: Capture 1Æ per house found among Specialist Guthrak and its "
           "neighbors."),
     fight=capture(_guthrak_houses), reap=capture(_guthrak_houses))

card("PYR*0", "WoE",
     text=("Splash-attack 3.\n"
           'PYR*0 can be played as an upgrade rather than a creature; as an upgrade its text is "This creature '
           'gains splash-attack 3."'),
     as_upgrade={"text": "This creature gains splash-attack 3.",
                 "statics": [static("keyword", host_only(), ("splash-attack", 3))]})

# --- token creatures ---

card("Cadet", "WoE",
     text="Destroyed: Ready the most powerful neighbor of Cadet.",
     destroyed=seq(most_powerful("t", neighbors_of_self()), ready("t")))

card("Explorer", "WoE",
     text="After Reap: Look at your deck's top card. You may discard it.",
     reap=look_at_top_may("Discard the top card of your deck?",
                          do(lambda g, c: g.discard_top(c["me"], 1), "discard top")))


def _non_sa_friendly(g, x, c):
    return g.house_of(x) != "staralliance"


card("B0-T", "WoE",
     text="Action: Use a friendly creature that is not Star Alliance.",
     actions=[use(FRIENDLY_CREATURE.where(_non_sa_friendly, "Choose a friendly non-Star Alliance creature"))])
