-- Issue 19 (0018_approvals): written by its part; this placeholder keeps the journal's order.
SELECT 1;
