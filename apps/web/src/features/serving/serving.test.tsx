import type { ServingAssignment, ServingResponse } from "@cm/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { MyServing } from "./components/my-serving";
import { ServingResponseView } from "./components/serving-response";

const service: ServingAssignment = {
  id: 12,
  church: 1,
  plan: 3,
  date: "2026-12-06",
  plan_name: "Sunday service",
  time: "09:00",
  position: 4,
  position_name: "Door",
  team_name: "Ushers",
  member: 9,
  member_name: "Ama Owusu",
  status: "pending",
  responded_at: null,
  created_at: "2026-11-20T10:00:00Z",
};
const asked: ServingResponse = {
  church_name: "Grace Cathedral",
  member_name: "Ama Owusu",
  date: "2026-12-06",
  plan_name: "Sunday service",
  time: "09:00",
  position_name: "Door",
  team_name: "Ushers",
  status: "pending",
  passed: false,
};

afterEach(() => cleanup());

describe("my serving", () => {
  signInForEachTest();

  it("declines a service, and the service then shows as declined", async () => {
    let status: ServingAssignment["status"] = "pending";
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/serving/assignments/12/decline/") {
        status = "declined";
        return jsonResponse(200, { ...service, status });
      }
      if (url.startsWith("/api/serving/assignments/mine/"))
        return jsonResponse(200, [{ ...service, status }]);
      if (url.startsWith("/api/serving/blockouts/mine/")) return jsonResponse(200, []);
    });
    renderWithProviders(<MyServing />);
    expect(await screen.findByText("Door (Ushers) at Sunday service")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I cannot serve" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.url).toBe("/api/serving/assignments/12/decline/");
    expect(await screen.findByText("Declined")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "I cannot serve" })).toBeNull();
  });

  it("refuses days away whose last day is before the first, in words, before sending", async () => {
    const calls = stubApi(({ url }) => {
      if (url.startsWith("/api/serving/assignments/mine/")) return jsonResponse(200, []);
      if (url.startsWith("/api/serving/blockouts/mine/")) return jsonResponse(200, []);
    });
    renderWithProviders(<MyServing />);
    expect(await screen.findByText("You are not down to serve at any service to come.")).toBeTruthy();
    const form = screen.getByRole("form", { name: "Add days away" });
    fireEvent.change(within(form).getByLabelText(/^From/), { target: { value: "2026-12-10" } });
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: "2026-12-01" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add" }));
    expect(await within(form).findByText("The last day cannot be before the first.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});

describe("the e-mailed answer link", () => {
  it("shows what was asked and sends the answer with the link's token", async () => {
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url === "/api/serving/respond/")
        return jsonResponse(200, { ...asked, status: "declined" });
      if (url.startsWith("/api/serving/respond/")) return jsonResponse(200, asked);
    });
    renderWithProviders(<ServingResponseView token={"t".repeat(32)} suggested="decline" />);
    expect(
      await screen.findByText(/Grace Cathedral asks you to serve as Door \(Ushers\) at Sunday service/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I cannot serve" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      token: "t".repeat(32),
      answer: "decline",
    });
    expect(await screen.findByText("Declined")).toBeTruthy();
  });

  it("says plainly when a link is not known", async () => {
    stubApi(() =>
      jsonResponse(404, {
        detail: "This link is not known. It may be old: ask your church office for a new one.",
        code: "not_found",
      }),
    );
    renderWithProviders(<ServingResponseView token={"x".repeat(32)} suggested={null} />);
    expect(await screen.findByText("This link does not work")).toBeTruthy();
    expect(
      screen.getByText("This link is not known. It may be old: ask your church office for a new one."),
    ).toBeTruthy();
  });
});
