import {
  type AgeBand,
  ageBand,
  member,
  memberBulkDeleted,
  memberBulkUpdated,
  memberChurchQuery,
  memberCreate,
  memberHomeCellInput,
  memberIdsInput,
  memberImportReport,
  memberPastorInput,
  memberStatistics,
  memberUpdate,
  memberValues,
} from "@cm/contracts";
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import { members } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { fieldError } from "../../platform/errors";
import {
  type ActionDef,
  defineResource,
  type ResourceContext,
  readWrite,
} from "../../platform/resources/resource";
import {
  ageBandCondition,
  decorateMembers,
  distinctValues,
  MEMBER_SCOPE,
  memberScope,
  prepareMemberWrite,
  reachableIds,
  memberStatistics as statisticsOf,
} from "./members.service";
import { importMembers, readImportUpload } from "./members-import.service";

const read = { permission: "church-life.read" } as const;
const write = { permission: "members.write" } as const;

const scopeOf = (ctx: ResourceContext & { input: unknown }) =>
  memberScope(principalOf(ctx.request), (ctx.input as z.infer<typeof memberChurchQuery>).church);

/** Distinct non-empty values of one column, for the list's filter menus. */
const valuesOf = (column: Parameters<typeof distinctValues>[1], what: string): ActionDef => ({
  on: "collection",
  method: "GET",
  access: read,
  summary: `The ${what} in use, for filter menus`,
  input: memberChurchQuery,
  output: memberValues,
  run: (ctx) => distinctValues(ctx.request.server.db, column, scopeOf(ctx)),
});

/** Sets some fields of the chosen members; ids outside the caller's reach refuse the whole call. */
const bulkSet = (
  summary: string,
  input: z.ZodObject,
  values: (input: Record<string, unknown>) => Partial<typeof members.$inferInsert>,
): ActionDef => ({
  on: "collection",
  method: "POST",
  access: write,
  summary,
  input,
  output: memberBulkUpdated,
  run: async (ctx) => {
    const body = ctx.input as { ids: number[] } & Record<string, unknown>;
    const ids = await reachableIds(ctx, body.ids);
    const rows = await ctx.db
      .update(members)
      .set(values(body))
      .where(inArray(members.id, ids))
      .returning({ id: members.id });
    return { updated: rows.length };
  },
});

export const membersResource = defineResource({
  name: "members",
  path: "/api/churches/members/",
  table: members,
  entity: member,
  create: memberCreate,
  update: memberUpdate,
  scope: MEMBER_SCOPE,
  feature: "MEMBER_MANAGEMENT",
  access: readWrite(read, write),
  // search_text is the lower-case name, phone and e-mail; its trigram index serves ILIKE '%term%'.
  search: ["search_text"],
  ordering: ["last_name", "first_name", "membership_date", "created_at", "date_of_birth"],
  filters: {
    church: "int",
    category: "text",
    home_cell_fellowship: "text",
    home_cell_pastor: "text",
    is_active: "bool",
    gender: "text",
    marital_status: "text",
    date_of_birth: "daterange",
    membership_date: "daterange",
    age_band: { schema: ageBand, where: (band) => ageBandCondition(band as AgeBand) },
  },
  references: { church: "churches", user: "users" },
  decorate: async (rows) => decorateMembers(rows),
  beforeWrite: prepareMemberWrite,
  actions: {
    statistics: {
      on: "collection",
      method: "GET",
      access: read,
      summary:
        "Totals of the members in reach: active, new this month, by category, gender, age band, home cell",
      input: memberChurchQuery,
      output: memberStatistics,
      run: (ctx) => statisticsOf(ctx.request.server.db, scopeOf(ctx)),
    },
    categories: valuesOf(members.category, "categories"),
    home_cell_fellowships: valuesOf(members.home_cell_fellowship, "home cell fellowships"),
    home_cell_pastors: valuesOf(members.home_cell_pastor, "home cell pastors"),
    import: {
      on: "collection",
      method: "POST",
      access: write,
      summary:
        "Import members from a spreadsheet (multipart: file = XLSX or CSV up to 10 MB, church = optional for church users). Every row is checked; all are imported in one go, or none when a row needs fixing (400 with the errors by row).",
      output: memberImportReport,
      // The upload is read and checked before the transaction opens; the service writes the rows and the audit entry together.
      write: false,
      run: async (ctx) => {
        const { bytes, church } = await readImportUpload(ctx.request);
        const own = principalOf(ctx.request).church;
        const target = church ?? own;
        if (!target) throw fieldError("church", "Choose the church to import the members into.");
        await ctx.request.server.resources.checkReferences(
          ctx.db,
          { church: "churches" },
          { church: target },
          ctx.principal,
        );
        return importMembers(ctx.request.server.db, ctx.request, bytes, target);
      },
    },
    bulk_activate: bulkSet("Mark the chosen members active", memberIdsInput, () => ({ is_active: true })),
    bulk_deactivate: bulkSet("Mark the chosen members inactive", memberIdsInput, () => ({
      is_active: false,
    })),
    bulk_change_home_cell: bulkSet(
      "Move the chosen members to a home cell fellowship",
      memberHomeCellInput,
      (b) => ({ home_cell_fellowship: String(b.home_cell_fellowship) }),
    ),
    bulk_change_pastor: bulkSet("Give the chosen members a home cell pastor", memberPastorInput, (b) => ({
      home_cell_pastor: String(b.home_cell_pastor),
    })),
    bulk_delete: {
      on: "collection",
      method: "POST",
      access: write,
      summary: "Delete the chosen members",
      input: memberIdsInput,
      output: memberBulkDeleted,
      run: async (ctx) => {
        const ids = await reachableIds(ctx, (ctx.input as z.infer<typeof memberIdsInput>).ids);
        const rows = await ctx.db
          .delete(members)
          .where(inArray(members.id, ids))
          .returning({ id: members.id });
        return { deleted: rows.length };
      },
    },
  },
});
