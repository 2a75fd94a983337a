export * from "./accounts.table";
export * from "./audit.table";
export * from "./hierarchy.table";
export * from "./users.table";
