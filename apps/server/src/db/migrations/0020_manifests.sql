-- Issue 19 (0020_manifests): the passenger manifest of a flight for its operating airline. An airline may have an
-- address its manifests are mailed to (optional: existing airlines have none); each manifest sent keeps the list it
-- sent (its entries as JSON), the basis of the next ADL (the changes since).
ALTER TABLE "airlines" ADD COLUMN "manifest_email" text;--> statement-breakpoint
CREATE TABLE "manifest_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manifest_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flight_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"mail_id" integer,
	"entries" jsonb NOT NULL,
	"passengers" integer NOT NULL,
	"added" integer NOT NULL,
	"removed" integer NOT NULL,
	"changed" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manifest_sends_kind_check" CHECK ("manifest_sends"."kind" in ('pnl', 'adl')),
	CONSTRAINT "manifest_sends_counts_check" CHECK ("manifest_sends"."passengers" >= 0 and "manifest_sends"."added" >= 0 and "manifest_sends"."removed" >= 0 and "manifest_sends"."changed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "manifest_sends" ADD CONSTRAINT "manifest_sends_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_sends" ADD CONSTRAINT "manifest_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manifest_sends_flight_idx" ON "manifest_sends" USING btree ("flight_id","id");
