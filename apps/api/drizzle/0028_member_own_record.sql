CREATE TABLE "member_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"user_id" integer,
	"phone" text,
	"address" text,
	"photo" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_change_settings" (
	"church_id" integer PRIMARY KEY NOT NULL,
	"apply_without_confirmation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_user_idx";--> statement-breakpoint
-- A user account is one member's at most: any second link made before this rule is cleared.
UPDATE "members" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND "id" <> (SELECT min(m2."id") FROM "members" m2 WHERE m2."user_id" = "members"."user_id");--> statement-breakpoint
ALTER TABLE "member_change_requests" ADD CONSTRAINT "member_change_requests_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_requests" ADD CONSTRAINT "member_change_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_requests" ADD CONSTRAINT "member_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_requests" ADD CONSTRAINT "member_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_settings" ADD CONSTRAINT "member_change_settings_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_link_requests" ADD CONSTRAINT "member_link_requests_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_link_requests" ADD CONSTRAINT "member_link_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_link_requests" ADD CONSTRAINT "member_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_change_requests_church_status_idx" ON "member_change_requests" USING btree ("church_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "member_change_requests_member_idx" ON "member_change_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_link_requests_member_key" ON "member_link_requests" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_link_requests_user_key" ON "member_link_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_link_requests_church_idx" ON "member_link_requests" USING btree ("church_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_user_key" ON "members" USING btree ("user_id") WHERE "members"."user_id" is not null;