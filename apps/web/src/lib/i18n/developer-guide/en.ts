/** /developers/guide (issue 33): the integration guide's prose; its code samples are not translated (guide-page.tsx). */
export const developerGuideEn = {
  developerGuide: {
    intro:
      'Everything your systems need to sell our flights, hotels and packages: how to authenticate, what each key may do, the limits, how to retry safely, the errors, and the events we push to you.',
    back: 'Back to Developers',
    contents: 'Contents',
    setup: {
      title: 'Your setup',
      key: 'API keys in use: {{n}}',
      noKey: 'No API key yet',
      endpoint: 'Webhook endpoints receiving events: {{n}}',
      noEndpoint: 'No webhook endpoint yet',
      open: 'Open',
    },
    sections: {
      keys: 'Keys and authentication',
      scopes: 'Scopes',
      limits: 'Rate limits',
      idempotency: 'Idempotency',
      errors: 'Errors',
      events: 'Webhook events',
      signatures: 'Verifying signatures',
      reference: 'API reference',
    },
    keys: {
      create:
        'Create a key on the Developers screen and give it only the scopes it needs. Its secret starts with frs_live_ and is shown once: keep it on your server, never in a browser or an app.',
      header: 'Send it in the Authorization header of every call:',
      reach:
        'A key acts as your agency: it sees only your orders, passengers and balance, with the permissions of its scopes. It never reaches staff endpoints, the Developers screen, password or profile changes. An expired or revoked key, or a call from an address outside the key’s list, is answered 401.',
    },
    scopes: {
      intro: 'A call outside the key’s scopes is answered 403 with the code API_KEY_SCOPE.',
      scope: 'Scope',
      allows: 'Allows',
    },
    limits: {
      text: 'Each key has its own limits, searches and order changes counted apart. Every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers. Over the limit, the answer is 429 with the code RATE_LIMITED and a Retry-After header: wait that many seconds before the next call.',
    },
    idempotency: {
      text: 'Calls that move money or change an order (hold, booking, ticketing, cancellation, refund) take an Idempotency-Key header: a new random value for each operation. If a call times out, send it again with the same key: you get the first answer, and the operation is never done twice. Use a new key for the next operation.',
    },
    errors: {
      text: 'An error is a 4xx or 5xx status with a JSON body: message (a text for people, in the language of Accept-Language), code (stable: test it in your code) and errors (field → message, for invalid input).',
    },
    events: {
      text: 'Register an endpoint (an https URL) on the Developers screen and choose its events. Each event is a POST with a JSON body {type, timestamp, data} and the headers webhook-id, webhook-timestamp and webhook-signature. Order events name their productLine (flight, hotel or package).',
      delivery:
        'Answer with a 2xx within 5 seconds. Other answers (but 4xx other than 408 and 429), time-outs and connection errors are retried at growing intervals for about a day; after the last failure the endpoint is switched off and you receive an e-mail. An event may arrive more than once: drop repeats by webhook-id. Events of one order arrive in order.',
      event: 'Event',
      meaning: 'When',
      sample: 'Example of {{type}}',
    },
    signatures: {
      text: 'Verify every delivery before you trust it. The signature is an HMAC-SHA256 of “webhook-id.webhook-timestamp.body” with the secret (the base64 text after whsec_, decoded), sent as “v1,<base64>”; after a rotation, two signatures separated by a space. Refuse a timestamp more than 5 minutes away from your clock.',
      typescript: 'TypeScript, with the standardwebhooks package',
      python: 'Python, with the standard library',
    },
    reference: {
      text: 'Every endpoint, with its parameters, answers and the scope a key needs, is in the OpenAPI document. A typed TypeScript client is generated from it.',
      link: 'Open the API reference',
    },
  },
};
