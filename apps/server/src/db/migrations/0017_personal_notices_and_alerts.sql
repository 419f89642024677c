-- Issue 19. Personal notices: what the system tells one user by itself (low balance, deadlines, flight disruptions,
-- approvals), in all three languages, read in the bell beside the agency's announcements.
CREATE TABLE "user_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"link" text,
	"urgent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notices_user_created_idx" ON "user_notices" USING btree ("user_id","created_at");--> statement-breakpoint
-- A new notice reaches its user's open screens (live events, migration 0016).
CREATE CONSTRAINT TRIGGER user_notices_live AFTER INSERT ON user_notices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION frs_live_notice();--> statement-breakpoint
-- Alerts: the agency's rules (one row; absent: the defaults), each user's switches and low balance state, and the
-- deadline reminders sent (the primary key is the gate that sends each once, across processes and restarts).
CREATE TABLE "alert_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"low_balance_enabled" boolean NOT NULL,
	"low_balance_percent" integer NOT NULL,
	"low_balance_amount" bigint NOT NULL,
	"hold_reminder_minutes" integer NOT NULL,
	"booking_reminder_hours" integer NOT NULL,
	"ticketing_reminder_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_single_row" CHECK ("alert_settings"."id" = 1),
	CONSTRAINT "alert_settings_values_check" CHECK ("alert_settings"."low_balance_percent" >= 0 and "alert_settings"."low_balance_amount" >= 0 and "alert_settings"."hold_reminder_minutes" >= 0 and "alert_settings"."booking_reminder_hours" >= 0 and "alert_settings"."ticketing_reminder_hours" >= 0)
);--> statement-breakpoint
CREATE TABLE "user_alerts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"low_balance_threshold" bigint,
	"low_balance_fired" boolean DEFAULT false NOT NULL,
	"low_balance_fired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_alerts_threshold_check" CHECK ("user_alerts"."low_balance_threshold" is null or "user_alerts"."low_balance_threshold" >= 0)
);--> statement-breakpoint
ALTER TABLE "user_alerts" ADD CONSTRAINT "user_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "deadline_reminders" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_reminders_order_id_kind_deadline_pk" PRIMARY KEY("order_id","kind","deadline"),
	CONSTRAINT "deadline_reminders_kind_check" CHECK ("deadline_reminders"."kind" in ('hold', 'booking', 'ticketing'))
);--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
