"""Looking must not change the game: the AI, the terminal and web interfaces and the RL env read the game between
moves as often as they like (views, legal answers and their words, why an answer is refused, power, armor, keywords,
houses, key costs, the AI's evaluation, clones, determinized worlds and saves played on). A fixed stratified sample of
the scenario corpus and a few random games, each run plainly and while looking before and after every answer
(read_everything.py), must end in the same save text (log and answers included). The whole corpus and hundreds of
random games of every set were compared the same way once (bb12-readonly)."""

from pathlib import Path

import pytest
import yaml
from read_everything import random_game, run_both

from aember.decks.generate import generate_deck
from aember.engine.serialize import dumps
from aember.engine.setup import new_game
from aember.engine.state import Rng
from aember.scenario import _StrictLoader

ROOT = Path(__file__).parent / "scenarios"
PER_FOLDER = 5      # scenarios from each folder of the corpus, spread evenly over its sorted files
# armor used and then lost or regained within a turn (`armor_spent` wrote its bookkeeping whenever it was read), and
# an infinite loop (found playing on copies)
CHOSEN = ["rules/armor-lost-used-first.yaml", "rules/bb5-dmg-armor-gained-then-lost-used-first.yaml",
         "rules/bb5-dmg-armor-lost-then-regained.yaml", "rules/bb5-dmg-maruck-armor-spent-on-hazardous.yaml",
         "rules/bb-lm-prophecy-wounds-into-wisdom-armor-partly.yaml", "rules/bb12-ro-two-myers-loop.yaml"]


def _sample() -> list[Path]:
    out: list[Path] = [ROOT / p for p in CHOSEN]
    for folder in sorted(p for p in ROOT.iterdir() if p.is_dir()):
        files = sorted(folder.rglob("*.yaml"))
        step = max(1, len(files) // PER_FOLDER)
        out += files[::step][:PER_FOLDER]
    return out


@pytest.mark.parametrize("path", _sample(), ids=lambda p: str(p.relative_to(ROOT)))
def test_looking_does_not_change_a_scenario(path):
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=_StrictLoader)  # noqa: S506 (a SafeLoader)
    plain, plain_save, looked, looked_save = run_both(data, str(path))
    assert (looked.status, looked.reason) == (plain.status, plain.reason)
    assert looked_save == plain_save


@pytest.mark.parametrize("set_code, k", [("WC", 0), ("DT", 1), ("GR", 2), ("MG2024", 3)])
def test_looking_does_not_change_a_random_game(set_code, k):
    a = generate_deck(set_code, 6000 + 2 * k, implemented_only=True)
    b = generate_deck(set_code, 6001 + 2 * k, implemented_only=True)
    assert random_game(a, b, 31 + k, True, limit=40) == random_game(a, b, 31 + k, False, limit=40)


def test_reading_armor_spent_writes_nothing_once_the_game_is_over():
    """A game that ends at the turn cap as lasting armor ends (Opal Knight's 2 armor used, 1 left): no state check
    comes after, and reading `armor_spent` (a view, the AI) had written its bookkeeping then - the save of a game
    looked at differed from that of one not looked at."""
    a = generate_deck("AoA", 5006, implemented_only=True)
    b = generate_deck("AoA", 5007, implemented_only=True)
    g = new_game(a, b, seed=780, turn_cap=40)
    chooser = Rng(780 * 7919 + 1)
    while not g.over:
        answers = g.decision.answers()
        g.apply(answers[chooser.below(len(answers))])
    knight = next(c.cid for c in g.cards if c.title == "Opal Knight" and c.armor_used)
    before = dumps(g)
    assert g.armor_spent(knight) == 1 and g.armor(knight) == 1
    for cid in range(len(g.cards)):
        g.armor_spent(cid)
    assert dumps(g) == before
