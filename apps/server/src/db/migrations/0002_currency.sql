CREATE TABLE "currency_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" char(3) NOT NULL,
	"margin_type" text NOT NULL,
	"margin_value" numeric(12, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_settings_currency_unique" UNIQUE("currency"),
	CONSTRAINT "currency_settings_margin_type" CHECK ("currency_settings"."margin_type" in ('fixed', 'percentage'))
);
--> statement-breakpoint
CREATE TABLE "rate_provider_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'cba' NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_rate_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_provider_state_single_row" CHECK ("rate_provider_state"."id" = 1),
	CONSTRAINT "rate_provider_state_source" CHECK ("rate_provider_state"."source" in ('cba', 'manual'))
);
