import { pageOf } from "@cm/contracts";
import type { z } from "zod";
import { listOrdering, pageLinks } from "./list";
import { indexedSearchOf, readListPage } from "./list-page";
import type { Row } from "./resource";
import type { ResourceRuntime } from "./resource-runtime";
import { docs, errors, idParams } from "./route-parts";

/** The list and the detail read of a resource, in the caller's scope. */
export function registerReads(rt: ResourceRuntime): void {
  const {
    api,
    app,
    def,
    db,
    detailPath,
    listSchema,
    listSelection,
    contextOf,
    memory,
    shown,
    load,
    resourceGate,
  } = rt;
  api.get(def.path, {
    ...resourceGate,
    config: { access: def.access.list },
    schema: docs(def, `List ${def.name}`, def.access.list, {
      querystring: listSchema,
      response: { 200: pageOf(def.entity), ...errors },
    }),
    handler: async (request) => {
      const q = request.query as z.infer<typeof listSchema>;
      const { where, unsearched } = await listSelection(request, def.access.list, q);
      // Rows a first read created make any remembered page of this list stale.
      if (def.beforeList && (await def.beforeList(contextOf(request, db(), []), q as Row))) memory.clear();
      const { page: pageNumber, page_size: pageSize, ...query } = q;
      const p = request.principal;
      const page = await readListPage(
        app.database,
        def,
        {
          where,
          ordering: listOrdering(def, q.ordering),
          page: pageNumber,
          pageSize,
          searched: Boolean(q.search?.trim() && def.search?.length),
          indexed: indexedSearchOf(def, q, p, unsearched),
          list: `${p?.id}:${p?.role}:${p?.church}:${p?.region}:${JSON.stringify(query)}`,
        },
        memory,
        app.clock,
      );
      return {
        count: page.count,
        count_is_exact: page.exact,
        ...pageLinks(request, pageNumber, pageSize, page),
        results: await shown(request, page.rows),
      };
    },
  });

  api.get(detailPath, {
    ...resourceGate,
    config: { access: def.access.retrieve },
    schema: docs(def, `Get one of ${def.name}`, def.access.retrieve, {
      params: idParams,
      response: { 200: def.entity, ...errors },
    }),
    handler: async (request) => (await shown(request, [await load(db(), request, def.access.retrieve)]))[0],
  });
}
