"""Print skeleton `card(...)` declarations for cards of a set, with their facts and reference text.

    python tools/card_stub.py --set AoA [--house brobnar] ["Title" ...]

A declaration holds only the title, the set, the project's own text and the abilities: the facts come
from the packaged database. The facts and the card's printed text (read from ../shared/cards/cards.json,
which a developer's checkout has beside it) are printed as comments for reference: the project's `text=`
is written in its own words, never copied.
"""

import argparse
import json
import sys

sys.path.insert(0, ".")
from aember import carddb  # noqa: E402
from aember.carddb import normalize_title, shared_cards_json  # noqa: E402
from aember.cards.registry import get_card  # noqa: E402


def stub(r: dict) -> str:
    title = r["name"] + (" (Evil Twin)" if r.get("is_evil_twin") else "")
    facts = [r["type"], r["rarity"]]
    if r["type"] in ("creature", "token creature"):
        facts.append(f"power {r['power']}" + (f", armor {r['armor']}" if r["armor"] else ""))
    for key in ("bonus_icons", "traits", "keywords"):
        if r[key]:
            facts.append(f"{key}: {', '.join(r[key])}")
    done = " (IMPLEMENTED)" if get_card(title) is not None else ""
    return (f"# {r['set']} {r['number']} {r['house']}{done}: {'; '.join(facts)}\n"
            f"# reference text: {r['text']!r}\n"
            f"card({title!r}, {r['set']!r},\n     text=\"...\")\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", default=None)
    ap.add_argument("titles", nargs="*")
    ap.add_argument("--house", default=None)
    ap.add_argument("--missing", action="store_true", help="only cards not implemented yet")
    ap.add_argument("--reprints", action="store_true",
                    help="with --set, also the set's reprints of cards first printed in an earlier set (they are "
                         "declared once, in the set of their first printing, with their latest wording)")
    a = ap.parse_args()
    path = shared_cards_json()
    if path is None:
        sys.exit("card_stub: ../shared/cards/cards.json not found (it holds the reference texts)")
    every = carddb.sort_records_by_release(json.loads(path.read_text(encoding="utf-8")))
    first: dict[str, str] = {}
    for r in every:
        first.setdefault(normalize_title(r["name"]) + (" (evil twin)" if r.get("is_evil_twin") else ""), r["set"])
    recs = [r for r in every if (a.set is None or r["set"] == a.set)]
    if a.set is not None and not a.reprints:
        recs = [r for r in recs if first[normalize_title(r["name"]) + (" (evil twin)" if r.get("is_evil_twin") else "")]
                == a.set]
    if a.house:
        recs = [r for r in recs if r["house"] == a.house]
    if a.titles:
        want = {normalize_title(t) for t in a.titles}
        recs = [r for r in recs if normalize_title(r["name"]) in want]
    for r in recs:
        s = stub(r)
        if a.missing and "(IMPLEMENTED)" in s:
            continue
        print(s)


if __name__ == "__main__":
    main()
