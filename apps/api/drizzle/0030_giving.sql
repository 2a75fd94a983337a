CREATE TABLE "giving_donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"batch_id" integer,
	"fund_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"given_on" date NOT NULL,
	"method" text DEFAULT 'CASH' NOT NULL,
	"member_id" integer,
	"household_id" integer,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"reverses_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_donations_amount_check" CHECK ("giving_donations"."amount" <> 0),
	CONSTRAINT "giving_donations_currency_check" CHECK ("giving_donations"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "giving_donations_donor_check" CHECK ("giving_donations"."member_id" is null or "giving_donations"."household_id" is null)
);
--> statement-breakpoint
CREATE TABLE "giving_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"income_category_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giving_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"expected_total" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_batches_expected_check" CHECK ("giving_batches"."expected_total" > 0),
	CONSTRAINT "giving_batches_currency_check" CHECK ("giving_batches"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "income" ADD COLUMN "giving_batch_id" integer;--> statement-breakpoint
ALTER TABLE "income" ADD COLUMN "giving_fund_id" integer;--> statement-breakpoint
ALTER TABLE "giving_donations" ADD CONSTRAINT "giving_donations_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_donations" ADD CONSTRAINT "giving_donations_batch_id_giving_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."giving_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_donations" ADD CONSTRAINT "giving_donations_fund_id_giving_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."giving_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_donations" ADD CONSTRAINT "giving_donations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_donations" ADD CONSTRAINT "giving_donations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_donations" ADD CONSTRAINT "giving_donations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_funds" ADD CONSTRAINT "giving_funds_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_funds" ADD CONSTRAINT "giving_funds_income_category_id_finance_categories_id_fk" FOREIGN KEY ("income_category_id") REFERENCES "public"."finance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_batches" ADD CONSTRAINT "giving_batches_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_batches" ADD CONSTRAINT "giving_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_batches" ADD CONSTRAINT "giving_batches_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_batches" ADD CONSTRAINT "giving_batches_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giving_donations_church_given_idx" ON "giving_donations" USING btree ("church_id","given_on","id");--> statement-breakpoint
CREATE INDEX "giving_donations_batch_idx" ON "giving_donations" USING btree ("batch_id","fund_id");--> statement-breakpoint
CREATE INDEX "giving_donations_member_idx" ON "giving_donations" USING btree ("member_id","given_on");--> statement-breakpoint
CREATE INDEX "giving_donations_household_idx" ON "giving_donations" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "giving_donations_fund_idx" ON "giving_donations" USING btree ("fund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giving_donations_reverses_key" ON "giving_donations" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giving_funds_name_key" ON "giving_funds" USING btree (coalesce("church_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "giving_funds_code_key" ON "giving_funds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "giving_funds_church_idx" ON "giving_funds" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "giving_batches_church_date_idx" ON "giving_batches" USING btree ("church_id","service_date","id");--> statement-breakpoint
CREATE INDEX "giving_batches_church_status_idx" ON "giving_batches" USING btree ("church_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "income_giving_key" ON "income" USING btree ("giving_batch_id","giving_fund_id");--> statement-breakpoint
-- The national default funds, each posting to a national income category.
INSERT INTO "giving_funds" ("name", "code", "income_category_id")
SELECT f.name, f.code, c."id" FROM (VALUES
  ('Tithe', 'TITHE', 'TITHE'),
  ('Offering', 'OFFERING', 'OFFERING'),
  ('Building fund', 'BUILDING', 'FUNDRAISING'),
  ('Missions', 'MISSIONS', 'DONATION'),
  ('Welfare', 'WELFARE', 'DONATION')
) AS f(name, code, category) JOIN "finance_categories" c ON c."code" = f.category;--> statement-breakpoint
-- Plans gain the giving feature: those that include finance include giving.
UPDATE "subscription_plans" SET "features" = "features" || jsonb_build_object('GIVING', coalesce("features"->'FINANCE_MANAGEMENT', 'false'::jsonb));
