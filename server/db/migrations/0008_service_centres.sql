ALTER TABLE "branches" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "service_centres" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "service_centres" ADD COLUMN "state" varchar(100);--> statement-breakpoint
ALTER TABLE "service_centres" ADD COLUMN "pin" varchar(6);--> statement-breakpoint
ALTER TABLE "service_centres" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Existing data stays valid: two active centres of the same title (case aside) keep it for the oldest; the others get " (2)", " (3)"… before the unique index.
UPDATE "service_centres" AS s SET "title" = left(s."title", 190) || ' (' || d.n || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY lower("title") ORDER BY "created_at", "id") AS n FROM "service_centres" WHERE "active") AS d WHERE d."id" = s."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "service_centres_title_active_idx" ON "service_centres" USING btree (lower("title")) WHERE "service_centres"."active";--> statement-breakpoint
CREATE INDEX "service_centres_created_idx" ON "service_centres" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_centres_updated_idx" ON "service_centres" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "service_centres_title_idx" ON "service_centres" USING btree ("title","id");