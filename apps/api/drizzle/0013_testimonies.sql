CREATE TABLE "testimonies" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"type_id" integer NOT NULL,
	"story" text NOT NULL,
	"testifier_user_id" integer,
	"testifier_member_id" integer,
	"testifier_name" text NOT NULL,
	"event_date" date,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"consent_to_publish" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"photo" text,
	"verification_note" text DEFAULT '' NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"shared_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonies_status_check" CHECK ("testimonies"."status" in ('PENDING', 'VERIFIED', 'REJECTED', 'UNVERIFIED')),
	CONSTRAINT "testimonies_consent_check" CHECK (not "testimonies"."is_public" or "testimonies"."consent_to_publish")
);
--> statement-breakpoint
CREATE TABLE "testimony_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"testimony_id" integer NOT NULL,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimony_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_type_id_testimony_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."testimony_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_testifier_user_id_users_id_fk" FOREIGN KEY ("testifier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_testifier_member_id_members_id_fk" FOREIGN KEY ("testifier_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimony_documents" ADD CONSTRAINT "testimony_documents_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimony_documents" ADD CONSTRAINT "testimony_documents_testimony_id_testimonies_id_fk" FOREIGN KEY ("testimony_id") REFERENCES "public"."testimonies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimony_documents" ADD CONSTRAINT "testimony_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "testimonies_slug_key" ON "testimonies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "testimonies_church_idx" ON "testimonies" USING btree ("church_id","status");--> statement-breakpoint
CREATE INDEX "testimonies_type_idx" ON "testimonies" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "testimonies_testifier_user_idx" ON "testimonies" USING btree ("testifier_user_id");--> statement-breakpoint
CREATE INDEX "testimonies_published_idx" ON "testimonies" USING btree ("featured","id") WHERE "testimonies"."status" = 'VERIFIED' and "testimonies"."is_public" and "testimonies"."consent_to_publish";--> statement-breakpoint
CREATE INDEX "testimony_documents_testimony_idx" ON "testimony_documents" USING btree ("testimony_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "testimony_types_name_key" ON "testimony_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "testimony_types_slug_key" ON "testimony_types" USING btree ("slug");