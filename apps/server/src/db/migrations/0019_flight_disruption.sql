-- Own-flight disruption (issue 19): one row per batch that staff run on a disrupted flight (notify its agents, move
-- chosen orders to another flight, refund them in full), under the caller's Idempotency-Key: a replay finds the row
-- and answers its stored result; a batch cut off half-way (no result yet) is run again, each order under a key
-- derived from the batch's, so nothing is done twice. The flight's old and new times are read from its history.
CREATE TABLE "flight_disruption_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flight_disruption_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flight_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "flight_disruption_batches_key_unique" UNIQUE("actor_id","idempotency_key"),
	CONSTRAINT "flight_disruption_batches_action_check" CHECK ("flight_disruption_batches"."action" in ('notify', 'move', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "flight_disruption_batches" ADD CONSTRAINT "flight_disruption_batches_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_disruption_batches" ADD CONSTRAINT "flight_disruption_batches_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_disruption_batches_flight_idx" ON "flight_disruption_batches" USING btree ("flight_id","id");
