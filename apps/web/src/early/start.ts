// The signed-in pages' first script, written into the page by the build (build/prerender.ts).
import { askForSubscriptionEarly } from "./early-subscription";

askForSubscriptionEarly();
