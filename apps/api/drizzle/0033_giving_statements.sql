CREATE TABLE "giving_statement_mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"year" integer NOT NULL,
	"donor" text NOT NULL,
	"member_id" integer,
	"household_id" integer,
	"donor_name" text NOT NULL,
	"to_address" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_statement_mailings_year_check" CHECK ("giving_statement_mailings"."year" between 2000 and 2100)
);
--> statement-breakpoint
ALTER TABLE "giving_statement_mailings" ADD CONSTRAINT "giving_statement_mailings_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_statement_mailings" ADD CONSTRAINT "giving_statement_mailings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_statement_mailings" ADD CONSTRAINT "giving_statement_mailings_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_statement_mailings" ADD CONSTRAINT "giving_statement_mailings_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giving_statement_mailings_donor_key" ON "giving_statement_mailings" USING btree ("church_id","year","donor");--> statement-breakpoint
CREATE INDEX "giving_statement_mailings_church_idx" ON "giving_statement_mailings" USING btree ("church_id","created_at");