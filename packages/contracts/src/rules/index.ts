// The rules both sides need that use no zod: roles, permissions, the sidebar and route rules,
// subscription and banner rules, maintenance, calendar dates. The web's first page imports these from
// "@cm/contracts/rules" and so does not download zod and every schema (the package's main entry
// sets zod's messages up and exports the schemas); everything here is also exported from there.
export * from "../access/feature-routes";
export * from "../access/features";
export * from "../access/navigation";
export * from "../access/permissions";
export * from "../access/roles";
export * from "../common/church-locale";
export * from "../common/dates";
export * from "../common/format-money";
export { type Language, matchLanguage, msg } from "../i18n/languages";
export * from "./banner";
export * from "./dashboard-vocabulary";
export * from "./maintenance";
export * from "./record-rules";
export * from "./report-vocabulary";
export * from "./subscription-rules";
export * from "./vocabulary";
