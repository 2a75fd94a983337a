import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./messages";
import { patchOf } from "./fields";
import { listQuery, MAX_PAGE_SIZE } from "./pagination";

describe("listQuery", () => {
  it("defaults to page 1 of 20 and clamps page_size to the maximum", () => {
    expect(listQuery.parse({})).toMatchObject({ page: 1, page_size: 20 });
    expect(listQuery.parse({ page_size: "100000" }).page_size).toBe(MAX_PAGE_SIZE);
  });

  it("refuses a page size that is not a number, in plain words", () => {
    const result = listQuery.safeParse({ page_size: "lots" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter a number.");
  });
});

describe("patchOf", () => {
  const update = z.strictObject({ name: z.string(), capacity: z.number().default(0) });

  it("makes every field optional without applying defaults", () => {
    expect(patchOf(update).parse({ name: "x" })).toEqual({ name: "x" });
    expect(patchOf(update).parse({})).toEqual({});
  });

  it("still refuses unknown fields", () => {
    expect(patchOf(update).safeParse({ other: 1 }).success).toBe(false);
  });
});
