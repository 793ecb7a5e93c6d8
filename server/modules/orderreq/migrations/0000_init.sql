CREATE TABLE "order_request_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"received" integer,
	"shortfall" integer,
	CONSTRAINT "order_request_lines_product_uq" UNIQUE("order_id","product_id"),
	CONSTRAINT "order_request_lines_quantity_check" CHECK ("order_request_lines"."quantity" between 1 and 10000),
	CONSTRAINT "order_request_lines_received_check" CHECK ("order_request_lines"."received" is null or ("order_request_lines"."received" between 0 and "order_request_lines"."quantity" and "order_request_lines"."shortfall" = "order_request_lines"."quantity" - "order_request_lines"."received"))
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"scu_id" uuid NOT NULL,
	"requested_by_id" uuid,
	"status" varchar(16) DEFAULT 'orderPlaced' NOT NULL,
	"notes" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "order_request_lines" ADD CONSTRAINT "order_request_lines_order_id_order_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_lines" ADD CONSTRAINT "order_request_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_scu_id_service_centres_id_fk" FOREIGN KEY ("scu_id") REFERENCES "public"."service_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_request_lines_product_idx" ON "order_request_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_requests_placed_idx" ON "order_requests" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "order_requests_updated_idx" ON "order_requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "order_requests_scu_idx" ON "order_requests" USING btree ("scu_id");--> statement-breakpoint
CREATE INDEX "order_requests_status_idx" ON "order_requests" USING btree ("status");