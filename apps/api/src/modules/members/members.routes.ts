import {
  ageBand,
  apiPath,
  member,
  memberBulkDeleted,
  memberBulkUpdated,
  memberChurchQuery,
  memberCreate,
  memberExportQuery,
  memberFieldFilter,
  memberFilterChoices,
  memberHomeCellInput,
  memberIdsInput,
  memberImportReport,
  memberPastorInput,
  memberStatistics,
  membersEndpoints,
  memberUpdate,
  memberValues,
  msg,
} from "@cm/contracts";
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import { MEMBER_SEARCH_CHURCH, members } from "../../db/tables";
import {
  type ActionDef,
  actionsOf,
  customFilter,
  defineResource,
  readWrite,
} from "../../platform/resources/resource";
import { importChurch, SPREADSHEET_MAX_BYTES, SPREADSHEET_TOO_LARGE } from "../../platform/spreadsheets";
import { moveHomeCell } from "./home-cell-groups";
import { eraseActions, refuseErased } from "./member-erase.actions";
import { fieldValueCondition, sheetFields, withFieldValues } from "./member-field-values";
import {
  ageBandCondition,
  decorateMembers,
  distinctValues,
  explainDuplicateContact,
  MEMBER_SCOPE,
  reachableIds,
  memberStatistics as statisticsOf,
} from "./members.service";
import { membersExport, membersTemplate } from "./members-export.service";
import { checkMemberSheet, importMembers } from "./members-import.service";
import { mergeActions } from "./merge.actions";
import { relationshipActions } from "./relationships.actions";

const read = { permission: "church-life.read" } as const;
const write = { permission: "members.write" } as const;
const action = actionsOf(members);

/** Distinct non-empty values of one column, for the list's filter menus. */
const valuesOf = (column: Parameters<typeof distinctValues>[1], what: string): ActionDef =>
  action.collection({
    method: "GET",
    access: read,
    summary: `The ${what} in use, for filter menus`,
    input: memberChurchQuery,
    output: memberValues,
    run: async (ctx) =>
      distinctValues(ctx.data, column, (await ctx.scoped({ church: ctx.input.church })).where()),
  });

/** Sets some fields of the chosen members; ids outside the caller's reach refuse the whole call. */
type BulkInput = { ids: number[]; home_cell_fellowship?: string; home_cell_pastor?: string };
const bulkSet = (
  summary: string,
  input: z.ZodType<BulkInput>,
  values: (input: BulkInput) => Partial<typeof members.$inferInsert>,
): ActionDef =>
  action.collection({
    method: "POST",
    access: write,
    summary,
    input,
    output: memberBulkUpdated,
    run: async (ctx) => {
      const ids = await reachableIds(ctx.data, await ctx.scoped(), ctx.input.ids);
      const rows = await ctx.data
        .update(members)
        .set(values(ctx.input))
        .where(inArray(members.id, ids))
        .returning({ id: members.id });
      return { updated: rows.length };
    },
  });

export const membersResource = defineResource({
  name: "members",
  path: apiPath(membersEndpoints),
  table: members,
  entity: member,
  create: memberCreate,
  update: memberUpdate,
  scope: MEMBER_SCOPE,
  feature: "MEMBER_MANAGEMENT",
  access: readWrite(read, write),
  // search_text is the lower-case name, phone and e-mail; its trigram index (led by the church)
  // serves LIKE '%term%' on the lower-cased term.
  search: ["search_text"],
  searchFolded: true,
  searchIndexChurch: MEMBER_SEARCH_CHURCH,
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
    age_band: customFilter(ageBand, ageBandCondition),
    field: customFilter(memberFieldFilter, fieldValueCondition),
  },
  references: { church: "churches", user: "users" },
  decorate: (rows, ctx) => decorateMembers(rows, ctx.now),
  beforeWrite: async (ctx, data, existing) => {
    refuseErased(existing);
    const written = await withFieldValues(ctx, data, existing);
    return existing ? moveHomeCell(ctx.data, written, existing) : written;
  },
  explainDuplicate: explainDuplicateContact,
  actions: {
    ...relationshipActions,
    ...eraseActions,
    ...mergeActions,
    statistics: action.collection({
      method: "GET",
      access: read,
      summary:
        "Totals of the members in reach: active, new this month, by category, gender, age band, home cell",
      input: memberChurchQuery,
      output: memberStatistics,
      run: async (ctx) => statisticsOf(ctx.data, (await ctx.scoped({ church: ctx.input.church })).where()),
    }),
    categories: valuesOf(members.category, "categories"),
    home_cell_fellowships: valuesOf(members.home_cell_fellowship, "home cell fellowships"),
    home_cell_pastors: valuesOf(members.home_cell_pastor, "home cell pastors"),
    filter_choices: action.collection({
      method: "GET",
      access: read,
      summary:
        "The categories, home cell fellowships and pastors in use at once, for the list's filter menus",
      input: memberChurchQuery,
      output: memberFilterChoices,
      run: async (ctx) => {
        const where = (await ctx.scoped({ church: ctx.input.church })).where();
        const [categories, home_cell_fellowships, home_cell_pastors] = await Promise.all(
          [members.category, members.home_cell_fellowship, members.home_cell_pastor].map((column) =>
            distinctValues(ctx.data, column, where),
          ),
        );
        return { categories, home_cell_fellowships, home_cell_pastors };
      },
    }),
    template: action.collection({
      method: "GET",
      access: read,
      summary:
        "Download the import template (XLSX: the columns, the church's own fields by label, and one example row)",
      input: memberChurchQuery,
      run: async (ctx) => membersTemplate(ctx.request.language, await sheetFields(ctx, ctx.input.church)),
    }),
    export: action.list({
      access: read,
      mode: "export",
      summary: "Download the members of the list's search and filters as XLSX or CSV (format=xlsx|csv)",
      listInput: memberExportQuery,
      run: async (ctx) =>
        membersExport(ctx.data, ctx.list, {
          format: ctx.input.format,
          today: ctx.now.toISOString().slice(0, 10),
          language: ctx.request.language,
          fields: await sheetFields(ctx, typeof ctx.input.church === "number" ? ctx.input.church : undefined),
        }),
    }),
    import: action.collectionUpload({
      access: write,
      summary:
        "Import members from a spreadsheet (multipart: file = XLSX or CSV up to 10 MB, church = optional for church users). Every row is checked; all are imported in one go, or none when a row needs fixing (400 with the errors by row). Optional columns household (a name: rows naming one live together, in the church's household of that name or a new one) and household_role (head, spouse, child or other; one head a household).",
      output: memberImportReport,
      upload: {
        maxBytes: SPREADSHEET_MAX_BYTES,
        tooLarge: SPREADSHEET_TOO_LARGE,
        missing: msg("Choose a spreadsheet file to import."),
      },
      prepare: async (ctx) => {
        const church = importChurch(ctx.upload.fields, ctx.principal?.church ?? null);
        return checkMemberSheet(
          ctx.data,
          ctx.upload.bytes,
          await ctx.scoped({ church }),
          await ctx.scoped({ resource: "households", church }),
          ctx.now,
          await sheetFields(ctx, church),
        );
      },
      run: (ctx) => importMembers(ctx, ctx.prepared),
    }),
    bulk_activate: bulkSet("Mark the chosen members active", memberIdsInput, () => ({ is_active: true })),
    bulk_deactivate: bulkSet("Mark the chosen members inactive", memberIdsInput, () => ({
      is_active: false,
    })),
    bulk_change_home_cell: bulkSet(
      "Move the chosen members to a home cell fellowship",
      memberHomeCellInput,
      (b) => ({ home_cell_fellowship: b.home_cell_fellowship ?? "" }),
    ),
    bulk_change_pastor: bulkSet("Give the chosen members a home cell pastor", memberPastorInput, (b) => ({
      home_cell_pastor: b.home_cell_pastor ?? "",
    })),
    bulk_delete: action.collection({
      method: "POST",
      access: write,
      summary: "Delete the chosen members",
      input: memberIdsInput,
      output: memberBulkDeleted,
      run: async (ctx) => {
        const ids = await reachableIds(ctx.data, await ctx.scoped(), ctx.input.ids);
        const rows = await ctx.data
          .delete(members)
          .where(inArray(members.id, ids))
          .returning({ id: members.id });
        return { deleted: rows.length };
      },
    }),
  },
});
