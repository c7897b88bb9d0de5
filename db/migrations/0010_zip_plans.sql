CREATE TABLE "zip_plans" (
	"key" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"stored" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "zip_names" jsonb;