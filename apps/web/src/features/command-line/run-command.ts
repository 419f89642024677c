import { orderStatusKey, PRODUCT_LINES, type TProductLine } from '@frs/contract';
import { isPendingApproval } from '../../components/orders/approval-sent';
import { ApiError } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { ask, CommandRefusal, failure, ok, plain, type TAnswerLine, type TTranslate } from './answer';
import { COMMAND_CODES, type TCommand, type TCommandCode } from './commands';
import { COMMAND_LINES } from './command-lines';
import { fieldErrorLines } from './field-parts';
import { money, nextSteps, orderHead, PAY_BOOKING, type TCommandOrder, type TRunContext } from './line-commands';
import { parseCommand } from './parse-command';
import { withoutBookingInProgress, type TWorkSession } from './work-session';

/**
 * Runs one entry of the command line: parses it, runs it through the product line's calls (command-lines.ts) and
 * answers in the reader's language. The work session goes in and comes out (work-session.ts); nothing else is kept.
 * A command that moves money or cancels is asked first and runs when the same entry comes again.
 */

export interface TRunOutcome {
  work: TWorkSession;
  answer: TAnswerLine[];
  /** An order changed (held, paid, cancelled, refunded): the screens' data must be asked again. */
  changedOrders: boolean;
}

/** What confirms before it runs: paying, cancelling and refunding (booking unpaid moves nothing). */
const ASKED_FIRST: ReadonlySet<TCommand['kind']> = new Set(['ticket', 'cancel', 'refund']);

export async function runEntry(entry: string, work: TWorkSession, context: TRunContext): Promise<TRunOutcome> {
  const parsed = parseCommand(entry, context.today);
  if (!parsed.ok) {
    const { key, values, part } = parsed.error;
    const message = context.t(`commandLine.errors.${key}`, values);
    return answered({ ...work, pending: null }, [failure(part ? `${part}: ${message}` : message)]);
  }
  const { command } = parsed;
  const confirming = work.pending !== null && work.pending.entry === normalized(entry);
  const pendingKey = confirming ? work.pending!.key : null;
  const current = { ...work, pending: null };
  try {
    return await run(command, current, context, entry, pendingKey);
  } catch (error) {
    return answered(current, errorLines(error, context.t));
  }
}

function normalized(entry: string): string {
  return entry.trim().replace(/\s+/g, ' ').toUpperCase();
}

function answered(work: TWorkSession, answer: TAnswerLine[], changedOrders = false): TRunOutcome {
  return { work, answer, changedOrders };
}

/** An API refusal as the agent reads it: the server's message, then each field error under the part that gives it. */
function errorLines(error: unknown, t: TTranslate): TAnswerLine[] {
  if (error instanceof CommandRefusal) return [failure(t(error.key, error.values))];
  if (error instanceof ApiError) return [failure(error.message), ...fieldErrorLines(error.fieldErrors, t)];
  return [failure(t('commandLine.answers.unreachable'))];
}

async function run(
  command: TCommand,
  work: TWorkSession,
  context: TRunContext,
  entry: string,
  confirmedKey: string | null,
): Promise<TRunOutcome> {
  const { t } = context;
  switch (command.kind) {
    case 'flightAvailability':
    case 'hotelAvailability':
    case 'packageAvailability': {
      const line = PRODUCT_LINES.find((candidate) => COMMAND_LINES[candidate].availabilityKind === command.kind)!;
      const { availability, answer } = await COMMAND_LINES[line].availability(command, context);
      // A new availability starts a new booking when the line changes (a flight's SS cannot join a hotel's).
      const keep = work.availability?.line === line ? work : withoutBookingInProgress(work);
      return answered({ ...keep, availability }, answer);
    }
    case 'sell': {
      const line = work.availability?.line;
      if (!line) throw new CommandRefusal('commandLine.refusals.noAvailability');
      const sold = COMMAND_LINES[line].sell(command, work);
      return answered({ ...work, sold, holdKey: null }, [
        ok(t('commandLine.answers.sold', { what: soldText(work, sold) })),
      ]);
    }
    case 'names': {
      const names = [...work.names, ...command.passengers];
      const list = names.map((name, index) => `${index + 1}.${name.lastName}/${name.firstName}`).join(' ');
      return answered({ ...work, names, holdKey: null }, [ok(t('commandLine.answers.named', { names: list }))]);
    }
    case 'document': {
      const { document } = command;
      if (document.passenger > Math.max(work.names.length, 1))
        throw new CommandRefusal('commandLine.refusals.noSuchPassenger', { passenger: `P${document.passenger}` });
      const documents = [...work.documents.filter((known) => known.passenger !== document.passenger), document];
      return answered({ ...work, documents, holdKey: null }, [
        ok(t('commandLine.answers.document', { passenger: `P${document.passenger}`, number: document.passportNumber })),
      ]);
    }
    case 'contact': {
      const contact = {
        phone: command.phone ?? work.contact.phone,
        email: command.email ?? work.contact.email,
        name: command.name ?? work.contact.name,
      };
      const shown = [contact.name, contact.phone, contact.email].filter(Boolean).join(' · ');
      return answered({ ...work, contact, holdKey: null }, [ok(t('commandLine.answers.contact', { contact: shown }))]);
    }
    case 'end':
      return end(work, context);
    case 'ticket':
    case 'book':
    case 'cancel':
    case 'refund':
      return operate(command, work, context, entry, confirmedKey);
    case 'retrieve':
      return retrieve(command.pnr, work, context);
    case 'ignore':
      return answered({ ...withoutBookingInProgress(work), availability: null }, [
        ok(t('commandLine.answers.ignored')),
      ]);
    case 'help':
      return answered(work, helpLines(command.topic, t));
  }
}

function soldText(work: TWorkSession, sold: NonNullable<TWorkSession['sold']>): string {
  if (sold.line === 'flight') return sold.segments.map((segment) => `SS${segment.label}`).join(' ');
  if (sold.line === 'hotel') return `SS${sold.choice.number}/${sold.rooms}`;
  return `SS${sold.choice.number}`;
}

async function end(work: TWorkSession, context: TRunContext): Promise<TRunOutcome> {
  const line = work.sold?.line;
  if (!line) throw new CommandRefusal('commandLine.refusals.nothingSold');
  const holdKey = work.holdKey ?? newIdempotencyKey();
  const commands = COMMAND_LINES[line];
  try {
    const order = await commands.hold(work, holdKey);
    const placed = { ...withoutBookingInProgress(work), order: { line, id: order.id, pnr: order.pnr } };
    return answered(placed, orderLines(line, order, context), true);
  } catch (error) {
    // The key stays for a retry of the same hold; any change of what is held takes a new one (SS, NM … reset it).
    return answered({ ...work, holdKey }, errorLines(error, context.t));
  }
}

function orderLines(line: TProductLine, order: TCommandOrder, context: TRunContext): TAnswerLine[] {
  return [
    ...orderHead(line, order, context),
    ...COMMAND_LINES[line].describe(order, context),
    ...nextSteps(order, context),
  ];
}

async function currentOrder(work: TWorkSession) {
  if (!work.order) throw new CommandRefusal('commandLine.refusals.noOrder');
  const commands = COMMAND_LINES[work.order.line];
  return { line: work.order.line, commands, order: await commands.get(work.order.id) };
}

/** TK, BK, XI, RF on the current order: only what its `operations` allow; the money-moving ones asked first. */
async function operate(
  command: Extract<TCommand, { kind: 'ticket' | 'book' | 'cancel' | 'refund' }>,
  work: TWorkSession,
  context: TRunContext,
  entry: string,
  confirmedKey: string | null,
): Promise<TRunOutcome> {
  const { t } = context;
  const { line, commands, order } = await currentOrder(work);
  if (!allows(order, command.kind))
    throw new CommandRefusal('commandLine.refusals.notAllowed', {
      pnr: order.pnr,
      status: t(orderStatusKey(order.status, line)),
    });
  if (ASKED_FIRST.has(command.kind) && confirmedKey === null) {
    const key = newIdempotencyKey();
    const question = t(`commandLine.answers.confirm.${command.kind}`, {
      pnr: order.pnr,
      amount: money(order.totals.payable - order.totals.paid, t),
    });
    return answered({ ...work, pending: { entry: normalized(entry), command, key } }, [ask(question)]);
  }
  const key = confirmedKey ?? newIdempotencyKey();
  const updated =
    command.kind === 'ticket'
      ? await commands.place(order, 'ticketing', key)
      : command.kind === 'book'
        ? await commands.place(order, 'booking', key)
        : command.kind === 'cancel'
          ? await commands.cancel(order, key)
          : await commands.refund(order, key);
  // A refund above the four-eyes threshold waits for a second staff member; otherwise it answers the order.
  if (isPendingApproval(updated)) return answered(work, [ok(t('commandLine.answers.pendingApproval'))], true);
  return answered(work, orderLines(line, updated, context), true);
}

function allows(order: TCommandOrder, kind: 'ticket' | 'book' | 'cancel' | 'refund'): boolean {
  const operations = order.operations;
  switch (kind) {
    case 'ticket':
      return operations.includes('ticket') || operations.some((operation) => PAY_BOOKING.has(operation));
    case 'book':
      return operations.includes('book');
    case 'cancel':
      return operations.includes('cancelPreOrder') || operations.includes('cancel');
    case 'refund':
      return operations.includes('refund');
  }
}

/** RT: the order of a PNR on whichever line has it (the lines the caller may read), or the current one again. */
async function retrieve(pnr: string | null, work: TWorkSession, context: TRunContext): Promise<TRunOutcome> {
  if (pnr === null) {
    const { line, order } = await currentOrder(work);
    return answered(work, orderLines(line, order, context));
  }
  const found = await Promise.all(
    PRODUCT_LINES.map(async (line) => {
      try {
        const orders = await COMMAND_LINES[line].ordersByPnr(pnr);
        return { line, id: orders.find((order) => order.pnr === pnr)?.id ?? null };
      } catch (error) {
        // A line the caller's role does not read is not searched.
        if (error instanceof ApiError && error.status === 403) return { line, id: null };
        throw error;
      }
    }),
  );
  const hit = found.find((candidate) => candidate.id !== null);
  if (!hit || hit.id === null) throw new CommandRefusal('commandLine.refusals.pnrNotFound', { pnr });
  const order = await COMMAND_LINES[hit.line].get(hit.id);
  return answered(
    { ...work, order: { line: hit.line, id: order.id, pnr: order.pnr } },
    orderLines(hit.line, order, context),
  );
}

function helpLines(topic: TCommandCode | null, t: TTranslate): TAnswerLine[] {
  const codes = topic ? [topic] : [...COMMAND_CODES];
  const lines: TAnswerLine[] = topic ? [] : [plain(t('commandLine.help.intro'))];
  for (const code of codes) {
    lines.push(plain(`${t(`commandLine.help.${code}.syntax`)}  ${t(`commandLine.help.${code}.text`)}`));
  }
  return lines;
}
