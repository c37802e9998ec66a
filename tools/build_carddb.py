"""Build aember's packaged card database from ../shared/cards/cards.json and sets.json.

    python tools/build_carddb.py [--cards PATH] [--check]

Writes aember/data/carddb.json.gz: the facts of every record (titles, set, number, house, type, rarity,
stats, bonus icons, traits, keywords, flags, ids) and the set list. The publisher's card texts are
left out: aember's cards carry the project's own rules text. Re-running on the same input gives
the same bytes. `--check` exits 1 if the committed file differs from what would be written.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "aember" / "data" / "carddb.json.gz"
DEFAULT_CARDS = ROOT.parent / "shared" / "cards" / "cards.json"

# Facts kept for each record, in this order. Everything else (the card text, errata notes, the
# source's own rarity spelling) stays out of the package.
RECORD_FIELDS = ("set", "number", "name", "house", "type", "rarity", "power", "armor", "amber", "bonus_icons",
                 "enhance", "traits", "keywords", "is_token", "is_gigantic", "gigantic_half", "is_anomaly",
                 "is_evil_twin", "house_varies", "id", "expansion_id")
SET_FIELDS = ("code", "name", "expansion_id", "other_expansion_ids", "release_order", "release_date",
              "houses", "card_count_declared")


def build(cards_path: Path) -> bytes:
    records = json.loads(cards_path.read_text(encoding="utf-8"))
    sets_path = cards_path.parent / "sets.json"
    sets_doc = json.loads(sets_path.read_text(encoding="utf-8")) if sets_path.is_file() else {"sets": []}
    doc = {
        "format": 1,
        "source": "facts of ../shared/cards/cards.json (no card texts)",
        "sets": [{k: s.get(k) for k in SET_FIELDS} for s in sets_doc.get("sets", [])],
        "house_names": sets_doc.get("house_names", {}),
        "fields": list(RECORD_FIELDS),
        # one list per record, in RECORD_FIELDS order: about half the size of one dict per record
        "records": [[r.get(k) for k in RECORD_FIELDS] for r in records],
    }
    raw = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9, mtime=0) as gz:
        gz.write(raw)
    return buf.getvalue()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", type=Path, default=DEFAULT_CARDS, help="path of cards.json")
    ap.add_argument("--check", action="store_true", help="only check that the committed file is up to date")
    a = ap.parse_args()
    if not a.cards.is_file():
        print(f"build_carddb: {a.cards} not found", file=sys.stderr)
        return 2
    data = build(a.cards)
    if a.check:
        same = OUT.is_file() and OUT.read_bytes() == data
        print(f"{OUT.relative_to(ROOT)} is {'up to date' if same else 'OUT OF DATE'}")
        return 0 if same else 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(data)
    print(f"wrote {OUT.relative_to(ROOT)}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
