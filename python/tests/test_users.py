"""The libraries that use PyPI's idna (requests, httpx, urllib3, trio,
yarl) on ours after install_as_idna(), with no change to their code: each
converts an internationalized host through our functions (counted) and
gets the right answer. Skipped where a library is not installed (CI
installs them from PyPI)."""

from __future__ import annotations

import subprocess
import sys

import pytest

LIBRARIES = ["requests", "httpx", "urllib3", "trio", "yarl"]

SCRIPT = r"""
import punycode_rs
punycode_rs.install_as_idna()
import idna
calls = []
encode, decode = idna.encode, idna.decode
def counted_encode(*args, **kwargs):
    calls.append("encode")
    return encode(*args, **kwargs)
def counted_decode(*args, **kwargs):
    calls.append("decode")
    return decode(*args, **kwargs)
idna.encode, idna.decode = counted_encode, counted_decode

import {library}
if "{library}" == "requests":
    url = requests.Request("GET", "http://Bücher.example/path").prepare().url
    assert url == "http://xn--bcher-kva.example/path", url
elif "{library}" == "httpx":
    assert httpx.URL("http://Bücher.example/").raw_host == b"xn--bcher-kva.example"
    assert httpx.URL("http://xn--bcher-kva.example/").host == "bücher.example"
elif "{library}" == "urllib3":
    assert urllib3.util.parse_url("http://bücher.example/").host == "xn--bcher-kva.example"
elif "{library}" == "trio":
    import trio._socket
    assert trio._socket.encode_hostname("Bücher.example") == b"xn--bcher-kva.example"
elif "{library}" == "yarl":
    assert yarl.URL("http://Bücher.example/").raw_host == "xn--bcher-kva.example"
    assert yarl.URL("http://xn--bcher-kva.example/").host == "bücher.example"
assert calls, "{library} did not call idna"
print(len(calls))
"""


@pytest.mark.parametrize("library", LIBRARIES)
def test_library_uses_ours(library):
    pytest.importorskip(library)
    out = subprocess.run([sys.executable, "-c", SCRIPT.replace("{library}", library)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert int(out.stdout) >= 1
