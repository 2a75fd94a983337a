import { type OrganisationFigures, roundDownMembers } from "@cm/contracts";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { churches, members, regions } from "../../db/tables";
import { systemContext } from "../../platform/system-context";

/** The public figures change slowly; each instance counts them at most once in this long. */
export const FIGURES_CACHE_MS = 5 * 60_000;

const cache = new WeakMap<FastifyInstance, { at: number; figures: OrganisationFigures }>();

/** Active churches, regions and active members (rounded down), cached for a few minutes. */
export async function organisationFigures(app: FastifyInstance, now: Date): Promise<OrganisationFigures> {
  const cached = cache.get(app);
  if (cached && now.getTime() - cached.at < FIGURES_CACHE_MS) return cached.figures;
  // Counts of the whole installation for the public home page: no caller, no reach.
  const { data } = systemContext(app, "churches.public-figures");
  const [[c], [r], [m]] = await Promise.all([
    data.select({ n: count() }).from(churches).where(eq(churches.is_active, true)),
    data.select({ n: count() }).from(regions),
    data.select({ n: count() }).from(members).where(eq(members.is_active, true)),
  ]);
  const figures = {
    churches: Number(c?.n ?? 0),
    regions: Number(r?.n ?? 0),
    members_at_least: roundDownMembers(Number(m?.n ?? 0)),
  };
  cache.set(app, { at: now.getTime(), figures });
  return figures;
}
