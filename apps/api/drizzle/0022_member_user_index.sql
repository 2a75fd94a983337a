DROP INDEX "members_user_idx";--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id") WHERE "members"."user_id" is not null;