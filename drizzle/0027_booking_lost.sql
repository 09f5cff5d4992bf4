ALTER TABLE "bookings" ADD COLUMN "lost_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lost_reason" text;--> statement-breakpoint
CREATE INDEX "contracts_booking_idx" ON "contracts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "galleries_booking_idx" ON "galleries" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lost_reason" CHECK (("bookings"."lost_at" is null) = ("bookings"."lost_reason" is null));