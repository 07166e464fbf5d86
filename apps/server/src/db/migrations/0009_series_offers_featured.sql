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
CREATE TABLE "offer_agreement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_agreement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"target" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_attachment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"display_name" jsonb NOT NULL,
	"file_id" uuid
);
--> statement-breakpoint
CREATE TABLE "offer_badge" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_badge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_description" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_description_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_property" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_property_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "featured_offer_entry" ADD CONSTRAINT "featured_offer_entry_featured_offer_id_featured_offer_id_fk" FOREIGN KEY ("featured_offer_id") REFERENCES "public"."featured_offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_offer_entry" ADD CONSTRAINT "featured_offer_entry_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_agreement" ADD CONSTRAINT "offer_agreement_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachment" ADD CONSTRAINT "offer_attachment_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachment" ADD CONSTRAINT "offer_attachment_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_badge" ADD CONSTRAINT "offer_badge_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_description" ADD CONSTRAINT "offer_description_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_property" ADD CONSTRAINT "offer_property_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featured_offer_name_key" ON "featured_offer" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_offer_entry_offer_key" ON "featured_offer_entry" USING btree ("featured_offer_id","offer_id");--> statement-breakpoint
CREATE INDEX "featured_offer_entry_offer_idx" ON "featured_offer_entry" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_agreement_offer_idx" ON "offer_agreement" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offer_attachment_offer_idx" ON "offer_attachment" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offer_badge_offer_idx" ON "offer_badge" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offer_description_offer_idx" ON "offer_description" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offer_property_offer_idx" ON "offer_property" USING btree ("offer_id","position");