CREATE TABLE "giving_gift_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"gateway" text NOT NULL,
	"channel" text DEFAULT 'card' NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"frequency" text DEFAULT 'ONCE' NOT NULL,
	"donor_name" text DEFAULT '' NOT NULL,
	"donor_email" text DEFAULT '' NOT NULL,
	"language" text,
	"user_id" integer,
	"member_id" integer,
	"donation_id" integer,
	"recurring_gift_id" integer,
	"charge_day" date,
	"gateway_response" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_gift_payments_amount_check" CHECK ("giving_gift_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "giving_recurring_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"authorization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"donor_name" text DEFAULT '' NOT NULL,
	"donor_email" text DEFAULT '' NOT NULL,
	"language" text,
	"next_charge_on" date,
	"last_charged_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_recurring_gifts_amount_check" CHECK ("giving_recurring_gifts"."amount" > 0),
	CONSTRAINT "giving_recurring_gifts_frequency_check" CHECK ("giving_recurring_gifts"."frequency" <> 'ONCE')
);
--> statement-breakpoint
ALTER TABLE "giving_gift_payments" ADD CONSTRAINT "giving_gift_payments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_gift_payments" ADD CONSTRAINT "giving_gift_payments_fund_id_giving_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."giving_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_gift_payments" ADD CONSTRAINT "giving_gift_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_gift_payments" ADD CONSTRAINT "giving_gift_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_gift_payments" ADD CONSTRAINT "giving_gift_payments_donation_id_giving_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."giving_donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_gift_payments" ADD CONSTRAINT "giving_gift_payments_recurring_gift_id_giving_recurring_gifts_id_fk" FOREIGN KEY ("recurring_gift_id") REFERENCES "public"."giving_recurring_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_recurring_gifts" ADD CONSTRAINT "giving_recurring_gifts_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_recurring_gifts" ADD CONSTRAINT "giving_recurring_gifts_fund_id_giving_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."giving_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_recurring_gifts" ADD CONSTRAINT "giving_recurring_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_recurring_gifts" ADD CONSTRAINT "giving_recurring_gifts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giving_gift_payments_reference_key" ON "giving_gift_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "giving_gift_payments_charge_key" ON "giving_gift_payments" USING btree ("recurring_gift_id","charge_day");--> statement-breakpoint
CREATE INDEX "giving_gift_payments_church_idx" ON "giving_gift_payments" USING btree ("church_id","created_at");--> statement-breakpoint
CREATE INDEX "giving_gift_payments_user_idx" ON "giving_gift_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "giving_recurring_gifts_church_idx" ON "giving_recurring_gifts" USING btree ("church_id","status");--> statement-breakpoint
CREATE INDEX "giving_recurring_gifts_user_idx" ON "giving_recurring_gifts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "giving_recurring_gifts_due_idx" ON "giving_recurring_gifts" USING btree ("next_charge_on") WHERE "giving_recurring_gifts"."status" = 'ACTIVE';