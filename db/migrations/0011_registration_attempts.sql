CREATE TABLE "registration_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"client_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attempts_email_client_idx" ON "registration_attempts" USING btree ("email","client_hash");--> statement-breakpoint
CREATE INDEX "registration_attempts_created_at_idx" ON "registration_attempts" USING btree ("created_at");--> statement-breakpoint
-- Sign-ups waiting for verification were accounts; now they are attempts bound to the client that made
-- them, which these rows cannot name. Such an account never signed in and holds nothing: it goes, and its
-- owner registers again. Accounts an admin created (no password yet) stay, with their reset codes.
DELETE FROM "otp_codes" WHERE "purpose" = 'verify';--> statement-breakpoint
DELETE FROM "users" WHERE "email_verified_at" IS NULL AND "password_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "purpose";