ALTER TABLE "galleries" ADD COLUMN "selection_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "favourite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "note" text DEFAULT '' NOT NULL;