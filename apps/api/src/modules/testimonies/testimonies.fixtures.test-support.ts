import { eq } from "drizzle-orm";
import { unique } from "../../../test/factories";
import { testimonies, testimonyTypes } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeDocument, makePublished, makeTestimony, makeType } from "./testimonies.test-support";

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "testimony-types": {
    owner: "installation",
    make: async (db) => {
      const [row] = await db
        .insert(testimonyTypes)
        .values({ name: unique("Provision"), slug: unique("provision") })
        .returning();
      return row?.id ?? 0;
    },
    body: () => ({ name: unique("Kind"), description: "" }),
  },
  testimonies: {
    owner: "church",
    make: async (db, church) => (await makeTestimony(db, church.id)).id,
    body: async (db, church) => ({
      church: church.id,
      title: unique("Healed"),
      type: await makeType(db),
      story: "It happened.",
    }),
    updateBody: () => ({ title: unique("Renamed"), type: 1, story: "Told again.", testifier_name: "Ama" }),
    actions: {
      verify: { note: "" },
      unverify: { note: "Checked again." },
      reject: { reason: "Not a testimony." },
      medical_documents: {},
      photo: {},
      stats: {},
    },
  },
  "testimony-documents": {
    owner: "church",
    make: async (db, church) => makeDocument(db, await makeTestimony(db, church.id)),
    actions: { download: {} },
  },
  "public-testimonies": {
    // Published testimonies are read by everyone: no tenant to check.
    owner: "church",
    make: async (db, church) => (await makePublished(db, church.id)).id,
    actions: {
      by_slug: async ({ db, object }) => ({
        slug: (
          await db.select({ slug: testimonies.slug }).from(testimonies).where(eq(testimonies.id, object))
        )[0]?.slug,
      }),
    },
  },
};
