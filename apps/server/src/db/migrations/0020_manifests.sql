-- Issue 19 (0020_manifests): written by its part; this placeholder keeps the journal's order.
SELECT 1;
