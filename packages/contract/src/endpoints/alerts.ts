import { defineEndpoint, NOT_FOUND_OR_CONFLICT } from '../endpoint';
import { ZIdParams } from '../api/common';
import { ZAgentAlert, ZAgentAlertRequest, ZAlertPreferences, ZAlertSettings } from '../api/alerts';

const tag = 'alerts';

/**
 * Alerts (issue 19): the agency's rules of the low balance alert and the deadline reminders (/settings), an agent's
 * own threshold (/agents/:id), and the caller's own switches (/profile).
 */
export const ALERT_ENDPOINTS = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/settings',
    access: 'alertSettings.read',
    response: ZAlertSettings,
    tag,
    summary: "The agency's low balance rule and the deadline reminders' lead times",
  }),
  editSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/alerts/settings',
    access: 'alertSettings.write',
    body: ZAlertSettings,
    response: ZAlertSettings,
    tag,
    summary: 'Change the low balance rule and the reminders',
  }),
  agent: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/agent/{id}',
    access: 'users.readAny',
    params: ZIdParams,
    response: ZAgentAlert,
    errors: NOT_FOUND_OR_CONFLICT,
    tag,
    summary: "An agent's low balance threshold, the funds and whether the alert has fired",
  }),
  editAgent: defineEndpoint({
    method: 'PUT',
    path: '/api/alerts/agent/{id}',
    access: 'users.updateAny',
    params: ZIdParams,
    body: ZAgentAlertRequest,
    response: ZAgentAlert,
    errors: NOT_FOUND_OR_CONFLICT,
    tag,
    summary: "Set an agent's own low balance threshold, or go back to the agency's rule",
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/preferences',
    access: 'profile.read',
    response: ZAlertPreferences,
    tag,
    summary: "The caller's switches of each alert, in the app and by mail",
  }),
  editPreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/alerts/preferences',
    access: 'users.update',
    body: ZAlertPreferences,
    response: ZAlertPreferences,
    tag,
    summary: "Switch the caller's alerts on or off",
  }),
};
