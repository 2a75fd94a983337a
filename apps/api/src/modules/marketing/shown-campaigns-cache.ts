import type { PublicCampaign } from "@cm/contracts";

/**
 * The public lists, kept a moment per app instance: every visitor's page asks for them, and they
 * change only when the office reviews a campaign (which forgets them) or a day turns.
 */
export const SHOWN_MS = 2_000;
const shownCache = new WeakMap<object, Map<string, { at: number; rows: PublicCampaign[] }>>();
export const cacheOf = (app: object) => {
  let cache = shownCache.get(app);
  if (!cache) {
    cache = new Map();
    shownCache.set(app, cache);
  }
  return cache;
};
export const forgetShownCampaigns = (app: object) => shownCache.delete(app);
