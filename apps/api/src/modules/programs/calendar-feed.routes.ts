import { msg } from "@cm/contracts";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { churches, programCategories, programFeeds, programOccurrences, programs } from "../../db/tables";
import { AppError, notFound } from "../../platform/errors";
import { systemContext } from "../../platform/system-context";
import { calendarText } from "./ics";
import { onCalendar } from "./occurrences.service";

/** The feed covers the last three months and the coming year, at most this many dates. */
const PAST_DAYS = 92;
const FUTURE_DAYS = 366;
const MAX_EVENTS = 2000;

const query = z.object({ token: z.string().min(20).max(100).describe("The church's secret feed token") });

/**
 * A church's programs as an iCalendar feed that phone calendars subscribe to. It is public because
 * calendar apps send no sign-in: the unguessable token in its address names the church, and the
 * feed shows that church's approved programs and nothing else.
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  // No one signs in from a phone calendar: the feed is found by its secret token alone.
  const system = systemContext(app, "programs.calendar-feed");
  app.get<{ Querystring: z.infer<typeof query> }>("/api/programs/calendar.ics", {
    config: { access: "public" },
    schema: {
      tags: ["program-feeds"],
      summary: "A church's program calendar in iCalendar format, by its secret feed token",
      querystring: query,
    },
    handler: async (request, reply) => {
      const { token } = request.query;
      const [feed] = await system.data
        .select({ church: programFeeds.church, name: churches.name })
        .from(programFeeds)
        .innerJoin(churches, eq(churches.id, programFeeds.church))
        .where(eq(programFeeds.token, token))
        .limit(1);
      if (!feed)
        throw notFound(
          msg("This calendar address is not known. Ask your church office for the current one."),
        );
      // The church's plan must still include programs, as for its signed-in users.
      const verdict = await app.featureGate.check(feed.church, "PROGRAM_MANAGEMENT");
      if (verdict !== "ok")
        throw new AppError(
          403,
          verdict,
          msg(
            "This church's plan does not include programs at the moment, so its calendar is not published.",
          ),
          {},
          { feature: "PROGRAM_MANAGEMENT" },
        );
      const now = app.clock.now();
      const rows = await system.data
        .select({
          id: programOccurrences.id,
          starts_at: programOccurrences.starts_at,
          ends_at: programOccurrences.ends_at,
          status: programOccurrences.status,
          updated_at: programOccurrences.updated_at,
          title: programs.title,
          location: programs.location,
          description: programs.description,
          category: programCategories.name,
        })
        .from(programOccurrences)
        .innerJoin(programs, eq(programs.id, programOccurrences.program))
        .innerJoin(programCategories, eq(programCategories.id, programs.category))
        .where(
          and(
            // The church the token names: the one scope this route has.
            eq(programOccurrences.church, feed.church),
            gte(programOccurrences.starts_at, new Date(now.getTime() - PAST_DAYS * 86_400_000)),
            lt(programOccurrences.starts_at, new Date(now.getTime() + FUTURE_DAYS * 86_400_000)),
            onCalendar(),
          ),
        )
        .orderBy(asc(programOccurrences.starts_at))
        .limit(MAX_EVENTS);
      const host = new URL(app.config.publicUrl ?? "http://localhost").hostname;
      const body = calendarText(
        `${feed.name} programs`,
        rows.map((r) => ({
          uid: `program-occurrence-${r.id}@${host}`,
          start: r.starts_at,
          end: r.ends_at,
          summary: r.title,
          location: r.location,
          description: r.description,
          categories: r.category,
          cancelled: r.status === "CANCELLED",
          stamp: r.updated_at,
        })),
      );
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Content-Disposition", 'inline; filename="programs.ics"')
        .header("Cache-Control", "private, max-age=300")
        .send(body);
    },
  });
}
