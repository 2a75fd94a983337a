CREATE TABLE "member_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'admins' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_fields" ADD CONSTRAINT "member_fields_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_fields_church_position_idx" ON "member_fields" USING btree ("church_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_fields_label_key" ON "member_fields" USING btree ("church_id",lower("label"));--> statement-breakpoint
CREATE INDEX "members_custom_fields_idx" ON "members" USING gin ("custom_fields" jsonb_path_ops) WHERE "members"."custom_fields" <> '{}'::jsonb;