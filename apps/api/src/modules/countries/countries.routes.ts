import {
  apiPath,
  checkCodeQuery,
  checkCodeResult,
  countriesEndpoints,
  country,
  countryCreate,
  countryUpdate,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { countries } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";

const action = actionsOf(countries);

export const countriesResource = defineResource({
  name: "countries",
  path: apiPath(countriesEndpoints),
  table: countries,
  entity: country,
  create: countryCreate,
  update: countryUpdate,
  scope: { kind: "global" },
  access: readWrite("public", { permission: "countries.write" }),
  search: ["name", "code"],
  ordering: ["name", "code", "created_at"],
  filters: { code: "text" },
  actions: {
    "check-code": action.collection({
      method: "GET",
      access: "public",
      summary: "Whether a country code is already registered",
      input: checkCodeQuery,
      output: checkCodeResult,
      run: async ({ data, input }) => {
        const { code } = input;
        const found = await data
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.code, code))
          .limit(1);
        return { code, exists: found.length > 0 };
      },
    }),
  },
});
