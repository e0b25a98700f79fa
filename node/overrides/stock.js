"use strict";
// In the project with stock tr46: what whatwg-url makes of every URL.
const { parseAll } = require("./urls.js");
process.stdout.write(JSON.stringify(parseAll(require("whatwg-url"))));
