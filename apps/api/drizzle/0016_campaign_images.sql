CREATE TABLE "campaign_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"file" text NOT NULL,
	"thumb" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_images_campaign_idx" ON "campaign_images" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_images_file_key" ON "campaign_images" USING btree ("file");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_images_thumb_key" ON "campaign_images" USING btree ("thumb");