ALTER TABLE "events" ADD COLUMN "present_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each event's marks counted once per statement that writes them (a whole service marked at once
-- is one update per event), in event order so concurrent writers lock events in the same order.
CREATE FUNCTION event_present_counts_add(p_events integer[], p_marks bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "events" WHERE "id" = ANY (p_events) ORDER BY "id" FOR UPDATE;
  UPDATE "events" e SET "present_count" = e."present_count" + c.marks
  FROM unnest(p_events, p_marks) AS c(event_id, marks) WHERE e."id" = c.event_id;
END $$;--> statement-breakpoint
CREATE FUNCTION event_attendance_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_present_counts_add(array_agg(event_id ORDER BY event_id), array_agg(marks ORDER BY event_id))
  FROM (SELECT "event_id", count(*) AS marks FROM added GROUP BY "event_id") c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION event_attendance_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_present_counts_add(array_agg(event_id ORDER BY event_id), array_agg(-marks ORDER BY event_id))
  FROM (SELECT "event_id", count(*) AS marks FROM removed GROUP BY "event_id") c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION event_attendance_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_present_counts_add(array_agg(event_id ORDER BY event_id), array_agg(marks ORDER BY event_id))
  FROM (
    SELECT event_id, sum(marks)::bigint AS marks FROM (
      SELECT "event_id", 1 AS marks FROM added
      UNION ALL
      SELECT "event_id", -1 FROM removed
    ) m GROUP BY event_id HAVING sum(marks) <> 0
  ) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_attendance_present_added AFTER INSERT ON "event_attendance"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION event_attendance_added();--> statement-breakpoint
CREATE TRIGGER event_attendance_present_removed AFTER DELETE ON "event_attendance"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION event_attendance_removed();--> statement-breakpoint
CREATE TRIGGER event_attendance_present_moved AFTER UPDATE ON "event_attendance"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION event_attendance_moved();--> statement-breakpoint
UPDATE "events" e SET "present_count" = c.marks
FROM (SELECT "event_id", count(*) AS marks FROM "event_attendance" GROUP BY "event_id") c
WHERE e."id" = c."event_id";
