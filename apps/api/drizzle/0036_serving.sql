CREATE TABLE "serving_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"responded_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serving_blockouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serving_plan_needs" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"needed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serving_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text DEFAULT 'Sunday service' NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serving_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"per_service" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serving_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serving_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "serving_assignments" ADD CONSTRAINT "serving_assignments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_assignments" ADD CONSTRAINT "serving_assignments_plan_id_serving_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."serving_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_assignments" ADD CONSTRAINT "serving_assignments_position_id_serving_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."serving_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_assignments" ADD CONSTRAINT "serving_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_blockouts" ADD CONSTRAINT "serving_blockouts_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_blockouts" ADD CONSTRAINT "serving_blockouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_plan_needs" ADD CONSTRAINT "serving_plan_needs_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_plan_needs" ADD CONSTRAINT "serving_plan_needs_plan_id_serving_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."serving_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_plan_needs" ADD CONSTRAINT "serving_plan_needs_position_id_serving_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."serving_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_plans" ADD CONSTRAINT "serving_plans_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_positions" ADD CONSTRAINT "serving_positions_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_positions" ADD CONSTRAINT "serving_positions_team_id_serving_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."serving_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_team_members" ADD CONSTRAINT "serving_team_members_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_team_members" ADD CONSTRAINT "serving_team_members_team_id_serving_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."serving_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_team_members" ADD CONSTRAINT "serving_team_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_teams" ADD CONSTRAINT "serving_teams_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "serving_assignments_member_date_key" ON "serving_assignments" USING btree ("member_id","date") WHERE "serving_assignments"."status" <> 'declined';--> statement-breakpoint
CREATE UNIQUE INDEX "serving_assignments_token_key" ON "serving_assignments" USING btree ("token");--> statement-breakpoint
CREATE INDEX "serving_assignments_plan_idx" ON "serving_assignments" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "serving_assignments_church_date_idx" ON "serving_assignments" USING btree ("church_id","date");--> statement-breakpoint
CREATE INDEX "serving_blockouts_member_idx" ON "serving_blockouts" USING btree ("member_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "serving_plan_needs_plan_position_key" ON "serving_plan_needs" USING btree ("plan_id","position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "serving_plans_church_date_name_key" ON "serving_plans" USING btree ("church_id","date",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "serving_positions_team_name_key" ON "serving_positions" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "serving_team_members_team_member_key" ON "serving_team_members" USING btree ("team_id","member_id");--> statement-breakpoint
CREATE INDEX "serving_team_members_member_idx" ON "serving_team_members" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "serving_teams_church_name_key" ON "serving_teams" USING btree ("church_id",lower("name"));