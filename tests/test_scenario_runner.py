"""The scenario runner against FORMAT revision 2 (issue 12 items 23-25): a move's `target` answers only its own
decision, every revision-2 key is understood, a mechanic the engine lacks is a SKIP naming it, and the exit
status and summary line of `aember scenario`."""

import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from aember.cli import main
from aember.scenario import run_file

ROOT = Path(__file__).resolve().parent.parent


def run(tmp_path: Path, data: dict, name: str = "s.yaml"):
    f = tmp_path / name
    f.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return run_file(f)


# --- item 23: a target answers only the decision it belongs to ---------------------------------------


def test_fight_target_resolved_itself_does_not_answer_a_later_decision(tmp_path):
    data = {"name": "t", "setup": {"house": "dis", "p1": {"discard": ["Troll"], "battleline": ["Eater of the Dead"]},
                                   "p2": {"battleline": ["Dust Pixie"]}},
            "moves": [{"fight": {"with": "Eater of the Dead", "target": "Dust Pixie"}}],
            "expect": {"pending": {"options": ["Troll", "Dust Pixie"]}}}
    assert run(tmp_path, data).status == "PASS"


def test_fight_target_that_cannot_be_fought_is_refused(tmp_path):
    data = {"name": "t", "setup": {"house": "brobnar", "p1": {"battleline": ["Troll"]},
                                   "p2": {"battleline": ["Dust Pixie"]}},
            "moves": [{"fight": {"with": "Troll", "target": "Troll"}}]}
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "cannot be fought" in r.reason


def test_fight_target_answers_the_defender_choice(tmp_path):
    data = {"name": "t", "setup": {"house": "brobnar", "p1": {"battleline": ["Troll"]},
                                   "p2": {"battleline": ["Dust Pixie", "Krump"]}},
            "moves": [{"fight": {"with": "Troll", "target": "Dust Pixie"}}],
            "expect": {"p2": {"battleline": ["Krump"]}, "pending": "none"}}
    assert run(tmp_path, data).status == "PASS"


def test_upgrade_target_with_one_host_answers_nothing_later(tmp_path):
    # one creature in play: the host choice resolves itself; the play then is complete
    data = {"name": "t", "setup": {"house": "brobnar", "p1": {"hand": ["Blood of Titans"], "battleline": ["Troll"]}},
            "moves": [{"play": {"card": "Blood of Titans", "target": "Troll"}}],
            "expect": {"cards": {"Troll": {"upgrades": ["Blood of Titans"], "power": 13}}, "pending": "none"}}
    assert run(tmp_path, data).status == "PASS"


def test_target_on_a_card_that_is_not_an_upgrade_is_a_clear_error(tmp_path):
    data = {"name": "t", "setup": {"house": "brobnar", "p1": {"hand": ["Punch"]}, "p2": {"battleline": ["Krump"]}},
            "moves": [{"play": {"card": "Punch", "target": "Krump"}}]}
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "only with an upgrade" in r.reason


# --- item 24: revision-2 keys ---------------------------------------------------------------------------


def test_owner_under_and_upgrade_mappings(tmp_path):
    data = {"name": "t", "setup": {"house": "brobnar", "p1": {
        "battleline": [{"card": "Troll", "upgrades": [{"card": "Blood of Titans", "owner": "p2",
                                                       "counters": {"corrosion": 1}}]}],
        "artifacts": [{"card": "Masterplan", "under": ["Anger"]}]},
        "p2": {"battleline": [{"card": "Krump", "owner": "p1"}], "archives": [{"card": "Dodger", "owner": "p1"}]}},
        "expect": {"cards": {
            "Krump": {"owner": "p1", "controller": "p2", "location": "battleline"},
            "Dodger": {"owner": "p1", "location": "archives"},
            "Blood of Titans": {"owner": "p2", "controller": "p2", "counters": {"corrosion": 1}},
            "Masterplan": {"under": ["Anger"]},
            "Anger": {"location": "under", "owner": "p1"}},
            "p2": {"archives": ["Dodger"], "battleline": ["Krump"]}}}
    r = run(tmp_path, data)
    assert r.status == "PASS", r.line()


def test_expectations_of_revision_2(tmp_path):
    data = {"name": "t", "setup": {"house": "brobnar", "p1": {"battleline": ["Ancient Bear", "Troll"]},
                                   "p2": {"battleline": ["Grabber Jammer"]}},
            "expect": {"active_house": "brobnar",
                       "p1": {"key_cost": 7}, "p2": {"key_cost": 6},
                       "cards": {"Ancient Bear": {"has": {"assault": 2}, "traits": ["beast"], "house": ["untamed"]},
                                 "Troll": {"house": "brobnar"}}}}
    assert run(tmp_path, data).status == "PASS", run(tmp_path, data).line()
    data["expect"]["cards"]["Ancient Bear"]["has"] = {"assault": 3}
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "assault" in r.reason


def test_named_house_is_expected_from_the_card_that_named_it(tmp_path):
    data = {"name": "t", "setup": {"house": "dis", "p1": {"hand": ["Restringuntus"]}},
            "moves": [{"play": "Restringuntus"}, {"choose": "brobnar"}],
            "expect": {"cards": {"Restringuntus": {"named": "brobnar"}}}}
    assert run(tmp_path, data).status == "PASS"


def test_position_answers_a_placement(tmp_path):
    # Exhume plays Troll from the discard pile: a creature an effect puts into play goes where the player chooses
    base = {"name": "t", "setup": {"house": "dis", "p1": {"hand": ["Exhume"], "discard": ["Troll"],
                                                          "battleline": ["Dust Pixie", "Krump"]}}}
    for pos, line in ((0, ["Troll", "Dust Pixie", "Krump"]), (2, ["Dust Pixie", "Krump", "Troll"])):
        data = dict(base, moves=[{"play": "Exhume"}, {"choose": "yes"}, {"position": pos}],
                    expect={"p1": {"battleline": line}, "pending": "none"})
        r = run(tmp_path, data)
        assert r.status == "PASS", r.line()
    data = dict(base, moves=[{"play": "Exhume"}, {"choose": "yes"}, {"position": 1}])
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "not a flank" in r.reason
    data = dict(base, moves=[{"position": 0}])
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "no placement is pending" in r.reason


def test_missing_mechanics_are_skips_that_name_them(tmp_path):
    cases = {
        # a card whose text the engine keeps no named value for
        "named on Troll": {"setup": {"p1": {"battleline": [{"card": "Troll", "named": "brobnar"}]}}},
        "a fifth key": {"setup": {"p1": {"keys": 5}}},
    }
    for mech, data in cases.items():
        data = {"name": mech, **data, "moves": []}
        r = run(tmp_path, data)
        assert r.status == "SKIP", (mech, r.line())
        assert r.line().startswith("SKIP") and f"mechanic: {mech}" in r.line()


def test_upgrades_on_artifacts_are_set_up(tmp_path):
    # FORMAT revision 2: `{card: Gauntlet of Command, upgrades: [Poltergeistoids]}` (LATER-MECHANICS 12)
    data = {"name": "t", "setup": {"house": "brobnar", "p1": {"artifacts": [
                {"card": "Gauntlet of Command", "upgrades": ["Poltergeistoids"]}]}},
            "expect": {"cards": {"Gauntlet of Command": {"upgrades": ["Poltergeistoids"], "house": "geistoid"},
                                 "Poltergeistoids": {"location": "upgrade"}}}}
    r = run(tmp_path, data)
    assert r.status == "PASS", r.line()


def test_unknown_enhance_icon_and_location_fail_clearly(tmp_path):
    r = run(tmp_path, {"name": "t", "setup": {"p1": {"hand": [{"card": "Troll", "enhance": ["lasers"]}]}}})
    assert r.status == "FAIL" and "unknown bonus icon" in r.reason
    r = run(tmp_path, {"name": "t", "setup": {"p1": {"hand": ["Troll"]}},
                       "expect": {"cards": {"Troll": {"location": "moon"}}}})
    assert r.status == "FAIL" and "unknown location" in r.reason


# --- item 25: exit status and summary ----------------------------------------------------------------------


def test_exit_status_is_0_when_nothing_failed_even_with_skips(tmp_path, capsys):
    ok = {"name": "ok", "setup": {"house": "brobnar", "p1": {"battleline": ["Troll"]}},
          "expect": {"cards": {"Troll": {"power": 8}}}}
    skip = {"name": "skip", "setup": {"p1": {"battleline": [{"card": "Troll", "named": "brobnar"}]}}}
    (tmp_path / "a.yaml").write_text(yaml.safe_dump(ok))
    (tmp_path / "b.yaml").write_text(yaml.safe_dump(skip))
    assert main(["scenario", str(tmp_path)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == "1 passed, 0 failed, 1 skipped"
    bad = dict(ok, expect={"cards": {"Troll": {"power": 9}}})
    (tmp_path / "c.yaml").write_text(yaml.safe_dump(bad))
    assert main(["scenario", str(tmp_path)]) == 1
    assert capsys.readouterr().out.strip().splitlines()[-1] == "1 passed, 1 failed, 1 skipped"


def test_exit_status_of_the_installed_command(tmp_path):
    ok = {"name": "ok", "setup": {"house": "brobnar", "p1": {"battleline": ["Troll"]}}}
    (tmp_path / "a.yaml").write_text(yaml.safe_dump(ok))
    r = subprocess.run([sys.executable, "-m", "aember", "scenario", str(tmp_path)], capture_output=True, text=True,
                       cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1] == "1 passed, 0 failed, 0 skipped"


def test_a_file_that_cannot_be_read_is_one_fail_not_a_crash(tmp_path, capsys):
    (tmp_path / "latin1.yaml").write_bytes("name: caf\xe9\n".encode("latin-1"))
    (tmp_path / "ok.yaml").write_text(yaml.safe_dump({"name": "ok", "setup": {"p1": {"hand": ["Troll"]}}}))
    assert main(["scenario", str(tmp_path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == "1 passed, 1 failed, 0 skipped"
    assert any(line.startswith("FAIL") and "cannot read scenario" in line for line in out)


def test_unknown_keys_in_a_move_or_pending_fail_clearly(tmp_path):
    base = {"name": "t", "setup": {"house": "brobnar", "p1": {"hand": ["Troll"], "battleline": ["Krump"]}}}
    r = run(tmp_path, dict(base, moves=[{"play": {"card": "Troll", "flnak": "left"}}]))
    assert r.status == "FAIL" and "unknown key 'flnak'" in r.reason
    r = run(tmp_path, dict(base, moves=[{"play": {"card": "Troll", "flank": "middle"}}]))
    assert r.status == "FAIL" and "flank must be left or right" in r.reason
    r = run(tmp_path, dict(base, moves=[{"fight": {"card": "Krump"}}]))
    assert r.status == "FAIL" and "unknown key 'card'" in r.reason


def test_setup_named_restores_what_a_card_named(tmp_path):
    r = run(tmp_path, {"name": "t", "setup": {"active": "p2", "p1": {"battleline": [
        {"card": "Restringuntus", "named": "star alliance"}]}, "p2": {"houses": ["staralliance", "dis", "logos"]}},
        "moves": [{"illegal": {"house": "staralliance"}}, {"house": "dis"}],
        "expect": {"cards": {"Restringuntus": {"named": "StarAlliance"}}}})
    assert r.status == "PASS", r.line()
    r = run(tmp_path, {"name": "t", "setup": {"p1": {"battleline": [{"card": "Restringuntus", "named": "moon"}]}}})
    assert r.status == "FAIL" and "neither a house nor a card" in r.reason
    r = run(tmp_path, {"name": "t", "setup": {"p1": {"hand": [{"card": "Restringuntus", "named": "dis"}]}}})
    assert r.status == "FAIL" and "only on cards in play" in r.reason


def test_a_misspelt_house_or_seed_fails_clearly(tmp_path):
    r = run(tmp_path, {"name": "t", "setup": {"p1": {"houses": ["brobnar", "dis", "logso"]}}})
    assert r.status == "FAIL" and "unknown house 'logso'" in r.reason
    r = run(tmp_path, {"name": "t", "setup": {"house": "brobanr"}})
    assert r.status == "FAIL" and "unknown house" in r.reason
    r = run(tmp_path, {"name": "t", "seed": "one"})
    assert r.status == "FAIL" and "seed must be a number" in r.reason


def test_identity_houses_default_to_every_listed_house_and_the_setup_house(tmp_path):
    """FORMAT: with no `houses:`, the identity card has the houses of the cards listed (padded to 3): all of them
    when more than 3 are listed, and the active house the setup names."""
    data = {"name": "t", "setup": {"house": "dis", "p1": {
        "hand": ["Troll", "Dust Pixie", "Mother", "Sequis", "Urchin"], "deck": ["Punch"] * 6}},
        "moves": [{"end_turn": True}, {"house": "brobnar"}, {"end_turn": True}, {"house": "dis"}],
        "expect": {"active": "p1", "active_house": "dis"}}
    assert run(tmp_path, data).status == "PASS"
    data["moves"][3] = {"house": "shadows"}
    data["expect"]["active_house"] = "shadows"
    assert run(tmp_path, data).status == "PASS"


def test_a_key_given_twice_in_one_mapping_fails_clearly(tmp_path):
    f = tmp_path / "dup.yaml"
    f.write_text("name: t\nsetup:\n  house: brobnar\n  p1: {amber: 1}\nexpect:\n  p1: {amber: 1}\n  p1: {amber: 2}\n",
                 encoding="utf-8")
    r = run_file(f)
    assert r.status == "FAIL" and "given twice" in r.reason


# --- FORMAT "Decisions" and "A scenario the runner cannot understand … FAILS with a clear message" ----------

FIGHT = {"house": "brobnar", "p1": {"hand": ["Troll"], "battleline": ["Krump"]},
         "p2": {"battleline": ["Dust Pixie", "Bumpsy"]}}


def test_a_move_while_a_decision_is_pending_fails_decision_pending(tmp_path):
    # FORMAT: "While a decision is pending, only an answer (select, choose), an expect: or an illegal: may come
    # next; any other move FAILS the scenario ("decision pending: …")"
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"fight": "Krump"}, {"play": "Troll"}]})
    assert r.status == "FAIL" and r.reason.startswith("move 2: decision pending:") and "Bumpsy" in r.reason
    # an expect: and an illegal: may come while it is pending
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [
        {"fight": "Krump"}, {"expect": {"pending": {"options": ["Dust Pixie", "Bumpsy"]}}},
        {"illegal": {"play": "Troll"}}, {"illegal": {"select": "Troll"}}, {"select": "Bumpsy"}],
        "expect": {"p2": {"battleline": ["Dust Pixie"]}, "pending": "none"}})
    assert r.status == "PASS", r.line()


def test_an_answer_when_none_is_pending_fails(tmp_path):
    # FORMAT: "… and so does an answer when none is pending"
    for answer in ({"select": "Krump"}, {"select": []}, {"choose": "yes"}, {"position": 0}):
        r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [answer]})
        assert r.status == "FAIL" and "is pending" in r.reason and r.reason.startswith("move 1:"), (answer, r.line())


def test_a_scenario_must_end_free_unless_its_final_expect_has_pending(tmp_path):
    # FORMAT: "A scenario must end with the game free (or over), unless its final expect has pending:"
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"fight": "Krump"}]})
    assert r.status == "FAIL" and r.reason.startswith("decision pending at end:") and "Dust Pixie" in r.reason
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"fight": "Krump"}],
                       "expect": {"pending": {"options": ["Bumpsy", "Dust Pixie"]}}})
    assert r.status == "PASS", r.line()
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"fight": "Krump"}], "expect": {"pending": "none"}})
    assert r.status == "FAIL" and "pending: expected none, found" in r.reason
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "expect": {"pending": {"options": ["Krump"]}}})
    assert r.status == "FAIL" and "pending: expected a decision" in r.reason


def test_a_wrong_expectation_names_the_expectation_and_both_values(tmp_path):
    # FORMAT: "A reason names the move or the expectation that failed, with the value expected and the value found"
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"expect": {"p1": {"amber": 2}}}]})
    assert r.status == "FAIL" and r.reason == "move 1: p1.amber: expected 2, found 0"
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "expect": {"cards": {"Krump": {"power": 5}}}})
    assert r.status == "FAIL" and r.reason == "expect: Krump.power: expected 5, found 6"
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "expect": {"p2": {"battleline": ["Bumpsy", "Dust Pixie"]}}})
    assert r.status == "FAIL" and "p2.battleline: expected ['Bumpsy', 'Dust Pixie'], found ['Dust Pixie', 'Bumpsy']" \
        in r.reason


def test_a_move_after_the_game_is_over_fails(tmp_path):
    # step 1 forges the third key: the game is over before the first move
    setup = {"p1": {"keys": 2, "amber": 6, "hand": ["Troll"]}}
    r = run(tmp_path, {"name": "t", "setup": setup, "expect": {"winner": "p1", "p1": {"keys": 3}, "pending": "none"}})
    assert r.status == "PASS", r.line()
    r = run(tmp_path, {"name": "t", "setup": setup, "moves": [{"house": "brobnar"}]})
    assert r.status == "FAIL" and "the game is over" in r.reason


def test_an_unknown_card_fails_wherever_it_is_named(tmp_path):
    r = run(tmp_path, {"name": "t", "setup": {"p1": {"hand": ["Trol"]}}})
    assert r.status == "FAIL" and r.reason == "unknown card: Trol"
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"play": "Trol"}]})
    assert r.status == "FAIL" and "no card 'Trol' in the scenario" in r.reason
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "expect": {"cards": {"Trol": {"damage": 0}}}})
    assert r.status == "FAIL" and "no card 'Trol' in the scenario" in r.reason
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"play": "Troll#0"}]})
    assert r.status == "FAIL" and "numbered from #1" in r.reason


def test_illegal_fails_when_the_move_is_accepted(tmp_path):
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"illegal": {"reap": "Krump"}}]})
    assert r.status == "FAIL" and r.reason == "move 1: illegal move {'reap': 'Krump'} was accepted"


def test_illegal_never_counts_a_move_the_runner_cannot_understand_as_refused(tmp_path):
    # FORMAT: a scenario the runner cannot understand (unknown card, unknown key, malformed move) FAILS; it never
    # passes silently. Under `illegal:` such a move was taken for a refusal, and the scenario passed.
    cases = {
        "no card 'Trol'": [{"illegal": {"play": "Trol"}}],
        "unknown move 'paly'": [{"illegal": {"paly": "Troll"}}],
        "unknown key 'flnak'": [{"illegal": {"play": {"card": "Troll", "flnak": "left"}}}],
        "flank must be left or right": [{"illegal": {"play": {"card": "Troll", "flank": "middle"}}}],
        "inside illegal": [{"illegal": {"expect": {"p1": {"amber": 5}}}}],
        "no card 'Bumpsyy'": [{"fight": "Krump"}, {"illegal": {"select": "Bumpsyy"}}],
        # a typo is caught even while a decision is pending, where any move would be refused
        "no card 'Kurmp'": [{"fight": "Krump"}, {"illegal": {"reap": "Kurmp"}}],
        "unknown key 'cards'": [{"fight": "Krump"}, {"illegal": {"play": {"cards": "Troll"}}}],
        "house: unknown house 'brobanr'": [{"illegal": {"house": "brobanr"}}],
        "as must be a card type": [{"illegal": {"play": {"card": "Troll", "as": "upgarde"}}}],
        "mulligan: expects yes or no": [{"illegal": {"mulligan": "maybe"}}],
        "no card 'Overeach'": [{"illegal": {"prophecy": "Overeach"}}],
    }
    for msg, moves in cases.items():
        r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": moves})
        assert r.status == "FAIL" and msg in r.reason, (msg, r.line())


def test_malformed_values_fail_clearly_never_an_engine_error(tmp_path):
    cases = {
        "setup.p1.amber must be a whole number": {"setup": {"p1": {"amber": "three"}}},
        "setup.p1.chains must be a whole number": {"setup": {"p1": {"chains": -1}}},
        "counters.doom must be a whole number": {"setup": {"p1": {"battleline": [
            {"card": "Troll", "counters": {"doom": "x"}}]}}},
        "upgrades[0].counters.doom must be": {"setup": {"p1": {"battleline": [
            {"card": "Troll", "upgrades": [{"card": "Blood of Titans", "counters": {"doom": "x"}}]}]}}},
        "exhausted must be true or false": {"setup": {"p1": {"battleline": [{"card": "Troll", "exhausted": "no"}]}}},
        "unknown key colour 'purple'": {"setup": {"p1": {"keys": ["purple"]}}},
        "keys must be a number or a list of colours, not True": {"setup": {"p1": {"keys": True}}},
        "unknown house 'moon'": {"setup": {"p1": {"hand": [{"card": "Troll", "house": "moon"}]}}},
        "setup.p1.hand must be a list": {"setup": {"p1": {"hand": "Troll"}}},
        "upgrades must be a list": {"setup": {"p1": {"battleline": [
            {"card": "Troll", "upgrades": "Blood of Titans"}]}}},
        "enhance must be a list": {"setup": {"p1": {"hand": [{"card": "Troll", "enhance": "draw"}]}}},
        "'setup' must be a mapping": {"setup": ["p1"]},
        "ability must be a number": {"setup": {"house": "brobnar", "p1": {"artifacts": ["Gauntlet of Command"]}},
                                     "moves": [{"action": {"card": "Gauntlet of Command", "ability": "two"}}]},
        "end_turn: expects true": {"setup": {"house": "brobnar"}, "moves": [{"end_turn": False}]},
        "unknown move 'hous'": {"setup": {"p1": {"hand": ["Troll"]}}, "moves": [{"hous": "brobnar"}]},
        "expect p1.hand must be a list": {"setup": {"p1": {"hand": ["Troll"]}}, "expect": {"p1": {"hand": "Troll"}}},
        "Troll.counters must be a mapping": {"setup": {"p1": {"hand": ["Troll"]}},
                                             "expect": {"cards": {"Troll": {"counters": ["doom"]}}}},
        "pending: expected none or {options": {"setup": {"house": "brobnar"}, "expect": {"pending": "nothing"}},
    }
    for msg, data in cases.items():
        r = run(tmp_path, {"name": "t", **data})
        assert r.status == "FAIL" and msg in r.reason and "engine error" not in r.reason, (msg, r.line())


def test_a_refused_free_move_names_the_card_and_where_it_is(tmp_path):
    r = run(tmp_path, {"name": "t", "setup": FIGHT, "moves": [{"reap": "Troll"}]})
    assert r.status == "FAIL" and "reap Troll (p1's, in hand) is not a legal move now" in r.reason


def test_a_card_whose_record_has_no_house_is_read_bare_with_no_house(tmp_path):
    # FORMAT asks for `house:` on a card whose record has no house (anomalies); written bare it is still read, with
    # no house, so a scenario whose outcome does not depend on the house is not failed for it
    for zone, entry in (("battleline", "Cosmicrux"), ("artifacts", "Orb of Wonder")):
        r = run(tmp_path, {"name": "t", "setup": {"house": "brobnar", "p1": {zone: [entry]}},
                           "expect": {"cards": {entry: {"location": zone}}}})
        assert r.status == "PASS", r.line()
    r = run(tmp_path, {"name": "t", "setup": {"house": "brobnar", "p1": {
        "battleline": [{"card": "Infomancer", "house": "logos"}], "hand": [{"card": "Timequake", "house": "dis"}]}},
        "expect": {"cards": {"Infomancer": {"house": "logos"}, "Timequake": {"house": "dis"}}}})
    assert r.status == "PASS", r.line()


def test_a_zone_expectation_may_write_cards_as_mappings(tmp_path):
    # a card written {card: Title} in an expected zone list is read as its title, and a mismatch names the titles
    # (it had stopped the runner with a TypeError while sorting the expected list)
    base = {"name": "t", "setup": {"house": "brobnar", "p1": {"hand": ["Punch"], "discard": ["Anger"]}},
            "moves": [{"discard": "Punch"}]}
    r = run(tmp_path, {**base, "expect": {"p1": {"discard": [{"card": "Anger"}, "Punch"]}, "pending": "none"}})
    assert r.status == "PASS", r.line()
    r = run(tmp_path, {**base, "expect": {"p1": {"discard": [{"card": "Anger"}, "Troll"]}}})
    assert r.status == "FAIL" and "expected ['Anger', 'Troll']" in r.reason and "engine error" not in r.reason


def test_wrongly_typed_titles_positions_and_card_lists_fail_clearly(tmp_path):
    """Each of these crashed the runner (a TypeError reported as an engine error) before it named the problem."""
    challe = "Challe the Safeguard"
    deploy = {"house": "sanctum", "p1": {"hand": [challe], "battleline": ["Sequis", "Raiding Knight"]}}
    cases = {
        "setup.p1.token must be a card title": {"setup": {"p1": {"token": ["Grunt"]}}},
        "setup.p1.prophecies must be a list": {"setup": {"p1": {"prophecies": 1.5}}},
        "Troll.up: 'up' is checked only on a prophecy": {"setup": {"p1": {"hand": ["Troll"]}},
                                                         "expect": {"cards": {"Troll": {"up": True}}}},
        "Troll.active: 'active' is checked only on a prophecy": {"setup": {"p1": {"hand": ["Troll"]}},
                                                                 "expect": {"cards": {"Troll": {"active": True}}}},
        "face_down must be a card title": {"setup": {"p1": {"battleline": [{"card": "Grunt", "face_down": 99}]}}},
        "play: position must be a whole number": {"setup": deploy,
                                                  "moves": [{"play": {"card": challe, "position": []}}]},
        "Troll.location: unknown location": {"setup": {"p1": {"hand": ["Troll"]}},
                                             "expect": {"cards": {"Troll": {"location": {}}}}},
        "Troll.upgrades must be a list of cards": {"setup": {"p1": {"battleline": ["Troll"]}},
                                                   "expect": {"cards": {"Troll": {"upgrades": True}}}},
        "Troll.under must be a list of cards": {"setup": {"p1": {"battleline": ["Troll"]}},
                                                "expect": {"cards": {"Troll": {"under": 3}}}},
    }
    for msg, data in cases.items():
        r = run(tmp_path, {"name": "t", **data})
        assert r.status == "FAIL" and msg in r.reason and "engine error" not in r.reason, (msg, r.line())
    # a quoted number is still a position (as `choose: "2"` is a number)
    r = run(tmp_path, {"name": "t", "setup": deploy, "moves": [{"play": {"card": challe, "position": "1"}}],
                       "expect": {"p1": {"battleline": ["Sequis", challe, "Raiding Knight"]}}})
    assert r.status == "PASS", r.line()


def test_what_would_otherwise_be_ignored_silently_fails_clearly(tmp_path):
    """A key the runner would not read (and so never check) is an error, as FORMAT says of unknown keys."""
    punch = {"house": "brobnar", "p1": {"hand": ["Punch", "Troll"], "battleline": ["Krump"]},
             "p2": {"battleline": ["Bumpsy"]}}
    cases = {
        "setup.p1.keys: a key colour is given twice: red": {"setup": {"p1": {"keys": ["red", "red"]}}},
        "setup.p1.archon_power: Troll is not an archon power card": {"setup": {"p1": {"archon_power": "Troll"}}},
        "setup.p1.prophecies: Krump is not a prophecy card": {"setup": {"p1": {"prophecies": [
            {"sides": ["Overreach", "Krump"]}]}}},
        "setup.p1.token: Troll is not a token creature": {"setup": {"p1": {"token": "Troll"}}},
        "a card in a zone list is a title or {card: Title}": {
            "setup": punch, "expect": {"p1": {"battleline": [{"card": "Krump", "damage": 1}]}}},
        "discard: unknown key 'x'": {"setup": punch, "moves": [{"discard": {"card": "Troll", "x": 1}}]},
        "a card reference written as a mapping takes only 'card'": {
            "setup": punch, "moves": [{"play": "Punch"}, {"select": {"card": "Bumpsy", "damage": 3}}]},
    }
    for msg, data in cases.items():
        r = run(tmp_path, {"name": "t", **data})
        assert r.status == "FAIL" and msg in r.reason and "engine error" not in r.reason, (msg, r.line())


def test_select_choose_and_position_answer_only_their_own_kind_of_decision(tmp_path):
    """A card is an id inside the engine: `select: Troll` answered an amount or a player decision with Troll's id,
    `position: 1` any decision offering 1, and `choose: 4` a target decision with the card whose id is 4."""
    shrix = {"p1": {"houses": ["saurian", "brobnar", "dis"], "amber": 1, "hand": ["Troll"], "battleline": [
        {"card": "Senator Shrix", "amber": 3}, {"card": "Senator Shrix", "amber": 4}]}}
    punch = {"house": "brobnar", "p1": {"hand": ["Punch", "Troll"], "archives": ["Anger"], "battleline": ["Krump"]},
             "p2": {"battleline": ["Bumpsy"]}}
    cases = {
        "select answers a decision for cards; this one asks for an option": (shrix, [{"select": "Senator Shrix"}]),
        "position answers the place of a creature in a battleline": (shrix, [{"position": 1}]),
        "choose 4: this decision is for cards (answer it with select:)": (punch, [{"play": "Punch"}, {"choose": 4}]),
        "choose: expects one answer, not ['Bumpsy']": (punch, [{"play": "Punch"}, {"choose": ["Bumpsy"]}]),
    }
    for msg, (setup, moves) in cases.items():
        r = run(tmp_path, {"name": "t", "setup": setup, "moves": moves})
        assert r.status == "FAIL" and msg in r.reason and "engine error" not in r.reason, (msg, r.line())
    r = run(tmp_path, {"name": "t", "setup": shrix, "moves": [{"choose": 3}, {"choose": 2}],
                       "expect": {"p1": {"keys": 1, "amber": 0}, "cards": {"Senator Shrix#2": {"amber": 2}}}})
    assert r.status == "PASS", r.line()


def test_unquoted_titles_that_yaml_splits_or_nests_are_named(tmp_path):
    """'Heads, I Win' unquoted in a flow list is two titles, and joined by ', ' the error read as the real title;
    an unquoted [REDACTED] as a mapping key stopped YAML with only 'while constructing a mapping'."""
    f = tmp_path / "a.yaml"
    f.write_text("name: t\nsetup:\n  p1:\n    hand: [Heads, I Win]\n", encoding="utf-8")
    r = run_file(f)
    assert r.status == "FAIL" and r.reason.startswith("unknown card: Heads; I Win") and '"Heads, I Win"' in r.reason
    f.write_text('name: t\nsetup:\n  p1:\n    artifacts: ["[REDACTED]"]\nexpect:\n  cards:\n'
                 "    [REDACTED]: {location: artifacts}\n", encoding="utf-8")
    r = run_file(f)
    assert r.status == "FAIL" and "found unhashable key at line 7" in r.reason and '"[REDACTED]"' in r.reason, r.line()


def test_take_archives_after_another_move_fails_instead_of_taking_nothing(tmp_path):
    """Any move after house: takes the archives default (not taken); a take_archives written later had passed as a
    move that silently did nothing. Where a card forbids taking them (Titan Sentry) the attempt still changes
    nothing, as before."""
    setup = {"p1": {"houses": ["brobnar", "dis", "logos"], "hand": ["Troll"], "archives": ["Krump"]}}
    r = run(tmp_path, {"name": "t", "setup": setup, "moves": [
        {"house": "brobnar"}, {"illegal": {"play": "Krump"}}, {"take_archives": True}]})
    assert r.status == "FAIL" and "take_archives: the archives cannot be taken now (only in step 2" in r.reason, \
        r.line()
    r = run(tmp_path, {"name": "t", "setup": setup, "moves": [{"house": "brobnar"}, {"take_archives": True}],
                       "expect": {"p1": {"hand": ["Troll", "Krump"], "archives": []}}})
    assert r.status == "PASS", r.line()


def test_a_new_game_refuses_setup_it_would_not_read(tmp_path):
    deck = ["Troll", "Krump", "Anger", "Punch", "Bumpsy", "Brammo"] * 6
    moves = [{"mulligan": "no"}, {"mulligan": "no"}]
    for extra, msg in (({"house": "brobnar"}, "setup.house is not given in a new game"),
                       ({"active": "p2"}, "setup.active is not given in a new game"),
                       ({"p1": {"deck": deck, "amber": 3}}, "setup.p1.amber is not given in a new game"),
                       ({"p2": {"deck": deck, "hand": ["Troll"]}}, "setup.p2.hand is not given in a new game")):
        setup = {"new_game": True, "p1": {"deck": deck}, "p2": {"deck": deck}, **extra}
        r = run(tmp_path, {"name": "t", "setup": setup, "moves": moves})
        assert r.status == "FAIL" and msg in r.reason, r.line()
    # what a new game has anyway (`amber: 0`, `keys: 0`, `hand: []`), as `active: p1`, is no error
    setup = {"new_game": True, "active": "p1", "first_turn": True, "p1": {"deck": deck, "amber": 0, "keys": 0},
             "p2": {"deck": deck, "hand": [], "discard": None}}
    r = run(tmp_path, {"name": "t", "setup": setup, "moves": moves + [{"house": "brobnar"}],
                       "expect": {"p1": {"hand_count": 7}, "p2": {"hand_count": 6}}})
    assert r.status == "PASS", r.line()


def test_state_keys_on_a_card_out_of_play_fail_instead_of_being_dropped(tmp_path):
    """FORMAT: 'Creatures and artifacts in play take the further keys': damage, counters, upgrades, face_down, …
    on a card in hand, deck, discard pile, archives or purged were silently dropped."""
    for z, k, v in (("hand", "damage", 2), ("discard", "upgrades", ["Blood of Titans"]), ("deck", "exhausted", True),
                    ("archives", "counters", {"doom": 1}), ("purged", "face_down", "Troll")):
        r = run(tmp_path, {"name": "t", "setup": {"p1": {z: [{"card": "Krump", k: v}]}}})
        assert r.status == "FAIL" and f"setup.p1.{z}[0]: {k!r} is given only on cards in play" in r.reason, r.line()
    r = run(tmp_path, {"name": "t", "setup": {"p1": {"hand": [{"card": "Krump", "house": "dis", "enhance": ["draw"]}],
                                                     "archives": [{"card": "Troll", "owner": "p2"}]}}})
    assert r.status == "PASS", r.line()


def test_malformed_expectations_never_pass_silently(tmp_path):
    """An expectation that is not one (`expect: []`, `cards: 0`, `battleline: ''`) or a flag written for a number
    (`amber: true`, which Python's True == 1 matched) FAILS instead of checking nothing or passing by accident."""
    setup = {"house": "brobnar", "p1": {"amber": 1, "battleline": [{"card": "Troll", "damage": 1}]}}
    cases = {
        "expect must be a mapping": {"expect": []},
        "expect.cards must be a mapping": {"expect": {"cards": 0}},
        "expect p2.battleline must be a list of cards": {"expect": {"p2": {"battleline": ""}}},
        "Troll.upgrades must be a list of cards": {"expect": {"cards": {"Troll": {"upgrades": 0}}}},
        "p1.amber: expected True, found 1": {"expect": {"p1": {"amber": True}}},
        "Troll.damage: expected True, found 1": {"expect": {"cards": {"Troll": {"damage": True}}}},
        "Troll.exhausted: expected 0, found False": {"expect": {"cards": {"Troll": {"exhausted": 0}}}},
    }
    for msg, data in cases.items():
        r = run(tmp_path, {"name": "t", "setup": setup, **data})
        assert r.status == "FAIL" and msg in r.reason and "engine error" not in r.reason, (msg, r.line())
    r = run(tmp_path, {"name": "t", "setup": setup, "expect": {
        "p1": {"amber": 1, "hand": None}, "p2": {"battleline": []},
        "cards": {"Troll": {"damage": 1, "exhausted": False, "upgrades": []}}}})
    assert r.status == "PASS", r.line()


def test_pending_options_and_zones_naming_an_owner_check_that_owner(tmp_path):
    """`pending: {options: [p2:Troll, ...]}` and `battleline: [p2:Troll]` name p2's Troll: the title alone passed
    with p1's Troll offered or there instead."""
    setup = {"house": "brobnar", "p1": {"hand": ["Punch", "Troll", "Troll"], "battleline": ["Troll", "Krump"]},
             "p2": {"battleline": ["Troll"]}}

    def pending(opts: list) -> Any:
        return run(tmp_path, {"name": "t", "setup": setup, "moves": [
            {"play": "Punch"}, {"expect": {"pending": {"options": opts}}}, {"select": "p2:Troll"}]})
    assert pending(["p1:Troll", "p2:Troll", "Krump"]).status == "PASS"
    assert pending(["Troll", "Troll", "Krump"]).status == "PASS"
    r = pending(["p2:Troll", "p2:Troll", "Krump"])
    assert r.status == "FAIL" and "expected 2 of p2's 'troll' there, found 1" in r.reason, r.line()

    def after(exp: dict) -> Any:
        return run(tmp_path, {"name": "t", "setup": setup, "moves": [{"discard": "Troll#2"}], "expect": exp})
    assert after({"p1": {"hand": ["Punch", "Troll#1"], "discard": ["p1:Troll"]}, "p2": {"battleline": ["p2:Troll"]}}
                 ).status == "PASS"
    r = after({"p2": {"battleline": ["p1:Troll"]}})
    assert r.status == "FAIL" and "p2.battleline: expected 1 of p1's 'troll' there, found 0" in r.reason, r.line()


def test_a_facedown_card_of_the_setup_may_be_counted_where_it_is_written(tmp_path):
    """Some authors number a token creature's `face_down` card where the setup writes it (into-the-warp-bb-long23-3:
    `Mindwarper#2` for the Mindwarper in play when a Grumpus lies on another). Where the runner's own numbering
    (facedown cards after the setup) has no such copy, that numbering names the card."""
    setup = {"house": "brobnar", "p1": {"token": "Grumpus", "battleline": [{"card": "Grumpus", "face_down": "Troll"}]},
             "p2": {"battleline": ["Troll"]}}
    r = run(tmp_path, {"name": "t", "setup": setup, "expect": {
        "cards": {"Troll#2": {"controller": "p2", "location": "battleline"}, "Troll": {"controller": "p2"}}}})
    assert r.status == "PASS", r.line()
    r = run(tmp_path, {"name": "t", "setup": setup, "expect": {"cards": {"Troll#3": {"location": "battleline"}}}})
    assert r.status == "FAIL" and "no card 'Troll#3'" in r.reason, r.line()


def test_a_named_pipe_called_yaml_fails_instead_of_waiting_and_a_null_name_is_the_file_name(tmp_path):
    import os

    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    r = run_file(pipe)       # opening a pipe for reading would wait for a writer for ever
    assert r.status == "FAIL" and "not a regular file" in r.line()
    data = {"name": None, "setup": {"house": "brobnar", "p1": {"hand": ["Troll"]}},
            "moves": [{"play": "Troll"}], "expect": {"p1": {"battleline": ["Troll"]}}}
    r = run(tmp_path, data, "named-by-file.yaml")
    assert r.status == "PASS" and r.name == "named-by-file"


def test_lacks_written_as_a_mapping_fails_instead_of_passing(tmp_path):
    """`lacks: {assault: 2}` (has's value form written for lacks) was read as one keyword named "{'assault': 2}",
    which no card has, so it passed whatever the creature had (FORMAT line 2: "never passes silently")."""
    setup = {"p1": {"battleline": [{"card": "Krump"}]}}
    r = run(tmp_path, {"name": "t", "setup": setup, "expect": {"cards": {"Krump": {"lacks": {"assault": 2}}}}})
    assert r.status == "FAIL" and "lacks must be a list of keywords" in r.reason, r.line()
    r = run(tmp_path, {"name": "t", "setup": setup, "expect": {"cards": {"Krump": {"lacks": ["assault"],
                                                                                  "has": {"assault": 0}}}}})
    assert r.status == "PASS", r.line()


def test_a_name_written_as_a_block_scalar_still_gives_one_line(tmp_path, capsys):
    """`name: >` (a folded block, natural for a long name) ends in a line break: the PASS/FAIL line must still be one
    line (FORMAT lines 15-16: "one line per scenario"), the break read as a space."""
    f = tmp_path / "s.yaml"
    f.write_text("name: >\n  A long name\n  on two lines\nsetup:\n  p1:\n    hand: [Troll]\n"
                 "expect:\n  p1: {amber: 1}\n", encoding="utf-8")
    r = run_file(f)
    assert r.status == "FAIL" and "\n" not in r.line(), r.line()
    assert r.line() == f"FAIL {f}: A long name on two lines: expect: p1.amber: expected 1, found 0"
    main(["scenario", str(f)])
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("FAIL ") and out[0].endswith("found 0") and out[1].startswith("0 passed, 1 failed")


def test_cards_under_an_upgrade_as_validate_takes_them(tmp_path):
    """validate.py takes `under:` on an upgrade mapping (its UPGRADE_KEYS); the runner had refused it as an unknown
    key. The cards lie under the upgrade, numbered after it, controlled by the upgrade's player."""
    up = {"card": "Blood of Titans", "under": ["Anger", {"card": "Krump", "owner": "p2"}]}
    setup = {"house": "brobnar", "p1": {"battleline": [{"card": "Troll", "upgrades": [up]}]}}
    r = run(tmp_path, {"name": "t", "setup": setup, "expect": {"cards": {
        "Blood of Titans": {"under": ["Anger", "Krump"]}, "Troll": {"under": [], "power": 13},
        "Krump": {"location": "under", "owner": "p2", "controller": "p1"}}, "pending": "none"}})
    assert r.status == "PASS", r.line()
    up["under"] = 0
    r = run(tmp_path, {"name": "t", "setup": setup})
    assert r.status == "FAIL" and "under must be a list" in r.reason, r.line()
    up["under"] = ["No Such Card"]
    r = run(tmp_path, {"name": "t", "setup": setup})
    assert r.status == "FAIL" and "unknown card" in r.reason, r.line()


def test_pending_as_an_empty_mapping_means_a_decision_is_pending(tmp_path):
    """validate.py takes `pending: {}` (a mapping whose only allowed key, options, is left out): a decision is
    pending, its options unchecked (FORMAT "Only what is listed is checked"); the runner had failed it as
    malformed. With the game free it fails; another key fails with a one-line message."""
    setup = {"house": "brobnar", "p1": {"hand": ["Punch"], "battleline": ["Troll"]}, "p2": {"battleline": ["Krump"]}}
    r = run(tmp_path, {"name": "t", "setup": setup, "moves": [{"play": "Punch"}, {"expect": {"pending": {}}},
                                                               {"select": "Krump"}], "expect": {"pending": "none"}})
    assert r.status == "PASS", r.line()
    r = run(tmp_path, {"name": "t", "setup": setup, "expect": {"pending": {}}})
    assert r.status == "FAIL" and "expected a decision, found none" in r.reason, r.line()
    r = run(tmp_path, {"name": "t", "setup": setup, "moves": [{"play": "Punch"}], "expect": {"pending": {"kind": 1}}})
    assert r.status == "FAIL" and "expected none or {options" in r.reason and "\n" not in r.line(), r.line()


def test_a_prophecy_card_with_one_side_as_validate_takes_it(tmp_path):
    """validate.py takes `sides` with one or two titles; the runner had refused one. A card with one side is
    activated on that side and has nothing to flip to; three sides, or none, still fail with one line."""
    p1 = {"houses": ["brobnar", "dis", "logos"], "hand": ["Anger", "Punch"], "deck": ["Krump"] * 6,
          "prophecies": [{"sides": ["Heads, I Win"]}]}
    data = {"name": "t", "setup": {"house": "brobnar", "p1": p1, "p2": {"deck": ["Troll"] * 3}},
            "moves": [{"prophecy": {"card": "Heads, I Win", "fate": "Anger"}}, {"end_turn": True}],
            "expect": {"active": "p2", "cards": {"Heads, I Win": {"up": True, "active": True}}, "pending": "none"}}
    r = run(tmp_path, data)
    assert r.status == "PASS", r.line()
    for sides in (["Overreach", "Bad Omen", "Stars Aligned"], [], "Overreach"):
        p1["prophecies"] = [{"sides": sides}]
        r = run(tmp_path, data)
        assert r.status == "FAIL" and "each entry needs 'sides'" in r.reason and "\n" not in r.line(), r.line()


def test_a_card_answered_with_choose_names_the_right_move(tmp_path):
    """FORMAT answers a decision for cards with `select:` (`choose:` names a card only for "name a card"): a
    `choose: Krump` for Punch's target had failed as "choose 'Krump' is not offered" while Krump was offered."""
    data = {"name": "t", "setup": {"house": "brobnar", "p1": {"hand": ["Punch"], "battleline": ["Troll"]},
                                   "p2": {"battleline": ["Krump"]}},
            "moves": [{"play": "Punch"}, {"choose": "Krump"}]}
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "answer it with select:" in r.reason and "not offered" not in r.reason, r.line()


def test_the_mulligan_answered_with_choose_yes_no(tmp_path):
    """The mulligan is a pending yes/no decision (`pending: {options: [yes, no]}` shows it): `choose: no` answers
    it as `mulligan: no` does (FORMAT Moves: choose answers the pending decision with yes/no); it had failed with
    "no decision is pending". A word that is not yes/no still fails with one line."""
    deck = ["Anger", "Punch", "Troll", "Krump", "Bumpsy", "Smaaash", "Tremor", "Lava Ball"] * 3
    data = {"name": "t", "setup": {"new_game": True, "p1": {"deck": list(deck)}, "p2": {"deck": list(deck)}},
            "moves": [{"expect": {"pending": {"options": ["yes", "no"]}}}, {"choose": "no"}, {"choose": True}],
            "expect": {"p1": {"hand_count": 7}, "p2": {"hand_count": 5}, "active": "p1", "pending": "none"}}
    r = run(tmp_path, data)
    assert r.status == "PASS", r.line()
    data["moves"][1] = {"choose": "maybe"}
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "\n" not in r.line(), r.line()


def test_select_of_a_card_carrying_none_of_the_ordered_abilities_fails_naming_the_order(tmp_path):
    """FORMAT Decisions: several abilities triggered at once are ordered by `select:` of the card that carries the
    one to resolve first; a `select:` that is not an answer lets the default be taken. A card carrying none of
    them (Troll, in p1's deck; Ty Lourd's host p2 is fine) is no answer: with nothing pending after the default
    the move FAILS, and the reason names the order it did not answer (it had said only "no decision is
    pending"). A carrier on the non-active player's side (Ty Lourd) is accepted."""
    deck = ["Krump", "Anger", "Punch", "Bumpsy", "Smith", "Pitlord", "Shooler"]
    setup = {"house": "untamed", "p1": {"hand": ["Bog Spitter"], "deck": ["Troll", *deck]},
             "p2": {"amber": 5, "battleline": ["Ty Lourd"], "deck": list(deck)}}
    data = {"name": "t", "setup": setup, "moves": [{"discard": "Bog Spitter"}, {"select": "Troll"}]}
    r = run(tmp_path, data)
    assert r.status == "FAIL" and r.reason.startswith("move 2: select 'Troll' does not answer"), r.line()
    assert "Bog Spitter, Ty Lourd" in r.reason and "no decision is pending" in r.reason, r.line()
    data["moves"][1] = {"select": "Ty Lourd"}
    data["expect"] = {"p1": {"amber": 1}, "p2": {"amber": 5}, "pending": "none"}
    r = run(tmp_path, data)
    assert r.status == "PASS", r.line()
    data["moves"][1] = {"illegal": {"select": "Troll"}}       # refused, the game unchanged; the default then
    data["expect"] = {"p1": {"amber": 0}, "p2": {"amber": 6}, "pending": "none"}
    r = run(tmp_path, data)
    assert r.status == "PASS", r.line()


def test_choose_names_one_of_a_cards_abilities_by_its_wording(tmp_path):
    """Gamgee carries two After Reap abilities, its own and the "After Reap: Gain 1Æ." its neighbour Twilight
    Pixie gives it (README convention 3): the order is asked among labels ("After Reap", "after a creature reaps
    (from Twilight Pixie)"). `choose:` with the granted ability's own wording picks it (the nearest-label guess had
    picked Gamgee's own "After Reap", silently the other ability); the label still answers as before."""
    deck = ["Krump", "Anger", "Punch", "Bumpsy", "Smith", "Pitlord", "Shooler"]
    setup = {"house": "untamed", "p1": {"houses": ["untamed", "shadows", "brobnar"], "token": "Twilight Pixie",
                                        "deck": list(deck), "battleline": [
                                            {"card": "Twilight Pixie", "face_down": "Troll"},
                                            {"card": "Gamgee", "house": "untamed"}]},
             "p2": {"amber": 2, "deck": list(deck)}}
    granted_first = {"p1": {"amber": 2}, "p2": {"amber": 2}, "pending": "none"}    # 1+1 = 2, not more: no steal
    own_first = {"p1": {"amber": 3}, "p2": {"amber": 1}, "pending": "none"}
    for answer, want in (("After Reap: Gain 1Æ.", granted_first), ("after reap: gain 1", granted_first),
                         ("after a creature reaps", granted_first), ("After Reap", own_first)):
        r = run(tmp_path, {"name": "t", "setup": setup, "moves": [{"reap": "Gamgee"}, {"choose": answer}],
                           "expect": want})
        assert r.status == "PASS", (answer, r.line())


def test_bare_title_naming_a_copy_that_carries_nothing_says_which_copy_is_offered(tmp_path):
    """A decision with a default reads a bare title strictly (FORMAT Cards: `Title` is `Title#1`): with p1's own
    Sacro-Fiend in hand, `select: Sacro-Fiend` for the order in which p2's Sacro-Fiend is offered is no answer; the
    default is taken, and the FAIL says that Sacro-Fiend#1 is the hand card and the carrier is Sacro-Fiend#2.
    `select: Sacro-Fiend#2` and `select: p2:Sacro-Fiend` answer it."""
    setup = {"house": "dis", "p1": {"hand": ["Gateway to Dis", "Sacro-Fiend"], "battleline": ["Dust Imp"],
                                    "deck": ["Krump", "Anger", "Punch", "Bumpsy", "Smith", "Pitlord", "Shooler"]},
             "p2": {"battleline": ["Sacro-Fiend"]}}
    data = {"name": "t", "setup": setup, "moves": [{"play": "Gateway to Dis"}, {"select": "Sacro-Fiend"}]}
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "Sacro-Fiend#1, p1's in hand" in r.reason, r.line()
    assert "the one offered is Sacro-Fiend#2 (p2's)" in r.reason, r.line()
    for answer in ("Sacro-Fiend#2", "p2:Sacro-Fiend"):     # p2's first steals nothing; then Dust Imp: p1 2
        data["moves"][1] = {"select": answer}
        data["expect"] = {"p1": {"amber": 2}, "p2": {"amber": 0}, "pending": "none"}
        r = run(tmp_path, data)
        assert r.status == "PASS", (answer, r.line())


def test_a_token_written_with_face_down_in_the_artifacts_is_a_mineralized_token(tmp_path):
    """The runner takes `face_down` on a token in the artifacts too (a token creature considered an artifact:
    De-Animator's mineralize counter): it is a real token creature with that facedown card, as in the battleline (the
    shared validate.py takes face_down in the battleline only; shared scenarios write the token there with its
    counter)."""
    p1 = {"houses": ["brobnar", "ekwidon", "logos"], "token": "Prospector",
          "artifacts": [{"card": "Prospector", "face_down": "Krump", "counters": {"mineralize": 1}}]}
    setup = {"house": "ekwidon", "p1": p1, "p2": {"battleline": ["De-Animator"]}}
    r = run(tmp_path, {"name": "t", "setup": setup, "moves": [{"action": "Prospector"}],
                       "expect": {"p1": {"artifacts": [], "discard": ["Krump"]}, "pending": "none"}})
    assert r.status == "PASS", r.line()


def test_owner_on_a_card_in_hand_deck_discard_or_purged_may_only_be_its_own_player(tmp_path):
    """validate.py takes `owner` on a card of any zone: the block's own player is what a card in a hand, deck,
    discard pile or purged zone is anyway (001:2337), no error; the other player FAILS clearly."""
    zones = {z: [{"card": "Krump", "owner": "p1"}] for z in ("hand", "deck", "discard", "purged")}
    r = run(tmp_path, {"name": "t", "setup": {"house": "brobnar", "p1": zones},
                       "expect": {"cards": {f"Krump#{n}": {"owner": "p1"} for n in (1, 2, 3, 4)}}})
    assert r.status == "PASS", r.line()
    r = run(tmp_path, {"name": "t", "setup": {"p1": {"hand": [{"card": "Krump", "owner": "p2"}]}}})
    assert r.status == "FAIL" and "setup.p1.hand[0]: a card in hand is its owner's" in r.reason, r.line()


def test_an_evil_twins_copy_number_may_stand_before_its_suffix(tmp_path):
    """`Armadrone#2 (Evil Twin)` (the form validate.py accepts) is `Armadrone (Evil Twin)#2`, in a move, an
    answer, an expectation and with an owner."""
    data = {"name": "t", "setup": {"house": "logos", "p1": {"battleline": [
        "Armadrone (Evil Twin)", "Armadrone", "Armadrone (Evil Twin)"]}},
        "moves": [{"reap": "p1:Armadrone#2 (Evil Twin)"}],
        "expect": {"cards": {"Armadrone#2 (Evil Twin)": {"exhausted": True},
                             "Armadrone (Evil Twin)#2": {"exhausted": True},
                             "Armadrone (Evil Twin)": {"exhausted": False},
                             "Armadrone": {"exhausted": False}}}}
    assert run(tmp_path, data).status == "PASS"
    data["moves"] = [{"reap": "Armadrone#3 (Evil Twin)"}]
    r = run(tmp_path, data)
    assert r.status == "FAIL" and "no card 'Armadrone#3 (Evil Twin)'" in r.reason, r.line()


def test_a_yes_no_posed_as_one_or_the_other_takes_the_words_of_either_side(tmp_path):
    """Old Boomy's "until you reveal a Brobnar card or choose to stop" is a yes/no, "Reveal the next card of your
    deck, or stop?": `choose: stop` is no, `choose: reveal` yes; a word of neither side stays refused."""
    base = {"name": "t", "setup": {"house": "brobnar", "p1": {"deck": ["Dust Pixie", "Troll", "Krump"],
                                                              "battleline": ["Old Boomy"]}}}
    for word, archived in (("stop", ["Dust Pixie"]), ("reveal", ["Dust Pixie", "Troll"])):
        r = run(tmp_path, {**base, "moves": [{"reap": "Old Boomy"}, {"choose": word}],
                           "expect": {"p1": {"archives": archived}, "pending": "none"}})
        assert r.status == "PASS", r.line()
    r = run(tmp_path, {**base, "moves": [{"reap": "Old Boomy"}, {"choose": "archive"}]})
    assert r.status == "FAIL" and "archive" in r.reason, r.line()
