// ES module entry: index.js's exports (Node reads their names from its
// `module.exports` object), and the whole object as the default.
export * from "./index.js";
export { default } from "./index.js";
