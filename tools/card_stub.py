"""Print `card(...)` declarations with the printed facts of the named cards, from cards.json.

    python tools/card_stub.py --set CotA "Anger" "Punch" ...
"""

import argparse
import sys

sys.path.insert(0, ".")
from aember.carddb import load_card_records, normalize_title  # noqa: E402


def stub(r: dict) -> str:
    parts = [repr(r["name"]), repr(r["set"]), repr(r["number"]), repr(r["house"]), repr(r["type"])]
    kw = [f"rarity={r['rarity']!r}"]
    if r["type"] == "creature":
        kw.append(f"power={r['power']}")
        if r["armor"]:
            kw.append(f"armor={r['armor']}")
    if r["bonus_icons"]:
        kw.append(f"icons={tuple(r['bonus_icons'])!r}")
    if r["traits"]:
        kw.append(f"traits={tuple(r['traits'])!r}")
    if r["keywords"]:
        kw.append(f"keywords={tuple(r['keywords'])!r}")
    text = r["text"].replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    kw.append(f"text={text!r}")
    return "card(" + ", ".join(parts) + ",\n     " + ", ".join(kw) + ")\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", default=None)
    ap.add_argument("titles", nargs="*")
    ap.add_argument("--house", default=None)
    a = ap.parse_args()
    recs = [r for r in load_card_records() if (a.set is None or r["set"] == a.set)]
    if a.house:
        recs = [r for r in recs if r["house"] == a.house]
    if a.titles:
        want = {normalize_title(t) for t in a.titles}
        recs = [r for r in recs if normalize_title(r["name"]) in want]
    for r in recs:
        print(stub(r))


if __name__ == "__main__":
    main()
