import { endpoint, get } from "../common/endpoint";
import { checkCodeResult, country, countryCreate, countryUpdate } from "./country.contract";

export const countriesEndpoints = endpoint("/churches/countries/", {
  entity: country,
  create: countryCreate,
  update: countryUpdate,
  filters: ["code"],
  actions: {
    "check-code": get(checkCodeResult),
  },
});
