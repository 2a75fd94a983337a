import { bigint, customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database, so every instance of the API serves every file. A row
 * appears once all of its chunks are written (one transaction), so a reader never sees half a file.
 */
export const storedFiles = pgTable("stored_files", {
  name: text("name").primaryKey(),
  mime: text("mime").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  chunks: integer("chunks").notNull(),
  created_at: createdAt(),
});

/** A file's bytes in pieces of a fixed size, read and written one piece at a time. */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    file: text("file_name")
      .notNull()
      .references(() => storedFiles.name, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytes("data").notNull(),
  },
  (t) => [primaryKey({ name: "stored_file_chunks_pkey", columns: [t.file, t.seq] })],
);

/** Rate-limit counters shared by every instance (when no Redis is configured). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
});
