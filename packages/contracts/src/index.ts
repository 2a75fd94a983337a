import "./common/messages";

export * from "./access/permissions";
export * from "./access/roles";
export * from "./accounts/account.contract";
export * from "./accounts/password";
export * from "./accounts/role-grants";
export * from "./audit/audit-log.contract";
export * from "./auth/auth.contract";
export * from "./branches/branch.contract";
export * from "./churches/church.contract";
export * from "./common/errors";
export * from "./common/fields";
export * from "./common/pagination";
export * from "./countries/country.contract";
export * from "./mail/outbox.contract";
export * from "./regions/region.contract";
export * from "./users/user.contract";
export * from "./users/user-admin.contract";
