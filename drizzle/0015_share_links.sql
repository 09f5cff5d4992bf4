ALTER TABLE "galleries" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_share_token_hash" ON "galleries" USING btree ("share_token_hash");