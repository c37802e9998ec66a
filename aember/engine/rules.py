"""The rules as steps: turns, playing, using, fighting, destruction and trigger ordering."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from weakref import WeakMethod

from aember.engine.carddef import ACTION, ARTIFACT, CREATURE, UPGRADE
from aember.engine.decision import Decision
from aember.engine.state import (
    ARCHIVES,
    ARTIFACTS,
    BATTLELINE,
    DECK,
    DISCARD,
    HAND,
    IN_PLAY,
    LIMBO,
)
from aember.engine.steps import Frame, Step, copy_data, spec_by_id

if TYPE_CHECKING:
    from aember.engine.game import Game

_spec = spec_by_id


def _orderable(trig: list) -> list:
    """The triggered abilities that may resolve next: a card's own Play: waits for the reactions that
    must resolve before it (Encounter Suit)."""
    waiting = {t[2]["before_play"] for t in trig if "before_play" in t[2]}
    if not waiting:
        return trig
    return [t for t in trig if not (t[0] in waiting and t[2].get("own_play"))]


def _ability_ctx(game: Game, cid: int, me: int) -> dict:
    """The context of an Action:/Omni: ability of cid used by `me`: used "as if it were yours" (Nexus,
    Poltergeist) when `me` does not control it, so it is friendly to `me` while it resolves (001:1650-1656; FAQ
    Nexus / Shard of Greed, 001:3068-3076; effects.as_if_mine)."""
    ctx: dict = {"src": cid, "me": me}
    if game.cards[cid].controller != me:
        ctx["as_if"] = cid
    return ctx


def _reap_number(game: Game) -> int:
    """Which reap of the turn the one being emitted is, by any creature (1: the first), a fact of its `reaped`
    event: an ability that resolves later reads it as it was ("if it is the first reap this turn": Ragwarg,
    Æmber Conduction Unit), whatever reaps came between."""
    return sum(1 for e in game.turn_log if e[0] == "reaped" and e[2] == game.turn)


class ResolveTriggers(Step):
    """Abilities that triggered at one timing point; the active player orders them."""

    def run(self, game: Game, frame: Frame) -> bool:
        trig = frame.data
        if not trig:
            return True
        # "Abilities on a creature, artifact, or upgrade are only active (and can only be resolved) while that
        # card is in play" (001:1538-1541): one that triggered in play but whose card left before its turn does not
        # resolve — the card carrying it ('live'), or the creature that gained it from another card ('holder':
        # Heavy Subsidies, Falcron), or the card that grants it ('granter_live': an upgrade's granted Destroyed: -
        # Armageddon Cloak archived by Away Team's Destroyed: - or a granted After Reap / After Fight / Before
        # Fight - Kangaphant destroyed by the reaper's own After Reap)
        for t in list(trig):
            gone = next((x for x in (t[2]["src"] if t[2].get("live") else None, t[2].get("holder"),
                                     t[2].get("granter_live"))
                         if x is not None and game.cards[x].zone not in IN_PLAY), None)
            if gone is None and t[2].get("granter_host") is not None \
                    and game.cards[t[2]["granter_live"]].host != t[2]["granter_host"]:
                trig.remove(t)      # the upgrade that gave it is now on another creature (001:1538-1543)
                game.say(f"{game.cname(t[2]['granter_live'])} is no longer on "
                         f"{game.cname(t[2]['granter_host'])}: the ability it gave does not resolve")
            elif gone is not None:
                trig.remove(t)
                game.say(f"{game.cname(gone)} has left play: its ability does not resolve")
            elif t[2].get("own_text") and game.is_blank(t[2]["src"]):
                trig.remove(t)      # its text box is now considered blank: the ability is gone (001:1538-1543)
                game.say(f"{game.cname(t[2]['src'])}'s text box is now blank: its ability does not resolve")
            elif t[2].get("grant_of") is not None and not game.still_granted(t[2], t[1]):
                trig.remove(t)      # the creature no longer has the ability that card grants (001:1538-1541)
                game.say(f"{game.cname(t[2]['holder'])} no longer has the ability {game.cname(t[2]['grant_of'])} "
                         f"gives: it does not resolve")
            elif t[2].get("destroyed_ab") and game.statics_of("no_destroyed_triggers"):
                # "Destroyed effects cannot resolve" (Purifier of Souls, latest wording PV): also one that
                # triggered before a Purifier entered play (played by an earlier Destroyed: ability, Jargogle)
                trig.remove(t)
                game.say(f"{game.cname(t[0])}'s Destroyed: ability cannot resolve")
        if not trig:
            return True
        if len(trig) == 1:
            src, sid, ctx = trig.pop()
            game.push(_spec(sid), ctx)
            return True
        ready = _orderable(trig)
        if frame.pc:        # the card was chosen; which of its abilities is being asked
            ans = frame.pc - 1
        elif frame.answer is None:
            srcs = []
            for t in ready:
                if t[0] not in srcs:
                    srcs.append(t[0])
            if len(srcs) == 1:
                ans = srcs[0]
            else:
                ans = game.ask(frame, game.active, "order", srcs, "Choose which ability resolves first",
                               default=srcs[0])
                if ans is None:
                    return False
        else:
            ans = frame.answer
            frame.answer = None
        # the answers are the cards carrying the abilities (FORMAT Decisions); a card carrying two different abilities
        # that wait together (its Before Fight and the assault it has; its own and a gained After Reap) still leaves
        # their order to the active player (001:1560-1564, 4003-4004): which one first, by default the first listed
        mine: list = []
        for t in ready:
            if t[0] == ans and all(t[1] != m[1] for m in mine):
                mine.append(t)
        pick = mine[0]
        if len(mine) > 1:
            labels = _ability_labels(game, mine)
            if frame.pc and frame.answer is not None:
                lab = frame.answer
                frame.answer = None
            else:
                frame.pc = ans + 1
                lab = game.ask(frame, game.active, "option", labels,
                               f"Choose which of {game.cname(ans)}'s abilities resolves first", default=labels[0])
                if lab is None:
                    return False
            frame.pc = 0
            pick = mine[labels.index(lab)]
        trig.remove(pick)
        game.push(_spec(pick[1]), pick[2])
        return not trig


_EVENT_WORDS = {"reaped": "after a creature reaps", "fought": "after a creature fights",
                "played": "after a card is played", "destroyed": "after a creature is destroyed",
                "forged": "after a key is forged", "used": "after a card is used", "turn_start": "start of turn",
                "turn_end": "end of turn", "before_fight": "before a fight"}


_ATTR_WORDS = (("play", "Play"), ("before_fight", "Before Fight"), ("fight", "After Fight"), ("reap", "After Reap"),
               ("destroyed", "Destroyed"))
_KIND_ATTR = {"played": "play", "before_fight": "before_fight", "fought": "fight", "reaped": "reap",
              "destroyed": "destroyed"}


def _ability_labels(game: Game, trig: list) -> list[str]:
    """Labels for different abilities of one card waiting together, for the decision of which resolves first: the
    ability's kind ("Before Fight", "assault", "Destroyed", the event a reaction answers) and the card that gave it,
    if another; numbered where two would read alike."""
    face = game.face(trig[0][0])
    # the text boxes the card gained (Creed of Nurture, Doppelganger): their abilities are named after that card
    gained = game.gained_texts(trig[0][0])
    # one effect printed under several timings ("Play/Fight/Reap:", Neutron Shark) is named after the event the
    # abilities waiting together answer (a card's own After Fight carries no event: another waiting one does)
    kind = next((t[2]["ev"].get("kind") for t in trig if isinstance(t[2].get("ev"), dict)), None)
    first = _KIND_ATTR.get(kind)
    labels = []
    for carrier, sid, ctx in trig:
        name = None
        if sid == ASSAULT.sid:
            name = "assault"
        elif sid == HAZARDOUS.sid:
            name = "hazardous"
        for attr, word in sorted(_ATTR_WORDS, key=lambda aw: aw[0] != first):
            for f in (face, *gained):
                st = getattr(f, attr, None)
                if name is None and st is not None and getattr(st, "sid", None) == sid:
                    name = word if f is face else f"{word} (gained from {f.title})"
        giver = ctx.get("granter", ctx.get("src"))
        if not (isinstance(giver, int) and giver != carrier and 0 <= giver < len(game.cards)):
            giver = None
        # and a grant in a text box the giver gained (Creed of Nurture giving Troll Falcron's text box)
        faces = [face] if giver is None else [face, game.face(giver), *game.gained_texts(giver)]
        for f in faces:
            # a reaction to the event answered now before one sharing its effect (Yshi's "after fight/reap" grant)
            for r in sorted(f.reactions, key=lambda r: r.event != kind):
                if name is None and r.effect.sid == sid:
                    name = r.text or _EVENT_WORDS.get(r.event, r.event.replace("_", " "))
        for f in gained if giver is None else ():
            # one a text box the card gained grants it (Creed of Nurture giving Troll Kangaphant's text box)
            for r in f.reactions:
                if name is None and r.effect.sid == sid:
                    name = f"{r.text or _EVENT_WORDS.get(r.event, r.event.replace('_', ' '))} (gained from {f.title})"
        for _src, st, _le in game.statics() if name is None else ():
            # a granted Destroyed: or Play: (Optio Gorkus, Kaspara; a lasting one: Charge!)
            if name is None and getattr(st.value, "sid", None) == sid:
                name = {"grant_destroyed": "Destroyed", "grant_play": "Play"}.get(st.kind)
        if name is None:
            name = getattr(_spec(sid), "text", "") or "ability"
        if giver is not None:
            name = f"{name} (from {game.cname(giver)})"
        labels.append(name)
    for i, lab in enumerate(labels):
        if labels.count(lab) > 1:
            labels[i] = f"{lab} ({labels[:i + 1].count(lab)})"
    return labels


RESOLVE_TRIGGERS = ResolveTriggers()


class Destruction(Step):
    """Tagged cards: their Destroyed: abilities, then all go to discard at once, then 'after destroyed'."""

    @staticmethod
    def collect(game: Game, data: dict) -> bool:
        """The Destroyed: abilities of the wave's cards not collected yet, added to the pending triggers; whether
        there were such cards."""
        seen = data["seen"]
        new = [cid for cid in data["tagged"] if cid not in seen]
        if not new:
            return False
        trig = []
        for cid in new:
            seen.append(cid)
            c = game.cards[cid]
            if c.zone not in IN_PLAY:
                continue
            face = game.face(cid)
            me = c.controller
            # "each enemy creature loses each of its Destroyed: abilities" (Flip Stallard): its own, gained
            # and granted ones, those its upgrades give it too ("This creature gains, 'Destroyed: …'": Armageddon
            # Cloak, Phoenix Heart, Soulkeeper …, all the static `grant_destroyed` with host_only)
            lost = bool(game.statics_of("lose_destroyed")) and game.has_static("lose_destroyed", cid)
            # "loses all abilities" (Molluscaller's Strange Shells): those its upgrades give it too
            lost = lost or game.lost_all(cid)
            # live: a Destroyed: ability resolves only while its card is in play (001:1538-1542); one whose
            # card an earlier Destroyed: ability took out of play (Burnished Nickles returning it to hand)
            # no longer does, as the rulebook's Bad Penny answer says (001:3212-3224)
            if face.destroyed is not None and not game.is_blank(cid) and not lost:
                trig.append([cid, face.destroyed.sid, {"src": cid, "me": me, "live": 1}])
            for gd in game.gained_texts(cid):
                if gd.destroyed is not None and not lost:
                    trig.append([cid, gd.destroyed.sid, {"src": cid, "me": me, "live": 1}])
            # every printed grant gives the ability to creatures ("every enemy creature has …"): an
            # artifact or upgrade destroyed meanwhile (Armageddon Cloak) never has it
            granted = game.statics() if game.is_creature(cid) and not game.lost_all(cid) else ()
            for src, st, le in granted:
                if st.kind == "grant_destroyed" and not lost and st.applies(game, src, cid, le):
                    # a granted ability is the creature's: "you" is its controller, whoever controls the card
                    # that grants it (001:2638-2651); it is carried by the creature that has it, and one that an
                    # upgrade on it grants ("This creature gains 'Destroyed: …'": Soulkeeper, Banshee Suit) by
                    # the upgrade, as every upgrade's ability (FORMAT Decisions); live: it goes with the
                    # upgrade, so one that left play before its turn does not resolve (001:1538)
                    carrier = src if src in c.upgrades else cid
                    ctx = {"src": cid, "me": me, "granter": src, "live": 1}
                    if carrier != cid:
                        ctx["granter_live"] = src
                    trig.append([carrier, st.value.sid, ctx])
        if trig and game.statics_of("no_destroyed_triggers"):
            trig = []       # "Destroyed: effects cannot resolve" (Purifier of Souls)
        for t in trig:
            t[2]["destroyed_ab"] = 1    # checked again as it resolves: a Purifier that entered play meanwhile
        if trig:
            game.pending_triggers.extend(trig)
        return True

    def run(self, game: Game, frame: Frame) -> bool:
        data = frame.data
        if frame.pc == 0:
            if self.collect(game, data):
                return False
            frame.pc = 1
        if frame.pc == 1:
            instead = data.get("instead") or {}
            # All go to their owners' discard piles at once, arranged in the order the active player chooses
            # (001:1886-1889): one `targets` decision per pile that takes two or more, the order they go there
            # (the last ends on top); by default setup order. The active player's own pile is asked first (as the
            # active player's discard comes first when both discard at random at once, FORMAT Decisions): which
            # seat a player has changes nothing.
            going = [cid for cid in game.in_setup_order(data["tagged"]) if game.cards[cid].zone in IN_PLAY
                     and game.cards[cid].tagged and str(cid) not in instead]
            orders = data.setdefault("orders", {})
            for p in (game.active, 1 - game.active):
                pile = [cid for cid in going if game.cards[cid].owner == p]
                if len(pile) < 2 or str(p) in orders:
                    continue
                ans = game.decide(frame, game.active, "targets", pile,
                                  f"Order the destroyed cards going to {game.pname(p)}'s discard pile, the last "
                                  "one on top", min_count=len(pile), max_count=len(pile), auto=False,
                                  default=tuple(pile))
                if ans is None:
                    return False
                orders[str(p)] = list(ans)
            frame.pc = 2
            destroyed = []
            replaced = []
            queue = {str(p): list(o) for p, o in orders.items()}
            # setup order, each pile's cards taking the places of that pile's cards in the order chosen
            seq = [queue[str(game.cards[cid].owner)].pop(0) if cid in going and queue.get(str(game.cards[cid].owner))
                   else cid for cid in game.in_setup_order(data["tagged"])]
            for cid in data["tagged"]:      # their neighbors as they leave ("after a neighbor … is destroyed")
                if game.cards[cid].zone == BATTLELINE:
                    game.note_as_leaving(data["was"][str(cid)], cid)
            for cid in seq:
                c = game.cards[cid]
                if c.zone in IN_PLAY:
                    if not c.tagged:        # the destruction was replaced ("instead")
                        continue
                    rep = instead.get(str(cid))
                    if rep is not None and c.zone == BATTLELINE and game.statics_of("purge_instead"):
                        # "a creature that would enter a discard pile from play is purged instead" (Annihilation
                        # Ritual) replaces the same moment as the Destroyed: "… instead" (Armageddon Cloak: "when the
                        # card would be put into the discard pile", 001:2612-2616): the active player chooses which
                        # applies (001:2599-2610; FORMAT: a choice of replacements is an ordering), by the card
                        # that carries each; the Ritual's purges it (Game.move) and the other is not resolved
                        purgers = [src for src, st, le in game.statics_of("purge_instead")
                                   if st.applies is None or st.applies(game, src, cid, le)]
                        if purgers:
                            pick = game.choose_replacement(
                                purgers + [rep[1]["src"]],
                                f"Choose the replacement effect that applies to {game.cname(cid)}")
                            if pick in purgers:
                                rep = None
                    if rep is not None:     # a replacement waits until the card would go to the discard pile
                        # it stays tagged (out of the state check) until the replacement has resolved
                        game.say(f"{game.cname(cid)} is not destroyed")
                        replaced.append(cid)
                        continue
                    game.say(f"{game.cname(cid)} is destroyed")
                    game.move(cid, DISCARD)
                destroyed.append(data["was"][str(cid)])
            # the replacements are carried out in the order their Destroyed: abilities resolved, the active
            # player's (001:1884-1887; `instead` keeps it): the stack runs the last pushed first, so they are
            # pushed in reverse; each has its own ctx
            chosen = list(instead)
            replaced.sort(key=lambda x: chosen.index(str(x)))
            if replaced:
                # the replacements take the place of step 2 (the discard, 001:2611-2616); "after a creature is
                # destroyed" abilities resolve once step 2 is over (timing chart DESTROYED): the events wait
                # below the replacements
                game.push(_EMIT_DESTROYED, {}, {"events": []})
                emit_frame = game.stack[-1]
            for cid in reversed(replaced):
                rep = instead[str(cid)]
                data_rep = copy_data(rep[1])
                # its neighbors as the wave left play (the others of the wave have just gone): "destroy that
                # neighbor instead" (Necromorph) means one of them, not a creature that has become adjacent since
                data_rep["neighbors_was"] = list(data["was"][str(cid)].get("neighbors") or ())
                game.push(_spec(rep[0]), data_rep)
            destroyed.sort(key=lambda w: game.setup_key(w["card"]))    # "after destroyed" abilities: setup order
            for cid in data["tagged"]:
                if cid not in replaced:
                    game.cards[cid].tagged = False
            for was in destroyed:
                if was["creature"]:
                    game.turn_log.append(["destroyed", was["controller"], game.turn, was["card"]])
                    # its traits in play ("after the first Mutant creature is destroyed each turn", Rack of Redemption)
                    game.turn_log.append(["destroyed_traits", was["controller"], game.turn,
                                          [was["card"], list(was.get("traits") or ())]])
                    # its neighbors, houses and power as it left play, after the Destroyed: abilities of the wave
                    # (001:2340-2342: "after it leaves play", Pain Reaction; "shares a house with the destroyed
                    # creature", Infinity Strop; "its power", Fling)
                    game.turn_log.append(["destroyed_as_left", was["controller"], game.turn,
                                          [was["card"], list(was.get("neighbors") or ()),
                                           list(was.get("houses_left") or ()), was.get("power_left"),
                                           list(was.get("sides_left") or (None, None)), was.get("amber_left")]])
                    if was["fight"] >= 0 or was.get("splash_fight", -1) >= 0:    # destroyed in a fight (The Warchest)
                        game.turn_log.append(["destroyed_in_fight", was["controller"], game.turn, was["card"]])
            if replaced:
                emit_frame.data["events"] = destroyed
            else:
                for was in destroyed:
                    game.emit("destroyed", **was)
            return False
        return True


DESTRUCTION = Destruction()


class _EmitDestroyed(Step):
    """The `destroyed` events of a wave whose replacements ("… instead") resolve first."""

    def run(self, game: Game, frame: Frame) -> bool:
        for was in frame.data["events"]:
            game.emit("destroyed", **was)
        return True


_EMIT_DESTROYED = _EmitDestroyed()


class TurnStep(Step):
    """One player's turn: start, forge, house, archives, main (step 3), ready, draw, end."""

    def run(self, game: Game, frame: Frame) -> bool:
        p = game.active
        pl = game.players[p]
        if frame.pc == 0:
            begin_step(game, "start")
            game.title_uses = {}
            game.forged_this_turn = False
            game.creatures_played[p] = 0
            if game.turn_log:
                # kept three turns, and back to each player's last turn: "on their previous turn", which extra
                # turns in between (Tachyon Manifold, one after another) put three or more turns back
                # (Game.previous_turn)
                cutoff = min(game.turn - 3, game.previous_turn(0), game.previous_turn(1))
                game.turn_log = [e for e in game.turn_log if e[2] >= cutoff]
            for q in game.players:
                # artifacts too: a creature that became an artifact keeps the armor it used (Game._to_artifact_row)
                # until the turn is over (001:1614-1620)
                for cid in q.battleline + q.artifacts:
                    game.cards[cid].clear_used_armor()
            keep = [le for le in game.lasting if not (le["until"] == "my_next_turn" and le["me"] == p)]
            if len(keep) != len(game.lasting):
                ended = [le for le in game.lasting if not any(le is k for k in keep)]
                game.lasting = keep
                game.dirty()
                game.lasting_ended(ended)
            game.say(f"— Turn {game.turn}: {pl.name} —")
            game.emit("turn_start", player=p)
            frame.pc = 1
            return False
        if frame.pc == 1:
            begin_step(game, "forge")
            skip = bool(game.statics_of("skip_forge_step")) and game.has_static("skip_forge_step", p)
            if not skip and game.can_forge(p) and not game.has_static("cannot_forge", p):
                ans = game.decide_key(frame, p)
                if ans is None:
                    return False
                frame.pc = 9
                forge_now(game, {"me": p}, ans)
                return False
            frame.pc = 2
        if frame.pc == 9:
            # "Players may forge 1 additional key during their 'forge a key' step" (static `extra_forge`, value N;
            # Forgemaster): forged like the first, if it can be, at the cost of then (LATER-MECHANICS 8 default)
            done = frame.data or 1
            more = sum(st.value for src, st, le in game.statics_of("extra_forge")
                       if st.applies is None or st.applies(game, src, p, le))
            # an Omega card played in step 1 (Jargogle) has ended the step: no more of it (001:2464-2470)
            if (done <= more and not game.over and not game.omega and game.can_forge(p)
                    and not game.has_static("cannot_forge", p)):
                ans = game.decide_key(frame, p)
                if ans is None:
                    return False
                frame.data = done + 1
                forge_now(game, {"me": p}, ans)
                return False
            frame.data = None
            frame.pc = 2
        if frame.pc == 2:
            begin_step(game, "house")
            houses = game.house_choices(p)
            if not houses:
                # "If there is no legal choice of house, the player plays the turn with no active house"
                # (001:2210-2212): step 2 passes with none chosen; archives may still be taken.
                game.active_house = None
                game.turn_log.append(["house", p, game.turn, None])    # still p's turn ("previous turn")
                game.say(f"{pl.name} has no house they may choose: no active house this turn")
                # no house was chosen: nothing triggers "after a player chooses a house", but a condition "if they
                # do not choose that house" now holds (Allusions of Grandeur)
                game.emit("no_house_chosen", player=p)
                frame.pc = 3
                return False
            ans = game.decide(frame, p, "house", houses, "Choose the active house", auto=False)
            if ans is None:
                return False
            game.active_house = ans
            game.turn_log.append(["house", p, game.turn, ans])
            game.say(f"{pl.name} chooses {ans}")
            game.emit("house_chosen", player=p, house=ans)
            frame.pc = 3
            return False
        if frame.pc == 3:
            if pl.archives and frame.data != "pick" and not (
                    game.statics_of("cannot_take_archives") and game.has_static("cannot_take_archives", p)):
                ans = game.decide(frame, p, "archives", ["yes", "no"], "Take all cards from your archives?",
                                  auto=False, default="no")
                if ans is None:
                    return False
                if ans == "yes" and len(pl.archives) > 1 and any(
                        st.kind == "archives_pick_any" for c in pl.archives if not game.cards[c].put_facedown
                        for st in game.cards[c].defn.statics):     # facedown, The Archivist does nothing
                    frame.data = "pick"     # "you may pick up any number of cards in your archives" (The Archivist)
                elif ans == "yes":
                    taken = list(pl.archives)
                    for cid in taken:
                        game.move(cid, HAND)
                    game.say(f"{pl.name} takes their archives into hand")
                    # only if a card was added to p's hand: one the opponent owns goes to its owner's hand instead
                    # (Mass Abduction; FAQ 001:3021-3031)
                    if any(cid in pl.hand for cid in taken):
                        game.emit("archives_taken", player=p)      # (Fate Laughs at Your Plans)
            if frame.data == "pick":
                ans = game.decide(frame, p, "targets", list(pl.archives), "Choose the archived cards to take",
                                  min_count=0, max_count=len(pl.archives), auto=False)
                if ans is None:
                    return False
                frame.data = None
                for cid in ans:
                    game.move(cid, HAND)
                game.say(f"{pl.name} takes {len(ans)} card{'s' if len(ans) != 1 else ''} from their archives into hand")
                if any(cid in pl.hand for cid in ans):
                    game.emit("archives_taken", player=p)
            frame.pc = 4
            start_main(game)
            return False
        if frame.pc == 4:
            begin_step(game, "ready")
            if game.statics_of("skip_ready_step") and game.has_static("skip_ready_step", p):
                game.say(f"{pl.name} skips their ready cards step")     # (Poised Strike's Fate)
                frame.pc = 6
                return False
            held = bool(game.statics_of("no_ready_step") or game.statics_of("cannot_ready"))
            chosen_one = [(src, st, le) for src, st, le in game.statics_of("ready_step_damage")   # The Chosen One
                          if st.applies(game, src, p, le)]
            kept: tuple = ()
            if not chosen_one:
                # entrench (LATER-MECHANICS §4): the player may keep any exhausted entrench creature that would
                # ready exhausted; one decision, default none. Asked before anything of this step happens.
                dug_in = [cid for cid in pl.battleline if game.cards[cid].exhausted
                          and game.has_keyword(cid, "entrench")
                          and not (held and (game.has_static("no_ready_step", cid)
                                             or game.has_static("cannot_ready", cid)))]
                if dug_in:
                    kept = game.decide(frame, p, "targets", dug_in, "Entrench: choose the creatures that stay "
                                       "exhausted (none: all ready)", min_count=0, max_count=len(dug_in),
                                       auto=False, default=())
                    if kept is None:
                        return False
                    for cid in kept:
                        game.say(f"{game.cname(cid)} stays exhausted (entrench)")
            ready_creatures = not chosen_one
            for src, _st, _le in chosen_one:
                n = sum(1 for cid in pl.battleline if game.cards[cid].exhausted)
                game.deal_damage([(src, n)])
            readied = []
            for cid in (pl.battleline + pl.artifacts if ready_creatures else pl.artifacts):
                if held and (game.has_static("no_ready_step", cid) or game.has_static("cannot_ready", cid)):
                    continue    # "does not ready in the ready cards step" (Kiri Giltspine, Frost Giant), "cannot ready"
                if cid in kept:
                    continue
                if game.cards[cid].exhausted:
                    readied.append(cid)
                game.cards[cid].exhausted = False
            game._checked = False       # power may follow how many creatures are exhausted (Llack Gaboon)
            for cid in readied:         # "after a player readies a card" (Giltspine Mesmerist), resolved in step 4
                game.emit("readied", card=cid, player=p)
            frame.pc = 7
            return False
        if frame.pc == 7:
            frame.pc = 6
            game.emit("ready_step_end", player=p)    # "at the end of your 'ready cards' step" (Greater Oxtet)
            return False
        if frame.pc == 6:
            begin_step(game, "draw")
            frame.pc = 8
            if game.statics_of("skip_draw_step") and game.has_static("skip_draw_step", p):
                game.say(f"{pl.name} skips their draw cards step")      # (The Constant)
                frame.data = "no_draw"
                return False
            game.emit("draw_step_start", player=p)     # "at the start of your 'draw cards' step" (Curse of Spontaneity)
            return False
        if frame.pc == 8:
            if frame.data == "no_draw":
                frame.data = None
            else:
                # one card at a time (001:538-541), each draw its own step: what a draw sets off ("after you draw
                # a card": Ihaka of the Depths) resolves before the next card; how many is counted once (chains)
                frame.data = game.refill_count(p, draw_step=True)
                frame.pc = 10
                return False
        if frame.pc == 10:
            while frame.data:
                frame.data -= 1
                game.draw(p, 1)
                if game.pending_triggers:       # the draw set something off: it resolves before the next card
                    return False
            frame.data = None
            frame.pc = 8
        if frame.pc == 8:
            game.step = "end"
            game.emit("turn_end", player=p)
            frame.pc = 5
            return False
        # End of turn: lasting effects "for the remainder of the turn" end.
        keep = [le for le in game.lasting if le["until"] != "turn"
                and not (le["until"] == "next_turn" and le["turn"] < game.turn)]
        if len(keep) != len(game.lasting):
            ended = [le for le in game.lasting if not any(le is k for k in keep)]
            game.lasting = keep
            game.dirty()
            game.lasting_ended(ended)
        if game.can_forge(p):
            game.say(f"{pl.name}: Check!")
        game.first_turn_rule = False
        game.active_house = None
        game.turn += 1
        if game.turn > game.turn_cap:
            game.over = True
            game.winner = None
            game.say(f"Turn cap of {game.turn_cap} reached: the game is a draw")
            return True
        nxt = game.extra_turns.pop(0) if game.extra_turns else 1 - p
        if nxt == p:
            start_extra_turn(game, p)
        game.active = nxt
        game.push(TURN, {})
        return True


def start_extra_turn(game: Game, p: int) -> None:
    """`p` takes another turn after this one (Tachyon Manifold, Ancestral Timekeeper). Decided (no rule
    document defines it): the extra turn is a whole turn of `p`'s and is `p`'s "next turn" — "until the start
    of your next turn" ends as it begins —, while the opponent's "next turn" is still the opponent's next
    turn, after it. Lasting effects 'next_turn' count turns by number (in force from turn le['turn'] + 1, over
    at the end of the first turn after le['turn']): those `p` started this turn, meant for the opponent's next
    turn, move one turn later; those meant for `p`'s own next turn (turn= this turn + 1) move one turn
    earlier, to the extra turn."""
    n = game.turn - 1      # the turn that has just ended (game.turn was already advanced)
    for le in game.lasting:
        if le["until"] == "next_turn" and "for_player" in le:
            # an effect for the next turn of the player named (Redhand Registry: the thief's, whoever made it)
            if le["for_player"] == p and le["turn"] == n + 1:
                le["turn"] = n
            elif le["for_player"] != p and le["turn"] == n:
                le["turn"] = n + 1
            continue
        if le["until"] == "next_turn" and le["me"] == p:
            if le["turn"] == n:
                le["turn"] = n + 1
            elif le["turn"] == n + 1:
                le["turn"] = n
    game.say(f"{game.pname(p)} takes another turn")


TURN = TurnStep()


def _ask_amount(game: Game, frame: Frame, low: int, high: int, prompt: str) -> int | None:
    """How much of a key's cost one source pays (the opponent's pool, Æmber on a card): the active player's choice
    from low to high, with no default, asked only when it can be paid more than one way (FORMAT "Decisions": an
    amount "up to N"); None while it is pending."""
    if high <= low:
        return max(high, 0)
    return game.decide(frame, game.active, "option", list(range(low, high + 1)), prompt)


class KeyForging(Step):
    """A key is about to be forged: ctx['me'] forges ctx['forging'] = [colour, cost or None (current)].

    Abilities that act when a player would forge a key (static 'would_forge': applies(game, src, player,
    le), value: a Step run with ctx['guard'] = its card, which sets ctx['stop'] to stop the forging,
    Keyforgery) come first, one by one; then the key is forged and ctx['forged'] says whether it was."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        p = ctx["me"]
        if frame.data is None:
            frame.data = [[src, st.value.sid] for src, st, le in game.statics_of("would_forge")
                          if st.applies(game, src, p, le)]
            ctx["stop"] = False
        if frame.data and not ctx["stop"]:
            i = 0
            srcs = game.in_setup_order(dict.fromkeys(src for src, _ in frame.data))
            if len(srcs) > 1:
                # several would-forge replacements (two Curses of Forgery): which applies first is an order the
                # active player chooses (FORMAT "Decisions": choosing among replacement effects counts as
                # ordering; default: setup order)
                ans = game.decide(frame, game.active, "order", srcs, "Choose which ability applies first",
                                  default=srcs[0])
                if ans is None:
                    return False
                i = next(k for k, (src, _) in enumerate(frame.data) if src == ans)
            ctx["guard"], sid = frame.data.pop(i)
            game.push(_spec(sid), ctx)
            return False
        colour, cost = ctx["forging"]
        due = game.key_cost(p, colour) if cost is None else cost
        go = not ctx["stop"] and len(game.players[p].keys) < game.keys_to_win(p) and game.spendable_amber(p) >= due
        from_cards = None
        from_opp = ctx.get("_from_opp")
        opp_max = game.opponent_pool_spendable(p) if go else 0
        if opp_max and from_opp is None:
            # "you may spend up to 3Æ from your opponent's pool when forging keys" (Honorable Abagnale): how much,
            # asked first when several amounts can pay, with no default (FORMAT "Decisions": an amount "up to N")
            own = game.spendable_amber(p) - opp_max
            from_opp = _ask_amount(game, frame, max(0, due - own), min(due, opp_max),
                                   f"How much of the {due}Æ does {game.pname(p)} spend from "
                                   f"{game.pname(1 - p)}'s pool?")
            if from_opp is None:
                return False
            ctx["_from_opp"] = from_opp
        spent = ctx.get("_spent")
        if go and spent is None and game.statics_of("spend_as_amber"):
            # creatures spent as if each were 1Æ in the pool (Æmberling): the active player picks which, from none
            # (or as few as the rest cannot pay) to as many as the cost; by default as few as possible.
            mine = game.amber_creatures(p)
            rest = game.players[p].amber + (sum(game.cards[x].amber for x in game.amber_sources(p))
                                            if game.spends_from_cards() else 0)
            low, high = max(0, due - rest), min(due, len(mine))
            spent = []
            if high > 0:
                ans = game.decide(frame, game.active, "targets", mine, f"Choose the creatures {game.pname(p)} "
                                  f"spends as 1Æ each for the key", min_count=low, max_count=high,
                                  default=tuple(mine[:low]))
                if ans is None:
                    return False
                spent = list(ans)
            ctx["_spent"] = spent
        if go and game.spends_from_cards():
            # Æmber on cards that may be spent as if in the pool (Senator Shrix): the active player chooses
            # (001:3421-3433), card by card in setup order, how much of the cost comes from that card, asked only
            # when it can be paid more than one way (FORMAT "Decisions"); the pool pays the rest.
            srcs = game.in_setup_order(game.amber_sources(p))
            parts = ctx.setdefault("_card_parts", {})
            left = due - len(spent or []) - (from_opp or 0)
            for i, x in enumerate(srcs):
                if x not in parts:
                    rest = sum(game.cards[y].amber for y in srcs[i + 1:])
                    take = _ask_amount(game, frame, max(0, left - game.players[p].amber - rest),
                                       min(left, game.cards[x].amber),
                                       f"How much of the {due}Æ does {game.pname(p)} spend from {game.cname(x)}?")
                    if take is None:
                        return False
                    parts[x] = take
                left -= parts[x]
            from_cards = dict(parts)
        del ctx["forging"], ctx["stop"]
        ctx.pop("guard", None)
        ctx.pop("_spent", None)
        ctx.pop("_from_opp", None)
        ctx.pop("_card_parts", None)
        ctx["forged"] = go
        if go:
            game.forge(p, colour, cost, from_cards, spent, from_opp)
        else:
            game.say(f"{game.pname(p)} does not forge a key")
        return True


KEY_FORGING = KeyForging()


def forge_now(game: Game, ctx: dict, colour: str, cost: int | None = None) -> None:
    """Forge the `colour` key for ctx['me'] (at `cost`, or the current cost), after any ability that acts
    when a key would be forged; ctx['forged'] then says whether it was."""
    ctx["forging"] = [colour, cost]
    game.push(KEY_FORGING, ctx)


def begin_step(game: Game, step: str) -> None:
    """A new step of the turn begins: Alpha looks only at what was played, used or discarded during the current
    step (001:1580-1584), and Omega ends only the step it was played in (001:2464-2470), so both start afresh -
    the previous turn's step 3 does not reach into step 1. Start-of-turn effects come before step 1 (timing chart
    001:4001); end-of-turn effects belong to step 5, after the draw (001:4099-4102)."""
    game.step = step
    game.step_actions = 0
    game.omega = False


def start_main(game: Game) -> None:
    begin_step(game, "main")
    game.push(MAIN, {})


class MainStep(Step):
    """Step 3: play, discard or use cards until the player ends the step."""

    def run(self, game: Game, frame: Frame) -> bool:
        if frame.answer is None:
            if game.omega:
                return True
            game.step = "main"
            # the moves are listed when first read: a search that only needs to reach this point never does
            game.decision = Decision(game.active, "main", "Play, discard or use a card, or end your turn", None,
                                     lister=WeakMethod(game.main_options))
            return False
        else:
            ans = frame.answer
            frame.answer = None
        return do_main(game, ans)


MAIN = MainStep()


def do_main(game: Game, ans: tuple) -> bool:
    kind = ans[0]
    p = game.active
    if kind == "end_turn":
        game.say(f"{game.pname(p)} ends their turn")
        return True
    if kind == "raise_tide":
        if game.raise_tide(p):
            game.gain_chains(p, 3)
        return False
    if kind == "prophecy":      # activate a prophecy: neither a play nor a discard (LATER-MECHANICS 6.2)
        from aember.engine.prophecy import ACTIVATE
        game.push(ACTIVATE, {"me": p, "idx": ans[1], "side": ans[2]})
        return False
    cid = ans[1]
    if kind == "from_discard":      # (Singing Scythe) back to hand from the discard pile
        game.move(cid, HAND)
        game.say(f"{game.pname(p)} returns {game.cname(cid)} from their discard pile to their hand")
        return False
    if kind == "play":
        extra = False
        with game.as_played(cid):       # (a gigantic creature: with its top half's icons)
            if game.play_needs_permission(cid):
                extra = game.extra_card_permission(game.permission("play_permission", cid))
                game.spend_permission("play_permission", cid)
        if game.first_turn_rule and not extra:
            game.first_turn_plays += 1
        game.push(PLAY, {"card": cid, "me": p, "where": ans[2] if len(ans) > 2 else "right", "from": HAND})
    elif kind == "discard":
        if game.first_turn_rule:
            game.first_turn_plays += 1
        game.step_actions += 1
        game.discard_from_hand(cid)
    else:
        off = not game.belongs_to(cid, game.active_house) and not game.versatile(cid)
        counted = (kind != "omni" and off
                   and bool(game.statics_of("use_permission") or game.statics_of("play_or_use_permission")))
        held = game.permission("use_permission", cid) if counted else None
        may = ("may_fight", "may_reap") if kind == "unstun" else (f"may_{kind}",) if kind in ("fight", "reap") else ()
        if off and not (held is not None and cid in (held.get("cards") or ())):
            # a fight or reap that a "may fight/reap" permission allows is made under it (Brothers in Battle,
            # Follow the Leader, J43G3R V), not under a counted "you may use" one (Combat Pheromones), whose
            # uses stay for other cards; a counted "up to N" one is spent
            for mk in may:
                if game.statics_of(mk) and game.has_static(mk, cid):
                    le = game.permission(mk, cid)
                    if le is not None and "cards" in le:
                        game.spend_permission(mk, cid)
                    counted = False
                    break
        if counted:
            game.spend_permission("use_permission", cid)
        game.push(USE, {"card": cid, "me": p, "mode": kind, "idx": ans[2] if len(ans) > 2 else 0,
                        "main": True})
    return False


class PlayStep(Step):
    """Play a card: it enters play (or limbo), bonus icons, then Play: and 'after play' together."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        cid = ctx["card"]
        c = game.cards[cid]
        p = ctx["me"]
        if frame.pc == 0 and c.defn.whole is not None and c.zone == HAND:
            # the top half of a gigantic creature chosen: the creature is played, as its bottom half (the card in
            # play wears the creature's face; the top half rides with it)
            other = game.other_half(cid)
            if other is not None:
                ctx["card"] = cid = other
                c = game.cards[cid]
        if frame.pc == 0 and "copy" not in ctx and c.defn.statics:
            # "When you play this card, treat it as a copy of …" (Mimicry): choose the card copied.
            offered = game.copy_choices(cid)
            copies = [x for x in offered if game.copy_playable(x, cid)]
            if offered and not copies:
                # played as a copy, the copy's alpha and title apply (FAQ Mimicry 001:3006-3017, Rule of Six
                # 3679-3685): with every card it could copy forbidden it is not played and stays where it is
                # (FAQ 001:3946-3950) - from a deck too (Wild Wormhole), as from hand (`can_play`)
                game.say(f"{c.defn.title} cannot be played (no card it could copy may be played)")
                return True
            if copies:
                ans = game.decide(frame, p, "target", copies, f"Choose the card {c.defn.title} copies")
                if ans is None:
                    return False
                ctx["copy"] = ans
                c.token = game.cards[ans].defn
                game.say(f"{c.defn.title} is played as a copy of {c.token.title}")
            else:
                ctx["copy"] = None
        as_upgrade = ctx.get("where") == "upgrade" and c.defn.upgrade_face is not None
        d = c.defn.upgrade_face if as_upgrade else game.face(cid)
        if frame.pc == 0:
            ctx.setdefault("from_zone", c.zone)     # where the play began (Zavel: "from your discard pile")
            if not game.play_condition_met(cid, p):
                game.say(f"{d.title} cannot be played")     # it stays where it is (Kelifi Dragon)
                return True
            why = game.play_forbidden(cid, d)
            if why is not None:     # every play obeys these, from hand or not; the card stays where it is
                game.say(f"{d.title} cannot be played ({why}) and stays where it is")
                if ctx.get("copy") is not None:
                    c.token = None
                return True
            if d.type == UPGRADE and "target" not in ctx:
                hosts = game.upgrade_hosts(cid, p)
                if not hosts:
                    return True
                ans = game.decide(frame, p, "target", hosts, f"Choose a creature for {d.title}")
                if ans is None:
                    return False
                ctx["target"] = ans
            if "copied" not in ctx and game.enters_as_copy(cid):
                # "enters play as a copy of another creature in play" (Mimic Gel): the base card, as it
                # enters play, so that its deploy and "enters play ready" apply.
                ans = game.decide(frame, p, "target", game.enters_as_copy(cid), f"Choose the creature "
                                  f"{c.defn.title} enters play as a copy of")
                if ans is None:
                    return False
                ctx["copied"] = ans
                c.token = d = (game.cards[ans].token or game.cards[ans].defn).faceup_copy()
                game.say(f"{c.defn.title} enters play as a copy of {d.title}")
            where = ctx.get("where", "right")
            if isinstance(where, int) and not d.keywords.get("deploy") and not ctx.get("anywhere") and not (
                    ctx.get("copied") is None and game.gains_deploy(cid, p)):
                # ("anywhere": an effect plays it "anywhere in your battleline", Light Everlasting)
                # a position chosen for a copy that turned out to have no deploy: a flank instead
                line = game.entry_line(cid, p)
                if where == 0 or where >= len(line):
                    ctx["where"] = "left" if where == 0 else "right"
                else:
                    ans = game.decide(frame, p, "flank", ["left", "right"], f"Choose a flank for {d.title}",
                                      default="right")
                    if ans is None:
                        return False
                    ctx["where"] = ans
            if d.type == CREATURE and game.statics_of("no_right_flank") and game.has_static("no_right_flank", p) \
                    and not game.has_treachery(cid):
                # "Your opponent cannot play creatures on their right flank" (Phantasmaquid)
                line = game.players[p].battleline
                w = ctx.get("where", "right")
                if line and (w == "right" or (isinstance(w, int) and w >= len(line))):
                    ctx["where"] = "left"
            half = None
            if c.defn.gigantic:
                # A gigantic creature is played with its other half from hand; one half alone cannot be. An
                # instruction that plays both halves (from a discard pile, from under a card) gives the other half
                # (001:2165-2168).
                wh = ctx.get("with_half")
                if wh is not None and game.halves_match(cid, wh) and game.cards[wh].zone == c.zone:
                    half = wh
                else:
                    half = game.other_half(cid) if c.zone == HAND else None
                if half is None:
                    game.say(f"{d.title} cannot be played without its other half")
                    return True
            if game.statics_of("play_tax") and not game.pay_play_tax(cid, p):
                game.say(f"{d.title} cannot be played: {game.pname(p)} cannot pay for it")
                if ctx.get("copied") is not None:
                    c.token = None
                return True
            for st in (d.statics if ctx.get("copied") is None else ()):
                # "You must lose 3Æ in order to play Truebaru": a cost of the card played. A Mimic Gel that
                # enters play as a copy of Truebaru was played as Mimic Gel (like Kelifi Dragon's condition,
                # checked in hand): nothing is lost.
                if st.kind == "play_lose":
                    game.lose(p, st.value)
            # a Mimic Gel is played as Mimic Gel and only enters play as a copy (its play condition is its own,
            # as Truebaru's loss above): the play is one of its own title (Rule of Six 001:1095-1101), whereas
            # Mimicry is played as the copy (FAQ 001:3679-3685)
            game.count_use(cid, c.defn.title if ctx.get("copied") is not None else None)
            game.say(f"{game.pname(p)} plays {d.title}")
            # "cards played this turn" (Epic Quest), with the type it was played as: Explo-rover played as an upgrade
            # is no creature played, even once back in a discard pile as a creature card (Speed Sigil); and the
            # houses it belonged to as it was played: "7 Sanctum cards played" counts a creature that has since
            # become Mars beside Monster Zero (Epic Quest)
            game.turn_log.append(["played", p, game.turn, cid, d.type, game.houses_of(cid)])
            game.turn_log.append(["played_as", p, game.turn, d.type])   # the type it was played as (Kaupe)
            if d.type == CREATURE and p == game.active:
                game.creatures_played[p] += 1
            if d.type in (CREATURE, ARTIFACT):
                # "The next creature you play enters play ready" (Blypyp): a one-shot lasting permission.
                # several such effects are all used up by the card they ready (two Soft Landings)
                ready = bool(game.statics_of("play_ready")) and game.use_up_permissions("play_ready", cid)
                n = len(game.pending_triggers)
                game.put_into_play(cid, p, ctx.get("where", "right"), ready=ready)
                if len(game.pending_triggers) > n:
                    # "after a creature enters play" abilities wait for the bonus icons, then resolve together
                    # with the card's Play: abilities, in the order the active player chooses (Autocannon);
                    # one that says how it enters ("you may have it enter anywhere …, ready": Knightapult) is part
                    # of its entering and resolves at once, before the bonus icons and its Play: abilities
                    new = game.pending_triggers[n:]
                    del game.pending_triggers[n:]
                    game.pending_triggers.extend(t for t in new if t[2].get("before_play") == cid)
                    later = [t for t in new if t[2].get("before_play") != cid]
                    if later:
                        ctx["entered"] = later
                if half is not None:
                    game.join_half(half, cid)
            elif d.type == UPGRADE:
                if as_upgrade:
                    c.token = d
                n = len(game.pending_triggers)
                game.attach(cid, ctx["target"], p, entering=True)
                if len(game.pending_triggers) > n:
                    # "after an upgrade is attached / enters play" abilities wait for the bonus icons, as
                    # those of a creature entering play do (Commander Dhrxgar, Armory Officer Nel); the upgrade's
                    # own constant ability taking effect as it attaches ("You control this creature.": Collar of
                    # Subordination, a `before_play` reaction) is part of its entering play and resolves at once,
                    # before its bonus icons (001:1717-1725)
                    new = game.pending_triggers[n:]
                    del game.pending_triggers[n:]
                    game.pending_triggers.extend(t for t in new if t[2].get("before_play") == cid)
                    later = [t for t in new if t[2].get("before_play") != cid]
                    if later:
                        ctx["entered"] = later
            else:
                game._detach(cid)
                c.zone = LIMBO
                c.controller = p
                if d.type == ACTION:
                    # "after you resolve your next action card this turn, return it to your hand" (High Priest
                    # Torvus): the next action card is the next one played - claimed as its play begins
                    # (001:2278-2280), so an action played during its resolution (Gracchan Reform playing the
                    # opponent's top card) is not it, though that one finishes resolving first
                    ctx["to_hand"] = (bool(game.statics_of("action_to_hand"))
                                      and game.use_up_permissions("action_to_hand", cid))
            frame.pc = 1
            # the icons it is played with, a fact of the play its 'played' event carries ("after you play a card
            # with a bonus icon": Adaptoid), whatever becomes of the card meanwhile (a gigantic creature destroyed by
            # its own icon: its halves out of play, the bottom one has none, 001:2154-2163)
            ctx["icons"] = resolve_bonus_icons(game, cid, p, d)
            if c.zone == BATTLELINE:
                # where it entered play ("played next to Fila", "plays a creature on their left flank": Sinestra),
                # noted before its bonus icons, which may destroy it or a neighbor (001:1717-1725, 001:2340-2342)
                game.push(PLAYED_AT, ctx)       # (the play's own context: it notes ctx["played_at"])
            return False
        if frame.pc == 1:
            frame.pc = 2
            # "When a card with the Omega keyword is played, the current step ends"; what is pending still
            # resolves (001:2464-2470). Omega "occurs after a card is played" (FAQ Duskwitch under Shadow of Dis,
            # 001:3706-3713), and the first thing done after a play is its bonus icons (001:551-557): it is judged
            # once they have resolved (a damage icon destroying the Chronophage that gave it omega takes it away),
            # before its Play:, so its own Play: removing what gave it omega (Mighty Tiger destroying Chronophage)
            # does not take it back. Out of play by then, the card is judged by its printed keywords.
            ctx["omega"] = bool(game.keyword(cid, "omega") if c.zone in (BATTLELINE, ARTIFACTS)
                                else d.keywords.get("omega"))
            at = ctx.get("played_at") or {}
            # the event stays open while its abilities resolve: a card taken over meanwhile may react to it
            # (Game.react_late; FAQ Nexus / Spectral Tunneler, 001:3824-3826)
            ctx["window_ev"] = game.emit("played", card=cid, player=p, type=d.type, origin=ctx.get("from_zone"),
                                         icons=list(ctx.get("icons") or ()), **at)
            if ctx.get("entered"):
                game.pending_triggers.extend(ctx.pop("entered"))
            return False
        omega = ctx.get("omega")
        if d.type == ACTION:
            # "after you resolve your next action card this turn, return it to your hand" (High Priest Torvus)
            back = bool(ctx.get("to_hand"))
            if c.zone == LIMBO:
                if back:
                    game.say(f"{d.title} returns to {game.pname(c.owner)}'s hand")
                game.move(cid, HAND if back else DISCARD)
                if not back:
                    # "after you play an action card, put it … from your discard pile" (Encounter Golem)
                    game.emit("action_discarded", card=cid, player=p)
        if ctx.get("copy") is not None and c.zone not in IN_PLAY:
            c.token = None      # a copy is a copy only while it is being played
        if omega:
            game.omega = True
        return True


PLAY = PlayStep()


class PlayedAt(Step):
    """Note, in the play's own context (ctx['played_at']), where creature ctx['card'] entered play, once any ability
    that says how it enters (Knightapult) has resolved and before its bonus icons: its `neighbors`, and the `flanks`
    ('left', 'right') of its controller's (`line_of`) battleline it is on, its `houses` and `traits`. Its 'played'
    event carries them (Fila the Researcher, Sinestra, Dexus; `played_with_trait`, `played_as_house`)."""

    def run(self, game: Game, frame: Frame) -> bool:
        cid = frame.ctx["card"]
        c = game.cards[cid]
        at: dict = {"neighbors": [], "flanks": [], "line_of": -1}
        if c.zone == BATTLELINE:
            line = game.players[c.controller].battleline
            at["line_of"] = c.controller
            at["neighbors"] = game.neighbors(cid)
            # its houses and traits as it entered play (a Mutant by The Mist, when its icons destroy it)
            at["houses"] = sorted(game.houses_of(cid))
            at["traits"] = sorted(game.traits(cid))
            # the houses of those neighbors then ("plays a creature adjacent to a creature of the same house":
            # Heads, I Win / Tails, You Lose)
            at["neighbor_houses"] = {n: sorted(game.houses_of(n)) for n in at["neighbors"]}
            at["flanks"] = [side for side, i in (("left", 0), ("right", -1)) if line and line[i] == cid]
        frame.ctx["played_at"] = at
        return True


PLAYED_AT = PlayedAt()


def resolve_bonus_icons(game: Game, cid: int, p: int, face=None, halves: list[int] | None = None) -> list[str]:
    """Push the bonus icons of a card played by `p` (or resolved "as if you had played it"): printed,
    then enhanced, each resolved an additional time per "the next card you play" effect (Wild Bounty,
    Fission Bloom), which this uses up. Returns the card's icons (each once)."""
    icons = game.bonus_icons(cid, face, halves)     # (a gigantic creature's: its top half's)
    times = 1 + game.take_icon_repeats(p)
    # several capture icons: "the captured Æmber may be distributed among multiple creatures" (Rulebook "Bonus
    # Icons") - a split, whose points that can only be made one way are not decisions (FORMAT "Decisions")
    split = icons.count("capture") * times >= 2
    for icon in reversed(icons):
        for _ in range(times):
            game.push(ICONS.get(icon, HOUSE_ICON), {"me": p, "src": cid, "capture_split": split})
    return icons


class IconAmber(Step):
    def run(self, game: Game, frame: Frame) -> bool:
        game.gain(frame.ctx["me"], 1)
        return True


class IconDraw(Step):
    def run(self, game: Game, frame: Frame) -> bool:
        game.draw(frame.ctx["me"], 1)
        return True


class IconCapture(Step):
    def run(self, game: Game, frame: Frame) -> bool:
        me = frame.ctx["me"]
        mine = game.creatures(me)
        if not mine:
            return True
        if frame.ctx.get("capture_split") and game.players[1 - me].amber <= 0:
            return True     # a point of a capture split with nothing left to take: every choice gives the same result
        ans = game.decide(frame, me, "target", mine, "Choose a friendly creature to capture 1Æ")
        if ans is None:
            return False
        game.capture(ans, 1)
        return True


class IconDamage(Step):
    def run(self, game: Game, frame: Frame) -> bool:
        me = frame.ctx["me"]
        allc = game.creatures()
        if not allc:
            return True
        ans = game.decide(frame, me, "target", allc, "Choose a creature to deal 1 damage to")
        if ans is None:
            return False
        dealt = game.deal_damage([(ans, 1)])
        for cid, n in dealt.items():    # the creature dealt the icon's damage: the one chosen, or the one it was
            game.emit("icon_damage", card=cid, player=me, amount=n)     # dealt to instead (Shadow Self)
        return True


class IconSteal(Step):
    """A bonus icon resolved as 'steal 1Æ' instead (Scrivener Favian)."""

    def run(self, game: Game, frame: Frame) -> bool:
        game.steal(frame.ctx["me"], 1)
        return True


class IconHandCard(Step):
    """A bonus icon that acts on a card the player chooses from their hand (any house; nothing with an empty hand):
    discard it (the discard icon, GR on; LATER-MECHANICS 9: it is a discard from the active player's hand, so it
    scraps) or archive it (an icon resolved as 'archive a card from your hand' instead, Librarian)."""

    def __init__(self, verb: str):
        super().__init__()
        self.verb = verb

    def run(self, game: Game, frame: Frame) -> bool:
        me = frame.ctx["me"]
        hand = list(game.players[me].hand)
        if not hand:
            return True
        ans = game.decide(frame, me, "target", hand, f"Choose a card in your hand to {self.verb} (bonus icon)")
        if ans is None:
            return False
        if self.verb == "discard":
            game.discard_from_hand(ans)
        else:
            game.archive(ans, me)
        return True


class IconPower(Step):
    """The +1 power bonus icon (DM; LATER-MECHANICS 9): a +1 power counter on a creature of either side (the
    open point 'any creature or only friendly ones' follows the default: any); nothing with no creature."""

    def run(self, game: Game, frame: Frame) -> bool:
        me = frame.ctx["me"]
        allc = game.creatures()
        if not allc:
            return True
        ans = game.decide(frame, me, "target", allc, "Choose a creature to give a +1 power counter (bonus icon)")
        if ans is None:
            return False
        game.cards[ans].power_counters += 1
        game.dirty()
        game.say(f"{game.cname(ans)} gets a +1 power counter")
        return True


class IconHouse(Step):
    """A house bonus icon (AS on): resolving it does nothing; the card also belongs to that house
    (Game.belongs_to)."""

    def run(self, game: Game, frame: Frame) -> bool:
        return True


ICON_EFFECTS = {"amber": IconAmber(), "draw": IconDraw(), "capture": IconCapture(), "damage": IconDamage(),
                "steal": IconSteal(), "discard": IconHandCard("discard"), "power": IconPower(), "house": IconHouse(),
                "archive": IconHandCard("archive")}
ICON_NAMES = {"amber": "Æmber", "draw": "draw", "capture": "capture", "damage": "damage", "steal": "steal",
              "discard": "discard", "power": "+1 power", "house": "house", "archive": "archive"}


class BonusIcon(Step):
    """Resolve one bonus icon: a player who cannot resolve bonus icons (Master of the Grey) does nothing;
    replacement effects ("resolve it as a capture icon instead", "steal 1Æ instead") are offered one by
    one, in order, each at most once, and may chain; then the resulting icon resolves.

    Static 'no_bonus_icons': applies(game, src, player, le). Static 'icon_replace': applies(game, src,
    player, le), value (icons it applies to, icon resolved instead — or a tuple of icons to choose from —, label)."""

    def __init__(self, icon: str):
        super().__init__()
        self.icon = icon

    def run(self, game: Game, frame: Frame) -> bool:
        me = frame.ctx["me"]
        if frame.data is None:
            if game.statics_of("no_bonus_icons") and game.has_static("no_bonus_icons", me):
                game.say(f"{game.pname(me)} cannot resolve the {ICON_NAMES[self.icon]} bonus icon")
                return True
            frame.data = {"icon": self.icon, "seen": [], "offer": None}
        data = frame.data
        if data.get("done"):
            # "after you resolve a bonus icon" (Chronus: a draw icon; Rage: any): the icon as resolved
            game.emit("icon_resolved", icon=data["icon"], player=me)
            return True
        while True:
            if frame.answer is None:
                if data.get("which"):
                    # "you may resolve it as A, B or C instead" (Puzzling Trinket), answered yes: which icon
                    ans = game.ask(frame, me, "option", list(data["offer"]),
                                   f"Resolve the {ICON_NAMES[data['icon']]} bonus icon as", auto=False)
                    if ans is None:
                        return False
                else:
                    offers = []
                    for src, st, le in game.statics_of("icon_replace"):
                        key = f"{src}:{st.sid}"
                        if key not in data["seen"] and data["icon"] in st.value[0] and st.applies(game, src, me, le):
                            if ICON_EFFECTS.get(st.value[1]) is ICON_EFFECTS["capture"] and not game.creatures(me):
                                continue    # 'may … capture instead' with no creature to capture: nothing to ask
                            if st.value[1] == "steal" and not game.can_steal(me):
                                continue    # 'may steal 1Æ instead' with nothing to steal: nothing to ask
                            offers.append((key, st.value[1], st.value[2], src))
                    if not offers:
                        break
                    pick = data.pop("pick", None)
                    srcs = list(dict.fromkeys(o[3] for o in offers))
                    if pick is None and len(srcs) > 1:
                        # several cards could replace this icon: "choosing which of several replacement effects
                        # applies counts as ordering" (FORMAT) - `select:` the card whose offer comes first;
                        # by default the first in order, then the others as they still apply
                        data["asking"] = "order"
                        if game.ask(frame, me, "order", srcs, f"Choose which card's replacement of the "
                                    f"{ICON_NAMES[data['icon']]} bonus icon is offered first",
                                    default=srcs[0]) is None:
                            return False
                    offer = next((o for o in offers if o[3] == pick), offers[0])
                    data["seen"].append(offer[0])
                    data["offer"] = offer[1]
                    data["asking"] = "yesno"
                    # 'may' + an action now: a yes/no, then (for a choice of icons) which one (FORMAT)
                    ans = game.ask(frame, me, "yesno", ["yes", "no"],
                                   f"Resolve the {ICON_NAMES[data['icon']]} bonus icon: {offer[2]}?", auto=False)
                    if ans is None:
                        return False
            else:
                ans = frame.answer
                frame.answer = None
                if data.get("asking") == "order":
                    data["asking"] = None
                    data["pick"] = ans
                    continue
            if data.get("which"):
                data["which"] = False
                if ans in ICON_EFFECTS:
                    data["icon"] = ans
            elif ans == "yes":
                if isinstance(data["offer"], (tuple, list)):
                    data["which"] = True
                else:
                    data["icon"] = data["offer"]
        data["done"] = True
        game.push(ICON_EFFECTS[data["icon"]], frame.ctx)
        return False


ICONS = {k: BonusIcon(k) for k in ("amber", "draw", "capture", "damage", "discard", "power")}
HOUSE_ICON = BonusIcon("house")


class UseStep(Step):
    """Use a card: reap, fight, Action or Omni (or remove a stun instead). ctx: card, me, mode, idx."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        cid = ctx["card"]
        c = game.cards[cid]
        if frame.pc == 0:
            mode = ctx["mode"]
            if c.zone not in IN_PLAY or c.exhausted or not game.may_use_title(cid):
                return True
            if game.statics_of("cannot_use") and game.has_static("cannot_use", cid):
                return True
            if c.zone == BATTLELINE and not c.stun and not game.may_be_used_to(cid, mode):
                return True     # "cannot fight/reap" holds for every use, granted ones included
            if game.statics_of("use_tax") and not game.pay_play_tax(cid, ctx["me"], "use_tax"):
                game.say(f"{game.cname(cid)} cannot be used: {game.pname(ctx['me'])} cannot pay for it")
                return True
            if not ctx.get("cost_paid") and game.has_use_cost_destroy(cid):
                # "In order to use it, you must destroy a friendly creature" (Rampaging Brutodon): paid first
                others = [x for x in game.creatures(c.controller) if x != cid]
                if not others:
                    return True
                ans = game.decide(frame, game.active, "target", others,
                                  f"Destroy a friendly creature to use {game.cname(cid)}")
                if ans is None:
                    return False
                ctx["cost_paid"] = True
                ctx["cost_destroyed"] = [ans]
                if not game.destroy([ans]):
                    game.say(f"{game.cname(cid)} is not used: the creature was not destroyed")
                    return True
                return False        # the destruction resolves, then the use goes on
            if ctx.get("cost_destroyed") is not None:
                # "in order to": the destruction must have happened (001:2216-2224); an 'instead' (Armageddon
                # Cloak) that saved the creature means it was not destroyed, so the card is not used
                from aember.engine.effects import destroyed_this_way
                gone = destroyed_this_way("cost_destroyed")(game, ctx)
                del ctx["cost_destroyed"]
                if not gone:
                    game.say(f"{game.cname(cid)} is not used: the creature was not destroyed")
                    return True
            frame.pc = 1
            face = game.face(cid)
            ctx["used_neighbors"] = game.neighbors(cid) if c.zone == BATTLELINE else []   # as the use began
            # its traits as the use began: a token creature that dies in its fight is its facedown card afterwards
            ctx["used_traits"] = sorted(game.traits(cid)) if c.zone == BATTLELINE else []
            ctx["used_row"] = c.zone      # used as a creature or as an artifact, whatever happens to it in the use
            game.count_use(cid)
            game.turn_log.append(["used", ctx["me"], game.turn, cid])     # "creatures used this turn" (Stampede)
            # which use of the card this turn this one is: "if this is the first time <it> was used this turn"
            # (Rocket Boots, Gladiodontus, Brunx and Bongle) asks about THIS use, even once a later use (an ability
            # of the same fight ordered first that readies and uses it) has happened before it resolves
            ctx["use_no"] = game.times_used_this_turn(cid)
            if c.zone == BATTLELINE:
                # used as a creature: a token creature made from a non-creature card counts, even after it leaves
                # play and reverts to its printed type (Sloth, Stampede)
                # with its houses and traits as the use began ("if you have used a friendly Mars creature":
                # Nautilixian; "after 4 friendly Pilot creatures are used": Purple Aeronaut)
                game.turn_log.append(["used_creature", ctx["me"], game.turn, cid, game.houses_of(cid),
                                      ctx["used_traits"]])
            if c.stun and c.zone == BATTLELINE:
                c.exhausted = not game.cannot_become_exhausted(cid)
                c.stun = False
                game._checked = False
                game.say(f"{game.pname(ctx['me'])} exhausts {face.title} to remove its stun")
                return False
            c.exhausted = not game.cannot_become_exhausted(cid)
            game._checked = False       # power may follow how many creatures are exhausted (Llack Gaboon)
            if mode in ("reap", "fight"):
                # "the first creature used to reap" (Ragwarg), "if you have reaped" (Bramble Lynx), "if you have used
                # a creature to fight this turn" (Alaka)
                game.turn_log.append(["reaped" if mode == "reap" else "used_to_fight", ctx["me"], game.turn, cid])
            if mode == "reap":
                game.say(f"{face.title} reaps")
                steal = game.static_values("reap_steal", ctx["me"])
                if not steal and reap_amber_sources(game, ctx["me"]):
                    frame.pc = 2        # the Æ may come off a friendly creature (Fading Apparition): asked first
                    return False
                before = game.players[ctx["me"]].amber
                gained = 0
                if steal:
                    game.steal(ctx["me"], 1)
                else:
                    gained = game.gain(ctx["me"], 1)
                # gained: Æmber gained by reaping (not a steal that replaced it); before: the pool before it
                # the event stays open (ctx['ev']) while its After Reap abilities resolve
                # controller: the creature's controller as it reaped (Jackpot Greene's "its controller's deck",
                # read after the creature may have left play or changed hands)
                ctx["ev"] = game.emit("reaped", card=cid, player=ctx["me"], gained=gained, before=before,
                                      reap_no=_reap_number(game), use_no=ctx["use_no"],
                                      controller=game.cards[cid].controller)
            elif mode == "fight":
                fctx = {"attacker": cid, "me": ctx["me"], "use_no": ctx["use_no"]}
                if "defender" in ctx:       # an ability that names the creature fought (One Stood Against Many)
                    fctx["defender"] = ctx["defender"]
                game.push(FIGHT, fctx)
            elif mode == "action":
                game.say(f"{game.pname(ctx['me'])} uses {face.title}")
                actx = _ability_ctx(game, cid, ctx["me"])
                granter = game.action_granter(cid, ctx.get("idx", 0))
                if granter is not None:
                    actx["granter"] = granter       # the card that gave it this action (Dapper Chapeau's copy)
                game.push(game.actions_of(cid)[ctx.get("idx", 0)], actx)
            elif mode == "omni":
                game.say(f"{game.pname(ctx['me'])} uses {face.title}")
                game.push(game.omnis_of(cid)[ctx.get("idx", 0)], _ability_ctx(game, cid, ctx["me"]))
            elif mode == "unstun":
                pass
            return False
        if frame.pc == 2:
            # "any Æ you would gain by reaping may be taken from Æ among friendly creatures instead of the common
            # supply" (Fading Apparition): a yes/no, then the creature; the Æ then reaches the pool as gained
            me = ctx["me"]
            sources = reap_amber_sources(game, me)
            take = None
            if sources:
                if frame.data is None:
                    ans = game.decide(frame, game.active, "yesno", ["yes", "no"],
                                      "Take the Æ gained by reaping from a friendly creature?", auto=False)
                    if ans is None:
                        return False
                    frame.data = ans
                if frame.data == "yes":
                    take = game.decide(frame, game.active, "target", sources,
                                       "Choose a friendly creature to take the Æ from")
                    if take is None:
                        return False
            before = game.players[me].amber
            if take is not None:
                game.cards[take].amber -= 1
                game._checked = False
                gained = game.add_to_pool(me, 1, f"{game.pname(me)} gains 1Æ taken from {game.cname(take)}")
            else:
                gained = game.gain(me, 1)
            ctx["ev"] = game.emit("reaped", card=cid, player=me, gained=gained, before=before,
                                  reap_no=_reap_number(game), use_no=ctx.get("use_no"),
                                  controller=game.cards[cid].controller)
            frame.pc = 1
            return False
        if ctx.get("ev") is not None and game.late_granted(ctx["ev"]):
            return False        # an After Reap gained during its own timing point (FAQ 001:3824-3832)
        game.emit("used", card=cid, player=ctx["me"], mode=ctx["mode"], neighbors=ctx.get("used_neighbors", []),
                  traits=ctx.get("used_traits", []), row=ctx.get("used_row"))
        return True


def reap_amber_sources(game: Game, p: int) -> list[int]:
    """p's creatures with Æ on them that the Æ p gains by reaping may come from (static kind
    'reap_amber_from_creatures', applies(game, src, p, le): Fading Apparition while exhausted)."""
    if not game.statics_of("reap_amber_from_creatures") or not game.has_static("reap_amber_from_creatures", p):
        return []
    return [x for x in game.players[p].battleline if game.cards[x].amber > 0]


USE = UseStep()


class FightStep(Step):
    """Fight: choose the defender, Before Fight / assault / hazardous, power damage, After Fight."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        att = ctx["attacker"]
        a = game.cards[att]
        if frame.pc == 0:
            if frame.answer is None:
                if "defender" in ctx:
                    ans = ctx["defender"]
                else:
                    options = game.eligible_defenders(att)
                    if not options:
                        return True
                    ans = game.ask(frame, ctx["me"], "target", options,
                                   f"Choose a creature for {game.cname(att)} to fight")
                    if ans is None:
                        return False
            else:
                ans = frame.answer
                frame.answer = None
            d = ans
            ctx["defender"] = d
            dc = game.cards[d]
            ignore = game.has_static("ignore_taunt_elusive", att)
            ctx["elusive"] = bool(game.has_keyword(d, "elusive") and dc.elusive_turn != game.turn and not ignore)
            dc.elusive_turn = game.turn
            game.say(f"{game.cname(att)} fights {game.cname(d)}")
            ctx["target_neighbors"] = game.neighbors(d)
            # a gigantic defender's other half: "the creature it fights" is both cards once it has left play
            ctx["target_halves"] = game._riding_halves(d)
            ctx["log_at"] = len(game.turn_log)     # a destruction of the defender logged from here on is this fight's
            # the attacker's neighbors now: kept if Before Fight / hazardous destroys it (it still fought)
            ctx["neighbors"] = game.neighbors(att)
            ctx["houses"] = game.houses_of(att)
            frame.pc = 1
            trig = game.pending_triggers
            face = game.face(att)
            bf = face.before_fight
            if bf is not None and not game.is_blank(att) and (
                    getattr(bf, "held_while", None) is None or bf.held_while(game, {"src": att})):
                # 'live': an attacker destroyed first (hazardous ordered before it) loses it (001:1539-1543);
                # one held only while a condition holds (Eldest Bear, held_while) is not there without it
                trig.append([att, bf.sid, {"src": att, "me": ctx["me"], "target": [d], "live": 1}])
            gained = game.gained_texts(att)
            if gained and not game.lost_all(att):
                # a text box gained for the turn brings its Before Fight: ability (Creed of Nurture), gone while the
                # creature "loses all abilities" (Molluscaller), as its gained After Fight/Reap and Destroyed: are
                for gd in gained:
                    if gd.before_fight is not None:
                        trig.append([att, gd.before_fight.sid, {"src": att, "me": ctx["me"], "target": [d], "live": 1}])
            # their X is read as they resolve (KeywordDamage)
            if game.keyword(att, "assault"):
                trig.append([att, ASSAULT.sid, {"src": att, "target": d}])
            if game.keyword(d, "hazardous"):
                trig.append([d, HAZARDOUS.sid, {"src": d, "target": att}])
            # controller: the attacker's as it went to fight ("its controller's deck", Evasion Sigil, read after a
            # Before Fight ordered first may have destroyed it: 001:2340-2342)
            game.emit("before_fight", card=att, target=d, player=ctx["me"], controller=game.cards[att].controller)
            return False
        d = ctx["defender"]
        dc = game.cards[d]
        if frame.pc == 1:
            frame.pc = 2
            alive = (a.zone == BATTLELINE and not a.tagged and dc.zone == BATTLELINE and not dc.tagged
                     and not ctx.get("cancelled"))
            ctx["fought"] = alive
            if a.zone == BATTLELINE:
                # "after a neighbor of X fights", even if it dies; its houses in the fight (a token creature that
                # dies in it is its facedown card again afterwards)
                ctx["neighbors"] = game.neighbors(att)
                ctx["houses"] = game.houses_of(att)
            if dc.zone == BATTLELINE:
                ctx["target_neighbors"] = game.neighbors(d)
            if not alive:
                return False
            hits = []
            att_hits = def_hits = False      # power damage dealt by each side (for poison)
            # "deals damage to that creature rather than the one it is fighting" (Gabos Longarms):
            # elusive then protects neither creature from it.
            to = d
            for _src, _st, le in game.static_values("fight_damage_to", att):
                if game.cards[le["to"]].zone == BATTLELINE:
                    to = le["to"]
            if not ctx["elusive"] or to != d:
                if not game.has_static("no_fight_damage", att):
                    dmg = game.power(att)
                    for src, st, _le in game.static_values("fight_damage_bonus", att):
                        dmg += st.value(game, src, att, to)
                    dmg = fight_damage(game, att, dmg)
                    if dmg > 0:
                        hits.append((to, dmg))
                        att_hits = True
            if not ctx["elusive"]:
                if (not game.keyword(att, "skirmish") and not game.has_static("no_fight_damage", d)
                        and not game.has_static("no_damage_when_attacked", d)):    # Lollop the Titanic
                    dmg = fight_damage(game, d, game.power(d))
                    if dmg > 0:
                        hits.append((att, dmg))
                        def_hits = True
            splash = game.keyword(att, "splash-attack")
            if splash and game.has_static("no_fight_damage", att):
                splash = 0      # "deals no damage when fighting": the splash damage is dealt by it too (001:2681-2685)
            if splash:
                for n in game.neighbors(d):
                    hits.append((n, splash))
                ctx["splashed"] = game.neighbors(d)     # "destroyed by <its> splash-attack damage" (Zizok)
            game.fight = [att, d]
            ctx["dealing"] = True       # tags from here to the poison are the fight's: "destroyed in a fight"
            redirected: dict[int, int] = {}
            divided: dict[int, list[int]] = {}        # Friendship: the neighbors that took a creature's damage
            moment: dict[str, Any] = {"defer": True}
            dealt = game.apply_damage(hits, att, fight=True, redirected=redirected, divided=divided, moment=moment)
            if splash:      # the splash-attack damage is dealt where it went: to Shadow Self instead, or divided
                took = [redirected[n] for n in ctx["splashed"] if n in redirected]      # among neighbors
                took += [x for n in ctx["splashed"] for x in divided.get(n, [])]
                ctx["splashed"] = list(dict.fromkeys(ctx["splashed"] + [x for x in took if x not in (att, d)]))
            share = game.statics_of("share_fight_damage")
            if share and dealt:     # "damage dealt to its neighbors during fights is also dealt to it", at the
                extra = [(src, n) for src, st, le in share for cid, n in dealt.items()    # same moment (FAQ
                         if cid != src and cid in game.neighbors(src) and st.applies(game, src, cid, le)]
                if extra:           # Drecker, 001:3308-3312): a ward discarded by the fight damage covers it
                    game.apply_damage(extra, -1, moment=moment)
            game.emit_damage(moment)
            # poison destroys the creature that was actually dealt the damage (redirected: Shadow Self)
            poisoned = []
            if att_hits and game.keyword(att, "poison"):
                poisoned += [h for h in divided.get(to) or [redirected.get(to, to)] if dealt.get(h)]
            if def_hits and game.keyword(d, "poison"):
                poisoned += [h for h in divided.get(att) or [redirected.get(att, att)]
                             if dealt.get(h) and h not in poisoned]
            game._state_check()
            if poisoned:
                game.destroy(poisoned)
            # the fight's damage has tagged what it destroys: a neighbor destroyed later, by a Destroyed: ability
            # of this wave (Plancina's), was not destroyed by the splash-attack damage (001:2681-2687); nor was one
            # destroyed by a Destroyed: ability (Soulkeeper's) destroyed by the fight (001:1880-1884, 2016-2022)
            ctx.pop("splashed", None)
            ctx.pop("dealing", None)
            return False
        if frame.pc == 2:
            frame.pc = 3
            game.fight = None
            ctx.pop("splashed", None)       # the fight's damage is over: later destructions are not splash kills
            if game.lasting and any(le.get("fight_of") == att for le in game.lasting):
                game.lasting = [le for le in game.lasting if le.get("fight_of") != att]   # this fight only
                game.dirty()
            survived = a.zone == BATTLELINE and not a.tagged and not ctx.get("left_play")
            if a.enrage:        # "after a creature with an enrage counter on it is used to fight" (001:2148-2149),
                a.enrage = False    # even if the fight itself was skipped (001:2030-2038)
            # target_neighbors: the fought creature's neighbors now, or those it had just before it left play
            # (after its Destroyed: abilities, which may take a neighbor away: 001:1915-1948)
            was = game.as_destroyed(d, ctx.get("log_at", 0)) if dc.zone != BATTLELINE else None
            tn = game.neighbors(d) if dc.zone == BATTLELINE else was[1] if was else ctx.get("target_neighbors", [])
            # target_houses: the houses it belongs to now, or those it had just before it left play
            th = (game.houses_of(d) if dc.zone == BATTLELINE else was[2] if was and was[2]
                  else ctx.get("target_houses") or game.houses_of(d))
            # "fight with it. Then …" (Smite) continues after this fight and what it sets off: it finds the fight here
            game.turn_log.append(["fight_ended", ctx["me"], game.turn, att, d, tn])
            ctx["ev"] = game.emit("fought", card=att, target=d, player=ctx["me"], fought=ctx.get("fought", False),
                                  survived=survived, use_no=ctx.get("use_no"),
                                  neighbors=ctx.get("neighbors", []), target_neighbors=tn,
                                  houses=ctx.get("houses", []), target_houses=th,
                                  target_halves=ctx.get("target_halves", []))
            return False
        if frame.pc == 3 and ctx.get("ev") is not None and game.late_granted(ctx["ev"]):
            return False        # an After Fight gained during its own timing point (FAQ 001:3824-3832)
        return True


def fight_damage(game: Game, cid: int, dmg: int) -> int:
    """The damage a creature's power would deal in a fight, after 'only deals N' limits (the most
    restrictive applies) and 'steal 1Æ instead of dealing damage' replacements (0 is then dealt)."""
    fixed = [st.value for _src, st, _le in game.static_values("fight_damage_fixed", cid)]
    if fixed:
        dmg = min(fixed)
    if dmg > 0 and game.has_static("steal_instead_of_damage", cid):
        game.steal(game.cards[cid].controller, 1)
        return 0
    return dmg


FIGHT = FightStep()


class KeywordDamage(Step):
    """Assault X / hazardous X: pending damage before the fight."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        for cid in (ctx["src"], ctx["target"]):
            c = game.cards[cid]
            if c.zone != BATTLELINE or c.tagged:    # a fighter was destroyed: the rest of the fight does not occur
                return True
        # X as the keyword is when it occurs (the active player orders it among the Before Fight effects, 001:1661-1664,
        # 2193-2196): a creature that has lost the keyword by then (hazardous borrowed from a neighbour destroyed
        # by a Before Fight ordered first) deals nothing, and a changed X is dealt as it now is
        amount = game.keyword(ctx["src"], "assault" if self is ASSAULT else "hazardous")
        if amount <= 0:
            return True
        t = ctx["target"]
        dealt = game.deal_damage([(t, amount)], ctx["src"])
        if self is ASSAULT:
            # "destroyed by <creature>'s assault damage" (Sköll): [what, attacker's controller, turn, victim, attacker];
            # the victim is the creature dealt it, the attacked one or the one dealt it instead (Shadow Self)
            # the mark is on this destruction's record, not the turn: a destruction the Cloak replaces leaves no
            # mark on the creature's later destruction by the fight damage
            for x in dealt:
                if game.cards[x].tagged:
                    for f in game.stack:
                        if f.step is DESTRUCTION and str(x) in f.data.get("was", {}):
                            f.data["was"][str(x)]["assault_by"] = ctx["src"]
        return True


ASSAULT = KeywordDamage()
HAZARDOUS = KeywordDamage()


class SetupStep(Step):
    """Draw the opening hands (7 for the first player, 6 for the other), then mulligans. Archon powers that act
    at setup react to `setup_before_hands` (the first player's, then the other's) and `setup_after_hands` (after
    the mulligans, same order); "you cannot take a mulligan" is the static kind `no_mulligan`."""

    def run(self, game: Game, frame: Frame) -> bool:
        # a setup ability is resolved by its owner as if active (no one is yet); the first player stays in ctx
        first = frame.ctx.setdefault("first", game.active)
        game.active = first
        order = [first, 1 - first]
        if frame.pc == 0:
            frame.pc = 10
            if game.players[first].archon is not None:
                game.emit("setup_before_hands", player=first)
                return False
        if frame.pc == 10:
            frame.pc = 11
            if game.players[order[1]].archon is not None:
                game.active = order[1]
                game.emit("setup_before_hands", player=order[1])
                return False
        if frame.pc == 11:
            for i, p in enumerate(order):
                game._chained_draw(p, 7 if i == 0 else 6)
            frame.pc = 1
        while frame.pc in (1, 2):
            p = order[frame.pc - 1]
            if game.statics_of("no_mulligan") and game.has_static("no_mulligan", p):
                frame.pc += 1
                continue
            ans = game.decide(frame, p, "mulligan", ["yes", "no"], "Mulligan your hand?", auto=False)
            if ans is None:
                return False
            if ans == "yes":
                pl = game.players[p]
                n = len(pl.hand)
                for cid in list(pl.hand):
                    game.move(cid, DECK)
                game.rng.shuffle(pl.deck)
                game.say(f"{pl.name} takes a mulligan")
                game.draw(p, max(0, n - 1))
            frame.pc += 1
        if frame.pc == 3:
            frame.pc = 4
            if game.players[order[0]].archon is not None:
                game.emit("setup_after_hands", player=order[0])
                return False
        if frame.pc == 4:
            frame.pc = 5
            if game.players[order[1]].archon is not None:
                game.active = order[1]
                game.emit("setup_after_hands", player=order[1])
                return False
        game.first_turn_rule = True
        game.first_turn_plays = 0
        game.push(TURN, {})
        return True


SETUP = SetupStep()

__all__ = ["ARCHIVES", "DESTRUCTION", "RESOLVE_TRIGGERS", "TURN", "MAIN", "PLAY", "USE", "FIGHT", "SETUP",
           "start_main"]
