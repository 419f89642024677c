CREATE TABLE "balance_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text,
	"actor_id" integer,
	"order_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"comp_name" text NOT NULL,
	"comp_telephone" text NOT NULL,
	"comp_email" text NOT NULL,
	"comp_address_eng" text NOT NULL,
	"comp_address_arm" text DEFAULT '' NOT NULL,
	"comp_address_rus" text DEFAULT '' NOT NULL,
	"facebook" text,
	"instagram" text,
	"linkedin" text,
	"telegram" text,
	"whatsapp" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"rate_date" date NOT NULL,
	"currency" char(3) NOT NULL,
	"bank_rate" numeric(12, 4) NOT NULL,
	"agency_rate" numeric(12, 4) NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"admin_groups" text,
	"privilege" text,
	"status" text NOT NULL,
	"company_name" text,
	"business_name" text,
	"vat" text,
	"country" text,
	"city" text,
	"address" text,
	"ceo_name_surname" text,
	"contact_name_surname" text,
	"phone" text,
	"mobile_phone" text,
	"language" text DEFAULT 'hy' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Super Admin', 'Admin', 'user', 'Viewer')),
	CONSTRAINT "users_admin_groups_check" CHECK ("users"."admin_groups" is null or "users"."admin_groups" in ('...', 'Reports', 'Tickets', 'Hotels', 'Packages')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('not_verified', 'verified', 'approved', 'rejected', 'blocked'))
);
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_user_idx" ON "balance_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","failed_at");