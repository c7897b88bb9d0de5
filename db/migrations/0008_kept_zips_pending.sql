ALTER TABLE "generations" ADD COLUMN "file_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "generations_file_pending_idx" ON "generations" USING btree ("file_stored_at") WHERE "generations"."file_pending";--> statement-breakpoint
-- Zips do not compress: storing them as they are saves the attempt (a third of the cost of a write).
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
