-- Issue 34, item 4: the search cache's notices (apps/server/src/modules/search/search-cache.ts, its README). Every
-- process keeps the answers of flight, hotel and package searches until something they read changes; the change is
-- announced here, by triggers, so every path (the API, the jobs, SQL typed by hand, any process) announces it, and a
-- rolled-back change announces nothing (pg_notify is delivered at commit). The notices go on their own channel
-- `frs_search`, not through live_events: they carry what the answers are filed under (a route and a departure date,
-- a hotel or city and a night), are stored nowhere and take no lock; PostgreSQL delivers one notice per distinct
-- payload per transaction, so a booking that moves ten seats of one class sends one.
--
-- A notice is one tag:
--   r:<from airport>:<to airport>:<UTC departure date>  a flight of that route and day, or one of its classes changed
--                                                         (seats, held, sold, prices, rules, status, times, route);
--   n:<hotel>:<night>, c:<city>:<night>                   a room type's night (allotment, held, sold, price, stop-sale);
--   n:<hotel>:*, c:<city>:*                               a hotel or one of its room types (every night);
--   F, H, P                                               the reference data every flight, hotel or package answer
--                                                         reads (airports, airlines, rules, time limits; room
--                                                         categories, providers; package offers, services, managers);
--   *                                                     everything (exchange rates, margins, a truncated table).
-- An answer is dropped by a tag it is filed under, by a notice that names a tag it is filed under more precisely
-- (r:1:2 is dropped by r:1:2:2026-12-01), and by a notice ending in * that covers it.
CREATE FUNCTION frs_search_changed(p_tag text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('frs_search', p_tag);
$$;--> statement-breakpoint
CREATE FUNCTION frs_search_flight_tag(p_from integer, p_to integer, p_departure timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT 'r:' || p_from || ':' || p_to || ':' || to_char(p_departure AT TIME ZONE 'UTC', 'YYYY-MM-DD');
$$;--> statement-breakpoint
-- A flight: its route and day before and after (a retime or reroute drops the answers of both).
CREATE FUNCTION frs_search_flight() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM frs_search_changed(frs_search_flight_tag(OLD.from_airport_id, OLD.to_airport_id, OLD.departure_at));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM frs_search_changed(frs_search_flight_tag(NEW.from_airport_id, NEW.to_airport_id, NEW.departure_at));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER flights_search_changed AFTER INSERT OR DELETE ON flights
  FOR EACH ROW EXECUTE FUNCTION frs_search_flight();--> statement-breakpoint
CREATE TRIGGER flights_search_updated AFTER UPDATE ON flights
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION frs_search_flight();--> statement-breakpoint
-- A fare class (seats, held, sold, prices, rules, admin-only…): its flight's route and day.
CREATE FUNCTION frs_search_class() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tag text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT frs_search_flight_tag(f.from_airport_id, f.to_airport_id, f.departure_at) INTO tag
      FROM flights f WHERE f.id = OLD.flight_id;
    IF tag IS NOT NULL THEN PERFORM frs_search_changed(tag); END IF;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.flight_id IS DISTINCT FROM OLD.flight_id) THEN
    SELECT frs_search_flight_tag(f.from_airport_id, f.to_airport_id, f.departure_at) INTO tag
      FROM flights f WHERE f.id = NEW.flight_id;
    IF tag IS NOT NULL THEN PERFORM frs_search_changed(tag); END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER classes_search_changed AFTER INSERT OR DELETE ON classes
  FOR EACH ROW EXECUTE FUNCTION frs_search_class();--> statement-breakpoint
CREATE TRIGGER classes_search_updated AFTER UPDATE ON classes
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION frs_search_class();--> statement-breakpoint
-- A room type's night: its hotel's and its city's night (a city as hotel search compares it: trimmed, lower case).
CREATE FUNCTION frs_search_room_night() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  place record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  SELECT h.id, lower(trim(h.city)) AS city INTO place
    FROM rooms r JOIN hotels h ON h.id = r.hotel_id WHERE r.id = changed.room_id;
  IF FOUND THEN
    PERFORM frs_search_changed('n:' || place.id || ':' || changed.night::text);
    PERFORM frs_search_changed('c:' || place.city || ':' || changed.night::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER room_nights_search_changed AFTER INSERT OR DELETE ON room_nights
  FOR EACH ROW EXECUTE FUNCTION frs_search_room_night();--> statement-breakpoint
CREATE TRIGGER room_nights_search_updated AFTER UPDATE ON room_nights
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION frs_search_room_night();--> statement-breakpoint
-- A room type (price per night, occupancy, minimum stay, release days, commission…): every night of its hotel.
CREATE FUNCTION frs_search_room_type() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hotel_ids integer[];
  place record;
BEGIN
  IF TG_OP = 'DELETE' THEN hotel_ids := ARRAY[OLD.hotel_id];
  ELSIF TG_OP = 'UPDATE' THEN hotel_ids := ARRAY[OLD.hotel_id, NEW.hotel_id];
  ELSE hotel_ids := ARRAY[NEW.hotel_id];
  END IF;
  FOR place IN SELECT h.id, lower(trim(h.city)) AS city FROM hotels h WHERE h.id = ANY (hotel_ids) LOOP
    PERFORM frs_search_changed('n:' || place.id || ':*');
    PERFORM frs_search_changed('c:' || place.city || ':*');
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER rooms_search_changed AFTER INSERT OR DELETE ON rooms
  FOR EACH ROW EXECUTE FUNCTION frs_search_room_type();--> statement-breakpoint
CREATE TRIGGER rooms_search_updated AFTER UPDATE ON rooms
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION frs_search_room_type();--> statement-breakpoint
-- A hotel (name, city, category, photos…): every night of it and of its city, before and after.
CREATE FUNCTION frs_search_hotel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM frs_search_changed('n:' || OLD.id || ':*');
    PERFORM frs_search_changed('c:' || lower(trim(OLD.city)) || ':*');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM frs_search_changed('n:' || NEW.id || ':*');
    PERFORM frs_search_changed('c:' || lower(trim(NEW.city)) || ':*');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER hotels_search_changed AFTER INSERT OR UPDATE OR DELETE ON hotels
  FOR EACH ROW EXECUTE FUNCTION frs_search_hotel();--> statement-breakpoint
-- Reference data read by every answer of a line, and what changes every price: one notice per statement.
CREATE FUNCTION frs_search_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM frs_search_changed(TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER airports_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON airports
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('F');--> statement-breakpoint
CREATE TRIGGER airlines_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON airlines
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('F');--> statement-breakpoint
CREATE TRIGGER fare_rules_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fare_rules
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('F');--> statement-breakpoint
CREATE TRIGGER baggage_rules_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON baggage_rules
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('F');--> statement-breakpoint
CREATE TRIGGER time_limits_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON time_limits
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('F');--> statement-breakpoint
CREATE TRIGGER room_categories_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_categories
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('H');--> statement-breakpoint
CREATE TRIGGER hotel_providers_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotel_providers
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('H');--> statement-breakpoint
CREATE TRIGGER package_offers_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_offers
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('P');--> statement-breakpoint
CREATE TRIGGER services_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('P');--> statement-breakpoint
CREATE TRIGGER tour_managers_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tour_managers
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('P');--> statement-breakpoint
CREATE TRIGGER exchange_rates_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_rates
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('*');--> statement-breakpoint
CREATE TRIGGER currency_settings_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currency_settings
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('*');--> statement-breakpoint
CREATE TRIGGER flights_search_truncated AFTER TRUNCATE ON flights
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('*');--> statement-breakpoint
CREATE TRIGGER classes_search_truncated AFTER TRUNCATE ON classes
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('*');--> statement-breakpoint
CREATE TRIGGER room_nights_search_truncated AFTER TRUNCATE ON room_nights
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('*');--> statement-breakpoint
CREATE TRIGGER rooms_search_truncated AFTER TRUNCATE ON rooms
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('*');--> statement-breakpoint
CREATE TRIGGER hotels_search_truncated AFTER TRUNCATE ON hotels
  FOR EACH STATEMENT EXECUTE FUNCTION frs_search_reference('*');
