"""Random play with decks of each later set made as `aember deck generate` makes them (Evil Twin, token,
prophecy and archon-power decks included where the set has them), every invariant checked after every step;
a deep share also checks clone, save/load and replay. The full soaks are in the issue notes."""

import pytest

from aember.decks.generate import generate_deck
from aember.soak import soak

SETS = ("AoA", "WC", "MM", "DT", "WoE", "GR", "AS", "ToC", "MoMu", "PV", "CC", "DM", "MG2024", "VM25")


@pytest.mark.parametrize("set_code", SETS)
def test_soak_generated_decks_of_a_set(set_code):
    decks = [generate_deck(set_code, 1000 + k, implemented_only=True, evil_twin=set_code == "DT" and k % 2 == 1)
             for k in range(4)]
    pairs = [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]
    res = soak(pairs, 8, seed=900, deep=False)
    deep = soak(pairs, 2, seed=910, deep=True)
    assert res.errors == [] and deep.errors == []
    assert res.capped + deep.capped <= 1
