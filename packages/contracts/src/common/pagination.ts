import { z } from "zod";
import { queryNumber } from "./fields";

/** Largest page a list endpoint serves; bigger requests are clamped to it. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** The query every list endpoint understands, before resource-specific filters. */
export const listQuery = z.object({
  page: queryNumber(z.number().int().min(1)).default(1).describe("Page number, starting at 1."),
  page_size: queryNumber(z.number().int().min(1))
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .describe(`Rows per page (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}).`),
  search: z.string().max(200).optional().describe("Free-text search over the resource's search fields."),
  ordering: z.string().max(100).optional().describe("Field to sort by; prefix with - for descending."),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Lists count their rows up to this many; a larger total is answered as "more than". */
export const LIST_COUNT_BOUND = 10_000;

/** The envelope of every list answer. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z
      .number()
      .int()
      .describe(
        `The number of rows across all pages when count_is_exact is true; otherwise a lower bound (there are more than this many). Lists count at most ${LIST_COUNT_BOUND.toLocaleString("en")} rows.`,
      ),
    count_is_exact: z
      .boolean()
      .default(true)
      .describe(
        "False when the total is larger than count: shown as 10,000+, and next says whether a page follows.",
      ),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Page<T> = {
  count: number;
  /** False when `count` is a lower bound (more rows exist); absent in answers that always count exactly. */
  count_is_exact?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
};
