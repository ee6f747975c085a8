#!/usr/bin/env python3
"""Fill (or check) the "expected" totals of the meal corpus from the POF 2008-09 table.

For every line of the corpus JSONL files, each item names a row of
data/pof-composicao.csv by "codigo_alimento/codigo_preparacao" and a weight in grams
(1 ml taken as 1 g). The expected value of a nutrient is

    sum over items of grams / 100 x (row's value per 100 g)

rounded half-up to 0.1. An empty cell in the table counts as 0. The script also writes
each item's "name" from the table (descricao_alimento, plus descricao_preparacao when
the preparation code is not 99) and checks ids, tiers and keys.

Usage (from packages/nutrition):
    python3 scripts/corpus-expected.py            # rewrite expected in both corpus files
    python3 scripts/corpus-expected.py --check    # fail if any stored value differs
    python3 scripts/corpus-expected.py FILE ...   # only these files

Fonte dos valores: IBGE, Pesquisa de Orçamentos Familiares 2008-2009.
"""
import csv
import json
import sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CSV_PATH = ROOT / "data" / "pof-composicao.csv"
DEFAULT_FILES = [ROOT / "data" / "corpus" / "meals-dev.jsonl", ROOT / "data" / "corpus" / "meals-heldout.jsonl"]
NUTRIENTS = [("kcal", "energia_kcal"), ("protein", "proteina_g"), ("fat", "lipidios_g"), ("carbohydrates", "carboidrato_g")]
TIERS = {"grams", "measures"}


def load_table():
    rows = {}
    with open(CSV_PATH, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            key = f"{r['codigo_alimento']}/{r['codigo_preparacao']}"
            if key in rows:
                raise SystemExit(f"duplicate key in table: {key}")
            rows[key] = r
    return rows


def row_name(r):
    name = r["descricao_alimento"].strip()
    if r["codigo_preparacao"] != "99":
        name += f" ({r['descricao_preparacao'].strip()})"
    return name


def per100(r, col):
    v = (r[col] or "").strip()
    return Decimal(v) if v else Decimal(0)


def expected_for(items, table):
    out = {}
    for key, col in NUTRIENTS:
        total = Decimal(0)
        for it in items:
            total += Decimal(str(it["grams"])) / Decimal(100) * per100(table[it["pof"]], col)
        out[key] = float(total.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
    return out


def process(path, table, check, seen_ids):
    lines = path.read_text(encoding="utf-8").splitlines()
    out, errors = [], []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        case = json.loads(line)
        cid = case.get("id")
        if cid in seen_ids:
            errors.append(f"{path.name}:{n}: duplicate id {cid}")
        seen_ids.add(cid)
        if case.get("tier") not in TIERS:
            errors.append(f"{path.name}:{n}: bad tier {case.get('tier')}")
        if not isinstance(case.get("accents"), bool):
            errors.append(f"{path.name}:{n}: accents must be true/false")
        items = case.get("items") or []
        if not 1 <= len(items) <= 5:
            errors.append(f"{path.name}:{n}: {len(items)} items")
        for it in items:
            if it["pof"] not in table:
                errors.append(f"{path.name}:{n}: unknown POF key {it['pof']}")
                continue
            name = row_name(table[it["pof"]])
            if check and it.get("name") != name:
                errors.append(f"{path.name}:{n}: name of {it['pof']} should be {name!r}")
            it["name"] = name
            if not (isinstance(it["grams"], (int, float)) and it["grams"] > 0):
                errors.append(f"{path.name}:{n}: bad grams {it['grams']}")
        if errors:
            continue
        exp = expected_for(items, table)
        if check and case.get("expected") != exp:
            errors.append(f"{path.name}:{n}: expected {case.get('expected')} but table gives {exp}")
        ordered = {"id": cid, "text": case["text"], "tier": case["tier"], "accents": case["accents"],
                   "items": [{"pof": it["pof"], "name": it["name"], "grams": it["grams"], "note": it.get("note", "")}
                             for it in items],
                   "expected": exp}
        out.append(json.dumps(ordered, ensure_ascii=False))
    if errors:
        return errors
    if not check:
        path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return []


def main(argv):
    check = "--check" in argv
    files = [Path(a) for a in argv if not a.startswith("--")] or DEFAULT_FILES
    table = load_table()
    seen, errors = set(), []
    for p in files:
        errors += process(p, table, check, seen)
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1
    print(("checked " if check else "wrote ") + ", ".join(p.name for p in files) + f" ({len(seen)} cases)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
