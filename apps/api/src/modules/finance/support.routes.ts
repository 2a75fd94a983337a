import {
  apiPath,
  ENDPOINTS,
  msg,
  supportChurchSummary,
  supportCreate,
  supportDisputeInput,
  supportPayment,
  supportRegionSummary,
  supportSummaryQuery,
  supportUpdate,
  todayIso,
} from "@cm/contracts";
import { eq, inArray } from "drizzle-orm";
import { churches, ministrySupport, regionalSupport } from "../../db/tables";
import { presenter, presentOne } from "../../platform/resources/presenter";
import {
  type ActionDef,
  actionsOf,
  defineResource,
  type ResourceContext,
  type ResourceDef,
  type RowOf,
  readWrite,
  type WriteData,
} from "../../platform/resources/resource";
import {
  CHURCH_SCOPE,
  churchOf,
  finalRecord,
  read,
  refuseClosedYear,
  requireAuthorOrAdmin,
  settleCurrency,
  write,
} from "./finance-books.service";
import { supportByChurch, supportByRegion } from "./support.service";

/** Ministry support goes to the national office, regional support to the church's region. */
export type SupportKind = "ministry" | "regional";
// Both tables have the same columns.
type SupportRow = RowOf<typeof ministrySupport>;
type SupportData = WriteData<typeof ministrySupport>;

/**
 * Support is recorded by the church's bookkeepers in the church's currency, for a month, never
 * dated in a closed year; a confirmed payment is final, and a disputed one corrected is recorded again.
 */
async function prepareSupportWrite(
  ctx: ResourceContext,
  data: SupportData,
  existing: SupportRow | null,
): Promise<SupportData> {
  if (existing?.status === "CONFIRMED")
    throw finalRecord(msg("This payment has been confirmed as received, so it can no longer change."));
  if (existing) requireAuthorOrAdmin(ctx.principal, existing.recorded_by, "payment");
  const church = churchOf(data, existing);
  const out = await settleCurrency(ctx, data, existing);
  if (typeof data.period === "string") out.period = `${data.period}-01`;
  if (!existing) out.paid_on ??= todayIso(ctx.now);
  await refuseClosedYear(ctx, church, "paid_on", [out.paid_on ?? existing?.paid_on, existing?.paid_on]);
  if (!existing) return { ...out, recorded_by: ctx.principal?.id ?? null, status: "RECORDED" };
  return existing.status === "DISPUTED" ? { ...out, status: "RECORDED", dispute_note: "" } : out;
}

const present = presenter(supportPayment);

/** Church names, and periods as months (YYYY-MM), for a page of payments. */
async function decorateSupport(ctx: ResourceContext, rows: SupportRow[]) {
  const ids = [...new Set(rows.map((r) => r.church))];
  const reach = await ctx.scoped({ resource: "churches" });
  const names = new Map(
    ids.length
      ? (await reach.pick({ id: churches.id, name: churches.name }, churches, inArray(churches.id, ids))).map(
          (c) => [c.id, c.name],
        )
      : [],
  );
  return rows.map((r) => ({
    ...r,
    period: r.period.slice(0, 7),
    church_name: names.get(r.church) ?? "",
  }));
}

function supportResource(kind: SupportKind): ResourceDef {
  const table = kind === "ministry" ? ministrySupport : regionalSupport;
  const action = actionsOf(table);
  const confirm = {
    permission: kind === "ministry" ? "finance.ministry-support.confirm" : "finance.regional-support.confirm",
  } as const;
  const receiver = kind === "ministry" ? "the national office" : "the region";
  const what = kind === "ministry" ? "Ministry" : "Regional";
  // Both kinds are summed both ways: per church (a church's own page) and per region with its
  // churches (the national and regional officers' view).
  const summary: Record<string, ActionDef> = {
    "church-summary": action.collection({
      method: "GET",
      access: read,
      summary: `${what} support per church in reach: paid and confirmed per month of a year`,
      input: supportSummaryQuery,
      output: supportChurchSummary,
      run: async (ctx) => {
        const year = ctx.input.year ?? Number(todayIso(ctx.now).slice(0, 4));
        const reach = await ctx.reach({ church: ctx.input.church, region: ctx.input.region });
        return { year, churches: await supportByChurch(ctx.data, table, reach, year) };
      },
    }),
    "region-summary": action.collection({
      method: "GET",
      access: read,
      summary: `${what} support per region in reach, and per church in it: paid and confirmed per month of a year`,
      input: supportSummaryQuery,
      output: supportRegionSummary,
      run: async (ctx) => {
        const year = ctx.input.year ?? Number(todayIso(ctx.now).slice(0, 4));
        const reach = await ctx.reach({ church: ctx.input.church, region: ctx.input.region });
        return { year, regions: await supportByRegion(ctx.data, table, reach, year) };
      },
    }),
  };

  return defineResource({
    name: `${kind}-support`,
    path: apiPath(ENDPOINTS[`${kind}Support`]),
    table,
    entity: supportPayment,
    create: supportCreate,
    update: supportUpdate,
    scope: CHURCH_SCOPE,
    feature: "FINANCE_MANAGEMENT",
    access: readWrite(read, write),
    search: ["reference"],
    ordering: ["period", "paid_on", "amount", "created_at"],
    defaultOrdering: "-period",
    filters: {
      church: "int",
      status: "text",
      method: "text",
      currency: "text",
      period: "daterange",
      paid_on: "daterange",
    },
    references: { church: "churches" },
    decorate: (rows, ctx) => decorateSupport(ctx, rows),
    beforeWrite: prepareSupportWrite,
    beforeDelete: async (ctx, existing) => {
      if (existing.status === "CONFIRMED")
        throw finalRecord(
          msg("This payment has been confirmed as received, so it can no longer be deleted."),
        );
      requireAuthorOrAdmin(ctx.principal, existing.recorded_by, "payment");
      await refuseClosedYear(ctx, existing.church, "paid_on", [existing.paid_on]);
    },
    actions: {
      confirm: action.detail({
        method: "POST",
        access: confirm,
        summary: `Confirm that ${receiver} received this payment; a confirmed payment is final`,
        output: supportPayment,
        run: async (ctx) => {
          if (ctx.object.status === "CONFIRMED")
            throw finalRecord(msg("This payment has already been confirmed."));
          const changes = {
            status: "CONFIRMED" as const,
            confirmed_by: ctx.principal?.id ?? null,
            confirmed_at: ctx.now,
          };
          const [updated] = await ctx.data
            .update(table)
            .set(changes)
            .where(eq(table.id, ctx.object.id))
            .returning();
          await ctx.audit({ objectId: ctx.object.id, changes });
          return presentOne(updated, (rows) => decorateSupport(ctx, rows), present);
        },
      }),
      dispute: action.detail({
        method: "POST",
        access: confirm,
        summary: `Dispute a recorded payment ${receiver} cannot match, with a note the church sees`,
        input: supportDisputeInput,
        output: supportPayment,
        run: async (ctx) => {
          if (ctx.object.status === "CONFIRMED")
            throw finalRecord(msg("This payment has been confirmed, so it can no longer be disputed."));
          if (ctx.object.status === "DISPUTED") throw finalRecord(msg("This payment is already disputed."));
          const changes = {
            status: "DISPUTED" as const,
            dispute_note: ctx.input.note,
            confirmed_by: ctx.principal?.id ?? null,
            confirmed_at: ctx.now,
          };
          const [updated] = await ctx.data
            .update(table)
            .set(changes)
            .where(eq(table.id, ctx.object.id))
            .returning();
          await ctx.audit({ objectId: ctx.object.id, changes });
          return presentOne(updated, (rows) => decorateSupport(ctx, rows), present);
        },
      }),
      ...summary,
    },
  });
}

export const ministrySupportResource = supportResource("ministry");
export const regionalSupportResource = supportResource("regional");
