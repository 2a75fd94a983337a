import { act, fireEvent, renderHook, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "../../lib/api-client";
import { renderWithProviders } from "../../test/render";
import { ChoiceField } from "../form-parts";
import { KitForm } from "./kit-form";
import { useKitForm, useSchemaForm } from "./use-kit-form";

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

describe("the form kit's choice field", () => {
  const status = z.object({ status: z.string().min(1, "Choose the new status.") });

  function StatusForm({ onSave }: { onSave: () => Promise<unknown> }) {
    const kit = useSchemaForm(status, { defaultValues: { status: "" }, onSubmit: onSave });
    return (
      <KitForm kit={kit} label="Change the status" submitLabel="Save">
        <ChoiceField name="status" label="New status" required data={["Active", "Retired"]} />
      </KitForm>
    );
  }

  it("takes the focus when it is the field to fix", async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<StatusForm onSave={onSave} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Choose the new status.");
    const input = screen.getAllByLabelText(/New status/).find((element) => element.tagName === "INPUT");
    expect(input).toBeDefined();
    expect(document.activeElement).toBe(input);
    expect(onSave).not.toHaveBeenCalled();
  });
});
