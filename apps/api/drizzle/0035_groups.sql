CREATE TABLE "group_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"present" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"date" date NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"headcount" integer,
	"visitors" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'home_cell' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meeting_day" text DEFAULT '' NOT NULL,
	"meeting_time" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"open_to_join" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_attendance" ADD CONSTRAINT "group_attendance_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_attendance" ADD CONSTRAINT "group_attendance_meeting_id_group_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."group_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_attendance" ADD CONSTRAINT "group_attendance_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_meetings" ADD CONSTRAINT "group_meetings_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_meetings" ADD CONSTRAINT "group_meetings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_attendance_meeting_member_key" ON "group_attendance" USING btree ("meeting_id","member_id");--> statement-breakpoint
CREATE INDEX "group_attendance_member_idx" ON "group_attendance" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_meetings_group_date_key" ON "group_meetings" USING btree ("group_id","date");--> statement-breakpoint
CREATE INDEX "group_meetings_church_date_idx" ON "group_meetings" USING btree ("church_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_member_key" ON "group_members" USING btree ("group_id","member_id");--> statement-breakpoint
CREATE INDEX "group_members_member_idx" ON "group_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "groups_church_name_idx" ON "groups" USING btree ("church_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_church_name_key" ON "groups" USING btree ("church_id",lower("name"));--> statement-breakpoint
-- Home cells written on members become groups (the same statements as modules/groups/home-cells.ts).
insert into groups (church_id, name, kind)
select distinct on (church_id, lower(btrim(home_cell_fellowship))) church_id, btrim(home_cell_fellowship), 'home_cell'
from members where btrim(home_cell_fellowship) <> ''
order by church_id, lower(btrim(home_cell_fellowship)), id
on conflict do nothing;--> statement-breakpoint
insert into group_members (church_id, group_id, member_id, role)
select m.church_id, g.id, m.id, 'member'
from members m join groups g on g.church_id = m.church_id and g.kind = 'home_cell' and lower(g.name) = lower(btrim(m.home_cell_fellowship))
on conflict do nothing;--> statement-breakpoint
insert into group_members (church_id, group_id, member_id, role)
select distinct on (g.id, p.id) g.church_id, g.id, p.id, 'leader'
from groups g
join members m on m.church_id = g.church_id and lower(btrim(m.home_cell_fellowship)) = lower(g.name) and btrim(m.home_cell_pastor) <> ''
join members p on p.church_id = g.church_id and lower(p.first_name || ' ' || p.last_name) = lower(btrim(m.home_cell_pastor))
where g.kind = 'home_cell'
order by g.id, p.id
on conflict (group_id, member_id) do update set role = 'leader';
