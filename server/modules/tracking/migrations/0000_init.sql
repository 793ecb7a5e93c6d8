CREATE TABLE "tracking_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(60) NOT NULL,
	"vehicle_no" varchar(20),
	"token_hash" varchar(64) NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_upload_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"device_name" varchar(60) NOT NULL,
	"file_path" varchar(200) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"parsed_path" varchar(200) NOT NULL,
	"format" varchar(8) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"vehicle_no" varchar(20),
	"rider_id" uuid,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"line_count" integer NOT NULL,
	"bad_line_count" integer NOT NULL,
	"bad_lines" jsonb NOT NULL,
	"faults" jsonb NOT NULL,
	"fault_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_logs" ADD CONSTRAINT "tracking_logs_device_id_tracking_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracking_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_devices_token_idx" ON "tracking_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_devices_name_live_idx" ON "tracking_devices" USING btree (lower("name")) WHERE "tracking_devices"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "tracking_logs_created_idx" ON "tracking_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tracking_logs_device_idx" ON "tracking_logs" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_logs_rider_idx" ON "tracking_logs" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_logs_started_idx" ON "tracking_logs" USING btree ("started_at");