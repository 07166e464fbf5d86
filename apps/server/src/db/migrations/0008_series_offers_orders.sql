CREATE TABLE "offer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 1 NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT false NOT NULL,
	"no_robots" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"slug_pl" text NOT NULL,
	"slug_en" text DEFAULT '' NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL,
	"main_description" jsonb NOT NULL,
	"project_type" jsonb NOT NULL,
	"template_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"investment_start" date NOT NULL,
	"investment_end" date NOT NULL,
	"investment_return" numeric(7, 2),
	"redemption_cap_rate" numeric(7, 2),
	"total_cost" numeric(16, 2),
	"cost_per_stock" numeric(14, 2),
	"debt" numeric(16, 2),
	"min_stock" integer,
	"developer_equity" numeric(16, 2),
	"investors_equity" numeric(16, 2),
	"fixed_investors_equity" numeric(16, 2),
	"tenants" jsonb NOT NULL,
	"series_id" integer,
	"image_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_dates_order" CHECK ("offer"."investment_start" <= "offer"."investment_end")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"date_completed" timestamp with time zone,
	"date_rejected" timestamp with time zone,
	"price_per_share" numeric(14, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"total_amount" numeric(16, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('new', 'paid', 'completed', 'rejected')),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"share_limit" integer NOT NULL,
	"price_per_share" numeric(14, 2) NOT NULL,
	"available_from" date,
	"available_to" date,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"allow_online_payments" boolean DEFAULT false NOT NULL,
	"use_default_paypal_config" boolean DEFAULT true NOT NULL,
	"paypal_production_mode" boolean DEFAULT false NOT NULL,
	"paypal_sandbox_client_id" text DEFAULT '' NOT NULL,
	"paypal_sandbox_client_secret" text,
	"paypal_production_client_id" text DEFAULT '' NOT NULL,
	"paypal_production_client_secret" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_limit_positive" CHECK ("series"."share_limit" >= 0),
	CONSTRAINT "series_price_not_negative" CHECK ("series"."price_per_share" >= 0),
	CONSTRAINT "series_available_order" CHECK ("series"."available_from" IS NULL OR "series"."available_to" IS NULL OR "series"."available_from" <= "series"."available_to")
);
--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_slug_pl_key" ON "offer" USING btree ("slug_pl");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_slug_en_key" ON "offer" USING btree ("slug_en") WHERE "offer"."slug_en" <> '';--> statement-breakpoint
CREATE INDEX "offer_position_idx" ON "offer" USING btree ("position");--> statement-breakpoint
CREATE INDEX "offer_series_idx" ON "offer" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "orders_series_status_idx" ON "orders" USING btree ("series_id","status");--> statement-breakpoint
CREATE INDEX "orders_offer_idx" ON "orders" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "series_name_key" ON "series" USING btree ("name");