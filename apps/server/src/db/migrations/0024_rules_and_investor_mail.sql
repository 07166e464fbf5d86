CREATE TABLE "investor_mail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investor_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_mail_status" CHECK ("investor_mail"."status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'pl' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "extend_max_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_mail" ADD CONSTRAINT "investor_mail_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_mail" ADD CONSTRAINT "investor_mail_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_mail_due_idx" ON "investor_mail" USING btree ("next_attempt_at","id") WHERE "investor_mail"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "investor_mail_order_idx" ON "investor_mail" USING btree ("order_id");