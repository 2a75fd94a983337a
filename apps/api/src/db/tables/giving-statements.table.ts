import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn } from "./columns";
import { churchOwner } from "./hierarchy.table";
import { households } from "./people.table";
import { users } from "./users.table";

/**
 * A giving statement e-mailed to a donor for a year. The unique key on the church, the year and
 * the donor (`member:12`, `household:5`) lets the first of two senders through, so asking twice
 * for a year e-mails no donor twice.
 */
export const givingStatementMailings = pgTable(
  "giving_statement_mailings",
  {
    id: idColumn(),
    church: churchOwner(),
    year: integer("year").notNull(),
    donor: text("donor").notNull(),
    member: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    household: integer("household_id").references(() => households.id, { onDelete: "set null" }),
    donor_name: text("donor_name").notNull(),
    to: text("to_address").notNull(),
    sent_by: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("giving_statement_mailings_donor_key").on(t.church, t.year, t.donor),
    index("giving_statement_mailings_church_idx").on(t.church, t.created_at),
    check("giving_statement_mailings_year_check", sql`${t.year} between 2000 and 2100`),
  ],
);
