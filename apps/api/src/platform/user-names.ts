import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { users } from "../db/tables";
import type { Data } from "./resources/scoped-data";

type Conn = Db | Tx | Data;

/** Display names of users who acted on records the caller may see. */
export async function userNames(db: Conn, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.first_name, last: users.last_name, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, `${u.first} ${u.last}`.trim() || u.username]));
}
