import { MAIL_ENDPOINTS, SEND_EMAIL_LIMITS } from '@frs/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mailTextsHy } from '../../lib/i18n/mail/hy';
import { callsOf, jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import SendEmailDialog from './send-email-dialog';

const TEXTS = mailTextsHy.sendEmail;
const REQUIRED = 'Դաշտը պարտադիր է';

function file(name: string, type: string, bytes: number): File {
  const value = new File(['x'], name, { type });
  Object.defineProperty(value, 'size', { value: bytes });
  return value;
}

function setup(handler = () => jsonResponse(201, { queued: 1, recipients: ['a@example.test', 'b@example.test'] })) {
  const stub = stubFetch({ [routeOf(MAIL_ENDPOINTS.sendEmail)]: handler });
  const onSent = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <SendEmailDialog defaultSubject="Order ABC123" onClose={onClose} onSent={onSent} />,
  );
  return { ...stub, ...rendered, onSent, onClose };
}

function helperOf(testId: string): string {
  const input = screen.getByTestId(testId);
  const id = input.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('send-email-files'), { target: { files } });
}

describe('the Write an e-mail dialog', () => {
  it('shows what is missing or wrong under the inputs and sends nothing', async () => {
    const { user, calls } = setup();
    await user.clear(screen.getByTestId('send-email-subject'));
    await user.click(screen.getByTestId('send-email-submit'));
    await waitFor(() => expect(helperOf('send-email-to')).toBe(REQUIRED));
    expect(helperOf('send-email-subject')).toBe(REQUIRED);
    expect(helperOf('send-email-body')).toBe(REQUIRED);

    await user.type(screen.getByTestId('send-email-to'), 'a@example.test, not-an-address');
    await user.click(screen.getByTestId('send-email-submit'));
    await waitFor(() =>
      expect(helperOf('send-email-to')).toBe(TEXTS.invalidAddress.replace('{{address}}', 'not-an-address')),
    );

    await user.clear(screen.getByTestId('send-email-to'));
    const many = Array.from({ length: SEND_EMAIL_LIMITS.recipients + 1 }, (_, index) => `r${index}@example.test`);
    fireEvent.change(screen.getByTestId('send-email-to'), { target: { value: many.join(', ') } });
    await user.click(screen.getByTestId('send-email-submit'));
    await waitFor(() =>
      expect(helperOf('send-email-to')).toBe(
        TEXTS.tooManyRecipients_other.replace('{{count}}', String(SEND_EMAIL_LIMITS.recipients)),
      ),
    );
    expect(callsOf(calls, MAIL_ENDPOINTS.sendEmail)).toHaveLength(0);
  });

  it('refuses files over the limits or of other types, and says why', async () => {
    setup();
    const help = () => screen.getByTestId('send-email-files-help');
    expect(help()).toHaveTextContent(
      TEXTS.attachmentsHelp_other.replace('{{count}}', '5').replace('{{each}}', '5').replace('{{total}}', '10'),
    );
    choose([file('huge.pdf', 'application/pdf', SEND_EMAIL_LIMITS.fileBytes + 1)]);
    await waitFor(() =>
      expect(help()).toHaveTextContent(TEXTS.fileTooLarge.replace('{{name}}', 'huge.pdf').replace('{{n}}', '5')),
    );
    choose([file('run.exe', 'application/x-msdownload', 100)]);
    await waitFor(() => expect(help()).toHaveTextContent(TEXTS.fileType.replace('{{name}}', 'run.exe')));
    choose([
      file('a.pdf', 'application/pdf', 4 * 1024 * 1024),
      file('b.pdf', 'application/pdf', 4 * 1024 * 1024),
      file('c.pdf', 'application/pdf', 4 * 1024 * 1024),
    ]);
    await waitFor(() => expect(help()).toHaveTextContent(TEXTS.totalTooLarge.replace('{{n}}', '10')));
    choose(Array.from({ length: 6 }, (_, index) => file(`${index}.txt`, 'text/plain', 10)));
    await waitFor(() => expect(help()).toHaveTextContent(TEXTS.tooManyFiles_other.replace('{{count}}', '5')));
    expect(screen.queryAllByTestId('send-email-file')).toHaveLength(0);
  });

  it('sends the recipients, subject, message and files as multipart fields and reports the queue', async () => {
    const { user, fetchMock, onSent, onClose } = setup();
    await user.type(screen.getByTestId('send-email-to'), 'a@example.test; b@example.test');
    await user.type(screen.getByTestId('send-email-body'), 'Your tickets are attached.');
    choose([file('ticket.pdf', 'application/pdf', 1000)]);
    expect(await screen.findByTestId('send-email-file')).toHaveTextContent('ticket.pdf');
    await user.click(screen.getByTestId('send-email-submit'));
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith({ queued: 1, recipients: ['a@example.test', 'b@example.test'] }),
    );
    expect(onClose).toHaveBeenCalled();
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.getAll('to')).toEqual(['a@example.test', 'b@example.test']);
    expect(form.get('subject')).toBe('Order ABC123');
    expect(form.get('body')).toBe('Your tickets are attached.');
    expect((form.getAll('attachments') as File[]).map((attached) => attached.name)).toEqual(['ticket.pdf']);
  });

  it("puts the server's field errors under the inputs", async () => {
    const { user, onSent } = setup(() =>
      jsonResponse(400, {
        message: 'Check the fields',
        code: 'VALIDATION',
        errors: { to: 'Unknown domain', attachments: 'ticket.pdf is not a PDF' },
      }),
    );
    await user.type(screen.getByTestId('send-email-to'), 'a@example.test');
    await user.type(screen.getByTestId('send-email-body'), 'Hello');
    choose([file('ticket.pdf', 'application/pdf', 1000)]);
    await user.click(screen.getByTestId('send-email-submit'));
    await waitFor(() => expect(helperOf('send-email-to')).toBe('Unknown domain'));
    expect(screen.getByTestId('send-email-files-help')).toHaveTextContent('ticket.pdf is not a PDF');
    expect(screen.queryByTestId('send-email-error')).not.toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });
});
