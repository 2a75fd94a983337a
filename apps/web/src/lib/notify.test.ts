import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ERROR_TOAST_MS, loadToasts, notify, SUCCESS_TOAST_MS, TOAST_LIMIT, toastsWanted } from "./notify";

afterEach(() => vi.restoreAllMocks());

describe("toasts (spec sections 4 and 9)", () => {
  it("last 4000 ms for errors, 2000 ms for successes and until dismissed while loading; 20 are kept", async () => {
    expect(ERROR_TOAST_MS).toBe(4000);
    expect(SUCCESS_TOAST_MS).toBe(2000);
    expect(TOAST_LIMIT).toBe(20);
    const show = vi.spyOn(notifications, "show").mockReturnValue("id");
    notify.error("Failed");
    notify.success("Saved");
    notify.loading("Working");
    // The toast code arrives with the first toast; the calls made meanwhile run in order.
    await loadToasts();
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(3));
    expect(show.mock.calls.map(([options]) => options.autoClose)).toEqual([4000, 2000, false]);
  });

  it("gives each toast its id at once, so it can be turned into a result before the code has arrived", async () => {
    const update = vi.spyOn(notifications, "update").mockReturnValue("id");
    vi.spyOn(notifications, "show").mockReturnValue("id");
    const id = notify.loading("Uploading");
    expect(id).toMatch(/^toast-/);
    notify.done(id, "success", "Uploaded");
    expect(toastsWanted.get()).toBe(true);
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith(expect.objectContaining({ id, color: "teal" })),
    );
  });
});
