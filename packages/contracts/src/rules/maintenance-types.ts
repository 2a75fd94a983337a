/** The kinds of maintenance (spec section 3); alone in its file so the settings contract and the rules share it. */
export const MAINTENANCE_TYPES = ["SCHEDULED", "EMERGENCY", "UPGRADE"] as const;
