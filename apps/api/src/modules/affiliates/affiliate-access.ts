import { hasPermission } from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Principal } from "../../platform/auth/principal";

/** Whether the caller runs the programme (approves affiliates and pays withdrawals). */
export const managesAffiliates = (p: Principal | null): boolean =>
  p !== null && hasPermission(p, "affiliates.manage");

/**
 * Affiliate rows are their owner's alone: the owner scope already narrows regional and local
 * callers, and this keeps national officers other than the super admin to their own rows too.
 */
export const ownUnlessManager = (ownerColumn: PgColumn) => (p: Principal | null) =>
  p && !managesAffiliates(p) ? eq(ownerColumn, p.id) : undefined;
