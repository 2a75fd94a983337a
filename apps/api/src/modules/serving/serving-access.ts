import { hasPermission } from "@cm/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { members } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";

/** Whether the caller keeps the church's rotas (the church office), not only their own answers. */
export const managesServing = (p: Principal | null) => p !== null && hasPermission(p, "members.write");
/** Whether the caller reads every rota of their reach (the church office). */
export const readsServing = (p: Principal | null) => p !== null && hasPermission(p, "church-life.read");

/** `column` names the caller's own member record (the one linked to their account). */
export const isOwnMember = (column: PgColumn, principal: Principal | null): SQL =>
  sql`${column} in (select ${members.id} from ${members} where ${members.user} = ${principal?.id ?? 0})`;

/** The rows the office sees all of and anyone else only their own (by the member column). */
export const ownUnlessOffice =
  (column: PgColumn, office: (p: Principal | null) => boolean) =>
  (p: Principal | null): SQL | undefined =>
    office(p) ? undefined : isOwnMember(column, p);
