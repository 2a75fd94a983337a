CREATE TABLE "asset_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"member_id" integer,
	"assigned_to" text DEFAULT '' NOT NULL,
	"assigned_on" date NOT NULL,
	"due_back" date,
	"notes" text DEFAULT '' NOT NULL,
	"returned_on" date,
	"return_condition" text,
	"return_notes" text DEFAULT '' NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'OTHER' NOT NULL,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"expires_on" date,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"old_value" numeric(14, 2),
	"new_value" numeric(14, 2),
	"note" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_maintenance" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"kind" text NOT NULL,
	"scheduled_for" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"cost" numeric(14, 2),
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"completed_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_maintenance_cost_check" CHECK ("asset_maintenance"."cost" is null or "asset_maintenance"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"asset_tag" text NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"purchase_date" date,
	"purchase_cost" numeric(14, 2),
	"current_value" numeric(14, 2),
	"currency" text NOT NULL,
	"condition" text DEFAULT 'GOOD' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"photo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_purchase_cost_check" CHECK ("assets"."purchase_cost" is null or "assets"."purchase_cost" >= 0),
	CONSTRAINT "assets_current_value_check" CHECK ("assets"."current_value" is null or "assets"."current_value" >= 0),
	CONSTRAINT "assets_currency_check" CHECK ("assets"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_maintenance" ADD CONSTRAINT "asset_maintenance_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_maintenance" ADD CONSTRAINT "asset_maintenance_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_assignments_asset_key" ON "asset_assignments" USING btree ("asset_id") WHERE "asset_assignments"."returned_on" is null;--> statement-breakpoint
CREATE INDEX "asset_assignments_church_idx" ON "asset_assignments" USING btree ("church_id","assigned_on","id");--> statement-breakpoint
CREATE INDEX "asset_assignments_member_idx" ON "asset_assignments" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_categories_name_key" ON "asset_categories" USING btree ("church_id",lower("name"));--> statement-breakpoint
CREATE INDEX "asset_documents_asset_idx" ON "asset_documents" USING btree ("asset_id","id");--> statement-breakpoint
CREATE INDEX "asset_history_asset_idx" ON "asset_history" USING btree ("asset_id","changed_at");--> statement-breakpoint
CREATE INDEX "asset_maintenance_church_idx" ON "asset_maintenance" USING btree ("church_id","scheduled_for","id");--> statement-breakpoint
CREATE INDEX "asset_maintenance_asset_idx" ON "asset_maintenance" USING btree ("asset_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_asset_tag_key" ON "assets" USING btree ("church_id",lower("asset_tag"));--> statement-breakpoint
CREATE INDEX "assets_church_name_idx" ON "assets" USING btree ("church_id","name","id");--> statement-breakpoint
CREATE INDEX "assets_church_status_idx" ON "assets" USING btree ("church_id","status");--> statement-breakpoint
CREATE INDEX "assets_category_idx" ON "assets" USING btree ("category_id");