import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { useKitForm } from "./use-kit-form";

/** Whether leaving the page now would ask the person first (a beforeunload the page holds back). */
function leavingIsWarned(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function kitForm(onSubmit: () => Promise<unknown>) {
  return renderHook(() => useKitForm({ defaultValues: { name: "" }, onSubmit }));
}

describe("the form kit's leave warning", () => {
  it("warns while changes are not saved and stops once they are", async () => {
    const { result } = kitForm(async () => undefined);
    expect(leavingIsWarned()).toBe(false);
    act(() => result.current.form.setValue("name", "Choir", { shouldDirty: true }));
    await waitFor(() => expect(leavingIsWarned()).toBe(true));
    await act(() => result.current.submit());
    await waitFor(() => expect(leavingIsWarned()).toBe(false));
  });

  it("still warns when the server refused the save with a message for no field", async () => {
    const refused = new ApiError({ status: 409, code: "conflict", detail: "Someone changed this first." });
    const { result } = kitForm(() => Promise.reject(refused));
    act(() => result.current.form.setValue("name", "Choir", { shouldDirty: true }));
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.alert).toBe("Someone changed this first."));
    expect(leavingIsWarned()).toBe(true);
  });
});
