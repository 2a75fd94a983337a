import type { User } from "@cm/contracts";
import { IconEye } from "@tabler/icons-react";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { adminPage } from "./admin/admin-page";
import { recordDetailPage } from "./billing-records/record-page";
import { headedPage } from "./page-frames";
import { legalPage, publicPage } from "./public/public-frame";

const words = { title: "Attendance", description: "Who came, week by week." };
const View = () => <p>the view</p>;

describe("the shared page frames", () => {
  signInForEachTest({ ...localAdmin, role: "SUPER_ADMIN", church: null });

  it("shows a signed-in page's heading, its line and its view", () => {
    const Page = headedPage(words, View);
    renderWithProviders(<Page />);
    expect(screen.getByRole("heading", { level: 1, name: "Attendance" })).toBeTruthy();
    expect(screen.getByText("Who came, week by week.")).toBeTruthy();
    expect(screen.getByText("the view")).toBeTruthy();
  });

  it("puts an administration page's one link beside its title", () => {
    const Page = adminPage(
      { ...words, links: [{ to: "/admin/view/announcements", label: "See it", Icon: IconEye }] },
      View,
    );
    renderWithProviders(<Page />, { route: "/admin/announcements" });
    expect(screen.getByRole("heading", { level: 1, name: "Attendance" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See it" }).getAttribute("href")).toBe(
      "/admin/view/announcements",
    );
  });

  it("ends an administration page's line with its way back", () => {
    const Page = adminPage({ ...words, back: { to: "/settings", label: "Back to settings" } }, View);
    renderWithProviders(<Page />, { route: "/settings/maintenance" });
    const back = screen.getByRole("link", { name: "Back to settings" });
    expect(back.getAttribute("href")).toBe("/settings");
    expect(back.parentElement?.textContent).toBe("Who came, week by week. Back to settings");
  });

  it("names the browser tab after a public page's tab word, else its title", async () => {
    const Feed = publicPage(
      { eyebrow: "Notifications", title: "Announcements", lead: "News.", tab: "Notifications" },
      View,
    );
    const { unmount } = renderWithProviders(<Feed />);
    expect(screen.getByRole("heading", { level: 1, name: "Announcements" })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Notifications · /));
    unmount();
    // A legal text is written against the installation's contact details, which it asks for.
    stubApi(() =>
      jsonResponse(200, {
        organisation_name: "Grace Fellowship International",
        contact_email: "office@grace.example",
        contact_phone: "",
        location: "Accra",
        reporting_currency: "GHS",
      }),
    );
    const Terms = legalPage({ title: "Terms of Use", lead: "The agreement." }, () => ({
      intro: "Intro",
      sections: [],
    }));
    renderWithProviders(<Terms />);
    expect(screen.getByText("Legal")).toBeTruthy();
    expect(screen.getByText("Intro")).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Terms of Use · /));
  });

  it("gives a billing record's view the id in the address and the signed-in user", () => {
    const Record = ({ id, user }: { id: string; user: User }) => (
      <p>
        record {id} for {user.role}
      </p>
    );
    const Page = recordDetailPage(
      { ...words, back: { to: "/subscriptions/invoices", label: "Invoices" } },
      Record,
    );
    renderWithProviders(
      <Routes>
        <Route path="/subscriptions/invoices/:id" element={<Page />} />
      </Routes>,
      { route: "/subscriptions/invoices/7" },
    );
    expect(screen.getByText("record 7 for SUPER_ADMIN")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Invoices" }).getAttribute("href")).toBe(
      "/subscriptions/invoices",
    );
  });
});
