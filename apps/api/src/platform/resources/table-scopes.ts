import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as tables from "../../db/tables";
import type { Scope } from "../tenancy";

/**
 * Tables that no resource declares, with whose rows they hold. A resource's table takes its scope
 * from its declaration (`defineResource`); these are the rest. `global` rows are the installation's,
 * or are reached only through a row that is scoped (a reminder's deliveries through the reminder).
 */
const OTHER_TABLES: [PgTable, Scope][] = [
  [tables.assetHistory, { kind: "church", field: "church" }],
  [tables.eventAttendance, { kind: "church", field: "church" }],
  [tables.householdMembers, { kind: "church", field: "church" }],
  [tables.groupMembers, { kind: "church", field: "church" }],
  [tables.groupAttendance, { kind: "church", field: "church" }],
  [tables.servingTeamMembers, { kind: "church", field: "church" }],
  [tables.servingPlanNeeds, { kind: "church", field: "church" }],
  [tables.memberRelationships, { kind: "church", field: "church" }],
  [tables.memberChangeSettings, { kind: "church", field: "church" }],
  [tables.campaignDailyStats, { kind: "church", field: "church" }],
  [tables.financeChurchMonthTotals, { kind: "church", field: "church" }],
  [tables.financeRegionMonthTotals, { kind: "region", field: "region" }],
  // The installation's own settings and machinery.
  [tables.affiliateSettings, { kind: "global" }],
  [tables.maintenance, { kind: "global" }],
  [tables.siteSettings, { kind: "global" }],
  [tables.rateLimits, { kind: "global" }],
  [tables.storedFiles, { kind: "global" }],
  [tables.storedFileChunks, { kind: "global" }],
  [tables.passwordResetTokens, { kind: "global" }],
  // Reached through a scoped row: a user's sessions, a payment's credit, a campaign's visits, a
  // reminder's deliveries, a subscription's reminders.
  [tables.refreshTokens, { kind: "global" }],
  [tables.paymentCredits, { kind: "global" }],
  [tables.campaignVisits, { kind: "global" }],
  [tables.programReminderDeliveries, { kind: "global" }],
  [tables.subscriptionReminders, { kind: "global" }],
];

/**
 * Church tables whose rows may belong to a region instead: a regional officer's user row has a
 * region and no church. The data handle reaches such a row by either column.
 */
const REGION_TOO: [PgTable, string][] = [[tables.users, "region"]];

/** A table's name (an alias is named otherwise, so it is no table anybody classified). */
export const tableName = (table: PgTable): string => getTableName(table);

/**
 * Which column of each table holds its church, region or owner: from the resource declarations,
 * plus the tables no resource declares. A table several resources declare takes the tenant scope
 * of those that have one (the public testimonies read a church's testimonies).
 */
export class TableScopes {
  readonly #scopes = new Map<string, Scope>(OTHER_TABLES.map(([table, scope]) => [tableName(table), scope]));
  readonly #regionToo = new Map<string, string>(
    REGION_TOO.map(([table, field]) => [tableName(table), field]),
  );

  /** Records the scope a resource declares for its table. */
  declare(table: PgTable, scope: Scope, resource: string): void {
    const name = tableName(table);
    const known = this.#scopes.get(name);
    if (scope.kind === "global") {
      if (!known) this.#scopes.set(name, scope);
      return;
    }
    if (known && known.kind !== "global" && JSON.stringify(known) !== JSON.stringify(scope))
      throw new Error(`Resource ${resource} scopes table ${name} otherwise than another resource`);
    this.#scopes.set(name, scope);
  }

  /** The scope of a table; a table nobody classified is an error, not a table open to all. */
  of(table: PgTable): Scope {
    const scope = this.#scopes.get(tableName(table));
    if (!scope) throw new Error(`Table ${tableName(table)} has no declared tenant column`);
    return scope;
  }

  /** The region column of a church table whose rows may belong to a region instead (users). */
  regionToo(table: PgTable): string | undefined {
    return this.#regionToo.get(tableName(table));
  }

  /** Every classified table's name (a test holds it to the schema). */
  names(): string[] {
    return [...this.#scopes.keys()];
  }
}
