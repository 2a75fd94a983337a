import type { GivePage } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { GiveForm } from "./components/give-form";

const grace: GivePage = {
  church: { id: 3, name: "Grace Cathedral", currency: "GHS" },
  funds: [
    { id: 7, name: "Building fund", description: "" },
    { id: 8, name: "Tithe", description: "" },
  ],
  gateways: [{ name: "sandbox", display_name: "Sandbox" }],
  donor: null,
};

afterEach(() => cleanup());

/** Chooses the building fund and types the guest's details. */
async function fillIn(amount: string) {
  const fund = screen.getAllByLabelText(/^Fund/).find((e) => e.tagName === "INPUT") as HTMLElement;
  fireEvent.click(fund);
  fireEvent.click(await screen.findByRole("option", { name: "Building fund", hidden: true }));
  fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: "Ama Guest" } });
  fireEvent.change(screen.getByLabelText(/^Your e-mail/), { target: { value: "ama@example.org" } });
  fireEvent.click(screen.getByRole("button", { name: "Give now" }));
}

describe("the give form", () => {
  it("says under each field what is missing and sends nothing", async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<GiveForm page={grace} go={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Give now" }));
    expect(await screen.findByText(/Enter an amount/)).toBeTruthy();
    expect(screen.getAllByText("This field is required.").length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("refuses zero and three decimals before sending", async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<GiveForm page={grace} go={() => {}} />);
    await fillIn("0");
    expect(await screen.findByText("The amount must be more than zero.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: "10.001" } });
    fireEvent.click(screen.getByRole("button", { name: "Give now" }));
    expect(await screen.findByText("Enter the amount with at most two decimal places.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("puts the server's refusal under its field, and goes to the checkout once accepted", async () => {
    let refuse = true;
    const posted: unknown[] = [];
    stubApi(({ method, url, body }) => {
      if (method === "POST" && url === "/api/giving/online-gifts/give/") {
        posted.push(body);
        return refuse
          ? jsonResponse(400, { amount: ["This church keeps its books in GHS; enter the amount in GHS."] })
          : jsonResponse(200, { reference: "GIV-1", redirect_url: "/checkout/GIV-1" });
      }
    });
    const went: string[] = [];
    renderWithProviders(<GiveForm page={grace} go={(url) => went.push(url)} />);
    await fillIn("50");
    expect(
      await screen.findByText("This church keeps its books in GHS; enter the amount in GHS."),
    ).toBeTruthy();
    expect(posted[0]).toMatchObject({
      church: 3,
      fund: 7,
      amount: "50.00",
      gateway: "sandbox",
      frequency: "ONCE",
    });
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Give now" }));
    await waitFor(() => expect(went).toEqual(["/checkout/GIV-1"]));
  });

  it("offers weekly and monthly gifts only to a signed-in giver, with their name filled in", async () => {
    stubApi(() => undefined);
    renderWithProviders(
      <GiveForm
        page={{ ...grace, donor: { name: "Kwame Mensah", email: "k@example.org", member: true } }}
        go={() => {}}
      />,
    );
    expect((screen.getByLabelText(/^Your name/) as HTMLInputElement).value).toBe("Kwame Mensah");
    expect(screen.queryByText("Sign in to give every week or every month.")).toBeNull();
  });
});
