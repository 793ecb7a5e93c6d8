DROP INDEX "vehicle_models_make_name_idx";--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "model" varchar(100);--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "model_no" varchar(50);--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "company" varchar(200);--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "price" bigint;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "kit_price" bigint;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "battery_price" bigint;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "booking_fee" bigint;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "manufactured_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "specifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "attachments" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "web_link" varchar(500);--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "logo" varchar(500);--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "image" varchar(500);--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "documents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing models stay valid: last changed when created; a model number from make and name ("HONDA-ACTIVA-6G"), the id's first characters after a second one that would be the same (case aside).
UPDATE "vehicle_models" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "vehicle_models" AS v SET "model_no" = left(upper(trim(both '-' from regexp_replace(m."name" || '-' || v."name", '[^A-Za-z0-9]+', '-', 'g'))), 40) FROM "vehicle_makes" AS m WHERE m."id" = v."make_id";--> statement-breakpoint
UPDATE "vehicle_models" AS v SET "model_no" = v."model_no" || '-' || left(v."id"::text, 8) FROM (SELECT "id", row_number() OVER (PARTITION BY lower("model_no") ORDER BY "created_at", "id") AS n FROM "vehicle_models") AS d WHERE d."id" = v."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "vehicle_models" ALTER COLUMN "model_no" SET NOT NULL;--> statement-breakpoint
-- Two models of one make whose names differ only in case (the old index allowed them): the oldest keeps the name, the others get " (2)", " (3)"… before the unique index.
UPDATE "vehicle_models" AS v SET "name" = left(v."name", 90) || ' (' || d.n || ')' FROM (SELECT "id", row_number() OVER (PARTITION BY "make_id", lower("name") ORDER BY "created_at", "id") AS n FROM "vehicle_models") AS d WHERE d."id" = v."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_make_name_active_idx" ON "vehicle_models" USING btree ("make_id",lower("name")) WHERE "vehicle_models"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_model_no_active_idx" ON "vehicle_models" USING btree (lower("model_no")) WHERE "vehicle_models"."active";--> statement-breakpoint
CREATE INDEX "vehicle_models_created_idx" ON "vehicle_models" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_models_updated_idx" ON "vehicle_models" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_models_name_idx" ON "vehicle_models" USING btree ("name","id");