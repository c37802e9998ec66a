"""The rules as steps: turns, playing, using, fighting, destruction and trigger ordering."""

from __future__ import annotations

from typing import TYPE_CHECKING

from aember.engine.carddef import ACTION, ARTIFACT, CREATURE, UPGRADE
from aember.engine.state import (
    ARCHIVES,
    BATTLELINE,
    DECK,
    DISCARD,
    HAND,
    IN_PLAY,
    KEY_COLOURS,
    LIMBO,
)
from aember.engine.steps import Frame, Step, spec_by_id

if TYPE_CHECKING:
    from aember.engine.game import Game

_spec = spec_by_id


class ResolveTriggers(Step):
    """Abilities that triggered at one timing point; the active player orders them."""

    def run(self, game: Game, frame: Frame) -> bool:
        trig = frame.data
        if not trig:
            return True
        if len(trig) == 1:
            src, sid, ctx = trig.pop()
            game.push(_spec(sid), ctx)
            return True
        if frame.answer is None:
            srcs = []
            for t in trig:
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
        for i, t in enumerate(trig):
            if t[0] == ans:
                del trig[i]
                game.push(_spec(t[1]), t[2])
                break
        return not trig


RESOLVE_TRIGGERS = ResolveTriggers()


class Destruction(Step):
    """Tagged cards: their Destroyed: abilities, then all go to discard at once, then 'after destroyed'."""

    def run(self, game: Game, frame: Frame) -> bool:
        data = frame.data
        if frame.pc == 0:
            seen = data["seen"]
            new = [cid for cid in data["tagged"] if cid not in seen]
            if new:
                trig = []
                for cid in new:
                    seen.append(cid)
                    c = game.cards[cid]
                    if c.zone not in IN_PLAY:
                        continue
                    face = c.token or c.defn
                    me = c.controller
                    if face.destroyed is not None:
                        trig.append([cid, face.destroyed.sid, {"src": cid, "me": me}])
                    for u in c.upgrades:
                        ud = game.cards[u].defn
                        for r in ud.reactions:
                            if r.event == "host_destroyed":
                                trig.append([u, r.effect.sid, {"src": u, "me": game.cards[u].controller,
                                                                "host": cid}])
                    for src, st, le in game.statics():
                        if st.kind == "grant_destroyed" and st.applies(game, src, cid, le):
                            trig.append([src, st.value.sid, {"src": cid, "me": me, "granter": src}])
                if trig:
                    game.pending_triggers.extend(trig)
                return False
            frame.pc = 1
            destroyed = []
            for cid in data["tagged"]:
                c = game.cards[cid]
                if c.zone in IN_PLAY:
                    if not c.tagged:        # the destruction was replaced ("instead")
                        continue
                    game.say(f"{game.cname(cid)} is destroyed")
                    game.move(cid, DISCARD)
                destroyed.append(data["was"][str(cid)])
            for cid in data["tagged"]:
                game.cards[cid].tagged = False
            for was in destroyed:
                game.emit("destroyed", **was)
            return False
        return True


DESTRUCTION = Destruction()


class TurnStep(Step):
    """One player's turn: start, forge, house, archives, main (step 3), ready, draw, end."""

    def run(self, game: Game, frame: Frame) -> bool:
        p = game.active
        pl = game.players[p]
        if frame.pc == 0:
            game.step = "start"
            game.title_uses = {}
            game.forged_this_turn = False
            for q in game.players:
                for cid in q.battleline:
                    game.cards[cid].armor_used = 0
            keep = [le for le in game.lasting if not (le["until"] == "my_next_turn" and le["me"] == p)]
            if len(keep) != len(game.lasting):
                game.lasting = keep
                game.dirty()
            game.say(f"— Turn {game.turn}: {pl.name} —")
            game.emit("turn_start", player=p)
            frame.pc = 1
            return False
        if frame.pc == 1:
            game.step = "forge"
            if game.can_forge(p) and not game.has_static("cannot_forge", p):
                if frame.answer is None:
                    free = [k for k in KEY_COLOURS if k not in pl.keys]
                    ans = game.ask(frame, p, "key", free, "Choose which key to forge", default=free[0])
                    if ans is None:
                        return False
                else:
                    ans = frame.answer
                    frame.answer = None
                frame.pc = 2
                game.forge(p, ans)
                return False
            frame.pc = 2
        if frame.pc == 2:
            game.step = "house"
            if frame.answer is None:
                houses = game.legal_houses(p)
                ans = game.ask(frame, p, "house", houses, "Choose the active house", auto=False)
                if ans is None:
                    return False
            else:
                ans = frame.answer
                frame.answer = None
            game.active_house = ans
            game.say(f"{pl.name} chooses {ans}")
            game.emit("house_chosen", player=p, house=ans)
            frame.pc = 3
            return False
        if frame.pc == 3:
            if pl.archives:
                if frame.answer is None:
                    ans = game.ask(frame, p, "archives", ["yes", "no"], "Take all cards from your archives?",
                                   auto=False, default="no")
                    if ans is None:
                        return False
                else:
                    ans = frame.answer
                    frame.answer = None
                if ans == "yes":
                    for cid in list(pl.archives):
                        game.move(cid, HAND)
                    game.say(f"{pl.name} takes their archives into hand")
            frame.pc = 4
            start_main(game)
            return False
        if frame.pc == 4:
            game.step = "ready"
            game.omega = False
            for cid in pl.battleline + pl.artifacts:
                game.cards[cid].exhausted = False
            game.step = "draw"
            game.refill(p)
            game.step = "end"
            game.emit("turn_end", player=p)
            frame.pc = 5
            return False
        # End of turn: lasting effects "for the remainder of the turn" end.
        keep = [le for le in game.lasting if le["until"] != "turn"]
        if len(keep) != len(game.lasting):
            game.lasting = keep
            game.dirty()
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
        game.active = 1 - p
        game.push(TURN, {})
        return True


TURN = TurnStep()


def start_main(game: Game) -> None:
    game.step = "main"
    game.step_actions = 0
    game.omega = False
    game.push(MAIN, {})


class MainStep(Step):
    """Step 3: play, discard or use cards until the player ends the step."""

    def run(self, game: Game, frame: Frame) -> bool:
        if frame.answer is None:
            if game.omega:
                return True
            game.step = "main"
            opts = game.main_options()
            ans = game.ask(frame, game.active, "main", opts, "Play, discard or use a card, or end your turn",
                           auto=False)
            if ans is None:
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
            game.players[p].chains += 3
        return False
    cid = ans[1]
    if kind == "play":
        if game.first_turn_rule:
            game.first_turn_plays += 1
        game.push(PLAY, {"card": cid, "me": p, "where": ans[2] if len(ans) > 2 else "right", "from": HAND})
    elif kind == "discard":
        if game.first_turn_rule:
            game.first_turn_plays += 1
        game.step_actions += 1
        game.discard_from_hand(cid)
        game.emit("discarded", card=cid, player=p)
    else:
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
        d = c.defn
        if frame.pc == 0:
            if d.type == UPGRADE and "target" not in ctx:
                if frame.answer is None:
                    hosts = game.upgrade_hosts(cid)
                    if not hosts:
                        return True
                    ans = game.ask(frame, p, "target", hosts, f"Choose a creature for {d.title}")
                    if ans is None:
                        return False
                else:
                    ans = frame.answer
                    frame.answer = None
                ctx["target"] = ans
            game.count_use(cid)
            game.say(f"{game.pname(p)} plays {d.title}")
            if d.type in (CREATURE, ARTIFACT):
                game.put_into_play(cid, p, ctx.get("where", "right"))
            elif d.type == UPGRADE:
                game.attach(cid, ctx["target"], p)
            else:
                game._detach(cid)
                c.zone = LIMBO
                c.controller = p
            frame.pc = 1
            icons = list(d.icons) + list(c.enhancements)
            for icon in reversed(icons):
                game.push(ICONS[icon], {"me": p, "src": cid})
            return False
        if frame.pc == 1:
            frame.pc = 2
            game.emit("played", card=cid, player=p, type=d.type)
            return False
        if d.type == ACTION and c.zone == LIMBO:
            game.move(cid, DISCARD)
        if d.keywords.get("omega"):
            game.omega = True
        return True


PLAY = PlayStep()


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
        if frame.answer is None:
            mine = game.creatures(me)
            if not mine:
                return True
            ans = game.ask(frame, me, "target", mine, "Choose a friendly creature to capture 1Æ")
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        game.capture(ans, 1)
        return True


class IconDamage(Step):
    def run(self, game: Game, frame: Frame) -> bool:
        me = frame.ctx["me"]
        if frame.answer is None:
            allc = game.creatures()
            if not allc:
                return True
            ans = game.ask(frame, me, "target", allc, "Choose a creature to deal 1 damage to")
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        game.deal_damage([(ans, 1)])
        return True


ICONS = {"amber": IconAmber(), "draw": IconDraw(), "capture": IconCapture(), "damage": IconDamage()}


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
            frame.pc = 1
            face = c.token or c.defn
            game.count_use(cid)
            if c.stun and c.zone == BATTLELINE:
                c.exhausted = True
                c.stun = False
                game.say(f"{game.pname(ctx['me'])} exhausts {face.title} to remove its stun")
                return False
            c.exhausted = True
            if mode == "reap":
                game.say(f"{face.title} reaps")
                steal = game.static_values("reap_steal", ctx["me"])
                if steal:
                    game.steal(ctx["me"], 1)
                else:
                    game.gain(ctx["me"], 1)
                game.emit("reaped", card=cid, player=ctx["me"])
            elif mode == "fight":
                game.push(FIGHT, {"attacker": cid, "me": ctx["me"]})
            elif mode == "action":
                game.say(f"{game.pname(ctx['me'])} uses {face.title}")
                game.push(face.actions[ctx.get("idx", 0)], {"src": cid, "me": ctx["me"]})
            elif mode == "omni":
                game.say(f"{game.pname(ctx['me'])} uses {face.title}")
                game.push(face.omnis[ctx.get("idx", 0)], {"src": cid, "me": ctx["me"]})
            elif mode == "unstun":
                pass
            return False
        game.emit("used", card=cid, player=ctx["me"], mode=ctx["mode"])
        return True


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
                    ans = game.ask(frame, ctx["me"], "target", options, f"Choose a creature for {game.cname(att)} to fight")
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
            frame.pc = 1
            trig = game.pending_triggers
            face = a.token or a.defn
            if face.before_fight is not None:
                trig.append([att, face.before_fight.sid, {"src": att, "me": ctx["me"], "target": [d]}])
            assault = game.keyword(att, "assault")
            if assault:
                trig.append([att, ASSAULT.sid, {"src": att, "target": d, "amount": assault}])
            hazardous = game.keyword(d, "hazardous")
            if hazardous:
                trig.append([d, HAZARDOUS.sid, {"src": d, "target": att, "amount": hazardous}])
            game.emit("before_fight", card=att, target=d, player=ctx["me"])
            return False
        d = ctx["defender"]
        dc = game.cards[d]
        if frame.pc == 1:
            frame.pc = 2
            alive = (a.zone == BATTLELINE and not a.tagged and dc.zone == BATTLELINE and not dc.tagged)
            ctx["fought"] = alive
            if not alive:
                return False
            hits = []
            att_hits = def_hits = False      # power damage dealt by each side (for poison)
            if not ctx["elusive"]:
                if not game.has_static("no_fight_damage", att):
                    dmg = game.power(att)
                    for src, st, _le in game.static_values("fight_damage_bonus", att):
                        dmg += st.value(game, src, att, d)
                    hits.append((d, dmg))
                    att_hits = True
                if not game.keyword(att, "skirmish") and not game.has_static("no_fight_damage", d):
                    hits.append((att, game.power(d)))
                    def_hits = True
            splash = game.keyword(att, "splash-attack")
            if splash:
                for n in game.neighbors(d):
                    hits.append((n, splash))
            game.fight = [att, d]
            dealt = game.apply_damage(hits, att, fight=True)
            poisoned = []
            if att_hits and game.keyword(att, "poison") and dealt.get(d):
                poisoned.append(d)
            if def_hits and game.keyword(d, "poison") and dealt.get(att):
                poisoned.append(att)
            game._state_check()
            if poisoned:
                game.destroy(poisoned)
            return False
        if frame.pc == 2:
            frame.pc = 3
            game.fight = None
            survived = a.zone == BATTLELINE and not a.tagged
            if ctx.get("fought") and a.enrage:
                a.enrage = False
            game.emit("fought", card=att, target=d, player=ctx["me"], fought=ctx.get("fought", False),
                      survived=survived)
            return False
        return True


FIGHT = FightStep()


class KeywordDamage(Step):
    """Assault X / hazardous X: pending damage before the fight."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        game.deal_damage([(ctx["target"], ctx["amount"])], ctx["src"])
        return True


ASSAULT = KeywordDamage()
HAZARDOUS = KeywordDamage()


class SetupStep(Step):
    """Draw the opening hands (7 for the first player, 6 for the other), then mulligans."""

    def run(self, game: Game, frame: Frame) -> bool:
        first = game.active
        order = [first, 1 - first]
        if frame.pc == 0:
            for i, p in enumerate(order):
                game._chained_draw(p, 7 if i == 0 else 6)
            frame.pc = 1
        while frame.pc in (1, 2):
            p = order[frame.pc - 1]
            if frame.answer is None:
                ans = game.ask(frame, p, "mulligan", ["yes", "no"], "Mulligan your hand?", auto=False)
                if ans is None:
                    return False
            else:
                ans = frame.answer
                frame.answer = None
            if ans == "yes":
                pl = game.players[p]
                n = len(pl.hand)
                for cid in list(pl.hand):
                    game.move(cid, DECK)
                game.rng.shuffle(pl.deck)
                game.say(f"{pl.name} takes a mulligan")
                game.draw(p, max(0, n - 1))
            frame.pc += 1
        game.first_turn_rule = True
        game.first_turn_plays = 0
        game.push(TURN, {})
        return True


SETUP = SetupStep()

__all__ = ["ARCHIVES", "DESTRUCTION", "RESOLVE_TRIGGERS", "TURN", "MAIN", "PLAY", "USE", "FIGHT", "SETUP",
           "start_main"]
