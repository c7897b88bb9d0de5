CREATE TABLE "stored_configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"stored" boolean DEFAULT false NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
