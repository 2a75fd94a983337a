import { msg } from "@cm/contracts";
import { inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { members } from "../db/tables";
import { fieldError, notFound } from "./errors";
import type { Scoped } from "./resources/scoped";
import type { Data } from "./resources/scoped-data";

type Conn = Db | Tx | Data;

// The member roll as the areas whose rows name members read it: names, search and sort text, and
// the check that ids are on a church's roll. Shared here, as users' names are, so no area borrows
// it from another.

/** A member's name as the church-life pages show it. */
export const memberName = sql<string>`${members.first_name} || ' ' || ${members.last_name}`;

/** The search text (name, phone and e-mail in lower case) of the member a row points at, for list search. */
export const memberSearchOf = (member: PgColumn) =>
  sql<string>`(select ${members.search_text} from ${members} where ${members.id} = ${member})`;

/** The lower-case name of the member a row points at, for ordering a list by member name. */
export const memberSortNameOf = (member: PgColumn) =>
  sql<string>`(select lower(${memberName}) from ${members} where ${members.id} = ${member})`;

/**
 * The distinct ids of a request, each checked to be on the roll of the church the members scope
 * is narrowed to. Church-life rows always point at members of their own church, whoever writes
 * them (a national officer reaches every church, so the caller's reach alone is not enough); any
 * other id is refused with a 400 on `field` that names it, before anything is written.
 */
export async function membersOfChurch(conn: Conn, roll: Scoped, ids: number[], field: string) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return wanted;
  const found = await conn
    .select({ id: members.id })
    .from(members)
    .where(roll.where(inArray(members.id, wanted)));
  const known = new Set(found.map((m) => m.id));
  const strangers = wanted.filter((id) => !known.has(id));
  if (strangers.length > 0) {
    throw fieldError(
      field,
      strangers.length === 1
        ? msg("Member {member} is not on this church's roll.", { member: strangers[0] ?? "" })
        : msg("These members are not on this church's roll: {members}.", { members: strangers.join(", ") }),
    );
  }
  return wanted;
}

/**
 * One member an action on a church's record names (the person put in a household, a relative):
 * on the church's roll, or 404 as any record of another church is, whoever asks.
 */
export async function memberOfChurch(conn: Conn, roll: Scoped, id: number): Promise<void> {
  const [found] = await conn
    .select({ id: members.id })
    .from(members)
    .where(roll.where(inArray(members.id, [id])));
  if (!found) throw notFound(msg("This member was not found in the church."));
}

/** Names of members by id, in one query; the ids come from rows the caller has already reached. */
export async function memberNamesOf(conn: Conn, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await conn
    .select({ id: members.id, name: memberName })
    .from(members)
    .where(inArray(members.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
