import { randomInt } from "node:crypto";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import type { Data } from "./resources/scoped-data";

/** A URL-friendly form of a title: lower-case letters and digits joined by hyphens. */
export function slugify(text: string, fallback: string): string {
  const base = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return base || fallback;
}

// Lower-case letters and digits that cannot be read as one another (no 0/o, 1/l/i).
const SUFFIX_LETTERS = "23456789abcdefghjkmnpqrstuvwxyz";
const SUFFIX_LENGTH = 6;
const randomSuffix = () =>
  Array.from({ length: SUFFIX_LENGTH }, () => SUFFIX_LETTERS[randomInt(SUFFIX_LETTERS.length)]).join("");

/**
 * The slug of a church's row: its title's words and a random suffix (`healed-of-malaria-x7k2q9`).
 * A slug made from the first free number (`-2`) would tell a church that another church has a
 * row of that title, published or not; a random suffix depends on no other row. `taken` asks
 * whether a unique slug column already holds a candidate (about one in a billion does).
 */
export async function churchRowSlug(
  title: string,
  fallback: string,
  taken?: (slug: string) => Promise<boolean>,
): Promise<string> {
  const base = slugify(title, fallback);
  for (;;) {
    const slug = `${base}-${randomSuffix()}`;
    if (!taken || !(await taken(slug))) return slug;
  }
}

/** Whether a slug column of a table holds `slug` (on another row than `except`). */
export async function slugTaken(
  conn: Db | Tx | Data,
  table: PgTable & { slug: PgColumn; id: PgColumn },
  slug: string,
  except?: number,
): Promise<boolean> {
  const [row] = await conn
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), except ? ne(table.id, except) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * The first free slug of an installation-wide row everyone sees (a testimony type): `healing`,
 * then `healing-2`. The number reveals only rows that are public anyway; a church's rows take
 * `churchRowSlug`.
 */
export async function sharedRowSlug(
  conn: Db | Tx | Data,
  table: PgTable & { slug: PgColumn; id: PgColumn },
  title: string,
  fallback: string,
  except?: number,
): Promise<string> {
  const base = slugify(title, fallback);
  const rows = await conn
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        or(eq(table.slug, base), sql`${table.slug} like ${`${base}-%`}`),
        except ? ne(table.id, except) : undefined,
      ),
    );
  const used = new Set(rows.map((r) => r.slug as string));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
