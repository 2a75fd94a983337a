import { unique } from "../../../test/factories";
import { contactMessages, contactResponses } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

const insertedId = (rows: { id: number }[]) => rows[0]?.id ?? 0;

const CONTACT = {
  name: "Ama",
  email: "ama@example.org",
  subject: "Question",
  message: "When is the next service?",
};

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "contact-messages": {
    owner: "installation",
    make: async (db) => insertedId(await db.insert(contactMessages).values(CONTACT).returning()),
    body: () => ({ ...CONTACT, subject: unique("Question") }),
    updateBody: () => ({ status: "RESOLVED" }),
    actions: { assign: { user_id: null }, change_status: { status: "CLOSED" } },
  },
  "contact-responses": {
    owner: "installation",
    make: async (db) => {
      const message = insertedId(await db.insert(contactMessages).values(CONTACT).returning());
      return insertedId(await db.insert(contactResponses).values({ message, body: "Thank you" }).returning());
    },
    body: async (db) => ({
      message: insertedId(await db.insert(contactMessages).values(CONTACT).returning()),
      body: "Hello",
    }),
    updateBody: () => ({ body: "Hello again" }),
  },
};
