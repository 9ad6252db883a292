// Builds assets/serve/codemirror.js, the one script of CodeMirror 6 that `reglament serve` embeds
// (`include_str!`), from the packages pinned in package-lock.json:
//
//   npm ci && node build.mjs           writes the bundle
//   npm ci && node build.mjs --check   builds it in memory and fails unless it is byte for byte
//                                      the committed file (CI runs this: the committed bundle is
//                                      what the lockfile builds)
//
// The bundle starts with a comment naming the versions it was built from and the FNV-1a digest
// of package-lock.json and of src/index.js; the Rust test suite recomputes those digests, so a
// lockfile or entry changed without a rebuild fails `cargo test` even where node is absent.
import { build } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "codemirror.js");

// FNV-1a, 64 bits, over the bytes (as `reglament`'s file versions are computed).
function fnv1a(bytes) {
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, "0");
}

const lock = JSON.parse(readFileSync(join(here, "package-lock.json"), "utf8"));
const versions = Object.entries(lock.packages)
  .filter(([path]) => path.startsWith("node_modules/") && !lock.packages[path].dev)
  .map(([path, p]) => `${path.slice("node_modules/".length)}@${p.version}`)
  .sort()
  .join(" ");
const banner = [
  "/* CodeMirror 6 for `reglament serve`, built by assets/serve/editor/build.mjs with esbuild",
  ` * ${lock.packages["node_modules/esbuild"].version}; do not edit: change src/index.js or the lockfile and run \`npm ci && node build.mjs\`.`,
  ` * package-lock.json fnv1a ${fnv1a(readFileSync(join(here, "package-lock.json")))}`,
  ` * src/index.js fnv1a ${fnv1a(readFileSync(join(here, "src", "index.js")))}`,
  ` * ${versions}`,
  " * CodeMirror and its parts: MIT licence, (C) Marijn Haverbeke and others. */",
].join("\n");

const result = await build({
  entryPoints: [join(here, "src", "index.js")],
  bundle: true,
  minify: true,
  format: "iife",
  globalName: "CM",
  target: ["es2020"],
  charset: "utf8",
  legalComments: "none",
  banner: { js: banner },
  write: false,
  logLevel: "warning",
});
const built = result.outputFiles[0].contents;

if (process.argv.includes("--check")) {
  let committed;
  try {
    committed = readFileSync(out);
  } catch {
    committed = Buffer.alloc(0);
  }
  if (Buffer.compare(Buffer.from(built), committed) !== 0) {
    console.error(`${out} is not what the lockfile builds; run \`npm ci && node build.mjs\` and commit it`);
    process.exit(1);
  }
  console.log(`${out}: reproduced byte for byte (${built.length} bytes)`);
} else {
  writeFileSync(out, built);
  console.log(`wrote ${out} (${built.length} bytes)`);
}
