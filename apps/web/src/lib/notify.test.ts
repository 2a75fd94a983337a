import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ERROR_TOAST_MS, notify, SUCCESS_TOAST_MS, TOAST_LIMIT } from "./notify";

afterEach(() => vi.restoreAllMocks());

describe("toasts (spec sections 4 and 9)", () => {
  it("last 4000 ms for errors, 2000 ms for successes and until dismissed while loading; 20 are kept", () => {
    expect(ERROR_TOAST_MS).toBe(4000);
    expect(SUCCESS_TOAST_MS).toBe(2000);
    expect(TOAST_LIMIT).toBe(20);
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    notify.error("Failed");
    notify.success("Saved");
    notify.loading("Working");
    expect(show.mock.calls.map(([options]) => options.autoClose)).toEqual([4000, 2000, false]);
  });
});
