"use strict";
// The README's example runs, with its assertions, as a user would run it
// (`require("punycode-rs")` resolves to this package by its own name).
const { test } = require("node:test");
const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");

test("the README's example", () => {
  const readme = fs.readFileSync(path.join(__dirname, "..", "README.md"), "utf8");
  const block = readme.match(/```js\n([\s\S]*?)```/);
  if (!block) {
    throw new Error("no js block in the README");
  }
  vm.runInThisContext(`(function (require) {\n${block[1]}\n})`)(require);
});
