CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_my" varchar(200),
	"description" text,
	"tagline" varchar(200),
	"ad_position" varchar(10) NOT NULL,
	"advertisement_page" varchar(60),
	"type_of_link" varchar(20) NOT NULL,
	"site_link" varchar(2000),
	"video_link" varchar(2000),
	"image_url" varchar(2000),
	"category" varchar(100),
	"sub_category" varchar(100),
	"search_key" varchar(200),
	"priority" varchar(10) DEFAULT 'normal' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"advertisement_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_name" varchar(300),
	"latitude" double precision,
	"longitude" double precision,
	"city" varchar(100),
	"township" varchar(100),
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"total_click" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_position_check" CHECK ("advertisements"."ad_position" in ('top', 'middle', 'bottom')),
	CONSTRAINT "advertisements_priority_check" CHECK ("advertisements"."priority" in ('low', 'normal', 'high')),
	CONSTRAINT "advertisements_period_check" CHECK ("advertisements"."start_at" <= "advertisements"."end_at")
);
--> statement-breakpoint
CREATE TABLE "riding_modes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(100) NOT NULL,
	"max_motor_current" double precision NOT NULL,
	"max_braking_current" double precision NOT NULL,
	"max_accelerate_current_scale" double precision NOT NULL,
	"max_brake_current_scale" double precision NOT NULL,
	"max_battery_current" double precision NOT NULL,
	"max_regenerative_braking_bat_current" double precision NOT NULL,
	"max_fwd_speed" double precision NOT NULL,
	"max_rev_speed" double precision NOT NULL,
	"field_weakening_current" double precision NOT NULL,
	"max_fwd_power" double precision NOT NULL,
	"max_rev_power" double precision NOT NULL,
	"regen_breaking" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "advertisements_created_idx" ON "advertisements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "advertisements_updated_idx" ON "advertisements" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "advertisements_start_idx" ON "advertisements" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "advertisements_title_idx" ON "advertisements" USING btree ("title","id");--> statement-breakpoint
CREATE UNIQUE INDEX "riding_modes_title_active_idx" ON "riding_modes" USING btree (lower("title")) WHERE "riding_modes"."active";--> statement-breakpoint
CREATE INDEX "riding_modes_created_idx" ON "riding_modes" USING btree ("created_at","id");