ALTER TABLE "campaign_payments" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A campaign paid more than once before this rule: its first payment counts, later ones are to be refunded.
UPDATE "campaign_payments" AS p SET "refund_due" = true
WHERE p."status" = 'SUCCEEDED' AND EXISTS (
  SELECT 1 FROM "campaign_payments" AS q
  WHERE q."campaign_id" = p."campaign_id" AND q."status" = 'SUCCEEDED'
    AND (coalesce(q."paid_at", q."created_at"), q."id") < (coalesce(p."paid_at", p."created_at"), p."id")
);--> statement-breakpoint
-- A checkout left open beside a paid one or a later one ends; money that still arrives for it is marked for refund.
UPDATE "campaign_payments" AS p SET "status" = 'FAILED'
WHERE p."status" = 'PENDING' AND EXISTS (
  SELECT 1 FROM "campaign_payments" AS q
  WHERE q."campaign_id" = p."campaign_id" AND q."id" <> p."id" AND NOT q."refund_due"
    AND (q."status" = 'SUCCEEDED' OR (q."status" = 'PENDING' AND q."id" > p."id"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_payments_campaign_key" ON "campaign_payments" USING btree ("campaign_id") WHERE "campaign_payments"."status" in ('PENDING', 'SUCCEEDED') and not "campaign_payments"."refund_due";
