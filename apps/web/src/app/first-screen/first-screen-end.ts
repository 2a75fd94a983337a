import { useEffect } from "react";

/**
 * The loading screen the signed-in pages' HTML carries (first-screen.tsx), over the page from the
 * moment it is painted until the app has drawn what the address shows. A slow phone then shows the
 * loading screen while the code travels instead of a blank page, and the screen's minimum time
 * (spec section 2) counts from when it appeared. This part is the app's; it draws nothing itself,
 * so the first page's code does not carry the loading screen's.
 */
export const FIRST_SCREEN_ID = "first-screen";

/**
 * When the page's first loading screen appeared (ms since the epoch): its first paint, or now when
 * the browser cannot tell. Null once the app has taken it away, or when the page had none.
 */
export function firstScreenShownAt(): number | null {
  if (typeof document === "undefined" || !document.getElementById(FIRST_SCREEN_ID)) return null;
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return paint ? performance.timeOrigin + paint.startTime : Date.now();
}

/** Takes the first loading screen away once what the address shows has been drawn under it. */
export function FirstScreenEnd() {
  useEffect(() => {
    document.getElementById(FIRST_SCREEN_ID)?.remove();
  }, []);
  return null;
}
