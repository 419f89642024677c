import { MAIL_ENDPOINTS, type TMailTemplateInfo } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mailTextsHy } from '../../lib/i18n/mail/hy';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const TEMPLATES: TMailTemplateInfo[] = [
  { name: 'issue-ticket', about: 'order', attachments: ['ticket', 'invoice'], resendable: true },
  { name: 'reset-password', about: 'user', attachments: [], resendable: false },
  { name: 'flight-rescheduled', about: 'flight', attachments: [], resendable: true },
];

function preview(language: string) {
  return {
    subject: `Tickets issued (${language})`,
    html: `<html><body><p style="color: red">Hello in ${language}</p><script>parent.alert(1)</script></body></html>`,
    text: `Hello in ${language}\nSecond line`,
    attachments: [{ fileName: 'ticket-ABC123.pdf', contentType: 'application/pdf' }],
  };
}

function stubMail(role: 'Tickets' | 'Viewer' = 'Tickets') {
  return stubShellApi(profileFor(role, { email: 'staff@agency.test' }), {
    [routeOf(MAIL_ENDPOINTS.templates)]: () => jsonResponse(200, TEMPLATES),
    [routeOf(MAIL_ENDPOINTS.previewTemplate, { name: 'issue-ticket' })]: (call) =>
      jsonResponse(200, preview(call.query.get('lang') ?? '')),
    [routeOf(MAIL_ENDPOINTS.testTemplate, { name: 'issue-ticket' })]: () =>
      jsonResponse(201, { queued: 1, recipients: ['staff@agency.test'] }),
  });
}

describe('the Mail templates section of /settings', () => {
  it('lists every template with its name, description, subject and attachments', async () => {
    stubMail();
    renderApp('/settings?section=mailTemplates', { loggedIn: true });
    const card = await screen.findByTestId('mail-template-issue-ticket', {}, { timeout: 10_000 });
    expect(card).toHaveTextContent(mailTextsHy.mailTemplateNames['issue-ticket']);
    expect(card).toHaveTextContent(mailTextsHy.mailTemplateDescriptions['issue-ticket']);
    expect(card).toHaveTextContent(mailTextsHy.mailTemplates.about.order);
    expect(card).toHaveTextContent(`${mailTextsHy.documents.ticket} և ${mailTextsHy.documents.invoice}`);
    expect(screen.getByTestId('mail-template-reset-password')).toHaveTextContent(
      mailTextsHy.mailTemplates.noAttachments,
    );
    expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(3);
  });

  it('previews a template in a sandboxed frame, in the language chosen, with its plain text and files', async () => {
    const { calls } = stubMail();
    const { user } = renderApp('/settings?section=mailTemplates', { loggedIn: true });
    await user.click(await screen.findByTestId('mail-template-preview-issue-ticket', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('mail-preview-dialog');
    expect(await within(dialog).findByTestId('mail-preview-subject')).toHaveTextContent('Tickets issued (hy)');
    const frame = within(dialog).getByTestId('mail-preview-html');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    // The mail's inline styles wait under another name (the app's policy refuses style attributes), to be applied
    // through the CSSOM once the frame has loaded; the rest of the mail is as the server wrote it.
    const framed = frame.getAttribute('srcdoc') ?? '';
    expect(framed).toBe(preview('hy').html.replace(' style="', ' data-mail-style="'));
    expect(framed).not.toMatch(/\sstyle=/);
    expect(within(dialog).getByTestId('mail-preview-attachments')).toHaveTextContent('ticket-ABC123.pdf');

    await user.selectOptions(within(dialog).getByTestId('mail-preview-language'), 'en');
    await waitFor(() => expect(within(dialog).getByTestId('mail-preview-subject')).toHaveTextContent('(en)'));
    expect(
      callsOf(calls, MAIL_ENDPOINTS.previewTemplate, { name: 'issue-ticket' }).map((call) => call.query.get('lang')),
    ).toEqual(['hy', 'en']);

    await user.click(within(dialog).getByTestId('mail-preview-tab-text'));
    expect(within(dialog).getByTestId('mail-preview-text')).toHaveTextContent('Hello in en Second line');
    expect(within(dialog).queryByTestId('mail-preview-html')).not.toBeInTheDocument();
  });

  it("sends a test in the section's language and names the caller's e-mail", async () => {
    const { calls } = stubMail();
    const { user } = renderApp('/settings?section=mailTemplates', { loggedIn: true });
    await user.selectOptions(await screen.findByTestId('mail-templates-language', {}, { timeout: 10_000 }), 'ru');
    await user.click(await screen.findByTestId('mail-template-test-issue-ticket'));
    expect(await screen.findByTestId('mail-template-test-done-issue-ticket')).toHaveTextContent(
      mailTextsHy.mailTemplates.testQueued.replace('{{email}}', 'staff@agency.test'),
    );
    expect(callsOf(calls, MAIL_ENDPOINTS.testTemplate, { name: 'issue-ticket' })[0]?.body).toEqual({ lang: 'ru' });
  });

  it('lets a Viewer preview but not send (sending mail is for the staff who work with it)', async () => {
    stubMail('Viewer');
    renderApp('/settings?section=mailTemplates', { loggedIn: true });
    expect(
      await screen.findByTestId('mail-template-preview-issue-ticket', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('mail-template-test-issue-ticket')).not.toBeInTheDocument();
  });

  it('shows a refused test (too many in an hour) as the server put it', async () => {
    stubShellApi(profileFor('Admin'), {
      [routeOf(MAIL_ENDPOINTS.templates)]: () => jsonResponse(200, TEMPLATES),
      [routeOf(MAIL_ENDPOINTS.testTemplate, { name: 'flight-rescheduled' })]: () =>
        jsonResponse(429, { message: 'Too many e-mails, try again later', code: 'TOO_MANY_REQUESTS' }),
    });
    const { user } = renderApp('/settings?section=mailTemplates', { loggedIn: true });
    await user.click(await screen.findByTestId('mail-template-test-flight-rescheduled', {}, { timeout: 10_000 }));
    expect(await screen.findByTestId('mail-template-test-error-flight-rescheduled')).toHaveTextContent(
      'Too many e-mails, try again later',
    );
    expect(screen.queryByTestId('mail-template-test-done-flight-rescheduled')).not.toBeInTheDocument();
  });
});
