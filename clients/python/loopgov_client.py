"""A client for `loopgov serve` (the loopgov runtime over HTTP), standard library only.

Every iteration of your agent goes through the evaluator: send a step event, get a decision, do what it
says. See docs/serve.md and /api/v1/openapi.json for the API.

    from loopgov_client import LoopgovClient

    client = LoopgovClient("http://127.0.0.1:8080", token)
    run = client.create_run("r-001", project="demo", level="L2", profile="dev")
    decision = run.step(step=1, intent="fix the test", action="edit src/x.py", tool="editor",
                        inputs_ref="sha256:...", tokens=1200, cost_usd=0.01, progress=0.4,
                        artifact="diff --git ...", claims_done=False)
    if decision["decision"] == "CORRECT":
        tell_the_model(decision["correction_hint"])

A client holds one keep-alive connection: use one per thread.
"""

from __future__ import annotations

import http.client
import json
import time
import urllib.parse
from typing import Any, Dict, Iterator, Optional

__all__ = ["LoopgovClient", "LoopgovError", "Run", "TERMINAL"]

#: Decisions that end a run: no further step is accepted.
TERMINAL = frozenset({"DONE", "HALT", "ESCALATE"})

_CSRF = {"X-Loopgov-CSRF": "1"}
#: Below the server's keep-alive timeout (5 s).
_IDLE_SEC = 4.0


class LoopgovError(Exception):
    """An error answer of the API: `status` (HTTP), `code` (e.g. ERR_AUTH) and the message.

    For a step whose body was refused, `decision` holds the HALT that ended the run.
    """

    def __init__(self, status: int, code: str, message: str, decision: Optional[dict] = None):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.decision = decision


class LoopgovClient:
    """The API of one `loopgov serve`: base URL (e.g. http://127.0.0.1:8080) and its bearer token."""

    def __init__(self, base_url: str, token: str, timeout: float = 330.0):
        url = urllib.parse.urlsplit(base_url)
        if url.scheme not in ("http", "https") or not url.hostname:
            raise ValueError(f"base_url must be http(s)://host:port, got {base_url!r}")
        self._scheme = url.scheme
        self._host = url.hostname
        self._port = url.port or (443 if url.scheme == "https" else 80)
        self._token = token
        # A step may wait for command gates (timeout_sec up to minutes): the default is generous.
        self._timeout = timeout
        self._conn: Optional[http.client.HTTPConnection] = None
        self._last_used = 0.0

    # -- runs -------------------------------------------------------------------------------------

    def create_run(self, run_id: str, project: str, level: str, profile: str) -> "Run":
        """Starts a governed run under the server's pinned policy. A run refused before its first step
        (policy unavailable, level not allowed…) comes back with `run.refused` set to that HALT."""
        body = self._request("POST", "/api/v1/runs",
                             {"run_id": run_id, "project": project, "level": level, "profile": profile})
        return Run(self, run_id, body.get("refused"))

    def step(self, run_id: str, event: Dict[str, Any]) -> Dict[str, Any]:
        """One step event → the decision (CONTINUE, CORRECT, DONE, HALT or ESCALATE)."""
        return self._request("POST", f"/api/v1/runs/{_seg(run_id)}/steps", event)

    def halt(self, run_id: str, by: str, reason: str) -> Dict[str, Any]:
        """The loop-breaker: the run's next step is HALT (human), whichever process runs it."""
        return self._request("POST", f"/api/v1/runs/{_seg(run_id)}/halt", {"by": by, "reason": reason})

    def run(self, run_id: str) -> Dict[str, Any]:
        """A run's summary: state, budget gauges, convergence, outcome and chain status."""
        return self._request("GET", f"/api/v1/runs/{_seg(run_id)}")

    def runs(self, state: Optional[str] = None, project: Optional[str] = None, limit: int = 200) -> list:
        """Runs in the server's trace dir, newest first (state: running, done, halted, escalated)."""
        q = {"limit": str(limit)}
        if state is not None:
            q["state"] = state
        if project is not None:
            q["project"] = project
        return self._request("GET", "/api/v1/runs?" + urllib.parse.urlencode(q))["runs"]

    def records(self, run_id: str, start: int = 0, limit: int = 500) -> Dict[str, Any]:
        """The trace from record `start`: {records, checks, next, eof}."""
        q = urllib.parse.urlencode({"from": start, "limit": limit})
        return self._request("GET", f"/api/v1/runs/{_seg(run_id)}/records?{q}")

    def inbox(self) -> list:
        """Escalated runs waiting for a person: reason, age, `head` (what a resume binds), what a resume
        could grant (`grantable`), answers waiting."""
        return self._request("GET", "/api/v1/inbox")["runs"]

    def resume(self, run_id: str, token: str) -> Dict[str, Any]:
        """Answers an escalated run with a signed resume token (made where the key is:
        `loopgov resume … --print`). The server verifies it: {status: continued, state: running} — the
        run's next steps come over `step` — or {status: ended, decision} for a halt. A refused token
        raises LoopgovError 403 ERR_RESUME_REFUSED naming every reason; the run stays escalated."""
        return self._request("POST", f"/api/v1/runs/{_seg(run_id)}/resume", {"token": token})

    def health(self) -> Dict[str, Any]:
        return self._request("GET", "/api/v1/health")

    def events(self, run_id: str, last_event_id: Optional[int] = None) -> Iterator[Dict[str, Any]]:
        """Follows a run's records as Server-Sent Events: yields {"id", "event", "data"} (data parsed).
        `last_event_id` resumes after that record. Heartbeats are yielded too (event "heartbeat").
        Uses its own connection; stop by breaking out of the loop."""
        conn = self._connect(timeout=60)
        headers = {"Authorization": f"Bearer {self._token}", "Accept": "text/event-stream"}
        if last_event_id is not None:
            headers["Last-Event-ID"] = str(last_event_id)
        conn.request("GET", f"/api/v1/runs/{_seg(run_id)}/events", headers=headers)
        res = conn.getresponse()
        if res.status != 200:
            _raise(res.status, res.read())
        try:
            event: Dict[str, Any] = {"id": None, "event": "message", "data": None}
            while True:
                raw = res.readline()
                if not raw:
                    return
                line = raw.decode("utf-8").rstrip("\n")
                if line == "":
                    if event["data"] is not None:
                        yield event
                    event = {"id": None, "event": "message", "data": None}
                elif line.startswith(":"):
                    continue
                else:
                    field, _, value = line.partition(": ")
                    if field == "id":
                        event["id"] = int(value)
                    elif field == "event":
                        event["event"] = value
                    elif field == "data":
                        event["data"] = json.loads(value)
        finally:
            conn.close()

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> "LoopgovClient":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transport --------------------------------------------------------------------------------

    def _connect(self, timeout: float) -> http.client.HTTPConnection:
        cls = http.client.HTTPSConnection if self._scheme == "https" else http.client.HTTPConnection
        return cls(self._host, self._port, timeout=timeout)

    def _request(self, method: str, path: str, body: Any = None) -> Dict[str, Any]:
        headers = {"Authorization": f"Bearer {self._token}", "Accept": "application/json"}
        payload = None
        if body is not None:
            payload = json.dumps(body, ensure_ascii=False, allow_nan=False).encode("utf-8")
            headers["Content-Type"] = "application/json"
        if method != "GET":
            headers.update(_CSRF)
        # The server closes a keep-alive connection idle for 5 s: never send a step on one that old.
        if self._conn is not None and time.monotonic() - self._last_used > _IDLE_SEC:
            self.close()
        for attempt in (0, 1):
            fresh = self._conn is None
            if self._conn is None:
                self._conn = self._connect(self._timeout)
            try:
                self._conn.request(method, path, body=payload, headers=headers)
                res = self._conn.getresponse()
                data = res.read()
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                self.close()
                # Only a read and a step are sent again: a step sent twice gets its decision again
                # (X-Loopgov-Replay, nothing recorded); a second create or halt would be another one.
                if fresh or not (method == "GET" or path.endswith("/steps")) or attempt == 1:
                    raise
                continue
            self._last_used = time.monotonic()
            if (res.getheader("Connection") or "").lower() == "close":
                self.close()
            if res.status >= 400:
                _raise(res.status, data)
            return json.loads(data) if data else {}
        raise AssertionError("unreachable")


class Run:
    """A run created through this client; `refused` is the HALT when it could not start."""

    def __init__(self, client: LoopgovClient, run_id: str, refused: Optional[dict]):
        self.client = client
        self.run_id = run_id
        self.refused = refused
        self.outcome: Optional[dict] = refused

    def step(self, **event: Any) -> Dict[str, Any]:
        """Sends one step event (the fields of SPEC §4.2 as keyword arguments) and returns the decision."""
        d = self.client.step(self.run_id, event)
        if d.get("decision") in TERMINAL:
            self.outcome = d
        return d

    def resume(self, token: str) -> Dict[str, Any]:
        """Answers this run's escalation (see LoopgovClient.resume); a resumed run can step again."""
        r = self.client.resume(self.run_id, token)
        if r.get("status") == "continued":
            self.outcome = None
        else:
            self.outcome = r.get("decision")
        return r

    def halt(self, by: str, reason: str) -> Dict[str, Any]:
        return self.client.halt(self.run_id, by, reason)

    def summary(self) -> Dict[str, Any]:
        return self.client.run(self.run_id)


def _seg(run_id: str) -> str:
    return urllib.parse.quote(run_id, safe="")


def _raise(status: int, data: bytes) -> None:
    try:
        body = json.loads(data)
        err = body.get("error", {})
        raise LoopgovError(status, err.get("code", "ERR_HTTP"), err.get("message", ""), body.get("decision"))
    except (ValueError, AttributeError):
        raise LoopgovError(status, "ERR_HTTP", data[:200].decode("utf-8", "replace")) from None
