CREATE TABLE "church_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requested_by" integer NOT NULL,
	"church_name" text NOT NULL,
	"region_id" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"review_notes" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"church_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "church_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_roles_name_key" UNIQUE NULLS NOT DISTINCT("church_id","name")
);
--> statement-breakpoint
CREATE TABLE "subscription_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"church_id" integer NOT NULL,
	"request_type" text NOT NULL,
	"current_plan_id" integer NOT NULL,
	"target_plan_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"effective_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"billing_interval" text DEFAULT 'MONTHLY' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"features" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"grace_days" integer DEFAULT 7 NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text DEFAULT '' NOT NULL,
	"cancellation_feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "church_requests" ADD CONSTRAINT "church_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_requests" ADD CONSTRAINT "church_requests_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_requests" ADD CONSTRAINT "church_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_requests" ADD CONSTRAINT "church_requests_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_roles" ADD CONSTRAINT "church_roles_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "subscription_change_requests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "subscription_change_requests_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "subscription_change_requests_current_plan_id_subscription_plans_id_fk" FOREIGN KEY ("current_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "subscription_change_requests_target_plan_id_subscription_plans_id_fk" FOREIGN KEY ("target_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "subscription_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_change_requests" ADD CONSTRAINT "subscription_change_requests_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_requests_status_idx" ON "church_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "church_requests_region_idx" ON "church_requests" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "church_requests_requested_by_key" ON "church_requests" USING btree ("requested_by") WHERE "church_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "subscription_change_requests_church_idx" ON "subscription_change_requests" USING btree ("church_id","status");--> statement-breakpoint
CREATE INDEX "subscription_change_requests_due_idx" ON "subscription_change_requests" USING btree ("status","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_change_requests_subscription_key" ON "subscription_change_requests" USING btree ("subscription_id") WHERE "subscription_change_requests"."status" in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_name_key" ON "subscription_plans" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "subscriptions_church_idx" ON "subscriptions" USING btree ("church_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_church_key" ON "subscriptions" USING btree ("church_id") WHERE "subscriptions"."status" in ('ACTIVE', 'TRIAL', 'GRACE_PERIOD');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_trial_key" ON "subscriptions" USING btree ("church_id") WHERE "subscriptions"."is_trial";