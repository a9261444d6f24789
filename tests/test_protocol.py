"""The protocol: the models, the generated schema and transcript, and `ogallala serve`'s
answers to everything, good and bad."""

from __future__ import annotations

import json
import subprocess
import sys
import typing
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ogallala.model import actions as A
from ogallala.protocol import messages as P
from ogallala.model import state as S
from ogallala.protocol.inprocess import InProcess
from ogallala.protocol.server import Server
from ogallala.protocol.transcript import POSITION, extract, markdown
from ogallala.notation import parse_action, parse_state

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "protocol.md"
SCHEMA = ROOT / "docs" / "protocol.schema.json"
SERVE = [sys.executable, "-m", "ogallala", "serve"]


def test_the_schema_file_is_generated_from_the_models() -> None:
    assert SCHEMA.read_text(encoding="utf-8") == P.schema_text(), (
        "docs/protocol.schema.json is stale: regenerate it with `ogallala serve --schema > docs/protocol.schema.json`"
    )


def test_the_schema_requires_every_tag() -> None:
    defs = P.schema()["$defs"]
    assert defs["ApplyRequest"]["required"][:2] == ["cmd", "id"]
    assert "kind" in defs["Draw"]["required"]
    assert "type" in defs["HelloReply"]["required"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"id": 1, "action": {"pile": 1}}, {**P.schema(), "$ref": "#/$defs/ApplyRequest"})


def test_the_document_holds_a_fresh_transcript() -> None:
    assert extract(DOC.read_text(encoding="utf-8")) == markdown(SERVE), (
        "the transcript in docs/protocol.md is stale: replace the block between its markers with "
        "the output of `ogallala serve --transcript`"
    )


def _transcript() -> list[tuple[str, str]]:
    pairs, request = [], None
    for line in extract(DOC.read_text(encoding="utf-8")).splitlines():
        if line.startswith("> "):
            request = line[2:]
        elif line.startswith("< "):
            pairs.append((request, line[2:]))
    return pairs


def test_every_message_of_the_transcript_validates_against_the_schema_and_the_models() -> None:
    schema = P.schema()
    requests = jsonschema.Draft202012Validator({**schema, "$ref": "#/$defs/Request"})
    replies = jsonschema.Draft202012Validator({**schema, "$ref": "#/$defs/Reply"})
    pairs = _transcript()
    assert len(pairs) >= 10
    seen = set()
    for request, reply in pairs:
        requests.validate(json.loads(request))
        replies.validate(json.loads(reply))
        parsed = P.parse_reply(reply)
        assert parsed.id == P.parse_request(request).id
        seen.add(parsed.type)
    assert seen == {"hello", "error", "state", "legal", "applied", "rejected", "score", "stopped"}


def _names(model: type) -> set[str]:
    return set(model.model_fields)


def test_the_document_names_every_field_kind_and_code() -> None:
    text = DOC.read_text(encoding="utf-8")
    pending = typing.get_args(typing.get_args(S.Pending)[0])
    action_kinds = [m.model_fields["kind"].default for m in typing.get_args(typing.get_args(A.Action)[0])]
    wanted = (
        _names(S.State) | _names(S.Player) | {m.model_fields["kind"].default for m in pending}
        | set(typing.get_args(A.Event.model_fields["kind"].annotation)) | set(action_kinds)
        | set(typing.get_args(P.ErrorCode)) | set(P.ANSWERS) | {t for ts in P.ANSWERS.values() for t in ts}
        | _names(A.Event) | {f for m in pending for f in _names(m)}
    )
    missing = sorted(w for w in wanted if f"`{w}`" not in text)
    assert not missing, f"docs/protocol.md does not mention: {', '.join(missing)}"


# -- the reference engine behind the protocol ---------------------------------------------

LOADED = parse_state(POSITION)
BAD_STATE = LOADED.model_copy(update={"turn": "Nobody"}).model_dump_json()

ERRORS = {
    b"not json": ("bad-request", None),
    b"[1, 2]": ("bad-request", None),
    b"\xff\xfe{}": ("bad-request", None),
    b'{"id": 3}': ("bad-request", 3),
    b'{"cmd": "fly", "id": 4}': ("unknown-command", 4),
    b'{"cmd": "legal", "id": 5}': ("no-game", 5),
    b'{"cmd": "score", "id": 5}': ("no-game", 5),
    b'{"cmd": "legal", "id": "5"}': ("bad-request", None),
    b'{"cmd": "legal", "id": 5, "verbose": true}': ("bad-request", 5),
    b'{"cmd": "start", "id": 6, "edition": "amigo", "players": ["North"]}': ("invalid-setup", 6),
    b'{"cmd": "start", "id": 7, "edition": "amigo", "players": ["North", "north"]}': ("invalid-setup", 7),
    b'{"cmd": "start", "id": 8, "edition": "chess", "players": ["North", "South"]}': ("unsupported", 8),
    b'{"cmd": "start", "id": 9, "edition": "amigo", "players": ["North", "South"], "options": ["wide"]}': ("invalid-setup", 9),
    b'{"cmd": "start", "id": 10, "edition": "amigo", "players": ["North", "South"], "piles": [["furs"], [], []]}':
        ("invalid-setup", 10),
    b'{"cmd": "load", "id": 11, "state": ' + BAD_STATE.encode() + b"}": ("invalid-state", 11),
    b'{"cmd": "apply", "id": 12, "action": {"kind": "fly"}}': ("bad-request", 12),
}


@pytest.mark.parametrize("line", list(ERRORS), ids=[k.decode("utf-8", "replace")[:40] for k in ERRORS])
def test_a_bad_request_gets_an_error_reply_with_its_code(line: bytes) -> None:
    reply, done = Server(InProcess()).handle(line)
    code, rid = ERRORS[line]
    assert isinstance(reply, P.ErrorReply), reply
    assert (reply.code, reply.id, done) == (code, rid, False)
    assert reply.message and "\n" not in reply.message


def test_an_invalid_state_is_refused_with_every_problem_named() -> None:
    reply, _ = Server(InProcess()).handle(b'{"cmd": "load", "id": 1, "state": ' + BAD_STATE.encode() + b"}")
    assert "Nobody" in reply.message and "rule turn.order" in reply.message


def test_an_exception_of_the_engine_becomes_an_internal_error() -> None:
    class Broken(InProcess):
        def legal(self):  # type: ignore[override]
            raise ZeroDivisionError("oops")

    server = Server(Broken())
    server.handle(P.encode(P.LoadRequest(id=1, state=LOADED)).encode())
    reply, _ = server.handle(b'{"cmd": "legal", "id": 2}')
    assert (reply.code, reply.id) == ("internal", 2)
    assert "ZeroDivisionError: oops" in reply.message


def test_the_server_plays_a_game() -> None:
    server = Server(InProcess())
    reply, _ = server.handle(P.encode(P.LoadRequest(id=1, state=LOADED)).encode())
    assert isinstance(reply, P.StateReply) and reply.state == LOADED
    reply, _ = server.handle(P.encode(P.ApplyRequest(id=2, action=parse_action("draw"))).encode())
    assert isinstance(reply, P.AppliedReply) and reply.events[0].kind == "drew"
    reply, _ = server.handle(P.encode(P.ApplyRequest(id=3, action=parse_action("place r9c9"))).encode())
    assert isinstance(reply, P.RejectedReply) and reply.rule.startswith("placement.")
    reply, done = server.handle(b'{"cmd": "stop", "id": 4}')
    assert isinstance(reply, P.StoppedReply) and done


REQUESTS = [
    P.HelloRequest(id=1),
    P.StartRequest(id=2, edition="amigo", players=("North", "South"), options=("tribes",), seed=2**64 - 1),
    P.StartRequest(id=3, edition="ass-i", players=("A", "B"), piles=(("i1", "bow"), ())),
    P.LoadRequest(id=4, state=LOADED, notation=POSITION),
    P.LegalRequest(id=5),
    P.ApplyRequest(id=6, action=parse_action("attack South r2c3-r2c9 and West r1c1-r1c5"), text="x"),
    P.StateRequest(id=7),
    P.ScoreRequest(id=8),
    P.StopRequest(id=9),
]


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: r.cmd)
def test_a_request_survives_the_wire(request_) -> None:
    line = P.encode(request_)
    assert "\n" not in line and line.startswith(f'{{"cmd":"{request_.cmd}","id":')
    assert P.parse_request(line) == request_


def test_replies_are_read_strictly() -> None:
    assert P.parse_reply('{"type": "stopped", "id": 1}') == P.StoppedReply(id=1)
    for bad in ('{"type": "stopped", "id": "1"}', '{"type": "stopped", "id": 1.5}', '{"type": "stopped", "id": 1, "x": 0}',
                '{"type": "legal", "id": 1, "actions": [{"action": {"kind": "draw", "pile": "2"}}]}'):
        with pytest.raises(ValueError):
            P.parse_reply(bad)


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8) | st.sampled_from(list(P.ANSWERS)),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["cmd", "id", "state", "action", "edition", "players", "x"]), inner, max_size=5),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.binary(max_size=60), JSONISH.map(lambda v: json.dumps(v).encode())))
def test_whatever_arrives_the_server_answers_with_a_valid_reply(line: bytes) -> None:
    reply, _ = Server(InProcess()).handle(line)
    assert P.parse_reply(P.encode(reply)) == reply


def test_ogallala_serve_answers_every_line_and_ends_cleanly() -> None:
    lines = [
        b'{"cmd":"hello","id":1,"protocol":1}',
        b"garbage",
        b"",
        b"x" * (17 << 20),  # longer than the server reads: skipped with an error reply
        b'{"cmd":"load","id":2,"state":' + LOADED.model_dump_json().encode() + b"}",
        b'{"cmd":"legal","id":3}',
        b'{"cmd":"state","id":4}',
    ]
    done = subprocess.run(SERVE, input=b"\n".join(lines) + b"\n", capture_output=True, timeout=60)
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 0, done.stderr
    assert [r["type"] for r in replies] == ["hello", "error", "error", "state", "legal", "state"]
    assert [r["id"] for r in replies] == [1, None, None, 2, 3, 4]
    assert "longer than" in replies[2]["message"]
    assert replies[5]["notation"] and P.parse_reply(json.dumps(replies[5])).state == LOADED
    assert b"Traceback" not in done.stderr


def test_ogallala_serve_stops_on_stop() -> None:
    done = subprocess.run(SERVE, input=b'{"cmd":"stop","id":7}\n{"cmd":"legal","id":8}\n', capture_output=True, timeout=60)
    assert done.returncode == 0
    assert [json.loads(line) for line in done.stdout.splitlines()] == [{"type": "stopped", "id": 7}]


def test_ogallala_serve_keeps_stray_prints_off_the_protocol(monkeypatch: pytest.MonkeyPatch) -> None:
    code = (
        "import sys, ogallala.protocol.inprocess as ip\n"
        "orig = ip.InProcess.legal\n"
        "def noisy(self):\n    print('debug: thinking'); return orig(self)\n"
        "ip.InProcess.legal = noisy\n"
        "from ogallala.commands.cli import main; sys.exit(main(['serve']))\n"
    )
    request = b'{"cmd":"load","id":1,"state":' + LOADED.model_dump_json().encode() + b'}\n{"cmd":"legal","id":2}\n'
    done = subprocess.run([sys.executable, "-c", code], input=request, capture_output=True, timeout=60)
    assert [json.loads(line)["type"] for line in done.stdout.splitlines()] == ["state", "legal"]
    assert b"debug: thinking" in done.stderr
