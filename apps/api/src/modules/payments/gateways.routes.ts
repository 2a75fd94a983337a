import {
  activeGateway,
  apiPath,
  gateway,
  gatewayCreate,
  gatewaysEndpoints,
  gatewayUpdate,
  isTestGateway,
  msg,
} from "@cm/contracts";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { gateways } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { actionsOf, defineResource, type RowOf, readWrite } from "../../platform/resources/resource";

/** Secrets never leave the server: the API shows only whether each is set. */
const decorate = (rows: RowOf<typeof gateways>[]) =>
  rows.map((r) => ({
    ...r,
    public_key: r.config.public_key ?? "",
    has_secret_key: r.secret_key !== "",
    has_webhook_secret: r.webhook_secret !== "",
  }));

/** Payment gateways, configured by the super admin; churches see only the active ones' names. */
const action = actionsOf(gateways);

export const gatewaysResource = defineResource({
  name: "gateways",
  path: apiPath(gatewaysEndpoints),
  table: gateways,
  entity: gateway,
  create: gatewayCreate,
  update: gatewayUpdate,
  scope: { kind: "global" },
  access: readWrite({ permission: "subscriptions.write" }, { permission: "subscriptions.write" }),
  ordering: ["name", "display_name", "created_at"],
  filters: { is_active: "bool", name: "text" },
  decorate: async (rows) => decorate(rows),
  // An omitted secret keeps the stored one; the publishable key lives in `config`. Turning on a
  // gateway that takes no money needs the super admin's explicit acknowledgement; the update's
  // audit row records that it was turned on.
  beforeWrite: (_ctx, data, existing) => {
    const { public_key, acknowledge_test_payments, ...rest } = data;
    const name = existing?.name ?? rest.name;
    const turningOn = rest.is_active === true && existing?.is_active !== true;
    if (turningOn && name !== undefined && isTestGateway(name) && acknowledge_test_payments !== true)
      throw fieldError(
        "acknowledge_test_payments",
        msg(
          "Confirm that you understand the sandbox takes no money before turning it on: any church that pays through it gets its plan for free.",
        ),
      );
    const config = { ...existing?.config };
    if (public_key !== undefined) Object.assign(config, { public_key });
    for (const key of ["secret_key", "webhook_secret"]) if (rest[key] === undefined) delete rest[key];
    return { ...rest, config };
  },
  actions: {
    active_gateways: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The payment methods a church may choose at checkout",
      output: z.array(activeGateway),
      run: async ({ data }) =>
        data
          .select({ name: gateways.name, display_name: gateways.display_name })
          .from(gateways)
          .where(eq(gateways.is_active, true))
          .orderBy(asc(gateways.id)),
    }),
  },
});
