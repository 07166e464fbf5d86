ALTER TABLE "bank_entry" DROP CONSTRAINT "bank_entry_status";--> statement-breakpoint
ALTER TABLE "bank_entry" ADD COLUMN "refusal_code" text;--> statement-breakpoint
ALTER TABLE "bank_entry" ADD COLUMN "refusal_message" text;--> statement-breakpoint
ALTER TABLE "bank_entry" ADD CONSTRAINT "bank_entry_status" CHECK ("bank_entry"."status" IN ('matched', 'ambiguous', 'unmatched', 'ignored', 'awaiting', 'confirmed', 'refused', 'debit'));