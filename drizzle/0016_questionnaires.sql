CREATE TABLE "questionnaires" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"horse_name" text NOT NULL,
	"breed_and_colour" text NOT NULL,
	"discipline" text NOT NULL,
	"barn_address" text NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"pictures_may_be_shown" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;