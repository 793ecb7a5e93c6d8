CREATE TABLE "dashboard_call_hours" (
	"hour" timestamp PRIMARY KEY NOT NULL,
	"incoming" bigint DEFAULT 0 NOT NULL,
	"outgoing" bigint DEFAULT 0 NOT NULL,
	"missed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_recharge_days" (
	"day" date NOT NULL,
	"plan_id" uuid NOT NULL,
	"recharges" bigint DEFAULT 0 NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_recharge_days_day_plan_id_pk" PRIMARY KEY("day","plan_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_trip_days" (
	"day" date PRIMARY KEY NOT NULL,
	"trips" bigint DEFAULT 0 NOT NULL,
	"km" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_user_days" (
	"day" date NOT NULL,
	"vehicle_type" varchar(100) NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	"vehicles" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_user_days_day_vehicle_type_pk" PRIMARY KEY("day","vehicle_type")
);
