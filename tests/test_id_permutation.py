"""Card ids carry no meaning (a real game deals them at random, setup.new_game): every scenario passes as well when,
once the runner has made the setup's cards, their ids are dealt again by a random permutation (`run_file(path,
permute=seed)`, Game.renumber). FORMAT's "setup order" defaults keep to the setup's order (Game.setup_key); any
other order or pick by id would show here. A fixed stratified sample of the corpus - every directory, evenly spread -
and scenarios whose outcome rests on those defaults, each under three permutations."""

from pathlib import Path

import pytest

from aember.engine.game import Game, GameError
from aember.engine.serialize import state_signature
from aember.scenario import Scenario, find_files, run_file

ROOT = Path(__file__).resolve().parent.parent
OWN = ROOT / "tests" / "scenarios"
SHARED = ROOT.parent / "shared" / "scenarios"
SEEDS = (1, 7, 4242)
SAMPLE = 260        # spread over the directories as their sizes are, at least 3 from each

# scenarios an order by id would change (the whole corpus under permutations found them): FORMAT's setup-order
# defaults - abilities triggered at once, cards put into one pile, replacements, cards under a card - and the
# Destroyed: "instead" replacements carried out in the order chosen
PINNED = [
    "as/ekwidon/skollenbuzzz-2.yaml",
    "blackbox/ancestral-timekeeper-bb-long-5.yaml",
    "blackbox/bad-omen-bb-pro-6.yaml",
    "blackbox/bloodshard-imp-bb3-2.yaml",
    "blackbox/contract-execution-shape-3.yaml",
    "blackbox/dray-conis-ifres-2.yaml",
    "blackbox/feldars-plan-shape-2.yaml",
    "blackbox/grunt-work-bb-5c.yaml",
    "blackbox/library-card-bb3-4.yaml",
    "blackbox/necromorph-bb3-4.yaml",
    "blackbox/paradox-shield-bb-long9-3.yaml",
    "blackbox/ragnarok-shape-1.yaml",
    "blackbox/senator-bracchus-bb3-3.yaml",
    "blackbox/skollenbuzzz-bb-long9-5.yaml",
    "blackbox/techivore-pulpate-shape-1.yaml",
    "blackbox/the-promised-blade-shape-2.yaml",
    "blackbox/vandalize-bb-72.yaml",
    "dt/untamed/bb10-auddt-shark-then-trench-default-shark-destroyed.yaml",
    "pv/shadows/evasive-maneuvers-2.yaml",
    "rules/bb-rshape-end-of-turn-two-abilities-default.yaml",
    "rules/bb5-deck-plummet-grave-pixie-haunted-by-the-discards.yaml",
    "rules/bb5-px-mugwump-phoenix-heart.yaml",
    "rules/bb5-react-bilgum-before-forge-compiler-default.yaml",
    "rules/bb5-react-soul-snatcher-before-embellish-imp-default.yaml",
    "rules/bb5-turn-tide-warp-mechabuoy-feeds-opponent-forge.yaml",
    "rules/bb6-count-malifi-dragon-shark-default-no-gain.yaml",
    "rules/bb6-hidden-gongoozle-random-scrap-and-auto-encoder-default.yaml",
    "rules/bb6-mass-strange-gizmo-first-forge-compiler-never-wards.yaml",
    "rules/bb6-tide-aember-vac-before-tide-warp-captures.yaml",
    "rules/bb7-conv-any-order-default.yaml",
    "rules/bb7-fate3-unstable-dale-fate-damages-taken-creature-not-wounds.yaml",
    "rules/bb7-gameend-p2-turn-gateway-two-keyfrogs-default-p1-wins.yaml",
    "rules/bb7-react2-gobber-scrap-default-before-crick.yaml",
    "rules/bb7-simul-gateway-curia-moves-aember-tomb-not-gained-after-tagging.yaml",
    "rules/bb7-simul-soulkeeper-first-new-destroyed-resolves-before-pending.yaml",
    "rules/bb7-upg3-3ll-i0t-plays-upgrade-then-niffle-paw.yaml",
    "rules/bb8-auditas-flints-stash-tagged-middle.yaml",
    "rules/bb8-split-ray-gun-all-on-one-counts-both-sides.yaml",
    "rules/prophecy-two-fulfilled-at-once-default-order.yaml",
    "blackbox/skollenbuzzz-bb-long9-2.yaml",
    "blackbox/skollenbuzzz-bb4-2.yaml",
    "rules/bb7-under-offering-to-kiligog-taken-tokens-owned-by-p1.yaml",
    "rules/bb5-dmg-two-automatons-save-each-other.yaml",
    "rules/bb6-replace2-annihilation-ritual-two-cloaked-creatures-asked-each.yaml",
    "blackbox/the-body-snatchers-bb-long15-3.yaml",
    "gr/mars/the-body-snatchers-3.yaml",
    # a token made during the game, a prophecy whose fate card came from hand: placed after the setup's cards /
    # at the prophecy card (Game.setup_key), not at their ids
    "rules/bb16-carrier-token-made-mid-game-after-setup-default.yaml",
    "rules/bb16-carrier-token-made-mid-game-after-p2-setup.yaml",
    "rules/bb16-carrier-prophecy-fate-placed-in-game-after-battleline.yaml",
]


def _sample() -> list[Path]:
    dirs = sorted({p for p in OWN.iterdir() if p.is_dir()})
    if SHARED.is_dir():
        dirs += [SHARED / "rulebook", SHARED / "rules"]
    files = {d: find_files([str(d)]) for d in dirs if d.is_dir()}
    total = sum(len(v) for v in files.values()) or 1
    out: list[Path] = []
    for _d, fs in files.items():
        n = min(len(fs), max(3, round(SAMPLE * len(fs) / total)))
        out += [fs[(k * len(fs)) // n] for k in range(n)]
    out += [OWN / p for p in PINNED if (OWN / p).exists()]
    out += sorted((OWN / "rules").glob("idp-*.yaml"))
    return list(dict.fromkeys(out))


def _name(p: Path) -> str:
    for base in (OWN, SHARED):
        if p.is_relative_to(base):
            return str(p.relative_to(base))
    return p.name


FILES = _sample()


@pytest.mark.parametrize("path", FILES, ids=[_name(p) for p in FILES])
def test_scenario_passes_under_permuted_ids(path: Path) -> None:
    for seed in SEEDS:
        r = run_file(path, permute=seed)
        assert r.status in ("PASS", "SKIP"), f"card ids permuted (seed {seed}): {r.line()}"


def test_the_sample_is_stratified_and_pins_exist() -> None:
    assert len(FILES) >= 250
    assert all((OWN / p).exists() for p in PINNED), [p for p in PINNED if not (OWN / p).exists()]


def _built(permute: int | None) -> Scenario:
    s = Scenario({"name": "t", "setup": {"house": "logos", "p1": {
        "hand": ["Anger", "Krump"], "deck": ["Troll", "Punch"], "discard": ["Bumpsy"],
        "battleline": [{"card": "Ganymede Archivist", "upgrades": ["Academy Training"]},
                       {"card": "Skŏllĕnbŭzzz", "under": ["Dust Pixie", "Krump"]}]},
        "p2": {"battleline": ["Troll"], "archives": ["Punch"]}}}, "<t>", permute)
    s.build()
    return s


def test_permuted_setup_keeps_every_reference() -> None:
    base, perm = _built(None), _built(3)
    g, h = base.game, perm.game
    # the runner's tables follow the cards
    assert [h.cards[x].title for x, _ in perm.refs] == [g.cards[x].title for x, _ in base.refs]
    assert [x for x, _ in perm.refs] != [x for x, _ in base.refs]
    for c in h.cards:
        assert h.cards[c.cid] is c
        for u in c.upgrades:
            assert h.cards[u].host == c.cid
    for pg, ph in zip(g.players, h.players, strict=True):
        for z in ("hand", "deck", "discard", "archives", "battleline", "artifacts"):
            assert [g.cards[x].title for x in getattr(pg, z)] == [h.cards[x].title for x in getattr(ph, z)]
    # setup order is the setup's, whatever the ids
    assert h.in_setup_order(range(len(h.cards))) == [x for x, _ in perm.refs]
    sk = next(x for x, t in perm.refs if h.cards[x].defn.title.startswith("Sk"))
    assert [h.cards[x].title for x in h.beneath(sk)] == ["Dust Pixie", "Krump"]


def test_renumber_there_and_back_is_the_same_game() -> None:
    g = _built(None).game
    fresh = Game()
    fresh.cards, fresh.players = g.cards, g.players     # a game before play: no stack, log nor effects yet
    before = state_signature(fresh)
    n = len(fresh.cards)
    perm = {x: (x * 5 + 2) % n for x in range(n)} if n % 5 else {x: n - 1 - x for x in range(n)}
    fresh.renumber(perm)
    assert state_signature(fresh) != before
    fresh.renumber({v: k for k, v in perm.items()})
    assert state_signature(fresh) == before


def test_renumber_refuses_a_game_in_play_and_a_non_permutation() -> None:
    g = _built(None).game
    with pytest.raises(GameError, match="before play"):
        g.renumber({})
    fresh = Game()
    fresh.cards, fresh.players = g.cards, g.players
    with pytest.raises(GameError, match="permutation"):
        fresh.renumber({0: 1})
