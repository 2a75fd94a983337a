/** The features a plan can unlock: the thirteen of the specification (section 3) and giving. */
export const FEATURES = [
  "MARKETING",
  "PROGRAM_MANAGEMENT",
  "ASSET_MANAGEMENT",
  "MAINTENANCE_TRACKING",
  "DOCUMENT_STORAGE",
  "FINANCE_MANAGEMENT",
  "ADVANCED_REPORTING",
  "BASIC_DASHBOARD",
  "MEMBER_MANAGEMENT",
  "EVENT_MANAGEMENT",
  "SUNDAY_SCHOOL",
  "ATTENDANCE_TRACKING",
  "LEADERSHIP_MANAGEMENT",
  "GIVING",
] as const;
export type Feature = (typeof FEATURES)[number];

/** Each feature in plain words, for error messages and plan pages. */
export const FEATURE_LABELS: Record<Feature, string> = {
  MARKETING: "Marketing",
  PROGRAM_MANAGEMENT: "Program management",
  ASSET_MANAGEMENT: "Asset management",
  MAINTENANCE_TRACKING: "Maintenance tracking",
  DOCUMENT_STORAGE: "Document storage",
  FINANCE_MANAGEMENT: "Finance management",
  ADVANCED_REPORTING: "Advanced reporting",
  BASIC_DASHBOARD: "Basic dashboard",
  MEMBER_MANAGEMENT: "Member management",
  EVENT_MANAGEMENT: "Event management",
  SUNDAY_SCHOOL: "Sunday school",
  ATTENDANCE_TRACKING: "Attendance tracking",
  LEADERSHIP_MANAGEMENT: "Leadership management",
  GIVING: "Giving",
};

/** A map of every feature to a flag: what a plan includes, or what a subscription unlocks. */
export type FeatureMap = Record<Feature, boolean>;

/** A feature map with every flag set to one value. */
export const allFeatures = (value: boolean): FeatureMap =>
  Object.fromEntries(FEATURES.map((f) => [f, value])) as FeatureMap;
