"""A DataFrame of hostnames to A-labels on Spark (local mode, two cores):
the batch form through mapInArrow (punycode_rs.spark) and through a
pandas UDF, the same job through PyPI's idna 3.20 (a pandas UDF calling
idna.encode(uts46=True) a row), and Spark's own cost (an identity
mapInArrow). The names are batch_bench.py's, cached before timing; each
job writes to Spark's no-op sink. Best of ROUNDS, per row.

    python spark_bench.py CORPUS_DIR [ROWS] [ROUNDS]
"""

from __future__ import annotations

import os
import pathlib
import sys
import time

os.environ.setdefault("PYSPARK_PYTHON", sys.executable)

from pyspark.sql import SparkSession  # noqa: E402
from pyspark.sql.functions import pandas_udf  # noqa: E402
from pyspark.sql.types import StringType  # noqa: E402

from batch_bench import corpus  # noqa: E402


def identity(batches):
    yield from batches


def ascii_only(batches):
    """mapInArrow with the pandas UDF's output: the A-label column alone."""
    import pyarrow as pa

    import punycode_rs

    for batch in batches:
        out = punycode_rs.to_ascii_many(batch.column("host").to_pylist())
        yield pa.RecordBatch.from_arrays(
            [pa.array([r if isinstance(r, str) else None for r in out], pa.string())], names=["ascii"]
        )


@pandas_udf(StringType())
def ours_udf(hosts):
    import pandas as pd

    import punycode_rs

    return pd.Series([r if isinstance(r, str) else None for r in punycode_rs.to_ascii_many(hosts.tolist())])


@pandas_udf(StringType())
def idna_udf(hosts):
    import idna
    import pandas as pd

    def one(host):
        try:
            return idna.encode(host, uts46=True).decode("ascii")
        except idna.IDNAError:
            return None

    return pd.Series([one(h) for h in hosts])


def main() -> None:
    from punycode_rs.spark import to_ascii

    folder = pathlib.Path(sys.argv[1])
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    spark = (SparkSession.builder.master("local[2]").appName("punycode-rs-bench")
             .config("spark.ui.enabled", "false").config("spark.driver.memory", "4g").getOrCreate())
    names, _ = corpus(folder, rows)
    df = spark.createDataFrame([(n,) for n in names], "host string").repartition(4).cache()
    df.count()
    jobs = {
        "Spark alone (identity mapInArrow)": lambda: df.mapInArrow(identity, df.schema),
        "punycode_rs, mapInArrow (punycode_rs.spark)": lambda: to_ascii(df, "host"),
        "punycode_rs, mapInArrow, the A-label column alone": lambda: df.mapInArrow(ascii_only, "ascii string"),
        "punycode_rs, pandas UDF (the A-label column)": lambda: df.select(ours_udf("host").alias("ascii")),
        "idna 3.20, pandas UDF": lambda: df.select(idna_udf("host").alias("ascii")),
    }
    results = {}
    for _ in range(rounds):
        for name, job in jobs.items():
            start = time.perf_counter()
            job().write.format("noop").mode("overwrite").save()
            elapsed = time.perf_counter() - start
            results[name] = min(results.get(name, float("inf")), elapsed)
    print(f"{rows} rows, local[2], best of {rounds}")
    for name, t in results.items():
        print(f"{name}: {t:.2f} s, {t * 1e9 / rows:.0f} ns a row")
    spark.stop()


if __name__ == "__main__":
    main()
