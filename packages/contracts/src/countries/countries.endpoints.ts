import { endpoint, get, schemasOf } from "../common/endpoint";
import type * as CountrySchemas from "./country.contract";

const schema = schemasOf<typeof CountrySchemas>();

export const countriesEndpoints = endpoint("/churches/countries/", {
  entity: schema("country"),
  create: schema("countryCreate"),
  update: schema("countryUpdate"),
  filters: ["code"],
  actions: {
    "check-code": get(schema("checkCodeResult")),
  },
});
