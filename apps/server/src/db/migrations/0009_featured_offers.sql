CREATE TABLE "featured_offer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_offer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"return_already_invested" boolean DEFAULT false NOT NULL,
	"shuffle" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_offer_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_offer_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"featured_offer_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"fixed_position" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "featured_offer_entry" ADD CONSTRAINT "featured_offer_entry_featured_offer_id_featured_offer_id_fk" FOREIGN KEY ("featured_offer_id") REFERENCES "public"."featured_offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_offer_entry" ADD CONSTRAINT "featured_offer_entry_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featured_offer_name_key" ON "featured_offer" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_offer_entry_offer_key" ON "featured_offer_entry" USING btree ("featured_offer_id","offer_id");--> statement-breakpoint
CREATE INDEX "featured_offer_entry_offer_idx" ON "featured_offer_entry" USING btree ("offer_id");