ALTER TABLE "menus" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events_holidays" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "weather" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_translations_object" CHECK (jsonb_typeof("menus"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "events_holidays" ADD CONSTRAINT "events_holidays_translations_object" CHECK (jsonb_typeof("events_holidays"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "weather" ADD CONSTRAINT "weather_translations_object" CHECK (jsonb_typeof("weather"."translations") = 'object');