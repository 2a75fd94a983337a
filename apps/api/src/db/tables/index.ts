export * from "./accounts.table";
export * from "./audit.table";
export * from "./church-requests.table";
export * from "./communication.table";
export * from "./hierarchy.table";
export * from "./settings.table";
export * from "./subscriptions.table";
export * from "./users.table";
