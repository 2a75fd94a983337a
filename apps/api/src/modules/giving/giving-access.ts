// What giving uses of the books (the one import of finance): category, closed-year and final-record
// rules, and how a report's church and period are resolved.
export { finalRecord, refuseClosedYear, reportTarget, requireCategory } from "../finance";

/** Who reads giving, who counts, and who confirms a count (see the contracts' permissions). */
export const GIVING_READ = { permission: "giving.read" } as const;
export const GIVING_WRITE = { permission: "giving.write" } as const;
export const GIVING_CONFIRM = { permission: "giving.confirm" } as const;
