CREATE TABLE "picture_downloads" (
	"day" date PRIMARY KEY NOT NULL,
	"pictures" integer DEFAULT 0 NOT NULL
);
