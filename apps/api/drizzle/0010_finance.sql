CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"spent_on" date NOT NULL,
	"payee" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"receipt" text,
	"receipt_type" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"submitted_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_currency_check" CHECK ("expenses"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "finance_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"counts_for_support" boolean DEFAULT false NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_church_month_totals" (
	"church_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"category_id" integer NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "finance_church_month_totals_church_id_kind_month_category_id_currency_pk" PRIMARY KEY("church_id","kind","month","category_id","currency")
);
--> statement-breakpoint
CREATE TABLE "finance_region_month_totals" (
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"category_id" integer NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "finance_region_month_totals_kind_month_region_id_category_id_currency_pk" PRIMARY KEY("kind","month","region_id","category_id","currency")
);
--> statement-breakpoint
CREATE TABLE "finance_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report" text NOT NULL,
	"scope" text NOT NULL,
	"church_id" integer,
	"region_id" integer,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"format" text NOT NULL,
	"generated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_years_dates_check" CHECK ("financial_years"."end_date" > "financial_years"."start_date")
);
--> statement-breakpoint
CREATE TABLE "ministry_support" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"period" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"method" text DEFAULT 'BANK_TRANSFER' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'RECORDED' NOT NULL,
	"dispute_note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ministry_support_amount_check" CHECK ("ministry_support"."amount" > 0),
	CONSTRAINT "ministry_support_currency_check" CHECK ("ministry_support"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ministry_support_period_check" CHECK (extract(day from "ministry_support"."period") = 1)
);
--> statement-breakpoint
CREATE TABLE "regional_support" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"period" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"method" text DEFAULT 'BANK_TRANSFER' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'RECORDED' NOT NULL,
	"dispute_note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regional_support_amount_check" CHECK ("regional_support"."amount" > 0),
	CONSTRAINT "regional_support_currency_check" CHECK ("regional_support"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "regional_support_period_check" CHECK (extract(day from "regional_support"."period") = 1)
);
--> statement-breakpoint
CREATE TABLE "finance_remittance_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"ministry_percent" numeric(5, 2) DEFAULT '10.00' NOT NULL,
	"regional_percent" numeric(5, 2) DEFAULT '10.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_remittance_rates_percent_check" CHECK ("finance_remittance_rates"."ministry_percent" between 0 and 100 and "finance_remittance_rates"."regional_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "income" ALTER COLUMN "category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "income" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_categories" ADD CONSTRAINT "finance_categories_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_church_month_totals" ADD CONSTRAINT "finance_church_month_totals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reports" ADD CONSTRAINT "finance_reports_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reports" ADD CONSTRAINT "finance_reports_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reports" ADD CONSTRAINT "finance_reports_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_years" ADD CONSTRAINT "financial_years_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_years" ADD CONSTRAINT "financial_years_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ministry_support" ADD CONSTRAINT "ministry_support_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ministry_support" ADD CONSTRAINT "ministry_support_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ministry_support" ADD CONSTRAINT "ministry_support_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_support" ADD CONSTRAINT "regional_support_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_support" ADD CONSTRAINT "regional_support_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_support" ADD CONSTRAINT "regional_support_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_remittance_rates" ADD CONSTRAINT "finance_remittance_rates_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_church_spent_idx" ON "expenses" USING btree ("church_id","spent_on","id");--> statement-breakpoint
CREATE INDEX "expenses_church_status_idx" ON "expenses" USING btree ("church_id","status","spent_on");--> statement-breakpoint
CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "expenses_submitted_by_idx" ON "expenses" USING btree ("submitted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_name_key" ON "finance_categories" USING btree (coalesce("church_id", 0),"kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_code_key" ON "finance_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "finance_categories_church_idx" ON "finance_categories" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "finance_reports_generated_by_idx" ON "finance_reports" USING btree ("generated_by","created_at");--> statement-breakpoint
CREATE INDEX "financial_years_church_start_idx" ON "financial_years" USING btree ("church_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_years_is_current_key" ON "financial_years" USING btree ("church_id") WHERE "financial_years"."is_current";--> statement-breakpoint
CREATE INDEX "ministry_support_church_period_idx" ON "ministry_support" USING btree ("church_id","period","id");--> statement-breakpoint
CREATE INDEX "ministry_support_period_idx" ON "ministry_support" USING btree ("period");--> statement-breakpoint
CREATE INDEX "regional_support_church_period_idx" ON "regional_support" USING btree ("church_id","period","id");--> statement-breakpoint
CREATE INDEX "regional_support_period_idx" ON "regional_support" USING btree ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_remittance_rates_region_key" ON "finance_remittance_rates" USING btree ("region_id");--> statement-breakpoint
ALTER TABLE "income" ADD CONSTRAINT "income_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_category_idx" ON "income" USING btree ("category_id");--> statement-breakpoint
-- The national default categories. The seven income ones are the fixed categories income had.
INSERT INTO "finance_categories" ("name", "kind", "code", "counts_for_support") VALUES
  ('Tithe', 'INCOME', 'TITHE', true),
  ('Offering', 'INCOME', 'OFFERING', true),
  ('Donation', 'INCOME', 'DONATION', false),
  ('Pledge', 'INCOME', 'PLEDGE', false),
  ('Thanksgiving', 'INCOME', 'THANKSGIVING', false),
  ('Fundraising', 'INCOME', 'FUNDRAISING', false),
  ('Other', 'INCOME', 'OTHER', false),
  ('Utilities', 'EXPENSE', 'UTILITIES', false),
  ('Salaries and allowances', 'EXPENSE', 'SALARIES', false),
  ('Building and maintenance', 'EXPENSE', 'BUILDING', false),
  ('Missions and outreach', 'EXPENSE', 'MISSIONS', false),
  ('Events', 'EXPENSE', 'EVENTS', false),
  ('Office supplies', 'EXPENSE', 'OFFICE', false),
  ('Transport', 'EXPENSE', 'TRANSPORT', false),
  ('Other', 'EXPENSE', 'OTHER_EXPENSE', false);--> statement-breakpoint
-- Every existing income row keeps its category, now as the default category of the same code.
UPDATE "income" SET "category_id" = c."id" FROM "finance_categories" c WHERE c."code" = "income"."category";--> statement-breakpoint
UPDATE "income" SET "category_id" = (SELECT "id" FROM "finance_categories" WHERE "code" = 'OTHER') WHERE "category_id" IS NULL;--> statement-breakpoint
-- Month totals: adds an amount (negative to take it away) to a church's and its region's totals.
-- The church row is read FOR SHARE, so it cannot move to another region before this commits.
CREATE FUNCTION finance_totals_add(p_church integer, p_kind text, p_category integer, p_currency text, p_day date, p_amount numeric, p_entries integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_region integer;
  v_month date := p_day - (extract(day from p_day)::integer - 1);
BEGIN
  SELECT region_id INTO v_region FROM churches WHERE id = p_church FOR SHARE;
  IF NOT FOUND THEN
    -- The church is being deleted: its totals go with it (finance_church_deleted).
    RETURN;
  END IF;
  INSERT INTO finance_church_month_totals AS t (church_id, kind, month, category_id, currency, total, entries)
    VALUES (p_church, p_kind, v_month, p_category, p_currency, p_amount, p_entries)
    ON CONFLICT (church_id, kind, month, category_id, currency)
    DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
  INSERT INTO finance_region_month_totals AS t (region_id, kind, month, category_id, currency, total, entries)
    VALUES (v_region, p_kind, v_month, p_category, p_currency, p_amount, p_entries)
    ON CONFLICT (kind, month, region_id, category_id, currency)
    DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
END $$;--> statement-breakpoint
CREATE FUNCTION income_month_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.category_id IS NOT NULL THEN
    PERFORM finance_totals_add(OLD.church_id, 'INCOME', OLD.category_id, OLD.currency, OLD.received_on, -OLD.amount, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.category_id IS NOT NULL THEN
    PERFORM finance_totals_add(NEW.church_id, 'INCOME', NEW.category_id, NEW.currency, NEW.received_on, NEW.amount, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER income_month_totals_write AFTER INSERT OR DELETE ON "income" FOR EACH ROW EXECUTE FUNCTION income_month_totals();--> statement-breakpoint
CREATE TRIGGER income_month_totals_update AFTER UPDATE ON "income" FOR EACH ROW
  WHEN (OLD.church_id IS DISTINCT FROM NEW.church_id OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.received_on IS DISTINCT FROM NEW.received_on
    OR OLD.amount IS DISTINCT FROM NEW.amount)
  EXECUTE FUNCTION income_month_totals();--> statement-breakpoint
-- Only approved expenses count: an approval adds one, and nothing else moves an approved one.
CREATE FUNCTION expense_month_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'APPROVED' THEN
    PERFORM finance_totals_add(OLD.church_id, 'EXPENSE', OLD.category_id, OLD.currency, OLD.spent_on, -OLD.amount, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'APPROVED' THEN
    PERFORM finance_totals_add(NEW.church_id, 'EXPENSE', NEW.category_id, NEW.currency, NEW.spent_on, NEW.amount, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER expenses_month_totals_write AFTER INSERT OR DELETE ON "expenses" FOR EACH ROW EXECUTE FUNCTION expense_month_totals();--> statement-breakpoint
CREATE TRIGGER expenses_month_totals_update AFTER UPDATE ON "expenses" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.church_id IS DISTINCT FROM NEW.church_id
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.currency IS DISTINCT FROM NEW.currency
    OR OLD.spent_on IS DISTINCT FROM NEW.spent_on OR OLD.amount IS DISTINCT FROM NEW.amount)
  EXECUTE FUNCTION expense_month_totals();--> statement-breakpoint
-- A church that moves to another region takes its totals along.
CREATE FUNCTION finance_church_region_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO finance_region_month_totals AS t (region_id, kind, month, category_id, currency, total, entries)
    SELECT OLD.region_id, kind, month, category_id, currency, -total, -entries
    FROM finance_church_month_totals WHERE church_id = OLD.id
    ON CONFLICT (kind, month, region_id, category_id, currency)
    DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
  INSERT INTO finance_region_month_totals AS t (region_id, kind, month, category_id, currency, total, entries)
    SELECT NEW.region_id, kind, month, category_id, currency, total, entries
    FROM finance_church_month_totals WHERE church_id = NEW.id
    ON CONFLICT (kind, month, region_id, category_id, currency)
    DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER churches_finance_region_moved AFTER UPDATE OF region_id ON "churches" FOR EACH ROW
  WHEN (OLD.region_id IS DISTINCT FROM NEW.region_id)
  EXECUTE FUNCTION finance_church_region_moved();--> statement-breakpoint
-- A deleted church's totals leave its region (its own rows go by the foreign key's cascade).
CREATE FUNCTION finance_church_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO finance_region_month_totals AS t (region_id, kind, month, category_id, currency, total, entries)
    SELECT OLD.region_id, kind, month, category_id, currency, -total, -entries
    FROM finance_church_month_totals WHERE church_id = OLD.id
    ON CONFLICT (kind, month, region_id, category_id, currency)
    DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER churches_finance_deleted BEFORE DELETE ON "churches" FOR EACH ROW EXECUTE FUNCTION finance_church_deleted();--> statement-breakpoint
-- Recomputes both totals tables from the rows (after a bulk load with the triggers off; tests compare).
CREATE FUNCTION finance_month_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM finance_church_month_totals;
  DELETE FROM finance_region_month_totals;
  INSERT INTO finance_church_month_totals (church_id, kind, month, category_id, currency, total, entries)
    SELECT church_id, 'INCOME', received_on - (extract(day from received_on)::integer - 1), category_id, currency, sum(amount), count(*)
    FROM income WHERE category_id IS NOT NULL GROUP BY 1, 3, 4, 5
    UNION ALL
    SELECT church_id, 'EXPENSE', spent_on - (extract(day from spent_on)::integer - 1), category_id, currency, sum(amount), count(*)
    FROM expenses WHERE status = 'APPROVED' GROUP BY 1, 3, 4, 5;
  INSERT INTO finance_region_month_totals (region_id, kind, month, category_id, currency, total, entries)
    SELECT c.region_id, t.kind, t.month, t.category_id, t.currency, sum(t.total), sum(t.entries)
    FROM finance_church_month_totals t JOIN churches c ON c.id = t.church_id GROUP BY 1, 2, 3, 4, 5;
END $$;--> statement-breakpoint
SELECT finance_month_totals_rebuild();
