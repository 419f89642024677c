/** The history (/history): every change with who, when, what, and the old and new values. */
export const HISTORY_ENDPOINTS = {};
