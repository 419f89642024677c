CREATE TABLE "ticket_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ticket_prefix" text NOT NULL,
	"terms_hy" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"terms_ru" text DEFAULT '' NOT NULL,
	"logo_upload_id" uuid,
	"signature_upload_id" uuid,
	"primary_colour" text DEFAULT '#33A8AE' NOT NULL,
	"accent_colour" text DEFAULT '#1F6F73' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_settings_single_row" CHECK ("ticket_settings"."id" = 1),
	CONSTRAINT "ticket_settings_prefix" CHECK ("ticket_settings"."ticket_prefix" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "bank_swift" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "logo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_signature_upload_id_uploads_id_fk" FOREIGN KEY ("signature_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;