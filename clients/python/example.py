#!/usr/bin/env python3
"""A toy agent governed by `loopgov serve`: it sorts a list one bubble-sort pass per step, claims done
too early once, and is told to keep working; the next claim passes the success criterion.

    npm run build && node dist/cli.js serve --trace-dir traces --policy-dir policies &   # prints the token
    LOOPGOV_URL=http://127.0.0.1:8080 LOOPGOV_TOKEN=... python3 clients/python/example.py

It uses project `demo` of the repository's own policies/ (its success criterion is
examples/check-artifact.mjs: the artifact must be the input sorted). Each step goes to the evaluator and
the agent does what the decision says: go on, take the correction hint back, or stop.
"""

import hashlib
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loopgov_client import TERMINAL, LoopgovClient, LoopgovError  # noqa: E402


def bubble_pass(xs: list) -> None:
    for i in range(len(xs) - 1):
        if xs[i] > xs[i + 1]:
            xs[i], xs[i + 1] = xs[i + 1], xs[i]


def sortedness(xs: list) -> float:
    return sum(1 for a, b in zip(xs, xs[1:]) if a <= b) / max(1, len(xs) - 1)


def main() -> int:
    url = os.environ.get("LOOPGOV_URL", "http://127.0.0.1:8080")
    token = os.environ.get("LOOPGOV_TOKEN")
    if not token:
        print("set LOOPGOV_TOKEN to the token loopgov serve printed", file=sys.stderr)
        return 2
    run_id = os.environ.get("LOOPGOV_RUN_ID", f"py-example-{int(time.time())}")
    with LoopgovClient(url, token) as client:
        run = client.create_run(run_id, project="demo", level="L2", profile="dev")
        if run.refused:
            print(f"refused: {run.refused['reason']}: {run.refused.get('detail')}")
            return 3
        numbers = [5, 3, 9, 1, 7, 2]
        work = list(numbers)
        for step in range(1, 20):
            bubble_pass(work)
            artifact = json.dumps({"task": "sort", "input": numbers, "output": work})
            d = run.step(
                step=step,
                intent="sort the list",
                action=f"bubble pass {step}",
                tool="python",
                inputs_ref="sha256:" + hashlib.sha256(artifact.encode()).hexdigest(),
                tokens=800,
                cost_usd=0.004,
                progress=sortedness(work),
                artifact=artifact,
                claims_done=step >= 3,  # too early at step 3: the criterion says no
            )
            print(f"step {step}: {d['decision']} ({d['reason']})" + (f" — {d['correction_hint']}" if d.get("correction_hint") else ""))
            if d["decision"] in TERMINAL:
                break
        s = run.summary()
        print(f"run {run_id}: {s['state']}, {s['iterations']} steps, ${s['cost_usd']}; chain: {s['chain']['scope']}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except LoopgovError as e:
        print(f"loopgov: {e}", file=sys.stderr)
        sys.exit(1)
