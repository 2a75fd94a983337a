import { affiliateProfile, churchRequest } from "@cm/contracts";
import { expect } from "vitest";
import {
  makeChurch,
  makePlan,
  makeRegion,
  makeSubscription,
  makeUser,
  signedInUser,
  unique,
} from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import {
  affiliateProfiles,
  affiliateReferrals,
  affiliateRewards,
  affiliateWithdrawals,
  invoices,
  payments,
  type affiliateProfiles as profilesTable,
} from "../../db/tables";
import type { ChurchRow } from "../../platform/resources/fixtures.test-support";
import { newReferralCode } from "./referral-codes";

type Status = (typeof profilesTable.$inferSelect)["status"];
/** What these factories need of an affiliate: a stored row or the API's answer. */
type AffiliateRef = Pick<typeof profilesTable.$inferSelect, "id" | "user" | "referral_code">;

/** An affiliate account of `user` (ACTIVE, paid by mobile money unless told otherwise). */
export async function makeAffiliate(db: Db, user: number, status: Status = "ACTIVE") {
  const [row] = await db
    .insert(affiliateProfiles)
    .values({
      user,
      referral_code: newReferralCode(),
      status,
      phone: "+233 20 000 0000",
      payout_method: "MOBILE_MONEY",
      mobile_network: "MTN",
      mobile_number: "+233 24 000 0000",
    })
    .returning();
  if (!row) throw new Error("affiliate not created");
  return row;
}

/** A member of the church with an affiliate account. */
export async function makeAffiliateIn(db: Db, church: ChurchRow | null, status: Status = "ACTIVE") {
  const user = await makeUser(db, { role: "MEMBER", church });
  return makeAffiliate(db, user.id, status);
}

/** A referral of the affiliate, of a new person and (when given) their church. */
export async function makeReferral(db: Db, affiliate: AffiliateRef, church?: number) {
  const person = await makeUser(db, { role: "MEMBER" });
  const [row] = await db
    .insert(affiliateReferrals)
    .values({
      affiliate: affiliate.id,
      affiliate_user: affiliate.user,
      referral_code: affiliate.referral_code,
      referred_user: person.id,
      church: church ?? null,
      status: church ? "REGISTERED" : "PENDING",
    })
    .returning();
  if (!row) throw new Error("referral not created");
  return row;
}

/** A succeeded payment of a new church (a row only: no gateway involved). */
export async function makePaidPayment(db: Db, amount = "500.00") {
  const church = (await makeChurch(db)).id;
  const sub = await makeSubscription(db, church, (await makePlan(db)).id);
  const base = { subscription: sub.id, church, amount, currency: "GHS" };
  const [invoice] = await db.insert(invoices).values(base).returning();
  const [payment] = await db
    .insert(payments)
    .values({
      ...base,
      invoice: invoice?.id ?? 0,
      plan: sub.plan,
      gateway: "manual",
      reference: unique("PAY"),
      status: "SUCCEEDED",
    })
    .returning();
  if (!payment) throw new Error("payment not created");
  return payment;
}

/** A reward of the affiliate, available from `availableAt` (now by default). */
export async function makeReward(
  db: Db,
  affiliate: AffiliateRef,
  amount = "1500.00",
  availableAt = new Date(Date.now() - 1000),
) {
  const referral = await makeReferral(db, affiliate);
  const payment = await makePaidPayment(db);
  const [row] = await db
    .insert(affiliateRewards)
    .values({
      affiliate: affiliate.id,
      affiliate_user: affiliate.user,
      referral: referral.id,
      church: payment.church,
      payment: payment.id,
      payment_amount: payment.amount,
      percentage: "10.00",
      months: 1,
      amount,
      currency: "GHS",
      available_at: availableAt,
    })
    .returning();
  if (!row) throw new Error("reward not created");
  return row;
}

/** A pending withdrawal of the affiliate (a row only: the balance is not checked). */
export async function makeWithdrawal(db: Db, affiliate: AffiliateRef, amount = "1000.00") {
  const [row] = await db
    .insert(affiliateWithdrawals)
    .values({
      affiliate: affiliate.id,
      affiliate_user: affiliate.user,
      amount,
      currency: "GHS",
      payout_method: "MOBILE_MONEY",
      payout_details: { mobile_network: "MTN", mobile_number: "+233 24 000 0000" },
    })
    .returning();
  if (!row) throw new Error("withdrawal not created");
  return row;
}

/** Payout details by mobile money, as an applicant sends them. */
export const mobileMoney = {
  phone: "+233 20 111 2222",
  payout_method: "MOBILE_MONEY",
  mobile_network: "MTN",
  mobile_number: "+233 24 111 2222",
};

/** A signed-in member with an ACTIVE affiliate account (applied, approved by the super admin). */
export async function approvedAffiliate(t: TestApp, superAdmin: string) {
  const member = await signedInUser(t, { role: "MEMBER", church: await makeChurch(t.db) });
  const applied = await t.call({
    method: "POST",
    url: "/api/affiliates/profiles/apply/",
    token: member.token,
    payload: mobileMoney,
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const approved = await t.call({
    method: "POST",
    url: `/api/affiliates/profiles/${applied.json().id}/approve/`,
    token: superAdmin,
    payload: {},
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { ...member, profile: affiliateProfile.parse(approved.json()) };
}

/** A newcomer referred by `code` whose church request was approved: the church and its founder. */
export async function approvedReferredChurch(t: TestApp, superAdmin: string, code: string) {
  const region = await makeRegion(t.db);
  const newcomer = await signedInUser(t, { role: "MEMBER" });
  const filed = await t.call({
    method: "POST",
    url: "/api/churches/requests/",
    token: newcomer.token,
    payload: { church_name: "Referred Chapel", region: region.id, referral_code: code },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const approved = await t.call({
    method: "POST",
    url: `/api/churches/requests/${filed.json().id}/approve/`,
    token: superAdmin,
    payload: { notes: "" },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const { church } = churchRequest.parse(approved.json());
  if (church === null) throw new Error("The approved request made no church");
  return { church, user: newcomer.user };
}
