import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetReferralCode, keepReferralCode } from "../../lib/referral-link";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, makeRegion } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { ChurchRequestForm } from "./components/church-request-form";

const filed = {
  id: 5,
  requested_by: 3,
  requested_by_username: "kwesi",
  church_name: "Harvest Fields Chapel",
  region: 1,
  region_name: "Greater Accra",
  address: "",
  contact_phone: "",
  contact_email: "",
  notes: "",
  status: "PENDING",
  review_notes: "",
  reviewed_by: null,
  reviewed_at: null,
  church: null,
  created_at: "2031-01-10T10:00:00Z",
  updated_at: "2031-01-10T10:00:00Z",
};

afterEach(cleanup);
// The notes field grows with its text and listens for web fonts loading, which the test DOM lacks.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", { value: { addEventListener() {}, removeEventListener() {} } });

describe("requesting a church with a referral code", () => {
  signInForEachTest();
  beforeEach(forgetReferralCode);

  async function send(code?: string) {
    const calls = stubApi(({ method, url }) => {
      if (url.startsWith("/api/regions/"))
        return jsonResponse(200, page([makeRegion({ id: 1, name: "Greater Accra" })]));
      if (method === "POST" && url === "/api/churches/requests/") return jsonResponse(201, filed);
    });
    renderWithProviders(<ChurchRequestForm onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Church name/), { target: { value: "Harvest Fields Chapel" } });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith("/api/regions/"))).toBe(true));
    const region = screen.getAllByLabelText(/^Region/).find((e) => e.tagName === "INPUT") as HTMLElement;
    fireEvent.click(region);
    fireEvent.click(await screen.findByRole("option", { name: "Greater Accra", hidden: true }));
    if (code !== undefined)
      fireEvent.change(screen.getByLabelText(/Referral code/), { target: { value: code } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    return calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
  }

  it("sends the code kept from an affiliate's link", async () => {
    keepReferralCode("grace7km");
    expect(await send()).toMatchObject({ referral_code: "GRACE7KM" });
  });

  it("sends no code when the field is left empty", async () => {
    expect(await send("  ")).not.toHaveProperty("referral_code");
  });
});
