CREATE TABLE "aircraft" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aircraft_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model" text NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aircraft_seats_check" CHECK ("aircraft"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "airlines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"iata_code" text NOT NULL,
	"icao_code" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airlines_iata_code_unique" UNIQUE("iata_code"),
	CONSTRAINT "airlines_icao_code_unique" UNIQUE("icao_code"),
	CONSTRAINT "airlines_iata_code_check" CHECK ("airlines"."iata_code" ~ '^[A-Z0-9]{2}$'),
	CONSTRAINT "airlines_icao_code_check" CHECK ("airlines"."icao_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "airports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"iata_code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airports_iata_code_unique" UNIQUE("iata_code"),
	CONSTRAINT "airports_iata_code_check" CHECK ("airports"."iata_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "baggage_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "baggage_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"allowances" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baggage_rules_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "class_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flight_template_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"travel_type" text NOT NULL,
	"seats" integer NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"fare_rule_id" integer NOT NULL,
	"baggage_rule_id" integer NOT NULL,
	"adult_fare" bigint DEFAULT 0 NOT NULL,
	"adult_tax" bigint DEFAULT 0 NOT NULL,
	"adult_surcharge_multi_destination" bigint DEFAULT 0 NOT NULL,
	"adult_surcharge_long_range" bigint DEFAULT 0 NOT NULL,
	"adult_surcharge_short_range" bigint DEFAULT 0 NOT NULL,
	"adult_commission" bigint DEFAULT 0 NOT NULL,
	"child_fare" bigint DEFAULT 0 NOT NULL,
	"child_tax" bigint DEFAULT 0 NOT NULL,
	"child_surcharge_multi_destination" bigint DEFAULT 0 NOT NULL,
	"child_surcharge_long_range" bigint DEFAULT 0 NOT NULL,
	"child_surcharge_short_range" bigint DEFAULT 0 NOT NULL,
	"child_commission" bigint DEFAULT 0 NOT NULL,
	"infant_fare" bigint DEFAULT 0 NOT NULL,
	"infant_tax" bigint DEFAULT 0 NOT NULL,
	"infant_surcharge_multi_destination" bigint DEFAULT 0 NOT NULL,
	"infant_surcharge_long_range" bigint DEFAULT 0 NOT NULL,
	"infant_surcharge_short_range" bigint DEFAULT 0 NOT NULL,
	"infant_commission" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_templates_template_name_unique" UNIQUE("flight_template_id","name"),
	CONSTRAINT "class_templates_seats_check" CHECK ("class_templates"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"flight_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"travel_type" text NOT NULL,
	"seats" integer NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"fare_rule_id" integer NOT NULL,
	"baggage_rule_id" integer NOT NULL,
	"adult_fare" bigint DEFAULT 0 NOT NULL,
	"adult_tax" bigint DEFAULT 0 NOT NULL,
	"adult_surcharge_multi_destination" bigint DEFAULT 0 NOT NULL,
	"adult_surcharge_long_range" bigint DEFAULT 0 NOT NULL,
	"adult_surcharge_short_range" bigint DEFAULT 0 NOT NULL,
	"adult_commission" bigint DEFAULT 0 NOT NULL,
	"child_fare" bigint DEFAULT 0 NOT NULL,
	"child_tax" bigint DEFAULT 0 NOT NULL,
	"child_surcharge_multi_destination" bigint DEFAULT 0 NOT NULL,
	"child_surcharge_long_range" bigint DEFAULT 0 NOT NULL,
	"child_surcharge_short_range" bigint DEFAULT 0 NOT NULL,
	"child_commission" bigint DEFAULT 0 NOT NULL,
	"infant_fare" bigint DEFAULT 0 NOT NULL,
	"infant_tax" bigint DEFAULT 0 NOT NULL,
	"infant_surcharge_multi_destination" bigint DEFAULT 0 NOT NULL,
	"infant_surcharge_long_range" bigint DEFAULT 0 NOT NULL,
	"infant_surcharge_short_range" bigint DEFAULT 0 NOT NULL,
	"infant_commission" bigint DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_flight_name_unique" UNIQUE("flight_id","name"),
	CONSTRAINT "classes_seat_counters_check" CHECK ("classes"."sold" >= 0 and "classes"."held" >= 0 and "classes"."sold" + "classes"."held" <= "classes"."seats"),
	CONSTRAINT "classes_type_check" CHECK ("classes"."type" in ('economy', 'business', 'first')),
	CONSTRAINT "classes_travel_type_check" CHECK ("classes"."travel_type" in ('oneWay', 'roundTrip', 'multiDestination'))
);
--> statement-breakpoint
CREATE TABLE "fare_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fare_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"texts" jsonb NOT NULL,
	"currency" text NOT NULL,
	"penalties" jsonb NOT NULL,
	"name_change_fee" bigint NOT NULL,
	"deadline_hours" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fare_rules_name_unique" UNIQUE("name"),
	CONSTRAINT "fare_rules_currency_check" CHECK ("fare_rules"."currency" in ('AMD', 'USD', 'EUR')),
	CONSTRAINT "fare_rules_name_change_fee_check" CHECK ("fare_rules"."name_change_fee" >= 0),
	CONSTRAINT "fare_rules_deadline_hours_check" CHECK ("fare_rules"."deadline_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flight_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"airline_id" integer NOT NULL,
	"flight_number" text NOT NULL,
	"aircraft_id" integer NOT NULL,
	"from_airport_id" integer NOT NULL,
	"to_airport_id" integer NOT NULL,
	"departure_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seat_capacity" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_templates_name_unique" UNIQUE("name"),
	CONSTRAINT "flight_templates_airports_differ" CHECK ("flight_templates"."from_airport_id" <> "flight_templates"."to_airport_id"),
	CONSTRAINT "flight_templates_currency_check" CHECK ("flight_templates"."currency" in ('AMD', 'USD', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"airline_id" integer NOT NULL,
	"flight_number" text NOT NULL,
	"aircraft_id" integer NOT NULL,
	"from_airport_id" integer NOT NULL,
	"to_airport_id" integer NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seat_capacity" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flights_arrival_after_departure" CHECK ("flights"."arrival_at" > "flights"."departure_at"),
	CONSTRAINT "flights_airports_differ" CHECK ("flights"."from_airport_id" <> "flights"."to_airport_id"),
	CONSTRAINT "flights_seat_capacity_check" CHECK ("flights"."seat_capacity" > 0),
	CONSTRAINT "flights_duration_check" CHECK ("flights"."duration_minutes" > 0),
	CONSTRAINT "flights_currency_check" CHECK ("flights"."currency" in ('AMD', 'USD', 'EUR')),
	CONSTRAINT "flights_status_check" CHECK ("flights"."status" in ('upcoming', 'departed', 'cancelled', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "time_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"airline_id" integer,
	"hold_minutes" integer NOT NULL,
	"booking_hours" integer NOT NULL,
	"booking_close_hours" integer NOT NULL,
	"ticketing_close_hours" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_limits_airline_unique" UNIQUE NULLS NOT DISTINCT("airline_id"),
	CONSTRAINT "time_limits_hold_minutes_check" CHECK ("time_limits"."hold_minutes" > 0),
	CONSTRAINT "time_limits_booking_hours_check" CHECK ("time_limits"."booking_hours" > 0),
	CONSTRAINT "time_limits_close_hours_check" CHECK ("time_limits"."booking_close_hours" >= 0 and "time_limits"."ticketing_close_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "class_templates" ADD CONSTRAINT "class_templates_flight_template_id_flight_templates_id_fk" FOREIGN KEY ("flight_template_id") REFERENCES "public"."flight_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_templates" ADD CONSTRAINT "class_templates_fare_rule_id_fare_rules_id_fk" FOREIGN KEY ("fare_rule_id") REFERENCES "public"."fare_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_templates" ADD CONSTRAINT "class_templates_baggage_rule_id_baggage_rules_id_fk" FOREIGN KEY ("baggage_rule_id") REFERENCES "public"."baggage_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_fare_rule_id_fare_rules_id_fk" FOREIGN KEY ("fare_rule_id") REFERENCES "public"."fare_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_baggage_rule_id_baggage_rules_id_fk" FOREIGN KEY ("baggage_rule_id") REFERENCES "public"."baggage_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_templates" ADD CONSTRAINT "flight_templates_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_templates" ADD CONSTRAINT "flight_templates_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_templates" ADD CONSTRAINT "flight_templates_from_airport_id_airports_id_fk" FOREIGN KEY ("from_airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_templates" ADD CONSTRAINT "flight_templates_to_airport_id_airports_id_fk" FOREIGN KEY ("to_airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_from_airport_id_airports_id_fk" FOREIGN KEY ("from_airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_to_airport_id_airports_id_fk" FOREIGN KEY ("to_airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_limits" ADD CONSTRAINT "time_limits_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flights_departure_idx" ON "flights" USING btree ("departure_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_number_departure_unique" ON "flights" USING btree ("airline_id","flight_number","departure_at") WHERE "flights"."status" <> 'deleted';