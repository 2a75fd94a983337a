import {
  apiPath,
  broadcast,
  broadcastCreate,
  broadcastsEndpoints,
  broadcastUpdate,
  msg,
} from "@cm/contracts";
import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import { broadcasts } from "../../db/tables";
import { ValidationError } from "../../platform/errors";
import { presenter } from "../../platform/resources/presenter";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";

const present = presenter(broadcast);

const action = actionsOf(broadcasts);

export const broadcastsResource = defineResource({
  name: "broadcasts",
  path: apiPath(broadcastsEndpoints),
  table: broadcasts,
  entity: broadcast,
  create: broadcastCreate,
  update: broadcastUpdate,
  scope: { kind: "global" },
  access: readWrite("public", { permission: "broadcasts.write" }),
  search: ["title", "description"],
  ordering: ["scheduled_start", "created_at", "title"],
  defaultOrdering: "-scheduled_start",
  filters: { is_active: "bool" },
  beforeWrite: (_ctx, data, existing) => {
    const start = data.scheduled_start ?? existing?.scheduled_start;
    const end = data.scheduled_end === undefined ? existing?.scheduled_end : data.scheduled_end;
    if (end && start && end <= start) {
      throw new ValidationError({ scheduled_end: [msg("The end must be after the start.")] });
    }
    return data;
  },
  actions: {
    current: action.collection({
      method: "GET",
      access: "public",
      summary: "The broadcast on air now, or else the next one scheduled; null when none is",
      output: broadcast.nullable(),
      run: async ({ data, now }) => {
        // Not yet ended (or open-ended): what is on now sorts first, then what comes next.
        const [row] = await data
          .select()
          .from(broadcasts)
          .where(
            and(
              eq(broadcasts.is_active, true),
              or(isNull(broadcasts.scheduled_end), gte(broadcasts.scheduled_end, now)),
            ),
          )
          .orderBy(asc(broadcasts.scheduled_start))
          .limit(1);
        // Nothing on air is an ordinary state, not an error.
        return row ? present(row) : null;
      },
    }),
  },
});
