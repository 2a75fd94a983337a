DROP INDEX "members_church_search_idx";--> statement-breakpoint
CREATE INDEX "members_church_search_idx" ON "members" USING gin (("church_id"::bigint),"search_text" gin_trgm_ops);