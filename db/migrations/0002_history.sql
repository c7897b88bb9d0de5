CREATE TABLE "maintenance_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_succeeded" boolean,
	"last_error" text,
	"last_result" jsonb,
	"runs" integer DEFAULT 0 NOT NULL,
	"total_processed" bigint DEFAULT 0 NOT NULL,
	"total_freed_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "zip_file_status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "file_stored_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "generations_available_stored_at_idx" ON "generations" USING btree ("file_stored_at") WHERE "generations"."zip_file_status" = 'available';--> statement-breakpoint
CREATE INDEX "generations_file_key_idx" ON "generations" USING btree ("file_key") WHERE "generations"."file_key" is not null;--> statement-breakpoint
-- Generations recorded before zips were stored: none of them has a file.
UPDATE "generations" SET "zip_file_status" = CASE WHEN "user_id" IS NULL THEN 'not_stored' ELSE 'deleted' END;
