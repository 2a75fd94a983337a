import {
  apiPath,
  memberChange,
  memberChangeSettings,
  memberChangeSettingsInput,
  memberChangeSettingsQuery,
  memberChangesEndpoints,
  msg,
} from "@cm/contracts";
import { memberChangeRequests, memberChangeSettings as settingsTable } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { actionsOf, defineResource, type ResourceContext } from "../../platform/resources/resource";
import {
  appliesAtOnce,
  confirmChange,
  decideChange,
  declineChange,
  decorateChanges,
} from "./own-record.service";

const read = { permission: "members.write" } as const;
const action = actionsOf(memberChangeRequests);

/** The church a settings call is about: the one named (in reach), else the caller's own. */
async function churchOf(ctx: ResourceContext, church: number | undefined): Promise<number> {
  const wanted = church ?? ctx.principal?.church ?? null;
  if (wanted === null) throw fieldError("church", msg("Choose the church."));
  const scoped = await ctx.scoped({ church: wanted });
  return scoped.church ?? wanted;
}

/** Members' own changes as the church office sees them: to confirm or decline, and those decided. */
export const memberChangesResource = defineResource({
  name: "member-changes",
  path: apiPath(memberChangesEndpoints),
  table: memberChangeRequests,
  entity: memberChange,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: { list: read, retrieve: read },
  ordering: ["created_at"],
  defaultOrdering: "-created_at",
  filters: { church: "int", member: "int", status: "text" },
  decorate: (rows, ctx) => decorateChanges(ctx.data, rows),
  actions: {
    confirm: action.detail({
      method: "POST",
      access: read,
      summary: "Apply a member's change to their record (audited on the member)",
      output: memberChange,
      run: (ctx) => decideChange(ctx, ctx.object, confirmChange),
    }),
    decline: action.detail({
      method: "POST",
      access: read,
      summary: "Decline a member's change: their record stays as it is",
      output: memberChange,
      run: (ctx) => decideChange(ctx, ctx.object, declineChange),
    }),
    settings: action.collection({
      method: "GET",
      access: read,
      summary: "Whether the church applies its members' own changes at once",
      input: memberChangeSettingsQuery,
      output: memberChangeSettings,
      run: async (ctx) => {
        const church = await churchOf(ctx, ctx.input.church);
        return { church, apply_without_confirmation: await appliesAtOnce(ctx.data, church) };
      },
    }),
    update_settings: action.collection({
      method: "POST",
      access: read,
      summary: "Choose whether the church applies its members' own changes at once",
      input: memberChangeSettingsInput,
      output: memberChangeSettings,
      run: async (ctx) => {
        const church = await churchOf(ctx, ctx.input.church);
        const on = ctx.input.apply_without_confirmation;
        await ctx.data
          .insert(settingsTable)
          .values({ church, apply_without_confirmation: on })
          .onConflictDoUpdate({ target: settingsTable.church, set: { apply_without_confirmation: on } });
        await ctx.audit({ objectId: church, changes: { apply_without_confirmation: on } });
        return { church, apply_without_confirmation: on };
      },
    }),
  },
});
