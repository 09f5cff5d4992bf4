CREATE TABLE "gallery_credit_downloads" (
	"gallery_id" uuid NOT NULL,
	"picture_id" uuid NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_credit_downloads_gallery_id_picture_id_pk" PRIMARY KEY("gallery_id","picture_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_download_credits" (
	"gallery_id" uuid PRIMARY KEY NOT NULL,
	"credits_left" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_download_credits_not_negative" CHECK ("gallery_download_credits"."credits_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gallery_credit_downloads" ADD CONSTRAINT "gallery_credit_downloads_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_credit_downloads" ADD CONSTRAINT "gallery_credit_downloads_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_download_credits" ADD CONSTRAINT "gallery_download_credits_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;