import type { Db } from "../../db/client";

export type ChurchRow = { id: number; region: number };

/** What an action is called with: fixed, or built from a church and an object of it (a member of church B). */
export type ActionInput =
  | Record<string, unknown>
  | ((ctx: {
      db: Db;
      church: ChurchRow;
      object: number;
    }) => Promise<Record<string, unknown>> | Record<string, unknown>);

/**
 * How the matrix test makes an object of each resource inside a church, and valid bodies
 * for its writes. A resource without an entry fails the matrix test on purpose.
 */
export type Fixture = {
  /** Whose rows these are, stated here independently of the declaration it checks. */
  owner: "church" | "region" | "installation";
  make(db: Db, church: ChurchRow): Promise<number>;
  body?(db: Db, church: ChurchRow): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A valid PUT body, when it differs from the create body. */
  updateBody?(db: Db, church: ChurchRow): Record<string, unknown>;
  /**
   * The body (POST) or query (GET) of each action. Collection reads must answer 200 with them for
   * a user of the church, so the test can see whether another church's rows change the answer.
   */
  actions?: Record<string, ActionInput>;
  /**
   * What a caller needs before a write of their own may succeed (an affiliate account with a
   * balance before a withdrawal): the matrix runs it for the VIEWER who writes by design.
   */
  prepareCaller?(db: Db, user: { id: number; church: number | null }): Promise<void>;
  /**
   * The multipart body of an upload action a VIEWER may call by design (a member's own photo):
   * the matrix sends it instead of the action's input there.
   */
  uploads?: Record<string, () => Promise<{ payload: Buffer; headers: Record<string, string> }>>;
};

/**
 * Every module's fixtures, found by file name: a module adds `<name>.fixtures.test-support.ts`
 * next to its routes, exporting `fixtures`, and nothing else needs editing.
 */
export const fixtures: Record<string, Fixture> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, Fixture>>("../../modules/**/*.fixtures.test-support.ts", {
      eager: true,
      import: "fixtures",
    }),
  ),
);
