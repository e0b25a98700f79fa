"use strict";
// The addon's file name for this platform, as napi-rs names them
// (Linux: glibc's; a musl system builds its own with `npm install`).
function binaryName() {
  const abi = { linux: "-gnu", win32: "-msvc" }[process.platform] || "";
  return `punycode-rs.${process.platform}-${process.arch}${abi}.node`;
}
module.exports = { binaryName };
