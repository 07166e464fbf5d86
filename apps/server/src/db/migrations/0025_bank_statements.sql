CREATE TABLE "bank_csv_mapping" (
	"account" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "bank_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"account" text NOT NULL,
	"identity" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"credit" boolean NOT NULL,
	"counterparty" text NOT NULL,
	"title" text NOT NULL,
	"bank_reference" text,
	"status" text NOT NULL,
	"match_method" text,
	"transaction_id" integer,
	"candidate_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ignore_reason" text,
	"approval_id" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "bank_entry_status" CHECK ("bank_entry"."status" IN ('matched', 'ambiguous', 'unmatched', 'ignored', 'awaiting', 'confirmed', 'debit'))
);
--> statement-breakpoint
CREATE TABLE "bank_statement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"format" text NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" integer
);
--> statement-breakpoint
ALTER TABLE "bank_csv_mapping" ADD CONSTRAINT "bank_csv_mapping_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entry" ADD CONSTRAINT "bank_entry_statement_id_bank_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entry" ADD CONSTRAINT "bank_entry_transaction_id_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_entry_identity_key" ON "bank_entry" USING btree ("account","identity");--> statement-breakpoint
CREATE INDEX "bank_entry_statement_idx" ON "bank_entry" USING btree ("statement_id","id");--> statement-breakpoint
CREATE INDEX "bank_entry_transaction_idx" ON "bank_entry" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bank_statement_imported_idx" ON "bank_statement" USING btree ("imported_at","id");