CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "church_leadership" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendance_member_key" UNIQUE("event_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"title" text NOT NULL,
	"event_type" text DEFAULT 'SERVICE' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"recurrence" text DEFAULT 'NONE' NOT NULL,
	"recurrence_until" date,
	"visitor_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"other_names" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"marital_status" text DEFAULT '' NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"membership_date" date,
	"baptism_date" date,
	"category" text DEFAULT '' NOT NULL,
	"home_cell_fellowship" text DEFAULT '' NOT NULL,
	"home_cell_pastor" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || other_names || ' ' || phone || ' ' || email)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sunday_school_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"present" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sunday_school_attendance_member_key" UNIQUE("session_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "sunday_school_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"teacher_id" integer,
	"room" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sunday_school_classes_name_key" UNIQUE("church_id","name")
);
--> statement-breakpoint
CREATE TABLE "sunday_school_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"sunday_school_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"enrolled_on" date DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sunday_school_enrollments_member_key" UNIQUE("sunday_school_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "sunday_school_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"sunday_school_id" integer NOT NULL,
	"date" date NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"visitor_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sunday_school_sessions_date_key" UNIQUE("sunday_school_id","date")
);
--> statement-breakpoint
ALTER TABLE "church_leadership" ADD CONSTRAINT "church_leadership_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_leadership" ADD CONSTRAINT "church_leadership_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_leadership" ADD CONSTRAINT "church_leadership_role_id_church_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."church_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_attendance" ADD CONSTRAINT "sunday_school_attendance_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_attendance" ADD CONSTRAINT "sunday_school_attendance_session_id_sunday_school_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sunday_school_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_attendance" ADD CONSTRAINT "sunday_school_attendance_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_classes" ADD CONSTRAINT "sunday_school_classes_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_classes" ADD CONSTRAINT "sunday_school_classes_teacher_id_members_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_enrollments" ADD CONSTRAINT "sunday_school_enrollments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_enrollments" ADD CONSTRAINT "sunday_school_enrollments_sunday_school_id_sunday_school_classes_id_fk" FOREIGN KEY ("sunday_school_id") REFERENCES "public"."sunday_school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_enrollments" ADD CONSTRAINT "sunday_school_enrollments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_sessions" ADD CONSTRAINT "sunday_school_sessions_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_sessions" ADD CONSTRAINT "sunday_school_sessions_sunday_school_id_sunday_school_classes_id_fk" FOREIGN KEY ("sunday_school_id") REFERENCES "public"."sunday_school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_leadership_church_idx" ON "church_leadership" USING btree ("church_id","is_active");--> statement-breakpoint
CREATE INDEX "church_leadership_member_idx" ON "church_leadership" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "event_attendance_member_idx" ON "event_attendance" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "event_attendance_church_idx" ON "event_attendance" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "events_church_starts_idx" ON "events" USING btree ("church_id","starts_at");--> statement-breakpoint
CREATE INDEX "members_church_last_name_idx" ON "members" USING btree ("church_id","last_name","id");--> statement-breakpoint
CREATE INDEX "members_church_active_last_name_idx" ON "members" USING btree ("church_id","is_active","last_name","id");--> statement-breakpoint
CREATE INDEX "members_church_created_idx" ON "members" USING btree ("church_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_church_category_idx" ON "members" USING btree ("church_id","category");--> statement-breakpoint
CREATE INDEX "members_church_home_cell_idx" ON "members" USING btree ("church_id","home_cell_fellowship");--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_key" ON "members" USING btree ("church_id","phone") WHERE "members"."phone" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("church_id",lower("email")) WHERE "members"."email" <> '';--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sunday_school_attendance_church_idx" ON "sunday_school_attendance" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "sunday_school_attendance_member_idx" ON "sunday_school_attendance" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sunday_school_classes_teacher_idx" ON "sunday_school_classes" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "sunday_school_enrollments_church_idx" ON "sunday_school_enrollments" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "sunday_school_enrollments_member_idx" ON "sunday_school_enrollments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sunday_school_sessions_church_idx" ON "sunday_school_sessions" USING btree ("church_id","date");