import type { FastifyInstance } from "fastify";
import type { ResourceDef } from "./resources/resource";

/** A domain's resources and plain route modules, gathered in its folder's index. */
export type DomainModule = {
  resources: ResourceDef[];
  routes: ((app: FastifyInstance) => Promise<void>)[];
};
