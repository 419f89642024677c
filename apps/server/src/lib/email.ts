/** The form an e-mail address is stored and looked up in (the login, registration, every lookup by address). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
