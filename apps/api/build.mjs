// Bundles the API into dist/server.js. Our workspace packages (TypeScript source) are bundled;
// every npm dependency stays external and is loaded from node_modules at run time.
import { build } from "esbuild";

const externalNpmPackages = {
  name: "external-npm-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@cm/") ? undefined : { external: true },
    );
  },
};

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: "warning",
});

// The embedded database's template, in a process of its own: creating a database holds two
// PostgreSQL instances' memory for a while, which the build can afford and a server start need not.
const { execFileSync } = await import("node:child_process");
execFileSync(process.execPath, [new URL("./build-template.mjs", import.meta.url).pathname], {
  stdio: "inherit",
});
