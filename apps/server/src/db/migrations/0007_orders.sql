CREATE SEQUENCE "public"."ticket_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "directory_passengers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "directory_passengers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"citizenship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_passengers_type_check" CHECK ("directory_passengers"."type" in ('adult', 'child', 'infant')),
	CONSTRAINT "directory_passengers_gender_check" CHECK ("directory_passengers"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "order_passengers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_passengers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"citizenship" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ticket_number" text,
	"fare" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"surcharge" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"segment_prices" jsonb NOT NULL,
	"refund_penalty" bigint,
	"refund_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_passengers_ticket_number_unique" UNIQUE("ticket_number"),
	CONSTRAINT "order_passengers_type_check" CHECK ("order_passengers"."type" in ('adult', 'child', 'infant')),
	CONSTRAINT "order_passengers_status_check" CHECK ("order_passengers"."status" in ('active', 'refunded', 'removed')),
	CONSTRAINT "order_passengers_gender_check" CHECK ("order_passengers"."gender" in ('male', 'female')),
	CONSTRAINT "order_passengers_ticket_check" CHECK ("order_passengers"."ticket_number" is null or "order_passengers"."ticket_number" ~ '^[0-9]{13}$'),
	CONSTRAINT "order_passengers_price_check" CHECK ("order_passengers"."gross" = "order_passengers"."fare" + "order_passengers"."tax" + "order_passengers"."surcharge" and "order_passengers"."net" = "order_passengers"."gross" - "order_passengers"."commission")
);
--> statement-breakpoint
CREATE TABLE "order_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"leg_index" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_segments_order_leg_unique" UNIQUE("order_id","leg_index"),
	CONSTRAINT "order_segments_leg_index_check" CHECK ("order_segments"."leg_index" >= 0 and "order_segments"."leg_index" < 4)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pnr" text NOT NULL,
	"agent_id" integer,
	"created_by_id" integer NOT NULL,
	"status" text NOT NULL,
	"travel_type" text NOT NULL,
	"rate_date" date NOT NULL,
	"usd_rate" numeric(12, 4),
	"eur_rate" numeric(12, 4),
	"hold_expires_at" timestamp with time zone,
	"booking_expires_at" timestamp with time zone,
	"ticketed_at" timestamp with time zone,
	"order_date" date NOT NULL,
	"first_departure_at" timestamp with time zone NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"comment" text,
	"gross" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"payable" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"penalties" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_pnr_unique" UNIQUE("pnr"),
	CONSTRAINT "orders_pnr_check" CHECK ("orders"."pnr" ~ '^[A-HJ-NP-Z2-9]{6}$'),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('hold', 'booked', 'ticketed', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "orders_travel_type_check" CHECK ("orders"."travel_type" in ('oneWay', 'roundTrip', 'multiDestination')),
	CONSTRAINT "orders_hold_expiry_check" CHECK ("orders"."status" <> 'hold' or "orders"."hold_expires_at" is not null),
	CONSTRAINT "orders_booking_expiry_check" CHECK ("orders"."status" <> 'booked' or "orders"."booking_expires_at" is not null),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."discount" >= 0 and "orders"."fees" >= 0 and "orders"."refunded" >= 0 and "orders"."penalties" >= 0 and "orders"."discount" <= greatest("orders"."gross", 0))
);
--> statement-breakpoint
ALTER TABLE "directory_passengers" ADD CONSTRAINT "directory_passengers_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_passengers_agent_idx" ON "directory_passengers" USING btree ("agent_id","last_name");--> statement-breakpoint
CREATE INDEX "order_passengers_order_idx" ON "order_passengers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_passengers_last_name_idx" ON "order_passengers" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "order_segments_flight_idx" ON "order_segments" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "order_segments_class_idx" ON "order_segments" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "orders_agent_created_idx" ON "orders" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_first_departure_idx" ON "orders" USING btree ("first_departure_at");--> statement-breakpoint
CREATE INDEX "orders_hold_expiry_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'hold';--> statement-breakpoint
CREATE INDEX "orders_booking_expiry_idx" ON "orders" USING btree ("booking_expires_at") WHERE "orders"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "flights_route_departure_idx" ON "flights" USING btree ("from_airport_id","to_airport_id","departure_at");