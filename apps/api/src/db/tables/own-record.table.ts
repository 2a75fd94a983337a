import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn } from "./columns";
import { churchOwner } from "./hierarchy.table";
import { users } from "./users.table";

/**
 * A member's own request to change their phone, address or photo. A field left null is not asked
 * for. PENDING until a church officer confirms (APPLIED) or declines it; APPLIED at once when the
 * church applies its members' own changes without confirmation.
 */
export const memberChangeRequests = pgTable(
  "member_change_requests",
  {
    id: idColumn(),
    church: churchOwner(),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    user: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    phone: text("phone"),
    address: text("address"),
    photo: text("photo"),
    status: text("status", { enum: ["PENDING", "APPLIED", "DECLINED"] })
      .notNull()
      .default("PENDING"),
    decided_by: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decided_at: timestamp("decided_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index("member_change_requests_church_status_idx").on(t.church, t.status, t.created_at, t.id),
    index("member_change_requests_member_idx").on(t.member, t.created_at),
  ],
);

/**
 * A user account that may be a member of its church: made when the account's e-mail is a member's
 * of the church it belongs to, and kept until a church officer confirms it (the member's `user` is
 * set and the row goes) or declines it. One per member and one per user.
 */
export const memberLinkRequests = pgTable(
  "member_link_requests",
  {
    id: idColumn(),
    church: churchOwner(),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    user: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A declined link stays, so the same account is not proposed for the member again.
    status: text("status", { enum: ["PENDING", "DECLINED"] })
      .notNull()
      .default("PENDING"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("member_link_requests_member_key").on(t.member),
    uniqueIndex("member_link_requests_user_key").on(t.user),
    index("member_link_requests_church_idx").on(t.church, t.created_at),
  ],
);

/** How a church takes its members' own changes: kept for confirmation (the default) or applied at once. */
export const memberChangeSettings = pgTable("member_change_settings", {
  church: churchOwner().primaryKey(),
  apply_without_confirmation: boolean("apply_without_confirmation").notNull().default(false),
});
