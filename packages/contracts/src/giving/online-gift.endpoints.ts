import { arrayOf, endpoint, get, post, postOne, schemasOf } from "../common/endpoint";
import type * as OnlineGiftSchemas from "./online-gift.contract";

const schema = schemasOf<typeof OnlineGiftSchemas>();

/** Online gifts: a church's public giving page, the checkout, the receipt, and the office's list. */
export const onlineGiftsEndpoints = endpoint("/giving/online-gifts/", {
  entity: schema("giftPayment"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "fund", "status", "gateway", "is_test"],
  actions: {
    page: get(schema("givePage")),
    give: post(schema("giveAnswer")),
    receipt: get(schema("giftReceipt")),
  },
});

/** Standing weekly or monthly gifts: the donor's own, which only the donor pauses, resumes or cancels. */
export const recurringGiftsEndpoints = endpoint("/giving/recurring-gifts/", {
  entity: schema("recurringGift"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "fund", "status", "frequency"],
  actions: {
    mine: get(arrayOf(schema("recurringGift"))),
    pause: postOne(schema("recurringGift")),
    resume: postOne(schema("recurringGift")),
    cancel: postOne(schema("recurringGift")),
  },
});
