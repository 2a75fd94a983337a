// When a session ends in the middle of a payment, the payment pages must be found again after
// signing in (spec section 8): the sign-in page gets a return_to query and a flag is stored
// so the payment pages know to resume checking the payment.
const PAYMENT_RETURN_PAGES = ["/subscriptions/payment-status", "/subscriptions/payment-success"];
const PAYMENT_ID_KEY = "payment_id";
const SUBSCRIPTION_ID_KEY = "subscription_id";
export const PAYMENT_RETURN_FLAG = "payment_return_pending";

type ReadableStorage = Pick<Storage, "getItem">;

function localStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the page at `path` (path + query) is a payment page the user must come back to. */
export function isPaymentReturn(path: string, storage: ReadableStorage | null = localStore()): boolean {
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (PAYMENT_RETURN_PAGES.includes(pathname.replace(/\/+$/, ""))) return true;
  return Boolean(storage?.getItem(PAYMENT_ID_KEY) && storage.getItem(SUBSCRIPTION_ID_KEY));
}

/** The sign-in address for a session that ended on `path`: `/login`, or `/login?return_to=…` for payments. */
export function loginPathFor(path: string, storage: ReadableStorage | null = localStore()): string {
  return isPaymentReturn(path, storage) ? `/login?return_to=${encodeURIComponent(path)}` : "/login";
}

/** As loginPathFor, and stores the payment flag when the payment pages must be resumed. */
export function loginPathAfterSessionEnd(path: string): string {
  const storage = localStore();
  const target = loginPathFor(path, storage);
  if (target !== "/login") storage?.setItem(PAYMENT_RETURN_FLAG, "true");
  return target;
}
