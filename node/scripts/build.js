"use strict";
// npm's install step: the addon for this platform is built with cargo
// (release profile) and copied next to index.js, unless it is there
// already, as in the tarball that `npm pack` makes (which needs no Rust).
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const { binaryName } = require("../binary.js");

const here = path.resolve(__dirname, "..");
const target = path.join(here, binaryName());
if (fs.existsSync(target) && !process.argv.includes("--force")) {
  process.exit(0);
}
const manifest = path.join(here, "Cargo.toml");
const cargo = process.env.CARGO || "cargo";
try {
  execFileSync(cargo, ["build", "--release", "--locked", "-p", "punycode-node", "--manifest-path", manifest], {
    stdio: "inherit"
  });
} catch (e) {
  console.error("punycode-rs: building the addon needs a Rust toolchain (cargo, https://rustup.rs).");
  throw e;
}
const metadata = JSON.parse(execFileSync(cargo, ["metadata", "--format-version", "1", "--no-deps", "--manifest-path", manifest], {
  encoding: "utf8"
}));
const built = path.join(metadata.target_directory, "release", process.platform === "darwin" ? "libpunycode_node.dylib" : process.platform === "win32" ? "punycode_node.dll" : "libpunycode_node.so");
fs.copyFileSync(built, target);
