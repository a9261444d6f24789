"""``ogallala serve`` reads an ``apply`` line it has read before but for the id from what it
kept (``protocol.kept_requests``): the request is the one validation makes, with the
line's own id, and every line validation refuses is refused all the same, read first or
again."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from ogallala.protocol import messages as P
from ogallala.protocol.kept_requests import parse_request

LINE = b'{"cmd":"apply","id":%s,"action":{"kind":"place","at":{"row":1,"col":3},"shift":null},"text":"place r1c3"}\n'
OTHER = b'{"cmd":"apply","id":%s,"action":{"kind":"attack","targets":[{"player":"South","boat":{"row":2,"first":1,"last":4}}]}}\n'


def _outcome(read: object, line: bytes) -> object:
    try:
        return read(line)  # type: ignore[operator]
    except (ValidationError, ValueError) as error:
        return type(error)


@pytest.mark.parametrize("template", [LINE, OTHER], ids=["place", "attack"])
def test_a_line_read_again_is_the_request_validation_makes_with_its_own_id(template: bytes) -> None:
    for rid in (b"7", b"0", b"8", b"9223372036854775807", b"123456"):
        line = template % rid
        assert parse_request(line) == P.parse_request(line)
        again = parse_request(line)
        assert again == P.parse_request(line) and again.id == int(rid)
        assert again.action == P.parse_request(line).action


@pytest.mark.parametrize("rid", [b"01", b"-1", b"-0", b"9223372036854775808", b"99999999999999999999", b"1.0",
                                 b"1e3", b'"5"', b"", b"true", b"7,\"id\":8"])
def test_an_odd_id_is_read_as_validation_reads_it(rid: bytes) -> None:
    parse_request(LINE % b"3")  # the rest of the line is kept
    line = LINE % rid
    assert _outcome(parse_request, line) == _outcome(P.parse_request, line)
    assert _outcome(parse_request, line) == _outcome(P.parse_request, line)


def test_a_line_refused_once_is_refused_again() -> None:
    bad = b'{"cmd":"apply","id":4,"action":{"kind":"place","at":{"row":1,"col":-3}}}\n'
    for _ in range(2):
        with pytest.raises(ValidationError):
            parse_request(bad)
    assert parse_request(b'{"cmd":"legal","id":4}\n') == P.LegalRequest(id=4)


def test_a_questions_line_is_the_line_pydantic_writes() -> None:
    """The harness writes ``legal``, ``score`` and ``state`` lines itself (``process._line``)."""
    from ogallala.protocol.process import _line

    for make in (P.LegalRequest, P.ScoreRequest, P.StateRequest):
        for rid in (0, 17, -(2**63), 2**63 - 1):
            assert _line(make(id=rid)) == P.encode(make(id=rid))


def test_a_long_line_is_read_each_time_and_not_kept() -> None:
    from ogallala.protocol import kept_requests

    long = (b'{"cmd":"apply","id":%s,"action":{"kind":"stop"},"text":"' + b"x" * 5000 + b'"}\n')
    before = len(kept_requests._KEPT)
    for rid in (b"1", b"2"):
        assert parse_request(long % rid) == P.parse_request(long % rid)
    assert len(kept_requests._KEPT) == before
