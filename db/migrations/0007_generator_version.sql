ALTER TABLE "generations" ADD COLUMN "generator_version" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "parent_project_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_parent_project_id_generations_id_fk" FOREIGN KEY ("parent_project_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_parent_project_id_idx" ON "generations" USING btree ("parent_project_id") WHERE "generations"."parent_project_id" is not null;