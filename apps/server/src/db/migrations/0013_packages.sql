CREATE TABLE "package_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"destination" text NOT NULL,
	"from_airport_id" integer NOT NULL,
	"to_airport_id" integer NOT NULL,
	"class_type" text NOT NULL,
	"room_ids" jsonb NOT NULL,
	"nights" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"tour_manager_id" integer NOT NULL,
	"markup" jsonb NOT NULL,
	"commission_percent" integer NOT NULL,
	"sale_from" date NOT NULL,
	"sale_to" date NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_offers_name_unique" UNIQUE("name"),
	CONSTRAINT "package_offers_airports_differ" CHECK ("package_offers"."from_airport_id" <> "package_offers"."to_airport_id"),
	CONSTRAINT "package_offers_sale_period" CHECK ("package_offers"."sale_to" >= "package_offers"."sale_from"),
	CONSTRAINT "package_offers_commission" CHECK ("package_offers"."commission_percent" between 0 and 100),
	CONSTRAINT "package_offers_class_type" CHECK ("package_offers"."class_type" in ('economy', 'business', 'first'))
);
--> statement-breakpoint
CREATE TABLE "package_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"tour_manager_id" integer NOT NULL,
	"nights" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"services" jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"commission_percent" integer NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_orders_stay" CHECK ("package_orders"."check_out" > "package_orders"."check_in")
);
--> statement-breakpoint
ALTER TABLE "hotel_order_guests" ADD COLUMN "passenger_id" integer;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_from_airport_id_airports_id_fk" FOREIGN KEY ("from_airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_to_airport_id_airports_id_fk" FOREIGN KEY ("to_airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_tour_manager_id_tour_managers_id_fk" FOREIGN KEY ("tour_manager_id") REFERENCES "public"."tour_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_offer_id_package_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."package_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_tour_manager_id_tour_managers_id_fk" FOREIGN KEY ("tour_manager_id") REFERENCES "public"."tour_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_offers_destination_idx" ON "package_offers" USING btree (lower("destination"));--> statement-breakpoint
CREATE INDEX "package_orders_offer_idx" ON "package_orders" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "hotel_order_guests" ADD CONSTRAINT "hotel_order_guests_passenger_id_order_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."order_passengers"("id") ON DELETE no action ON UPDATE no action;