import type { FastifyInstance } from "fastify";
import { registerAction } from "./register-actions";
import { registerReads } from "./register-reads";
import { registerWrites } from "./register-writes";
import type { ResourceRegistry } from "./registry";
import type { ResourceDef } from "./resource";
import { resourceRuntime } from "./resource-runtime";

export { modeOf } from "./route-parts";

/** Turns one resource declaration into its routes; scoping, permissions and audit come from here. */
export function registerResource(app: FastifyInstance, registry: ResourceRegistry, def: ResourceDef): void {
  registry.add(def);
  const rt = resourceRuntime(app, registry, def);
  registerReads(rt);
  registerWrites(rt);
  for (const [name, action] of Object.entries(def.actions ?? {})) registerAction(rt, name, action);
}
