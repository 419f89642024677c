-- Issue 19 (0016_live_events): written by its part; this placeholder keeps the journal's order.
SELECT 1;
