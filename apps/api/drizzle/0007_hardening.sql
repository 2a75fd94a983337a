ALTER TABLE "invoices" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The sandbox takes no money: it is off on every installation until the demo data or a super admin turns it on.
UPDATE "payment_gateways" SET "is_active" = false WHERE "name" = 'sandbox';--> statement-breakpoint
-- Payments already made through it are test payments.
UPDATE "payments" SET "is_test" = true WHERE "gateway" = 'sandbox';--> statement-breakpoint
UPDATE "invoices" SET "is_test" = true WHERE "id" IN (SELECT "invoice_id" FROM "payments" WHERE "gateway" = 'sandbox');
