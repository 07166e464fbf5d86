CREATE TABLE "approval" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"params" jsonb,
	"body" jsonb,
	"amount" numeric(14, 2) NOT NULL,
	"order_id" integer,
	"transaction_id" integer,
	"investor_id" integer,
	"maker_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"failure_code" text,
	CONSTRAINT "approval_status" CHECK ("approval"."status" IN ('pending', 'approved', 'rejected', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "approval_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "approval_threshold" numeric(14, 2) DEFAULT '50000.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "approval" ADD CONSTRAINT "approval_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval" ADD CONSTRAINT "approval_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval" ADD CONSTRAINT "approval_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_pending_idx" ON "approval" USING btree ("requested_at","id") WHERE "approval"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "approval_pending_order_key" ON "approval" USING btree ("action","order_id") WHERE "approval"."status" = 'pending' and "approval"."order_id" is not null;