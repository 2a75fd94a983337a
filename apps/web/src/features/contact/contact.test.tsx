import type { ContactMessage, ContactResponse, User } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { headersOf, page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { ContactForm, tooManyMessagesText } from "./components/contact-form";
import { MessagesTable } from "./components/messages-table";

// happy-dom has no FontFaceSet, which Mantine's growing text areas listen to.
if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget() });

/** Opens a Mantine select and picks an option from its own list (other selects keep theirs in the page). */
async function pick(combobox: HTMLElement, name: string) {
  fireEvent.click(combobox);
  const listbox = await vi.waitFor(() => {
    const found = document.getElementById(combobox.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("The list did not open.");
    return found;
  });
  fireEvent.click(within(listbox).getByRole("option", { name, hidden: true }));
}

function fillContactForm() {
  const form = screen.getByRole("form", { name: "Contact us" });
  fireEvent.change(within(form).getByLabelText(/your name/i), { target: { value: "Abena Owusu" } });
  fireEvent.change(within(form).getByLabelText(/e-mail/i), { target: { value: "abena@example.org" } });
  fireEvent.change(within(form).getByLabelText(/subject/i), { target: { value: "Sunday school" } });
  fireEvent.change(within(form).getByLabelText(/message/i), { target: { value: "How do we enrol?" } });
  fireEvent.click(within(form).getByRole("button", { name: "Send message" }));
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

/** The message the API stores from a contact form's body. */
function sentMessage(id: number, body: unknown): ContactMessage {
  return {
    ...(body as Pick<ContactMessage, "name" | "email" | "phone" | "subject" | "message">),
    id,
    status: "NEW",
    user: null,
    assigned_to: null,
    created_at: "2026-03-01T10:00:00Z",
    updated_at: "2026-03-01T10:00:00Z",
  };
}

describe("ContactForm", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.clear();
  });

  it("checks the fields before sending anything", async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<ContactForm />);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(3);
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends a guest's message and thanks the sender", async () => {
    const calls = stubApi(({ body }) => jsonResponse(201, sentMessage(1, body)));
    renderWithProviders(<ContactForm />);
    fillContactForm();
    expect(await screen.findByText("Thank you, your message has been sent.")).toBeTruthy();
    expect(screen.getByText(/answer at abena@example.org/)).toBeTruthy();
    expect(headersOf(calls[0]).get("Authorization")).toBeNull();
    expect(calls[0]).toMatchObject({
      url: "/api/contact/messages/",
      method: "POST",
      body: {
        name: "Abena Owusu",
        email: "abena@example.org",
        phone: "",
        subject: "Sunday school",
        message: "How do we enrol?",
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect((screen.getByLabelText(/subject/i) as HTMLInputElement).value).toBe("");
  });

  it("links a signed-in sender's message to their account by sending the token", async () => {
    sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin });
    const calls = stubApi(({ body }) => jsonResponse(201, { ...sentMessage(2, body), user: localAdmin.id }));
    renderWithProviders(<ContactForm />);
    fillContactForm();
    expect(await screen.findByText("Thank you, your message has been sent.")).toBeTruthy();
    expect(headersOf(calls[0]).get("Authorization")).toMatch(/^Bearer /);
  });

  it("puts the server's field errors under their fields", async () => {
    stubApi(() => jsonResponse(400, { email: ["This address cannot receive mail."] }));
    renderWithProviders(<ContactForm />);
    fillContactForm();
    const error = await screen.findByText("This address cannot receive mail.");
    const input = screen.getByLabelText(/e-mail/i);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(error.id).toBe(
      input
        .getAttribute("aria-describedby")
        ?.split(" ")
        .find((id) => id === error.id),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says plainly when too many messages were sent (429)", async () => {
    stubApi(() =>
      jsonResponse(
        429,
        { detail: "Too many requests.", code: "too_many_requests" },
        { "Retry-After": "1500" },
      ),
    );
    renderWithProviders(<ContactForm />);
    fillContactForm();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "You have sent several messages already. Please try again in about 25 minutes.",
    );
    expect(alert.textContent).not.toContain("429");
  });

  it("words the wait plainly, with or without a Retry-After", () => {
    const limited = (retryAfter: number | null) =>
      new ApiError({ status: 429, code: "too_many_requests", detail: "x", retryAfter });
    expect(tooManyMessagesText(limited(null))).toBe(
      "You have sent several messages already. Please try again later.",
    );
    expect(tooManyMessagesText(limited(30))).toContain("in about 1 minute.");
    expect(tooManyMessagesText(new ApiError({ status: 400, code: "x", detail: "x" }))).toBeNull();
  });
});

const message: ContactMessage = {
  id: 5,
  name: "Abena Owusu",
  email: "abena@example.org",
  phone: "",
  subject: "Sunday school enrolment",
  message: "How do we enrol twelve children?",
  status: "NEW",
  user: null,
  assigned_to: null,
  created_at: "2026-03-01T10:00:00Z",
  updated_at: "2026-03-01T10:00:00Z",
};
const staff: User = {
  ...localAdmin,
  id: 9,
  username: "esi",
  first_name: "Esi",
  last_name: "Boateng",
  role: "STAFF",
};

describe("MessagesTable", () => {
  let current: ContactMessage;
  let responses: ContactResponse[];

  beforeEach(() => {
    localStorage.clear();
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN" },
    });
    current = { ...message };
    responses = [];
  });

  function api() {
    return stubApi((call) => {
      const { url, method } = call;
      if (url.startsWith("/api/users/"))
        return jsonResponse(200, page(url.includes("role=STAFF") ? [staff] : []));
      if (method === "POST" && url.endsWith("/change_status/")) {
        current = { ...current, status: (call.body as { status: ContactMessage["status"] }).status };
        return jsonResponse(200, current);
      }
      if (method === "POST" && url.endsWith("/assign/")) {
        current = { ...current, assigned_to: (call.body as { user_id: number | null }).user_id };
        return jsonResponse(200, current);
      }
      if (method === "POST" && url === "/api/contact/responses/") {
        const created = {
          id: 40,
          message: current.id,
          body: (call.body as { body: string }).body,
          sent_by: 1,
          sent_at: null,
          created_at: "2026-03-02T10:00:00Z",
        };
        responses = [created];
        return jsonResponse(201, created);
      }
      if (method === "POST" && url === "/api/contact/responses/40/send_to_user/") {
        responses = responses.map((r) => ({ ...r, sent_at: "2026-03-02T10:05:00Z" }));
        return jsonResponse(200, responses[0]);
      }
      if (url.startsWith("/api/contact/responses/")) return jsonResponse(200, page(responses));
      if (url === "/api/contact/messages/5/") return jsonResponse(200, current);
      if (url.startsWith("/api/contact/messages/")) return jsonResponse(200, page([current]));
      return undefined;
    });
  }

  it("speaks French to an office that reads French", async () => {
    await i18n.changeLanguage("fr");
    const success = vi.spyOn(notify, "success");
    api();
    renderWithProviders(<MessagesTable />);
    await screen.findByRole("button", { name: "Sunday school enrolment" });
    expect(screen.getByRole("table", { name: "Messages de contact" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Statut" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sunday school enrolment" }));
    const drawer = await screen.findByRole("dialog");
    await pick(within(drawer).getByRole("combobox", { name: "Statut" }), "Résolu");
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("Le message est maintenant marqué «\u00a0Résolu\u00a0»."),
    );
    expect(
      tooManyMessagesText(new ApiError({ status: 429, code: "throttled", detail: "", retryAfter: 60 })),
    ).toBe("Vous avez déjà envoyé plusieurs messages. Réessayez dans 1 minute environ.");
  });

  it("filters by status and opens a message", async () => {
    const calls = api();
    renderWithProviders(<MessagesTable />);
    await screen.findByRole("button", { name: "Sunday school enrolment" });
    expect(calls[0]?.url).toBe("/api/contact/messages/?page=1&page_size=20&ordering=-created_at");
    await pick(screen.getByRole("combobox", { name: "Status" }), "In progress");
    await vi.waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        "/api/contact/messages/?page=1&page_size=20&ordering=-created_at&status=IN_PROGRESS",
      ),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Sunday school enrolment" }));
    expect(await screen.findByText("How do we enrol twelve children?", { selector: "p" })).toBeTruthy();
  });

  it("changes the status, gives the message to a staff member, and takes it back", async () => {
    const calls = api();
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<MessagesTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Sunday school enrolment" }));
    const drawer = await screen.findByRole("dialog");

    await pick(within(drawer).getByRole("combobox", { name: "Status" }), "Resolved");
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('The message is now marked "Resolved".'));
    expect(calls.find((c) => c.url.endsWith("/change_status/"))).toMatchObject({
      url: "/api/contact/messages/5/change_status/",
      body: { status: "RESOLVED" },
    });

    await pick(within(drawer).getByRole("combobox", { name: "Given to" }), "Esi Boateng (@esi)");
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("The message is given to Esi Boateng (@esi)."),
    );
    await pick(within(drawer).getByRole("combobox", { name: "Given to" }), "Nobody");
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("The message is no longer given to anyone."));
    const assigns = calls.filter((c) => c.url.endsWith("/assign/")).map((c) => c.body);
    expect(assigns).toEqual([{ user_id: 9 }, { user_id: null }]);
  });

  it("saves an answer and e-mails it only after confirmation", async () => {
    const calls = api();
    renderWithProviders(<MessagesTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Sunday school enrolment" }));
    const drawer = await screen.findByRole("dialog");
    fireEvent.change(within(drawer).getByLabelText("Write an answer"), {
      target: { value: "Ask your branch secretary." },
    });
    fireEvent.click(within(drawer).getByRole("button", { name: "Save answer" }));
    fireEvent.click(await within(drawer).findByRole("button", { name: "Send to user" }));
    expect(await screen.findByText(/will be e-mailed to Abena Owusu at abena@example.org/)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith("/send_to_user/"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Send e-mail" }));
    expect(await within(drawer).findByText(/^Sent /)).toBeTruthy();
    expect(calls.find((c) => c.method === "POST" && c.url === "/api/contact/responses/")?.body).toEqual({
      message: 5,
      body: "Ask your branch secretary.",
    });
  });
});
