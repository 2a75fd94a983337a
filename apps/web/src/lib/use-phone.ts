import { useMediaQuery } from "@mantine/hooks";

/** Below the mobile breakpoint of 768 px (spec section 9; Mantine's `sm`). */
export const PHONE_QUERY = "(max-width: 47.99em)";

/**
 * Whether the screen is a phone's. Read at the first render, not after it, so a page does not
 * draw its desktop layout and then jump to the phone's.
 */
export function usePhone(): boolean {
  const initial = typeof window !== "undefined" && window.matchMedia?.(PHONE_QUERY).matches === true;
  return useMediaQuery(PHONE_QUERY, initial, { getInitialValueInEffect: false }) ?? initial;
}
