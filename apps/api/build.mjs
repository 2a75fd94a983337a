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
