import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { FIRST_SCREEN_ID } from "./first-screen-end";

/** The loading screen as the signed-in pages' HTML carries it, rendered at build time (see first-screen-end.ts). */
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
