#!/usr/bin/env python3
"""Precision of the checklist on the real schemas of tests/data/realworld (issue 19).

Lints every schema with the CLI (`spanner-schema lint --format json FILE`), matches each finding
with its hand-made label in labels.tsv (file, rule, severity, object) and prints, per rule and
severity, how many findings are right, wrong or noise, and the precision right / labelled; then
the totals for warnings, infos and everything, the rules under the 80 % target, and how many of
the problems listed in missed.tsv the rules now report.

    scripts/checklist-precision.py [--cli build/app/cli/spanner-schema] [--data tests/data/realworld]
                                   [--markdown] [--mark-fixed]

--mark-fixed also rewrites labels.tsv: a wrong or noise row whose finding the rules no longer
report gets status `fixed` (the only edit that needs no judgement); new findings and right
findings that disappeared are listed for a human to label.

Python 3 standard library only. Exit status 0, or 2 when the CLI cannot lint a schema.
"""

import argparse
import collections
import csv
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_tsv(path):
    """Rows of a tab-separated file whose first non-comment line is the header."""
    with open(path, encoding="utf-8", newline="") as f:
        lines = [line for line in f if line.strip() and not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def lint(cli, path):
    run = subprocess.run([cli, "lint", "--format", "json", path], capture_output=True, text=True,
                         env=dict(os.environ, LANGUAGE="en"))
    if run.returncode not in (0, 1):  # 1: an error-severity finding, still a report
        sys.exit("%s: lint failed (exit %d): %s" % (path, run.returncode, run.stderr.strip()))
    return json.loads(run.stdout)["findings"]


def key(file, rule, severity, obj):
    return (file, rule, severity, obj)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.environ.get("SPANNER_SCHEMA",
                        os.path.join(ROOT, "build", "app", "cli", "spanner-schema")))
    parser.add_argument("--data", default=os.path.join(ROOT, "tests", "data", "realworld"))
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--mark-fixed", action="store_true",
                        help="set status 'fixed' on wrong/noise rows that are no longer produced")
    args = parser.parse_args()

    produced = collections.defaultdict(list)  # key -> labels of rows with status produced
    fixed = {}
    for row in read_tsv(os.path.join(args.data, "labels.tsv")):
        k = key(row["file"], row["rule"], row["severity"], row["object"])
        if row["status"] == "produced":
            produced[k].append(row["label"])
        else:
            fixed[k] = row["label"]

    counts = collections.defaultdict(collections.Counter)  # (rule, severity) -> label -> n
    came_back, reported = [], set()
    files = sorted(f for f in os.listdir(args.data) if f.endswith(".sql"))
    for file in files:
        for finding in lint(args.cli, os.path.join(args.data, file)):
            k = key(file, finding["rule"], finding["severity"], finding["object"])
            reported.add((file, finding["rule"], finding["object"]))
            if produced[k]:
                label = produced[k].pop()
            else:
                label = "unlabelled"
                if k in fixed:
                    came_back.append(k)
            counts[(finding["rule"], finding["severity"])][label] += 1

    def precision(c):
        labelled = c["right"] + c["wrong"] + c["noise"]
        return 100.0 * c["right"] / labelled if labelled else None

    def fmt(p):
        return "-" if p is None else "%.1f%%" % p

    totals = collections.defaultdict(collections.Counter)
    for (rule, severity), c in counts.items():
        totals[severity].update(c)
        totals["all"].update(c)

    header = ["rule", "severity", "right", "wrong", "noise", "unlabelled", "precision"]
    lines = [[rule, severity] + [str(c[x]) for x in ("right", "wrong", "noise", "unlabelled")] + [fmt(precision(c))]
             for (rule, severity), c in sorted(counts.items())]
    for name in ("warning", "info", "all"):
        c = totals[name]
        lines.append(["ALL", name] + [str(c[x]) for x in ("right", "wrong", "noise", "unlabelled")]
                     + [fmt(precision(c))])
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for line in lines:
            print("| " + " | ".join(("**%s**" % x if line[0] == "ALL" else x) for x in line) + " |")
    else:
        widths = [max(len(r[i]) for r in [header] + lines) for i in range(len(header))]
        for line in [header] + lines:
            print("  ".join(x.ljust(w) if i < 2 else x.rjust(w) for i, (x, w) in enumerate(zip(line, widths))))

    print()
    print("%d schemas, %d findings." % (len(files), sum(totals["all"].values())))
    low = ["%s %s (%s)" % (r, s, fmt(precision(c))) for (r, s), c in sorted(counts.items())
           if precision(c) is not None and precision(c) < 80.0]
    print("Rules under 80%%: %s" % (", ".join(low) if low else "none"))
    unlabelled = sum(c["unlabelled"] for c in counts.values())
    if unlabelled:
        print("%d findings have no label (label them in labels.tsv; tests/realworld fails)." % unlabelled)
    for k in came_back:
        print("came back after being fixed: %s" % "\t".join(k))

    missed_path = os.path.join(args.data, "missed.tsv")
    if os.path.exists(missed_path):
        missed = read_tsv(missed_path)
        found = [m for m in missed if (m["file"], m["rule"], m["object"]) in reported]
        print("Missed problems now reported: %d of %d (missed.tsv)." % (len(found), len(missed)))

    # What is left in `produced` was not matched by any finding.
    gone = {k: labels for k, labels in produced.items() if labels}
    for k, labels in sorted(gone.items()):
        if "right" in labels:
            print("a finding labelled right disappeared: %s" % "\t".join(k))
    if args.mark_fixed and gone:
        mark_fixed(os.path.join(args.data, "labels.tsv"), gone)
    return 0


def mark_fixed(path, gone):
    """Rewrites path with status `fixed` on the unmatched wrong/noise rows, keeping every other byte."""
    remaining = {k: collections.Counter(labels) for k, labels in gone.items()}
    out, changed = [], 0
    with open(path, encoding="utf-8", newline="") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if len(cells) == 7 and cells[5] == "produced" and cells[4] in ("wrong", "noise"):
                left = remaining.get(tuple(cells[:4]))
                if left and left[cells[4]] > 0:
                    left[cells[4]] -= 1
                    cells[5] = "fixed"
                    line = "\t".join(cells) + "\n"
                    changed += 1
            out.append(line)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.writelines(out)
    print("labels.tsv: %d rows marked fixed." % changed)


if __name__ == "__main__":
    sys.exit(main())
