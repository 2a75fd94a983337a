// The signed-in pages' first script, written into the page by the build (build/prerender.ts).
import { askForSubscriptionEarly } from "./early-subscription";
import { speakFirstScreen } from "./first-screen-words";
import { type PageCode, preloadPageCode } from "./page-code";

/** Set by the build from its manifest (build/page-code.ts). */
declare const __PAGE_CODE__: PageCode;

speakFirstScreen();
askForSubscriptionEarly();
preloadPageCode(window.location.pathname, __PAGE_CODE__);
