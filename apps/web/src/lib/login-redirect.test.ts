import { beforeEach, describe, expect, it } from "vitest";
import {
  isPaymentReturn,
  loginPathAfterSessionEnd,
  loginPathFor,
  PAYMENT_RETURN_FLAG,
} from "./login-redirect";

function storageWith(entries: Record<string, string>): Pick<Storage, "getItem"> {
  return { getItem: (key) => entries[key] ?? null };
}

describe("the sign-in address after a session ends (spec section 8)", () => {
  beforeEach(() => localStorage.clear());

  it("is plain /login on ordinary pages", () => {
    expect(loginPathFor("/churches?page=2", storageWith({}))).toBe("/login");
  });

  it("adds return_to on the payment status and success pages", () => {
    expect(loginPathFor("/subscriptions/payment-status?reference=abc", storageWith({}))).toBe(
      "/login?return_to=%2Fsubscriptions%2Fpayment-status%3Freference%3Dabc",
    );
    expect(isPaymentReturn("/subscriptions/payment-success", storageWith({}))).toBe(true);
  });

  it("adds return_to anywhere while a payment and a subscription id are stored", () => {
    const both = storageWith({ payment_id: "12", subscription_id: "4" });
    expect(loginPathFor("/subscriptions/checkout/3", both)).toBe(
      "/login?return_to=%2Fsubscriptions%2Fcheckout%2F3",
    );
    expect(isPaymentReturn("/subscriptions/checkout/3", storageWith({ payment_id: "12" }))).toBe(false);
  });

  it("stores the payment flag only when return_to is added", () => {
    expect(loginPathAfterSessionEnd("/churches")).toBe("/login");
    expect(localStorage.getItem(PAYMENT_RETURN_FLAG)).toBeNull();

    expect(loginPathAfterSessionEnd("/subscriptions/payment-success")).toContain("return_to=");
    expect(localStorage.getItem(PAYMENT_RETURN_FLAG)).toBe("true");
  });
});
