CREATE SEQUENCE "public"."voucher_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "room_nights" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"allotment" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"price" bigint,
	"stop_sale" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_nights_room_id_night_pk" PRIMARY KEY("room_id","night"),
	CONSTRAINT "room_nights_counts" CHECK ("room_nights"."sold" >= 0 and "room_nights"."held" >= 0 and "room_nights"."sold" + "room_nights"."held" <= "room_nights"."allotment"),
	CONSTRAINT "room_nights_price" CHECK ("room_nights"."price" is null or "room_nights"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_order_guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_order_guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_room_id" integer NOT NULL,
	"guest_index" integer NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"age" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_order_guests_type" CHECK ("hotel_order_guests"."type" in ('adult', 'child')),
	CONSTRAINT "hotel_order_guests_age" CHECK (("hotel_order_guests"."type" = 'child') = ("hotel_order_guests"."age" is not null))
);
--> statement-breakpoint
CREATE TABLE "hotel_order_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_order_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"room_index" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"night_prices" jsonb NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"special_requests" text,
	"voucher_number" text,
	"refund_penalty" bigint,
	"refund_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_order_rooms_voucher_number_unique" UNIQUE("voucher_number"),
	CONSTRAINT "hotel_order_rooms_order_index_unique" UNIQUE("order_id","room_index"),
	CONSTRAINT "hotel_order_rooms_stay" CHECK ("hotel_order_rooms"."check_out" > "hotel_order_rooms"."check_in"),
	CONSTRAINT "hotel_order_rooms_status" CHECK ("hotel_order_rooms"."status" in ('active', 'refunded', 'removed')),
	CONSTRAINT "hotel_order_rooms_price" CHECK ("hotel_order_rooms"."net" = "hotel_order_rooms"."gross" - "hotel_order_rooms"."commission")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "travel_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "max_adults" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "max_children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "child_max_age" integer DEFAULT 11 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "min_stay" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "release_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "commission_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "cancellation_policy" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_line" text DEFAULT 'flight' NOT NULL;--> statement-breakpoint
-- Existing room types sleep as many adults as guests; their date-range allotments become nights.
UPDATE "rooms" SET "max_adults" = "capacity";--> statement-breakpoint
INSERT INTO "room_nights" ("room_id", "night", "allotment")
SELECT r."id", d::date, (a->>'rooms')::integer
FROM "rooms" r, jsonb_array_elements(r."allotments") a,
  generate_series((a->>'startDate')::date, (a->>'endDate')::date, interval '1 day') d
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_guests" ADD CONSTRAINT "hotel_order_guests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_guests" ADD CONSTRAINT "hotel_order_guests_order_room_id_hotel_order_rooms_id_fk" FOREIGN KEY ("order_room_id") REFERENCES "public"."hotel_order_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_rooms" ADD CONSTRAINT "hotel_order_rooms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_rooms" ADD CONSTRAINT "hotel_order_rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_order_rooms" ADD CONSTRAINT "hotel_order_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_order_guests_order_idx" ON "hotel_order_guests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "hotel_order_guests_last_name_idx" ON "hotel_order_guests" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "hotel_order_rooms_order_idx" ON "hotel_order_rooms" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "hotel_order_rooms_room_idx" ON "hotel_order_rooms" USING btree ("room_id","check_in");--> statement-breakpoint
CREATE INDEX "orders_line_created_idx" ON "orders" USING btree ("product_line","created_at");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_occupancy" CHECK ("rooms"."max_adults" between 1 and "rooms"."capacity" and "rooms"."max_children" between 0 and "rooms"."capacity" - 1);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_policy" CHECK ("rooms"."min_stay" >= 1 and "rooms"."release_days" >= 0 and "rooms"."commission_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_line_check" CHECK ("orders"."product_line" in ('flight', 'hotel', 'package'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_flight_travel_type_check" CHECK ("orders"."product_line" <> 'flight' or "orders"."travel_type" is not null);