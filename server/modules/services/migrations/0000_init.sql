CREATE TABLE "service_products" (
	"service_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "service_products_service_id_product_id_pk" PRIMARY KEY("service_id","product_id"),
	CONSTRAINT "service_products_quantity_check" CHECK ("service_products"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"hsn" varchar(8),
	"discount_type" varchar(8) DEFAULT 'none' NOT NULL,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"price" bigint NOT NULL,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"net_price" bigint NOT NULL,
	"duration_minutes" integer NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_check" CHECK ("services"."price" >= 0 AND "services"."net_price" >= 0),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" BETWEEN 5 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "service_products" ADD CONSTRAINT "service_products_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_products" ADD CONSTRAINT "service_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_products_product_idx" ON "service_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_active_idx" ON "services" USING btree (lower("name")) WHERE "services"."active";--> statement-breakpoint
CREATE INDEX "services_created_idx" ON "services" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "services_updated_idx" ON "services" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "services_name_idx" ON "services" USING btree ("name","id");