export * from "./accounts.table";
export * from "./audit.table";
export * from "./communication.table";
export * from "./hierarchy.table";
export * from "./settings.table";
export * from "./users.table";
