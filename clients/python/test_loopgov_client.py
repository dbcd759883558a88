"""Tests of loopgov_client.py against a real `loopgov serve` (LOOPGOV_URL, LOOPGOV_TOKEN): run by
test/clients/python.test.ts, which starts the server with the test policy folder."""

import os
import subprocess
import sys
import threading
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loopgov_client import TERMINAL, LoopgovClient, LoopgovError  # noqa: E402

URL = os.environ["LOOPGOV_URL"]
TOKEN = os.environ["LOOPGOV_TOKEN"]
TRACE_DIR = os.environ.get("LOOPGOV_TRACE_DIR")


def event(n, **over):
    e = {"step": n, "intent": "work", "action": f"action {n}", "tool": "editor", "inputs_ref": f"ref-{n}",
         "tokens": 10, "cost_usd": 0.001, "progress": n, "artifact": "draft", "claims_done": False}
    e.update(over)
    return e


class ClientTest(unittest.TestCase):
    def setUp(self):
        self.client = LoopgovClient(URL, TOKEN)

    def tearDown(self):
        self.client.close()

    def test_a_run_to_done(self):
        run = self.client.create_run("py-done", project="t", level="L2", profile="dev")
        self.assertIsNone(run.refused)
        self.assertEqual(run.step(**event(1))["decision"], "CONTINUE")
        d = run.step(**event(2, claims_done=True))
        self.assertEqual((d["decision"], d["reason"]), ("CORRECT", "self_declared_done"))
        self.assertTrue(d["correction_hint"])
        d = run.step(**event(3, claims_done=True, artifact="good"))
        self.assertEqual((d["decision"], d["reason"]), ("DONE", "success"))
        self.assertEqual(run.outcome, d)
        self.assertIn("DONE", TERMINAL)
        s = run.summary()
        self.assertEqual((s["state"], s["iterations"], s["chain"]["ok"]), ("done", 3, True))
        with self.assertRaises(LoopgovError) as e:
            run.step(**event(4))
        self.assertEqual((e.exception.status, e.exception.code), (409, "ERR_RUN_STATE"))

    def test_halt_reaches_the_next_step(self):
        run = self.client.create_run("py-halt", project="t", level="L2", profile="dev")
        run.step(**event(1))
        self.assertEqual(run.halt("py-test", "enough")["status"], "requested")
        d = run.step(**event(2))
        self.assertEqual((d["decision"], d["reason"]), ("HALT", "human"))

    def test_a_refused_run(self):
        run = self.client.create_run("py-refused", project="t", level="L5", profile="dev")
        self.assertEqual(run.refused["reason"], "level_not_allowed")

    def test_an_invalid_event_is_an_error_with_the_halt(self):
        self.client.create_run("py-bad", project="t", level="L2", profile="dev")
        with self.assertRaises(LoopgovError) as e:
            self.client.step("py-bad", {"step": 1})
        self.assertEqual((e.exception.status, e.exception.code), (400, "ERR_STEP_INVALID"))
        self.assertEqual(e.exception.decision["reason"], "invalid_event")

    def test_errors_carry_codes(self):
        with self.assertRaises(LoopgovError) as e:
            LoopgovClient(URL, "wrong-token").health()
        self.assertEqual((e.exception.status, e.exception.code), (401, "ERR_AUTH"))
        with self.assertRaises(LoopgovError) as e:
            self.client.run("no-such-run")
        self.assertEqual(e.exception.status, 404)
        with self.assertRaises(LoopgovError) as e:
            self.client.create_run("../x", project="t", level="L2", profile="dev")
        self.assertEqual((e.exception.status, e.exception.code), (400, "ERR_REQUEST"))

    def test_lists_records_inbox_and_events(self):
        run = self.client.create_run("py-list", project="py-proj", level="L2", profile="dev")
        for n in (1, 2, 3):
            run.step(**event(n, action="same", inputs_ref="same"))  # oscillation → ESCALATE
        self.assertEqual([r["run_id"] for r in self.client.runs(project="py-proj")], ["py-list"])
        self.assertIn("py-list", [r["run_id"] for r in self.client.inbox()])
        page = self.client.records("py-list", start=1)
        self.assertEqual(page["records"][0]["index"], 1)
        self.assertTrue(all(c["hash"] for c in page["checks"]))
        seen = []
        for e in self.client.events("py-list", last_event_id=2):
            if e["event"] == "record":
                seen.append(e["id"])
            if e["id"] == 4:
                break
        self.assertEqual(seen, [3, 4])

    @unittest.skipUnless(TRACE_DIR, "LOOPGOV_TRACE_DIR not set")
    def test_resume_with_a_token_signed_by_the_cli(self):
        run = self.client.create_run("py-resume", project="t", level="L2", profile="dev")
        for n in (1, 2, 3):
            d = run.step(**event(n, action="same", inputs_ref="same"))
        self.assertEqual((d["decision"], d["reason"]), ("ESCALATE", "oscillation"))
        entry = next(e for e in self.client.inbox() if e["run_id"] == "py-resume")
        self.assertEqual(entry["head"], run.summary()["escalation_head"])
        with self.assertRaises(LoopgovError) as e:
            run.resume("not.a.token")
        self.assertEqual((e.exception.status, e.exception.code), (403, "ERR_RESUME_REFUSED"))
        # Signed where the key is: `loopgov resume … --print` (the client never holds a key).
        token = subprocess.run(
            [os.environ["LOOPGOV_NODE"], os.environ["LOOPGOV_CLI"], "resume", "--trace-dir", TRACE_DIR,
             "--run-id", "py-resume", "--key", "test/fixtures/keys/alice-2026.private.jwk.json",
             "--grant", "max_steps=2", "--print"],
            check=True, capture_output=True, text=True).stdout.strip()
        self.assertEqual(run.resume(token)["status"], "continued")
        d = run.step(**event(4, artifact="good", claims_done=True))
        self.assertEqual((d["decision"], d["budget"]["limits"]["max_steps"]), ("DONE", 10))

    def test_keep_alive_survives_an_idle_connection(self):
        self.client.health()
        self.client._last_used -= 10  # as if it sat idle past the server's keep-alive timeout
        self.assertTrue(self.client.health()["ok"])

    def test_one_client_per_thread(self):
        errors = []

        def work(i):
            try:
                with LoopgovClient(URL, TOKEN) as c:
                    r = c.create_run(f"py-thread-{i}", project="t", level="L2", profile="dev")
                    for n in (1, 2):
                        r.step(**event(n))
            except Exception as e:  # noqa: BLE001
                errors.append(e)

        threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])


if __name__ == "__main__":
    unittest.main()
