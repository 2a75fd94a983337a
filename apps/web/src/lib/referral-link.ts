import { referralEndpoints, routePath } from "@cm/contracts";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { api } from "./api-client";

const KEY = "cm.referral";
/** A code from a link is kept this long, then forgotten (a later visit through a link sets it again). */
const KEEP_MS = 60 * 86_400_000;
const CODE = /^[A-Za-z0-9]{4,16}$/;

/** The referral code kept from a ?ref= link, if one was followed recently. */
export function keptReferralCode(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? "null") as { code?: string; at?: number } | null;
    if (!kept?.code || typeof kept.at !== "number" || now - kept.at > KEEP_MS) return null;
    return kept.code;
  } catch {
    return null;
  }
}

/** Keeps a code from a link until registration; answers whether it is a new one. */
export function keepReferralCode(code: string, now = Date.now()): boolean {
  const clean = code.trim().toUpperCase();
  if (!CODE.test(clean)) return false;
  const fresh = keptReferralCode(now) !== clean;
  localStorage.setItem(KEY, JSON.stringify({ code: clean, at: now }));
  return fresh;
}

export function forgetReferralCode(): void {
  localStorage.removeItem(KEY);
}

/**
 * On any public page: a ?ref=CODE in the address is kept until the visitor registers, and the
 * visit is counted once for the affiliate (the server answers the same for any code).
 */
export function useReferralFromLink(): void {
  const [params] = useSearchParams();
  const ref = params.get("ref");
  useEffect(() => {
    if (ref && keepReferralCode(ref)) {
      api
        .post(
          routePath(referralEndpoints, "processReferral"),
          { code: ref.trim().toUpperCase() },
          { public: true },
        )
        .catch(() => {
          // Counting a visit is a courtesy to the affiliate; the kept code is what matters.
        });
    }
  }, [ref]);
}
