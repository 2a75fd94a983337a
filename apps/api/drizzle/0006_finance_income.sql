CREATE TABLE "income" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"received_on" date NOT NULL,
	"category" text NOT NULL,
	"payment_method" text DEFAULT 'CASH' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_amount_check" CHECK ("income"."amount" > 0),
	CONSTRAINT "income_currency_check" CHECK ("income"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "income" ADD CONSTRAINT "income_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income" ADD CONSTRAINT "income_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_church_received_idx" ON "income" USING btree ("church_id","received_on","id");--> statement-breakpoint
CREATE INDEX "income_recorded_by_idx" ON "income" USING btree ("recorded_by");