CREATE TABLE "giving_pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"member_id" integer,
	"household_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_pledges_amount_check" CHECK ("giving_pledges"."amount" > 0),
	CONSTRAINT "giving_pledges_period_check" CHECK ("giving_pledges"."ends_on" > "giving_pledges"."starts_on"),
	CONSTRAINT "giving_pledges_currency_check" CHECK ("giving_pledges"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "giving_pledges_donor_check" CHECK (("giving_pledges"."member_id" is null) <> ("giving_pledges"."household_id" is null))
);
--> statement-breakpoint
ALTER TABLE "giving_pledges" ADD CONSTRAINT "giving_pledges_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_pledges" ADD CONSTRAINT "giving_pledges_fund_id_giving_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."giving_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_pledges" ADD CONSTRAINT "giving_pledges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_pledges" ADD CONSTRAINT "giving_pledges_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_pledges" ADD CONSTRAINT "giving_pledges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giving_pledges_church_idx" ON "giving_pledges" USING btree ("church_id","starts_on","id");--> statement-breakpoint
CREATE INDEX "giving_pledges_member_idx" ON "giving_pledges" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "giving_pledges_household_idx" ON "giving_pledges" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "giving_pledges_fund_idx" ON "giving_pledges" USING btree ("fund_id");