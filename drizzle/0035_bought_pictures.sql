CREATE TABLE "gallery_bought_pictures" (
	"gallery_id" uuid NOT NULL,
	"picture_id" uuid NOT NULL,
	"bought_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_bought_pictures_gallery_id_picture_id_pk" PRIMARY KEY("gallery_id","picture_id")
);
--> statement-breakpoint
ALTER TABLE "gallery_bought_pictures" ADD CONSTRAINT "gallery_bought_pictures_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_bought_pictures" ADD CONSTRAINT "gallery_bought_pictures_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;