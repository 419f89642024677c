import { z } from 'zod';
import { integer, minorAmount } from '../validation';

/**
 * Alerts (issue 19): the low balance alert and the deadline reminders the system sends by itself, the agency's
 * settings of them (/settings), an agent's own threshold (/agents/:id), and each user's switches (/profile).
 */

/** The kinds a user may switch off; each is a kind of personal notice too (`NOTICE_KINDS`). */
export const ALERT_KINDS = ['lowBalance', 'holdDeadline', 'bookingDeadline', 'ticketingDeadline'] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_CHANNELS = ['inApp', 'mail'] as const;
export type TAlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * The channels each kind goes out on. A hold lasts minutes: a mail would arrive too late to matter, so its reminder
 * is in the app only.
 */
export const CHANNELS_OF_ALERT: Readonly<Record<TAlertKind, readonly TAlertChannel[]>> = {
  lowBalance: ['inApp', 'mail'],
  holdDeadline: ['inApp'],
  bookingDeadline: ['inApp', 'mail'],
  ticketingDeadline: ['inApp', 'mail'],
};

/** Which alerts only an agent gets (the low balance is about the agent's own funds). */
export const AGENT_ONLY_ALERTS: readonly TAlertKind[] = ['lowBalance'];

const ZSwitches = z.strictObject({ inApp: z.boolean(), mail: z.boolean() });
const ZInAppSwitch = z.strictObject({ inApp: z.boolean() });

/** A user's switches: every kind on every channel it has; true is on. */
export const ZAlertPreferences = z
  .strictObject({
    lowBalance: ZSwitches,
    holdDeadline: ZInAppSwitch,
    bookingDeadline: ZSwitches,
    ticketingDeadline: ZSwitches,
  })
  .meta({ id: 'AlertPreferences' });
export type TAlertPreferences = z.infer<typeof ZAlertPreferences>;

/** What a user who never changed a switch has: everything on. */
export const DEFAULT_ALERT_PREFERENCES: TAlertPreferences = {
  lowBalance: { inApp: true, mail: true },
  holdDeadline: { inApp: true },
  bookingDeadline: { inApp: true, mail: true },
  ticketingDeadline: { inApp: true, mail: true },
};

/** The agency's rules of the alerts (one record, Super Admin and Admin change it). */
export const ZAlertSettings = z
  .strictObject({
    /** Low balance alerts at all. */
    lowBalanceEnabled: z.boolean(),
    /**
     * The threshold as a share of the agent's usual week of sales: this percentage of the average weekly ticketing
     * charges of the last 4 weeks (0: not used).
     */
    lowBalancePercent: integer({ min: 0, max: 1000 }),
    /** A fixed threshold for every agent without its own, integer minor units of AMD (0: not used). */
    lowBalanceAmount: minorAmount(),
    /** A hold is reminded of this many minutes before it expires (0: no reminder). */
    holdReminderMinutes: integer({ min: 0, max: 60 }),
    /** An unpaid booking is reminded of this many hours before it expires (0: no reminder). */
    bookingReminderHours: integer({ min: 0, max: 168 }),
    /** A booked order is reminded this many hours before ticketing closes for its departure (0: no reminder). */
    ticketingReminderHours: integer({ min: 0, max: 168 }),
  })
  .meta({ id: 'AlertSettings' });
export type TAlertSettings = z.infer<typeof ZAlertSettings>;

export const DEFAULT_ALERT_SETTINGS: TAlertSettings = {
  lowBalanceEnabled: true,
  lowBalancePercent: 20,
  lowBalanceAmount: 0,
  holdReminderMinutes: 3,
  bookingReminderHours: 6,
  ticketingReminderHours: 24,
};

/** Staff set an agent's own threshold: an amount in minor units of AMD (0: never alert), or null for the agency's. */
export const ZAgentAlertRequest = z
  .strictObject({ lowBalanceThreshold: minorAmount().nullable() })
  .meta({ id: 'AgentAlertRequest' });
export type TAgentAlertRequest = z.infer<typeof ZAgentAlertRequest>;

/** An agent's low balance alert as the agent page shows it. */
export const ZAgentAlert = z
  .object({
    userId: z.number().int(),
    /** The agent's own threshold, or null: the agency's rule applies. */
    lowBalanceThreshold: z.number().int().nullable(),
    /** The threshold in force now (0: no alert), and the average week of ticketing charges it was drawn from. */
    effectiveThreshold: z.number().int(),
    weeklySales: z.number().int(),
    /** Balance plus credit limit. */
    available: z.number().int(),
    /** The alert has fired and waits for the funds to rise back to the threshold. */
    fired: z.boolean(),
  })
  .meta({ id: 'AgentAlert' });
export type TAgentAlert = z.infer<typeof ZAgentAlert>;
