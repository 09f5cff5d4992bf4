CREATE TABLE "date_requests" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"first_choice" date NOT NULL,
	"second_choice" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;