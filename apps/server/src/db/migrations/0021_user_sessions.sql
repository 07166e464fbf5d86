CREATE TABLE "user_sessions" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"browser" text,
	"os" text,
	"device_key" text,
	"ip" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sessions_user_device_idx" ON "user_sessions" USING btree ("user_id","device_key");--> statement-breakpoint
-- the sessions of before this table: described by their tokens' times (device and IP unknown)
INSERT INTO "user_sessions" ("family_id", "user_id", "started_at", "last_used_at")
SELECT "family_id", min("user_id"), min("created_at"), max("created_at") FROM "refresh_tokens" GROUP BY "family_id"
ON CONFLICT DO NOTHING;
