"""The Spark form (punycode_rs.spark): a DataFrame of hostnames becomes a
column of A-labels or error codes, in local mode on two cores, the same
answers as to_ascii name by name."""

from __future__ import annotations

import os
import shutil
import sys

import pytest

import punycode_rs

pyspark = pytest.importorskip("pyspark")
if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
    pytest.skip("no Java for Spark", allow_module_level=True)

from punycode_rs.spark import to_ascii, to_unicode  # noqa: E402

from names import names  # noqa: E402


@pytest.fixture(scope="module")
def spark():
    from pyspark.sql import SparkSession

    # The workers run this interpreter (with punycode-rs and pyarrow).
    os.environ["PYSPARK_PYTHON"] = sys.executable

    session = (
        SparkSession.builder.master("local[2]")
        .appName("punycode-rs-test")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    yield session
    session.stop()


def test_a_column_of_hostnames(spark):
    hosts = names(4_000, seed=3) + ["Bücher.example", "a_b.example", None]
    df = spark.createDataFrame([(k, h) for k, h in enumerate(hosts)], "id long, host string").repartition(2)
    rows = {r.id: r for r in to_ascii(df, "host").collect()}
    assert len(rows) == len(hosts)
    for k, host in enumerate(hosts):
        row = rows[k]
        if host is None:
            assert (row.host_ascii, row.host_error) == (None, None)
            continue
        try:
            want = (punycode_rs.to_ascii(host), None)
        except punycode_rs.HostnameError as e:
            want = (None, e.code)
        assert (row.host_ascii, row.host_error) == want, host
    back = to_unicode(spark.createDataFrame([("xn--bcher-kva.example",)], "host string"), "host").collect()
    assert back[0].host_unicode == "bücher.example"
