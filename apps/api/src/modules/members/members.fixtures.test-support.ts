import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { memberRelationships, members } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** A member of a church; names are unique so searches find exactly one. */
export async function makeMember(db: Db, church: number, values: Partial<typeof members.$inferInsert> = {}) {
  const [row] = await db
    .insert(members)
    .values({ church, first_name: "Kofi", last_name: unique("Member"), ...values })
    .returning();
  if (!row) throw new Error("member not created");
  return row;
}

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  members: {
    owner: "church",
    // Every member carries values of its own, so a filter menu that leaked another church's values shows.
    make: async (db, church) =>
      (
        await makeMember(db, church.id, {
          category: unique("Category"),
          home_cell_fellowship: unique("Cell"),
          home_cell_pastor: unique("Pastor"),
          gender: "FEMALE",
        })
      ).id,
    body: (_db, church) => ({ church: church.id, first_name: "Abena", last_name: unique("Member") }),
    actions: {
      bulk_activate: ({ object }) => ({ ids: [object] }),
      bulk_deactivate: ({ object }) => ({ ids: [object] }),
      bulk_delete: ({ object }) => ({ ids: [object] }),
      bulk_change_home_cell: ({ object }) => ({ ids: [object], home_cell_fellowship: "North" }),
      bulk_change_pastor: ({ object }) => ({ ids: [object], home_cell_pastor: "Pastor Ofori" }),
      export: { format: "csv" },
      duplicates: {},
      merge: async ({ db, church, object }) => ({
        keep: object,
        remove: (await makeMember(db, church.id)).id,
        fields: ["phone"],
      }),
      relationships: {},
      erase: {},
      add_relationship: async ({ db, church }) => ({
        relative: (await makeMember(db, church.id)).id,
        kind: "sibling",
      }),
      remove_relationship: async ({ db, church, object }) => {
        const relative = await makeMember(db, church.id);
        await db.insert(memberRelationships).values([
          { church: church.id, member: object, relative: relative.id, kind: "sibling" },
          { church: church.id, member: relative.id, relative: object, kind: "sibling" },
        ]);
        return { relative: relative.id };
      },
    },
  },
};
