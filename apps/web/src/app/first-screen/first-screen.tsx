import { useEffect } from "react";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";

/**
 * The loading screen the signed-in pages' HTML carries (build/prerender.ts), over the page from
 * the moment it is painted until the app has drawn what the address shows. A slow phone then shows
 * the loading screen while the code travels instead of a blank page, and the screen's minimum
 * time (spec section 2) counts from when it appeared.
 */
export const FIRST_SCREEN_ID = "first-screen";

/** The loading screen as the HTML carries it, rendered at build time. */
export function FirstScreen() {
  return (
    <div
      id={FIRST_SCREEN_ID}
      style={{ position: "fixed", inset: 0, zIndex: 1000, background: "var(--mantine-color-body)" }}
    >
      <LoadingScreen startedAt={Date.now()} minHeight="100vh" />
    </div>
  );
}

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
