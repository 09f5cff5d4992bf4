-- Written by hand (drizzle-kit generate --custom): triggers are not in the tables files, so this
-- file cannot be regenerated from them; keep it when migrations are regenerated (decision 018).
-- Every change to what the public pages show raises content_version in the changing transaction.
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Tells listeners the new number once the change commits (the embedded database's process keeps
-- its copy this way instead of asking on every page).
CREATE FUNCTION "notify_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_version', NEW."version"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "content_version_notify" AFTER UPDATE ON "content_version"
  FOR EACH ROW EXECUTE FUNCTION "notify_content_version"();
--> statement-breakpoint
CREATE TRIGGER "services_content_version" AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "services_truncate_content_version" AFTER TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "upcoming_events_content_version" AFTER INSERT OR UPDATE OR DELETE ON "upcoming_events"
  FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "upcoming_events_truncate_content_version" AFTER TRUNCATE ON "upcoming_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
-- Bookings are public only once scheduled (the events), and then only date, first name, session.
CREATE TRIGGER "bookings_insert_content_version" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW."date_scheduled" IS NOT NULL) EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bookings_update_content_version" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN (
    OLD."date_scheduled" IS DISTINCT FROM NEW."date_scheduled"
    OR (NEW."date_scheduled" IS NOT NULL AND (OLD."name", OLD."session") IS DISTINCT FROM (NEW."name", NEW."session"))
  ) EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bookings_delete_content_version" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD."date_scheduled" IS NOT NULL) EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bookings_truncate_content_version" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
