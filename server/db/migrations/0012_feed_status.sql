CREATE TABLE "feed_status" (
	"feed" text NOT NULL,
	"scope_key" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_status_pk" PRIMARY KEY("feed","scope_key")
);
