CREATE TABLE "offer_element" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_element_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"grid" jsonb NOT NULL,
	"user_must_be_logged_in" boolean DEFAULT false NOT NULL,
	"user_must_invest" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"css_classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"element_id" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_section" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_section_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_element" ADD CONSTRAINT "offer_element_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_element" ADD CONSTRAINT "offer_element_section_id_offer_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."offer_section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_section" ADD CONSTRAINT "offer_section_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_element_section_idx" ON "offer_element" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "offer_element_offer_idx" ON "offer_element" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_section_offer_idx" ON "offer_section" USING btree ("offer_id","position");