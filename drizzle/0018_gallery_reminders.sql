ALTER TABLE "galleries" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD COLUMN "gallery_id" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_messages_gallery" ON "scheduled_messages" USING btree ("gallery_id");