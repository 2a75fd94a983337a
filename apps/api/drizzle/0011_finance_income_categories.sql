ALTER TABLE "income" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "income" DROP COLUMN "category";