import {
  affiliateReferral,
  apiPath,
  errorBody,
  msg,
  processReferralInput,
  processReferralResult,
  referralEndpoints,
  updateChurchInput,
} from "@cm/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { affiliateProfiles, churchRequests } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { principalOf } from "../../platform/auth/access";
import { fieldError, notFound } from "../../platform/errors";
import { takeAll } from "../../platform/rate-limits";
import { systemContext } from "../../platform/system-context";
import { linkChurch, presentReferral, REFUSALS, recordReferral } from "./referrals.service";

const KEPT = "Thank you. The referral code is kept until you register.";
const TOO_MANY = msg("Too many referral codes tried. Please wait a while and try again.");
const WINDOW_SECONDS = 15 * 60;

/**
 * The referral calls that are not one resource's: recording a code (from a link's ?ref= or typed
 * in), and linking a referral to the church an approved request created.
 */
export async function affiliateReferralRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = app.rateLimits.limit("referral:address", 30, WINDOW_SECONDS);
  const perUser = app.rateLimits.limit("referral:user", 10, WINDOW_SECONDS);
  const tags = ["affiliate-referrals"];

  api.post(apiPath(referralEndpoints, "processReferral"), {
    config: { access: "public" },
    schema: {
      tags,
      summary:
        "Record a referral code: a visitor's counts a visit to the link (the answer is the same for any code); a signed-in person's records who referred them",
      description: "Access: public. Rate limited per address and per user.",
      body: processReferralInput,
      response: { 200: processReferralResult, 400: errorBody, 429: errorBody },
    },
    handler: async (request) => {
      const p = request.principal;
      await takeAll(
        p
          ? [
              [perAddress, request.ip],
              [perUser, String(p.id)],
            ]
          : [[perAddress, request.ip]],
        TOO_MANY,
      );
      const { code } = request.body;
      if (!p) {
        // The same answer for every code: a visitor cannot learn which codes exist.
        await systemContext(app, "affiliates.referral-links")
          .data.update(affiliateProfiles)
          .set({ link_visits: sql`${affiliateProfiles.link_visits} + 1` })
          .where(and(eq(affiliateProfiles.referral_code, code), eq(affiliateProfiles.status, "ACTIVE")));
        return { detail: KEPT, referral: null };
      }
      const now = app.clock.now();
      const outcome = await systemContext(app, "affiliates.referral-links").data.transaction(async (tx) => {
        const result = await recordReferral(tx, code, p.id, now);
        if (typeof result !== "string")
          await recordAudit(tx, {
            principal: p,
            ip: request.ip,
            action: "process_referral",
            resource: "affiliate-referrals",
            objectId: result.id,
            changes: { referral_code: result.referral_code },
          });
        return result;
      });
      if (typeof outcome === "string") throw fieldError("code", REFUSALS[outcome]);
      return {
        detail: "Your referral is recorded.",
        referral: await presentReferral(systemContext(app, "affiliates.referral-links").data, outcome),
      };
    },
  });

  api.post(apiPath(referralEndpoints, "updateChurch"), {
    config: { access: "authenticated" },
    schema: {
      tags,
      summary: "Link your referral to the church your approved request created (done at approval too)",
      description: "Access: authenticated; only the requester's own request.",
      security: [{ bearerAuth: [] }],
      body: updateChurchInput,
      response: { 200: affiliateReferral.nullable(), 404: errorBody },
    },
    handler: async (request) => {
      const p = principalOf(request);
      const [own] = await systemContext(app, "affiliates.referral-links")
        .data.select()
        .from(churchRequests)
        .where(
          and(eq(churchRequests.id, request.body.church_request), eq(churchRequests.requested_by, p.id)),
        );
      if (!own) throw notFound(msg("This church request was not found."));
      if (own.status !== "APPROVED" || own.church === null)
        throw fieldError("church_request", msg("This church request is not approved yet."));
      const church = own.church;
      const linked = await systemContext(app, "affiliates.referral-links").data.transaction(async (tx) => {
        const row = await linkChurch(tx, p.id, church, app.clock.now());
        if (row)
          await recordAudit(tx, {
            principal: p,
            ip: request.ip,
            action: "update_church",
            resource: "affiliate-referrals",
            objectId: row.id,
            changes: { church: row.church, status: row.status },
          });
        return row;
      });
      return linked ? presentReferral(systemContext(app, "affiliates.referral-links").data, linked) : null;
    },
  });
}
