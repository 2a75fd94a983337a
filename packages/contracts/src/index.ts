import "./common/messages";

export * from "./access/permissions";
export * from "./access/roles";
export * from "./audit/audit-log.contract";
export * from "./auth/auth.contract";
export * from "./branches/branch.contract";
export * from "./churches/church.contract";
export * from "./common/errors";
export * from "./common/fields";
export * from "./common/pagination";
export * from "./countries/country.contract";
export * from "./regions/region.contract";
export * from "./users/user.contract";
