import { serial, timestamp } from "drizzle-orm/pg-core";

/** Columns every table has; property names are the API's field names (one name everywhere). */
export const idColumn = () => serial("id").primaryKey();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
