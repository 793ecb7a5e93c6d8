CREATE TABLE "call_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(200),
	"number" varchar(32) NOT NULL,
	"number_key" varchar(10) GENERATED ALWAYS AS (right(regexp_replace(number, '[^0-9]', '', 'g'), 10)) STORED,
	"call_type" varchar(10) NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"sim_display_name" varchar(100),
	"timestamp" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_logs_type_check" CHECK ("call_logs"."call_type" in ('incoming', 'outgoing', 'missed', 'rejected')),
	CONSTRAINT "call_logs_duration_check" CHECK ("call_logs"."duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_logs_user_time_idx" ON "call_logs" USING btree ("user_id","timestamp" DESC NULLS LAST,"number");--> statement-breakpoint
CREATE INDEX "call_logs_user_number_idx" ON "call_logs" USING btree ("user_id","number_key","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_user_name_idx" ON "contacts" USING btree ("user_id","name","id");