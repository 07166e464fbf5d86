CREATE TABLE "agreement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"target" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"name" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"content_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_version_number_uq" UNIQUE("agreement_id","number")
);
--> statement-breakpoint
CREATE TABLE "user_agreement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_agreement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"agreement_version_id" integer NOT NULL,
	"order_id" integer,
	"accepted" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_visible" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"position" integer DEFAULT 1 NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"slug_pl" text NOT NULL,
	"slug_en" text DEFAULT '' NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL,
	"image_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_tag" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_post_tag_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_tag" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_template" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_template_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "page" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT false NOT NULL,
	"slug_pl" text NOT NULL,
	"slug_en" text DEFAULT '' NOT NULL,
	"title" jsonb NOT NULL,
	"sub_title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL,
	"image_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_attachment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_amount" numeric(12, 2) DEFAULT '10000.00' NOT NULL,
	"production_mode" boolean DEFAULT false NOT NULL,
	"sandbox_client_id" text DEFAULT '' NOT NULL,
	"sandbox_client_secret" text,
	"production_client_id" text DEFAULT '' NOT NULL,
	"production_client_secret" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_config_single_row" CHECK ("paypal_config"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "contact_form_send_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "contact_form_send_to" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "contact_form_send_from_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "social_media_icons" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "google_analytics_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "google_maps_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_version" ADD CONSTRAINT "agreement_version_agreement_id_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agreement" ADD CONSTRAINT "user_agreement_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agreement" ADD CONSTRAINT "user_agreement_agreement_version_id_agreement_version_id_fk" FOREIGN KEY ("agreement_version_id") REFERENCES "public"."agreement_version"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tag" ADD CONSTRAINT "blog_post_tag_post_id_blog_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tag" ADD CONSTRAINT "blog_post_tag_tag_id_blog_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_attachment" ADD CONSTRAINT "page_attachment_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_attachment" ADD CONSTRAINT "page_attachment_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_target_idx" ON "agreement" USING btree ("target","type");--> statement-breakpoint
CREATE INDEX "user_agreement_user_idx" ON "user_agreement" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_agreement_version_idx" ON "user_agreement" USING btree ("agreement_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_slug_pl_key" ON "blog_post" USING btree ("slug_pl");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_slug_en_key" ON "blog_post" USING btree ("slug_en") WHERE "blog_post"."slug_en" <> '';--> statement-breakpoint
CREATE INDEX "blog_post_published_at_idx" ON "blog_post" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_post_tag_tag_idx" ON "blog_post_tag" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_slug_pl_key" ON "page" USING btree ("slug_pl");--> statement-breakpoint
CREATE UNIQUE INDEX "page_slug_en_key" ON "page" USING btree ("slug_en") WHERE "page"."slug_en" <> '';--> statement-breakpoint
CREATE INDEX "page_attachment_page_idx" ON "page_attachment" USING btree ("page_id","position");