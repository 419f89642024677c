import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers: rates in the Central Bank's wire format, a SOAP fault, or a body that is not XML. */
export type TFakeCbaAnswer =
  | { kind: 'rates'; currentDate: string; rates: { iso: string; amount: number; rate: number }[] }
  | { kind: 'fault'; message: string }
  | { kind: 'garbage'; body: string; status?: number };

export interface TFakeCbaServer {
  url: string;
  /** The SOAP operations asked for, with their SOAPAction headers. */
  requests: { soapAction: string | undefined; body: string }[];
  answer: (next: TFakeCbaAnswer) => void;
  close: () => Promise<void>;
}

function ratesEnvelope(operation: string, answer: Extract<TFakeCbaAnswer, { kind: 'rates' }>): string {
  const items = answer.rates
    .map(
      (rate) =>
        `<ExchangeRate><ISO>${rate.iso}</ISO><Amount>${rate.amount}</Amount><Rate>${rate.rate}</Rate>` +
        `<Difference>0.12</Difference></ExchangeRate>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
    `<soap:Body><${operation}Response xmlns="http://www.cba.am/"><${operation}Result>` +
    `<CurrentDate>${answer.currentDate}T00:00:00</CurrentDate>` +
    `<NextAvailableDate xsi:nil="true" /><PreviousAvailableDate>2020-01-01T00:00:00</PreviousAvailableDate>` +
    `<Rates>${items}</Rates></${operation}Result></${operation}Response></soap:Body></soap:Envelope>`
  );
}

const FAULT = (message: string) =>
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
  `<soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>${message}</faultstring></soap:Fault>` +
  '</soap:Body></soap:Envelope>';

/** A local HTTP server speaking the Central Bank of Armenia's exchangerates.asmx SOAP format (tests never leave the machine). */
export async function startFakeCbaServer(initial: TFakeCbaAnswer): Promise<TFakeCbaServer> {
  let current = initial;
  const requests: TFakeCbaServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const soapAction = request.headers.soapaction as string | undefined;
      requests.push({ soapAction, body });
      const operation = /ExchangeRates\w+/.exec(soapAction ?? body)?.[0] ?? 'ExchangeRatesLatest';
      if (current.kind === 'rates') {
        response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(ratesEnvelope(operation, current));
      } else if (current.kind === 'fault') {
        response.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' }).end(FAULT(current.message));
      } else {
        response.writeHead(current.status ?? 200, { 'content-type': 'text/html' }).end(current.body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/exchangerates.asmx`,
    requests,
    answer: (next) => {
      current = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
