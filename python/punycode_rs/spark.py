"""Hostnames in a Spark DataFrame, through the batch form: each Arrow
batch of a column goes to ``to_ascii_many`` (or ``to_unicode_many``) at
once, with the GIL released, in every Python worker. The same code runs
in local mode and on a cluster (each executor needs punycode-rs
installed, as it needs pyarrow).

    >>> from punycode_rs.spark import to_ascii
    >>> out = to_ascii(df, "host")   # adds host_ascii and host_error
    >>> out.filter("host_error IS NULL").select("host_ascii")

``host_ascii`` is the name's ASCII form, or null; ``host_error`` is null,
or the rule's code (``HostnameError.code``, such as ``"U1"``) for a name
that is refused.

Needed only here: pyspark, pyarrow, and pandas 2.2 or later (PySpark
4's Arrow path imports it). The Python workers must run the interpreter
that has these and punycode-rs: set ``PYSPARK_PYTHON`` to it (in a
virtualenv, its ``bin/python``), or the workers fail with ``No module
named 'pyarrow'``.
"""

from __future__ import annotations

from typing import Any, Iterator, Literal, Optional

# The engine's profiles (`punycode_rs.to_ascii_many`'s `profile`).
Profile = Literal["lookup", "url", "registration"]


def _convert(df: Any, column: str, profile: Profile, direction: str, out: Optional[str], error: Optional[str]) -> Any:
    from pyspark.sql.types import StringType, StructField, StructType

    out = out or f"{column}_{direction}"
    error = error or f"{column}_error"
    schema = StructType(list(df.schema.fields) + [StructField(out, StringType()), StructField(error, StringType())])

    def run(batches: Iterator[Any]) -> Iterator[Any]:
        import pyarrow as pa

        import punycode_rs

        many = punycode_rs.to_ascii_many if direction == "ascii" else punycode_rs.to_unicode_many
        for batch in batches:
            results = many(batch.column(column).to_pylist(), profile)
            names = [r if isinstance(r, str) else None for r in results]
            codes = [r.code if isinstance(r, punycode_rs.Refused) else None for r in results]
            yield pa.RecordBatch.from_arrays(
                list(batch.columns) + [pa.array(names, pa.string()), pa.array(codes, pa.string())],
                names=list(batch.schema.names) + [out, error],
            )

    return df.mapInArrow(run, schema)


def to_ascii(df: Any, column: str, profile: Profile = "lookup", out: Optional[str] = None, error: Optional[str] = None) -> Any:
    """``df`` with two columns more: ``column``'s names to ASCII
    (``{column}_ascii``, or ``out``) and the code of each refusal
    (``{column}_error``, or ``error``)."""
    return _convert(df, column, profile, "ascii", out, error)


def to_unicode(df: Any, column: str, profile: Profile = "lookup", out: Optional[str] = None, error: Optional[str] = None) -> Any:
    """As ``to_ascii``, to Unicode (``{column}_unicode``)."""
    return _convert(df, column, profile, "unicode", out, error)
