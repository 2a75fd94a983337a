import { randomBytes } from "node:crypto";
import { apiPath, feedQuery, feedRotateInput, msg, programFeed, programFeedsEndpoints } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { programFeeds } from "../../db/tables";
import { ValidationError } from "../../platform/errors";
import { presenter, presentOne, theRow } from "../../platform/resources/presenter";
import { actionsOf, defineResource, type ResourceContext, type Row } from "../../platform/resources/resource";
import { APPROVE, CHURCH_SCOPE, WRITE } from "./program-rules.service";

const action = actionsOf(programFeeds);
const present = presenter(programFeed);

/** The feed's address on this installation: the token is all it needs. */
export const feedPath = (token: string) => `/api/programs/calendar.ics?token=${token}`;
const withPath = (rows: Row[]) => rows.map((r) => ({ ...r, path: feedPath(String(r.token)) }));

function feedChurch(ctx: ResourceContext, church: number | undefined): number {
  const chosen = church ?? ctx.principal?.church ?? null;
  if (chosen === null)
    throw new ValidationError({ church: [msg("Choose the church whose calendar feed it is.")] });
  return chosen;
}

/**
 * A church's calendar feed: 32 random bytes make its token, so the address cannot be guessed.
 * Only its planners see it; a church admin replaces it (the old address stops working at once).
 */
export const programFeedsResource = defineResource({
  name: "program-feeds",
  path: apiPath(programFeedsEndpoints),
  table: programFeeds,
  entity: programFeed,
  scope: CHURCH_SCOPE,
  feature: "PROGRAM_MANAGEMENT",
  access: { list: WRITE, retrieve: WRITE, delete: APPROVE },
  ordering: ["rotated_at"],
  filters: { church: "int" },
  decorate: (rows) => withPath(rows),
  actions: {
    current: action.collection({
      method: "GET",
      access: WRITE,
      summary: "The church's calendar feed, or null when it has none yet",
      input: feedQuery,
      output: programFeed.nullable(),
      run: async (ctx) => {
        const reach = await ctx.scoped({ church: feedChurch(ctx, ctx.input.church) });
        const [row] = await reach.rows(programFeeds).limit(1);
        return row ? presentOne(row, withPath, present) : null;
      },
    }),
    rotate: action.collection({
      method: "POST",
      access: APPROVE,
      summary: "Give the church's calendar feed a new secret address (the old one stops working)",
      input: feedRotateInput,
      output: programFeed,
      run: async (ctx) => {
        const church = feedChurch(ctx, ctx.input.church);
        const reach = await ctx.scoped({ church });
        const values = {
          token: randomBytes(32).toString("base64url"),
          rotated_by: ctx.principal?.id ?? null,
          rotated_at: ctx.now,
        };
        const [existing] = await reach.rows(programFeeds).limit(1).for("update");
        const row = theRow(
          existing
            ? await ctx.data
                .update(programFeeds)
                .set(values)
                .where(eq(programFeeds.id, existing.id))
                .returning()
            : await ctx.data
                .insert(programFeeds)
                .values({ church, ...values })
                .returning(),
        );
        await ctx.audit({ objectId: row?.id ?? null, changes: { church, rotated: true } });
        return presentOne(row, withPath, present);
      },
    }),
  },
});
