CREATE TABLE "mfa_policy_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"applies_since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"step_up_minutes" integer DEFAULT 10 NOT NULL,
	"mfa_required_for" text DEFAULT 'none' NOT NULL,
	"mfa_grace_days" integer DEFAULT 7 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_settings_single_row" CHECK ("security_settings"."id" = 1),
	CONSTRAINT "security_settings_mfa_required_for" CHECK ("security_settings"."mfa_required_for" in ('none', 'staff', 'money'))
);
--> statement-breakpoint
CREATE TABLE "step_up_checks" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mfa_policy_users" ADD CONSTRAINT "mfa_policy_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_up_checks" ADD CONSTRAINT "step_up_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;