//! Reading criterion's results back, for the benchmarks' summary tables.

use std::path::PathBuf;

/// Where criterion writes its results: `$CARGO_TARGET_DIR/criterion`, or
/// the workspace's `target/criterion`.
fn criterion_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(
            || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target"),
            PathBuf::from,
        )
        .join("criterion")
}

/// The mean time in ns of one iteration of `group/function`, as criterion
/// estimated it in the last run, if there is one.
pub fn mean_ns(group: &str, function: &str) -> Option<f64> {
    let path = criterion_dir()
        .join(group)
        .join(function)
        .join("new/estimates.json");
    let json = std::fs::read_to_string(path).ok()?;
    // {"mean":{"confidence_interval":{...},"point_estimate":123.4,...
    let mean = &json[json.find("\"mean\"")?..];
    let value = &mean[mean.find("\"point_estimate\":")? + "\"point_estimate\":".len()..];
    let end = value.find([',', '}'])?;
    value[..end].trim().parse().ok()
}
