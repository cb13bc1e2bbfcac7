#!/usr/bin/env python3
"""The closing line of `make test`: "N passed, N failed, N skipped", counted from Swift Testing's event stream.

Usage: test-summary.py STATUS EVENTS
  STATUS: the exit status of `swift test`; EVENTS: its --event-stream-output-path file (JSON Lines, version 0).

Each test function counts once (a parametrised one too). It failed when an issue was recorded for it (known issues and
warnings aside), also one recorded before it could start (a missing tool under CI fails a test in planning, and the
JUnit report leaves those out, which is why the stream is read); it was skipped when the stream says so; it passed
when it ended with neither. A test that never ended (the run crashed) counts as failed, and a run that exited
non-zero counts at least one failure: the line never reads as a pass when the run was not one.
Prints the line last and exits with the run's status (1 when the counts hold a failure the status did not show).
"""
import json
import sys


def read(path):
    """The stream's test functions and suites, and per test ID: ended, skipped, failing issues."""
    functions, suites = [], []
    ended, skipped, issues = set(), set(), {}
    with open(path, encoding="utf-8") as stream:
        for line in stream:
            try:
                record = json.loads(line)
            except ValueError:
                continue  # a line cut short by a crash
            payload = record.get("payload", {})
            if record.get("kind") == "test":
                (functions if payload.get("kind") == "function" else suites).append(payload["id"])
                continue
            kind, test = payload.get("kind"), payload.get("testID")
            if kind == "testEnded" and test:
                ended.add(test)
            elif kind == "testSkipped" and test:
                skipped.add(test)
            elif kind == "issueRecorded":
                issue = payload.get("issue", {})
                if issue.get("isKnown") or issue.get("severity") == "warning":
                    continue
                issues[test] = issues.get(test, 0) + 1
    return functions, suites, ended, skipped, issues


def count(path):
    functions, suites, ended, skipped_ids, issues = read(path)
    failed = {f for f in functions if f in issues}
    skipped = {f for f in functions if f in skipped_ids and f not in failed}
    unfinished = [f for f in functions if f not in ended and f not in failed and f not in skipped]
    passed = len(functions) - len(failed) - len(skipped) - len(unfinished)
    # An issue of a suite, or of no test, that none of the suite's functions carries is one failure more.
    orphans = 0
    for test in issues:
        if test in functions:
            continue
        if test is None or not any(f.startswith(test + "/") or f.startswith(test + ".") for f in failed):
            orphans += 1
    if unfinished:
        print(f"test-summary: {len(unfinished)} tests never ended (the run stopped early); counted as failed",
              file=sys.stderr)
    return passed, len(failed) + len(unfinished) + orphans, len(skipped)


def main():
    status, path = int(sys.argv[1]), sys.argv[2]
    try:
        passed, failed, skipped = count(path)
    except OSError as error:
        print(f"test-summary: no event stream ({error}): the run ended before its first test", file=sys.stderr)
        passed, failed, skipped = 0, 0, 0
    if status != 0 and failed == 0:
        print(f"test-summary: swift test exited {status} with no failed test in its event stream; counted as one failure",
              file=sys.stderr)
        failed = 1
    sys.stderr.flush()
    print(f"{passed} passed, {failed} failed, {skipped} skipped", flush=True)
    return status if status != 0 else (1 if failed else 0)


if __name__ == "__main__":
    sys.exit(main())
