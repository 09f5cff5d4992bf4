CREATE TABLE "invoice_credit_grants" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"gallery_id" uuid,
	"credits" integer NOT NULL,
	"held_back" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "download_credits" integer;--> statement-breakpoint
ALTER TABLE "invoice_credit_grants" ADD CONSTRAINT "invoice_credit_grants_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_grants" ADD CONSTRAINT "invoice_credit_grants_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_download_credits" CHECK ("invoice_items"."download_credits" is null or "invoice_items"."download_credits" > 0);