CREATE TABLE "refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'to-send' NOT NULL,
	"created_by_id" integer,
	"sent_on" date,
	"bank_reference" text,
	"sent_by_id" integer,
	"sent_at" timestamp with time zone,
	"cancelled_by_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_amount" CHECK ("refund"."amount" > 0),
	CONSTRAINT "refund_status" CHECK ("refund"."status" IN ('to-send', 'sent', 'cancelled')),
	CONSTRAINT "refund_source" CHECK ("refund"."source" IN ('rejected', 'overpaid', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "transaction_receipt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaction_receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"value_date" date NOT NULL,
	"bank_reference" text,
	"recorded_by_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transaction_receipt_amount" CHECK ("transaction_receipt"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_receipt" ADD CONSTRAINT "transaction_receipt_transaction_id_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_receipt" ADD CONSTRAINT "transaction_receipt_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "refund_created_id_idx" ON "refund" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refund_amount_id_idx" ON "refund" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "refund_status_created_idx" ON "refund" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "refund_user_created_idx" ON "refund" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transaction_receipt_transaction_idx" ON "transaction_receipt" USING btree ("transaction_id","id");