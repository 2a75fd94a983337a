import { formatMoney, type Gateway, type Invoice, type User } from "@cm/contracts";
import { type ApiCall, page, stubApi } from "./api-stub";
import { jsonResponse, localAdmin, makeChurch } from "./fixtures";

// What the billing records' tests share (billing-records.test.tsx and gateways.test.tsx).

/** Money as the page shows it, with the non-breaking space the matcher sees as a space. */
export const money = (amount: string, currency: string) => formatMoney(amount, currency).replace(/\s/g, " ");

export const superAdmin: User = {
  ...localAdmin,
  id: 1,
  username: "super_admin",
  role: "SUPER_ADMIN",
  church: null,
  region: null,
};

export const invoice: Invoice = {
  id: 5,
  number: "INV-2026-000005",
  subscription: 3,
  church: 1,
  church_name: "Grace Cathedral",
  amount: "1250.00",
  currency: "GHS",
  status: "PAID",
  issued_at: "2026-03-01T09:00:00.000Z",
  due_date: "2026-03-01",
  paid_at: "2026-03-01T10:00:00.000Z",
  description: "Premium (yearly)",
  lines: [{ description: "Premium (yearly)", amount: "1250.00" }],
  is_test: false,
  print_url: "/api/subscriptions/invoices/5/print/",
  created_at: "2026-03-01T09:00:00.000Z",
  updated_at: "2026-03-01T10:00:00.000Z",
};
export const paystack: Gateway = {
  id: 3,
  name: "paystack",
  display_name: "Paystack",
  is_active: true,
  public_key: "pk_test_visible",
  has_secret_key: true,
  has_webhook_secret: true,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};
export const sandbox: Gateway = {
  ...paystack,
  id: 1,
  name: "sandbox",
  display_name: "Sandbox (test payments)",
  is_active: false,
  public_key: "",
  has_secret_key: false,
  has_webhook_secret: false,
};
/** Answers the church list the pages' filters read; every other call goes to `handler`. */
export function mockApi(handler: (call: ApiCall) => Response | undefined) {
  return stubApi((call) =>
    call.url.startsWith("/api/churches/churches/")
      ? jsonResponse(200, page([makeChurch({ id: 1, name: "Grace Cathedral" })]))
      : handler(call),
  );
}
