import { fileURLToPath } from "node:url";
import { checkLayers } from "./layers";

// `npm run lint` runs this after Biome: it fails on an upward import, a cycle, a module reaching
// into another module's files, or a web feature importing another feature.
const root = fileURLToPath(new URL("../..", import.meta.url));
const started = performance.now();
const violations = checkLayers(root, ["packages", "apps", "e2e", "bench"]);
for (const v of violations) console.error(`${v.rule}: ${v.from} imports ${v.to} (${v.why})`);
const took = Math.round(performance.now() - started);
if (violations.length > 0) {
  console.error(`Layers: ${violations.length} broken import rules (${took} ms).`);
  process.exit(1);
}
console.log(`Layers: every import points the allowed way, no cycle (${took} ms).`);
