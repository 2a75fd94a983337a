CREATE TABLE "program_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"occurrence_id" integer,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer,
	"name" text NOT NULL,
	"color" text DEFAULT '#495057' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_categories_color_check" CHECK ("program_categories"."color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "program_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"token" text NOT NULL,
	"rotated_by" integer,
	"rotated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"attendance" integer,
	"notes" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_occurrences_ends_check" CHECK ("program_occurrences"."ends_at" > "program_occurrences"."starts_at"),
	CONSTRAINT "program_occurrences_attendance_check" CHECK ("program_occurrences"."attendance" is null or "program_occurrences"."attendance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "program_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"occurrence_id" integer,
	"member_id" integer,
	"guest_name" text DEFAULT '' NOT NULL,
	"guest_phone" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'ATTENDEE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_participants_who_check" CHECK ("program_participants"."member_id" is not null or length(trim("program_participants"."guest_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "program_reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reminder_id" integer NOT NULL,
	"occurrence_id" integer NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"minutes_before" integer NOT NULL,
	"audience" text NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channel" text DEFAULT 'EMAIL' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_reminders_minutes_check" CHECK ("program_reminders"."minutes_before" between 5 and 43200)
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer DEFAULT 120 NOT NULL,
	"time_zone" text NOT NULL,
	"recurrence" jsonb NOT NULL,
	"rrule" text DEFAULT '' NOT NULL,
	"coordinator_id" integer,
	"expected_attendance" integer,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"submitted_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_duration_check" CHECK ("programs"."duration_minutes" between 5 and 20160),
	CONSTRAINT "programs_start_time_check" CHECK ("programs"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "time_zone" text DEFAULT 'Africa/Accra' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_attachments" ADD CONSTRAINT "program_attachments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_attachments" ADD CONSTRAINT "program_attachments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_attachments" ADD CONSTRAINT "program_attachments_occurrence_id_program_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."program_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_attachments" ADD CONSTRAINT "program_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_categories" ADD CONSTRAINT "program_categories_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_feeds" ADD CONSTRAINT "program_feeds_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_feeds" ADD CONSTRAINT "program_feeds_rotated_by_users_id_fk" FOREIGN KEY ("rotated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_occurrences" ADD CONSTRAINT "program_occurrences_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_occurrences" ADD CONSTRAINT "program_occurrences_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_occurrences" ADD CONSTRAINT "program_occurrences_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_participants" ADD CONSTRAINT "program_participants_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_participants" ADD CONSTRAINT "program_participants_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_participants" ADD CONSTRAINT "program_participants_occurrence_id_program_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."program_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_participants" ADD CONSTRAINT "program_participants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reminder_deliveries" ADD CONSTRAINT "program_reminder_deliveries_reminder_id_program_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."program_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reminder_deliveries" ADD CONSTRAINT "program_reminder_deliveries_occurrence_id_program_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."program_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reminders" ADD CONSTRAINT "program_reminders_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_reminders" ADD CONSTRAINT "program_reminders_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_category_id_program_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."program_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_coordinator_id_members_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_attachments_program_idx" ON "program_attachments" USING btree ("program_id","id");--> statement-breakpoint
CREATE INDEX "program_attachments_occurrence_idx" ON "program_attachments" USING btree ("occurrence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_categories_name_key" ON "program_categories" USING btree (coalesce("church_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "program_categories_code_key" ON "program_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "program_categories_church_idx" ON "program_categories" USING btree ("church_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_feeds_church_key" ON "program_feeds" USING btree ("church_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_feeds_token_key" ON "program_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "program_occurrences_starts_at_key" ON "program_occurrences" USING btree ("program_id","starts_at");--> statement-breakpoint
CREATE INDEX "program_occurrences_church_starts_idx" ON "program_occurrences" USING btree ("church_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "program_occurrences_church_date_idx" ON "program_occurrences" USING btree ("church_id","local_date");--> statement-breakpoint
CREATE INDEX "program_occurrences_scheduled_idx" ON "program_occurrences" USING btree ("starts_at") WHERE "program_occurrences"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "program_participants_program_idx" ON "program_participants" USING btree ("program_id","id");--> statement-breakpoint
CREATE INDEX "program_participants_occurrence_idx" ON "program_participants" USING btree ("occurrence_id");--> statement-breakpoint
CREATE INDEX "program_participants_member_idx" ON "program_participants" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_participants_member_key" ON "program_participants" USING btree ("occurrence_id","member_id") WHERE "program_participants"."occurrence_id" is not null and "program_participants"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "program_participants_program_member_key" ON "program_participants" USING btree ("program_id","member_id") WHERE "program_participants"."occurrence_id" is null and "program_participants"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "program_reminder_deliveries_occurrence_key" ON "program_reminder_deliveries" USING btree ("reminder_id","occurrence_id");--> statement-breakpoint
CREATE INDEX "program_reminders_program_idx" ON "program_reminders" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "programs_church_start_idx" ON "programs" USING btree ("church_id","start_date","id");--> statement-breakpoint
CREATE INDEX "programs_church_status_idx" ON "programs" USING btree ("church_id","status");--> statement-breakpoint
CREATE INDEX "programs_category_idx" ON "programs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "programs_coordinator_idx" ON "programs" USING btree ("coordinator_id");--> statement-breakpoint
-- The national default program categories every church shares (DEFAULT_PROGRAM_CATEGORIES).
INSERT INTO "program_categories" ("name", "code", "color", "description") VALUES
  ('Worship', 'WORSHIP', '#1c7ed6', 'Services and worship meetings'),
  ('Prayer', 'PRAYER', '#7048e8', 'Prayer meetings, vigils and fasting'),
  ('Youth', 'YOUTH', '#f76707', 'Youth nights, camps and fellowship'),
  ('Outreach', 'OUTREACH', '#2f9e44', 'Evangelism, visits and community work'),
  ('Conference', 'CONFERENCE', '#c2255c', 'Conventions, conferences and retreats'),
  ('Training', 'TRAINING', '#0c8599', 'Classes, workshops and leadership training');
