CREATE TABLE "slider" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slider_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"name" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"guest_button_label" jsonb NOT NULL,
	"guest_button_url" jsonb NOT NULL,
	"logged_user_button_label" jsonb NOT NULL,
	"logged_user_button_url" jsonb NOT NULL,
	"image_file_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_content" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "static_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"content" jsonb DEFAULT '{"pl":""}'::jsonb NOT NULL,
	"alt" jsonb DEFAULT '{"pl":""}'::jsonb NOT NULL,
	"image_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_content_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "slider" ADD CONSTRAINT "slider_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_content" ADD CONSTRAINT "static_content_parent_id_static_content_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."static_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_content" ADD CONSTRAINT "static_content_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slider_position_idx" ON "slider" USING btree ("position");--> statement-breakpoint
CREATE INDEX "static_content_parent_idx" ON "static_content" USING btree ("parent_id","position");