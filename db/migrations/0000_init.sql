CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_name" text NOT NULL,
	"framework" text NOT NULL,
	"features" jsonb NOT NULL,
	"adjusted_features" jsonb NOT NULL,
	"generation_duration_ms" integer NOT NULL,
	"zip_file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "generations_created_at_idx" ON "generations" USING btree ("created_at");