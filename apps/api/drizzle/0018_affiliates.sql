CREATE TABLE "affiliate_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"referral_code" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"payout_method" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"mobile_network" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"motivation" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"link_visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"affiliate_user_id" integer NOT NULL,
	"referral_code" text NOT NULL,
	"referred_user_id" integer,
	"church_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"registered_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"affiliate_user_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"church_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"payment_amount" numeric(12, 2) NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"months" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"is_reversed" boolean DEFAULT false NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reward_percentage" numeric(5, 2) DEFAULT '10.00' NOT NULL,
	"reward_months" integer DEFAULT 12 NOT NULL,
	"hold_days" integer DEFAULT 14 NOT NULL,
	"minimum_withdrawal" numeric(12, 2) DEFAULT '1000.00' NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "affiliate_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"affiliate_user_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"payout_method" text NOT NULL,
	"payout_details" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"payment_reference" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_withdrawals_amount_positive" CHECK ("affiliate_withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate_profiles" ADD CONSTRAINT "affiliate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_profiles" ADD CONSTRAINT "affiliate_profiles_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_affiliate_id_affiliate_profiles_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_affiliate_id_affiliate_profiles_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_referral_id_affiliate_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."affiliate_referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rewards" ADD CONSTRAINT "affiliate_rewards_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_withdrawals" ADD CONSTRAINT "affiliate_withdrawals_affiliate_id_affiliate_profiles_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_withdrawals" ADD CONSTRAINT "affiliate_withdrawals_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_withdrawals" ADD CONSTRAINT "affiliate_withdrawals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_profiles_user_key" ON "affiliate_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_profiles_referral_code_key" ON "affiliate_profiles" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "affiliate_profiles_status_idx" ON "affiliate_profiles" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_referrals_referred_user_key" ON "affiliate_referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_referrals_church_key" ON "affiliate_referrals" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_affiliate_idx" ON "affiliate_referrals" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_affiliate_user_idx" ON "affiliate_referrals" USING btree ("affiliate_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_rewards_payment_key" ON "affiliate_rewards" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "affiliate_rewards_affiliate_idx" ON "affiliate_rewards" USING btree ("affiliate_id","currency");--> statement-breakpoint
CREATE INDEX "affiliate_rewards_affiliate_user_idx" ON "affiliate_rewards" USING btree ("affiliate_user_id");--> statement-breakpoint
CREATE INDEX "affiliate_rewards_referral_idx" ON "affiliate_rewards" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "affiliate_withdrawals_affiliate_idx" ON "affiliate_withdrawals" USING btree ("affiliate_id","currency","status");--> statement-breakpoint
CREATE INDEX "affiliate_withdrawals_affiliate_user_idx" ON "affiliate_withdrawals" USING btree ("affiliate_user_id");--> statement-breakpoint
CREATE INDEX "affiliate_withdrawals_status_idx" ON "affiliate_withdrawals" USING btree ("status","created_at");