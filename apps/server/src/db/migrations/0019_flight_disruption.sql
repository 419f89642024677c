-- Issue 19 (0019_flight_disruption): written by its part; this placeholder keeps the journal's order.
SELECT 1;
