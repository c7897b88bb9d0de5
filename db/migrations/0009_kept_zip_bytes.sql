ALTER TABLE "users" ADD COLUMN "kept_zip_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- users.kept_zip_bytes follows every change of a generation's kept zip, whichever code makes it
-- (recording, deleting, expiring, rebuilding, a user's removal).
CREATE FUNCTION "generations_kept_zip_bytes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL AND OLD.zip_file_status = 'available' THEN
    UPDATE users SET kept_zip_bytes = kept_zip_bytes - OLD.zip_file_size WHERE id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL AND NEW.zip_file_status = 'available' THEN
    UPDATE users SET kept_zip_bytes = kept_zip_bytes + NEW.zip_file_size WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "generations_kept_zip_bytes_insert_delete" AFTER INSERT OR DELETE ON "generations"
  FOR EACH ROW EXECUTE FUNCTION "generations_kept_zip_bytes"();
--> statement-breakpoint
-- Only updates that set one of these columns can move bytes (the zip writer's file_pending does not).
CREATE TRIGGER "generations_kept_zip_bytes_update" AFTER UPDATE OF "user_id", "zip_file_status", "zip_file_size" ON "generations"
  FOR EACH ROW WHEN ((OLD.user_id, OLD.zip_file_status, OLD.zip_file_size) IS DISTINCT FROM (NEW.user_id, NEW.zip_file_status, NEW.zip_file_size))
  EXECUTE FUNCTION "generations_kept_zip_bytes"();
--> statement-breakpoint
UPDATE "users" u SET "kept_zip_bytes" = kept.bytes
  FROM (SELECT user_id, sum(zip_file_size) AS bytes FROM generations WHERE user_id IS NOT NULL AND zip_file_status = 'available' GROUP BY user_id) kept
  WHERE u.id = kept.user_id;
