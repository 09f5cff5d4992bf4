CREATE TABLE "galleries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"booking_id" integer,
	"selection_limit" integer,
	"state" text NOT NULL,
	"expires_on" date,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "gallery_id" uuid;--> statement-breakpoint
-- Every picture there is so far goes into one Released "Your pictures" gallery per client, so
-- nothing changes for today's clients (issue 24). gen_random_uuid() is core PostgreSQL since 13.
INSERT INTO "galleries" ("id", "user_id", "title", "state", "is_default", "created_at")
SELECT gen_random_uuid(), "user_id", 'Your pictures', 'released', true, min("created_at")
FROM "pictures" GROUP BY "user_id";--> statement-breakpoint
UPDATE "pictures" SET "gallery_id" = "galleries"."id"
FROM "galleries" WHERE "galleries"."user_id" = "pictures"."user_id" AND "galleries"."is_default";--> statement-breakpoint
ALTER TABLE "pictures" ALTER COLUMN "gallery_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "galleries_user_id_idx" ON "galleries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_one_default_per_user" ON "galleries" USING btree ("user_id") WHERE "galleries"."is_default";--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pictures_gallery_id_idx" ON "pictures" USING btree ("gallery_id","created_at");