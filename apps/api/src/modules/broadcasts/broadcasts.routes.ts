import { broadcast, broadcastCreate, broadcastUpdate } from "@cm/contracts";
import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import { broadcasts } from "../../db/tables";
import { notFound, ValidationError } from "../../platform/errors";
import { presenter } from "../../platform/resources/presenter";
import { defineResource, type Row, readWrite } from "../../platform/resources/resource";

const present = presenter(broadcast);

export const broadcastsResource = defineResource({
  name: "broadcasts",
  path: "/api/broadcast/broadcasts/",
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
    const start = (data.scheduled_start ?? existing?.scheduled_start) as Date;
    const end = (
      data.scheduled_end === undefined ? existing?.scheduled_end : data.scheduled_end
    ) as Date | null;
    if (end && start && end <= start) {
      throw new ValidationError({ scheduled_end: ["The end must be after the start."] });
    }
    return data;
  },
  actions: {
    current: {
      on: "collection",
      method: "GET",
      access: "public",
      summary: "The broadcast on air now, or else the next one scheduled",
      output: broadcast,
      run: async ({ db }) => {
        const now = new Date();
        // Not yet ended (or open-ended): what is on now sorts first, then what comes next.
        const [row] = await db
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
        if (!row) throw notFound("No broadcast is scheduled at the moment.");
        return present(row as Row);
      },
    },
  },
});
