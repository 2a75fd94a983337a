import {
  apiPath,
  remittanceRate,
  remittanceRateCreate,
  remittanceRatesEndpoints,
  remittanceRateUpdate,
} from "@cm/contracts";
import { remittanceRates } from "../../db/tables";
import { defineResource, readWrite } from "../../platform/resources/resource";
import { read } from "./finance-books.service";

/**
 * The share of tithes and offerings each region's churches are expected to remit as ministry and
 * regional support (the remittance report's expected amounts); a region without a row expects 10 %.
 */
export const remittanceRatesResource = defineResource({
  name: "remittance-rates",
  path: apiPath(remittanceRatesEndpoints),
  table: remittanceRates,
  entity: remittanceRate,
  create: remittanceRateCreate,
  update: remittanceRateUpdate,
  scope: { kind: "region", field: "region" },
  feature: "FINANCE_MANAGEMENT",
  access: readWrite(read, { permission: "finance.rates.write" }),
  ordering: ["region", "updated_at"],
  filters: { region: "int" },
  references: { region: "regions" },
});
