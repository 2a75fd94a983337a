import {
  apiPath,
  giftPayment,
  giftReceipt,
  giftReceiptQuery,
  giveAnswer,
  giveInput,
  givePage,
  givePageQuery,
  onlineGiftsEndpoints,
} from "@cm/contracts";
import { giftPayments } from "../../db/tables";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import { GIVING_READ } from "./giving-access";
import {
  decorateGiftPayments,
  GIVE_BODY_LIMIT,
  giftReceiptOf,
  givePageOf,
  startGift,
} from "./online-gifts.service";

const action = actionsOf(giftPayments);

/**
 * Gifts given online through the gateways: the public giving page of a church, its checkout and
 * the thank-you page's receipt (no sign-in; a signed-in member gives as themselves), and the
 * office's read-only list. Each is credited once into a final gift and its income.
 */
export const onlineGiftsResource = defineResource({
  name: "online-gifts",
  path: apiPath(onlineGiftsEndpoints),
  table: giftPayments,
  entity: giftPayment,
  scope: { kind: "church", field: "church" },
  feature: "GIVING",
  access: readOnly(GIVING_READ),
  // An online gift starts at its checkout, never as a plain create.
  createdBy: "give",
  search: ["reference", "donor_name", "donor_email"],
  ordering: ["created_at", "amount", "status"],
  defaultOrdering: "-created_at",
  filters: { church: "int", fund: "int", status: "text", gateway: "text", is_test: "bool" },
  decorate: (rows, ctx) => decorateGiftPayments(ctx.data, rows),
  actions: {
    page: action.collection({
      method: "GET",
      access: "public",
      feature: null,
      summary:
        "A church's public giving page: its name, currency, open funds and ways to pay (404 for a church unknown, inactive or without Giving in its plan)",
      input: givePageQuery,
      output: givePage,
      run: (ctx) => givePageOf(ctx, ctx.input.church),
    }),
    give: action.collection({
      method: "POST",
      access: "public",
      feature: null,
      mode: "external",
      bodyLimit: GIVE_BODY_LIMIT,
      summary:
        "Start a gift to a church's fund through a gateway (limited per address; weekly or monthly only when signed in): the checkout's address",
      input: giveInput,
      output: giveAnswer,
      run: (ctx) => startGift(ctx, ctx.input),
    }),
    receipt: action.collection({
      method: "GET",
      access: "public",
      feature: null,
      mode: "external",
      summary:
        "The thank-you page's receipt of a gift by its reference; a pending gift is asked of its gateway first, and a success credits once",
      input: giftReceiptQuery,
      output: giftReceipt,
      run: (ctx) => giftReceiptOf(ctx, ctx.input.reference),
    }),
  },
});
