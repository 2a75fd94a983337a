import type {
  activeGateway,
  appliedDiscount,
  Page,
  Payment,
  ProcessPaymentInput,
  processPaymentResult,
  RenewSubscriptionInput,
  verifyPaymentResult,
} from "@cm/contracts";
import {
  discountsEndpoints,
  gatewaysEndpoints,
  paymentsEndpoints,
  subscriptionsEndpoints,
} from "@cm/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { PAYMENT_RETURN_FLAG } from "../../../lib/login-redirect";
import { clientOf } from "../../../lib/typed-client";

const discountsClient = clientOf(discountsEndpoints);
const gatewaysClient = clientOf(gatewaysEndpoints);
const paymentsClient = clientOf(paymentsEndpoints);
const subscriptionsClient = clientOf(subscriptionsEndpoints);

export type ActiveGateway = z.infer<typeof activeGateway>;
export type AppliedDiscount = z.infer<typeof appliedDiscount>;
export type ProcessResult = z.infer<typeof processPaymentResult>;
export type VerifyResult = z.infer<typeof verifyPaymentResult>;

/** The payment methods the church may choose. */
export function useActiveGateways() {
  return useQuery({
    queryKey: ["subscriptions/gateways", "active"],
    queryFn: ({ signal }) => gatewaysClient.run("active_gateways", { signal }),
    staleTime: 60_000,
  });
}

/**
 * The church's charge for a plan priced with a discount code, exactly as the payment will be
 * (an upgrade pro rata); a code that does not apply is a 400 whose `code` field says why.
 */
/** The offers usable today; the codes of private ones are not shown to churches. */
export function useAvailableDiscounts() {
  return useQuery({
    queryKey: ["subscriptions/discounts", "active"],
    queryFn: ({ signal }) => discountsClient.run("active_discounts", { signal }),
    staleTime: 60_000,
  });
}

export function useApplyDiscount() {
  return useMutation({
    mutationFn: (input: { code: string; plan: number }) =>
      discountsClient.run("apply_discount", { body: input }),
  });
}

// While a payment is under way its ids stay in local storage: if the session ends meanwhile, the
// sign-in page gets a return_to so the church admin comes back to the payment (spec section 8).
const PAYMENT_ID_KEY = "payment_id";
const SUBSCRIPTION_ID_KEY = "subscription_id";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberPayment(paymentId: number, subscriptionId: number | null): void {
  const store = storage();
  store?.setItem(PAYMENT_ID_KEY, String(paymentId));
  if (subscriptionId !== null) store?.setItem(SUBSCRIPTION_ID_KEY, String(subscriptionId));
}

/** The payment has an outcome: nothing is left to come back to. */
export function forgetPayment(): void {
  const store = storage();
  for (const key of [PAYMENT_ID_KEY, SUBSCRIPTION_ID_KEY, PAYMENT_RETURN_FLAG]) store?.removeItem(key);
}

/** Starts a checkout; the caller sends the browser to `redirect_url`. */
export function useProcessPayment() {
  return useMutation({
    mutationFn: (input: ProcessPaymentInput) => paymentsClient.run("process", { body: input }),
  });
}

/** Starts the checkout of one more period of the current subscription's plan. */
export function useRenewSubscription() {
  return useMutation({
    mutationFn: (input: RenewSubscriptionInput) => subscriptionsClient.run("renew", { body: input }),
  });
}

/**
 * Asks the API how a payment ended. A query rather than a mutation so that the call is made once
 * per visit even when React mounts the page twice (StrictMode); "Check again" refetches.
 */
export function useVerifyPayment(reference: string) {
  return useQuery({
    queryKey: ["subscriptions/payments", "verify", reference],
    queryFn: () => paymentsClient.run("verify", { body: { reference } }),
    enabled: reference !== "",
    staleTime: Number.POSITIVE_INFINITY,
    // Not kept after the page closes: coming back to it asks again.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** One payment by its reference (a search on the payments list). */
export function usePaymentByReference(reference: string) {
  return useQuery({
    queryKey: ["subscriptions/payments", "by-reference", reference],
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<Payment>>(
        paymentsClient.path,
        { search: reference, page_size: 5 },
        { signal },
      );
      return page.results.find((p) => p.reference === reference) ?? null;
    },
    enabled: reference !== "",
  });
}
