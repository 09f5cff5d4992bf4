ALTER TABLE "pictures" ADD COLUMN "proof_display_key" text;--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "proof_thumb_key" text;