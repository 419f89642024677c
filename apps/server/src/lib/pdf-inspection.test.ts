import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATALOG, objectStream, PAGES, pdfkitDocument, pdfOf } from '../../test/pdf-fixtures';
import { inspectPdf } from './pdf-inspection';

describe('inspectPdf', () => {
  it('passes a real document, and names that are only text, comments or drawing data', async () => {
    expect(await inspectPdf(await pdfkitDocument('Invoice 42: see /JavaScript and /Launch in the manual'))).toBeNull();
    const content = 'BT /JS 12 Tf (/OpenAction) Tj ET';
    const plain = pdfOf(
      `<< /Type /Catalog /Pages 2 0 R /Title (About /JavaScript \\) and /Launch) /Subject <2F4A53> >>`,
      `${PAGES}\n% /OpenAction in a comment`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
    expect(await inspectPdf(plain)).toBeNull();
    expect(
      await inspectPdf(pdfOf(CATALOG, PAGES, objectStream(['<< /Type /Page >>', '(a /JS in a string)']))),
    ).toBeNull();
  });

  it('passes an OpenAction that only opens a page, as LibreOffice and Acrobat write it', async () => {
    const inline = pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /XYZ null null 0] >>', PAGES, '<< >>');
    expect(await inspectPdf(inline)).toBeNull();
    const referred = pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>', PAGES, '[2 0 R /Fit]');
    expect(await inspectPdf(referred)).toBeNull();
  });

  it('refuses JavaScript, an OpenAction and a Launch action, naming the worst', async () => {
    const cases: [string, Buffer, string][] = [
      ['/JS', pdfOf(CATALOG, PAGES, '<< /S /JavaScript /JS (app.alert(1)) >>'), 'javaScript'],
      ['/JavaScript names tree', pdfOf('<< /Type /Catalog /Names << /JavaScript 3 0 R >> >>', PAGES), 'javaScript'],
      [
        'an OpenAction action',
        pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://example.test) >> >>', PAGES),
        'openAction',
      ],
      [
        'an OpenAction referring to an action',
        pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>', PAGES, '<< /S /GoToR /F (other.pdf) >>'),
        'openAction',
      ],
      [
        'an OpenAction referring to an object the file lacks',
        pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction 9 0 R >>', PAGES),
        'openAction',
      ],
      ['/Launch', pdfOf(CATALOG, PAGES, '<< /S /Launch /F (cmd.exe) >>'), 'launch'],
      [
        'an OpenAction running JavaScript',
        pdfOf('<< /Type /Catalog /OpenAction 3 0 R >>', PAGES, '<< /S /JavaScript /JS 4 0 R >>'),
        'javaScript',
      ],
      ['#xx escapes', pdfOf(CATALOG, PAGES, '<< /S /J#61vaScript /J#53 (x) >>'), 'javaScript'],
      ['an escaped OpenAction', pdfOf('<< /Type /Catalog /Op#65nAc#74ion << /S /URI >> >>', PAGES), 'openAction'],
      ['an escaped Launch', pdfOf(CATALOG, PAGES, '<< /S /#4C#61#75#6E#63#68 >>'), 'launch'],
    ];
    for (const [title, pdf, rule] of cases) expect(await inspectPdf(pdf), title).toBe(rule);
  });

  it('finds the same names inside FlateDecode object streams, however the stream is written', async () => {
    const hidden = ['<< /Type /Page >>', '<< /S /JavaScript /JS (app.launchURL("x")) >>'];
    const dictionaries = [
      '/Type /ObjStm /Filter /FlateDecode',
      '/Filter /FlateDecode',
      '/Type/ObjStm/Filter/Fl',
      '/Type /ObjStm /Filter [/FlateDecode]',
      '/Type /Obj#53tm /Filter /Fl#61teDecode',
    ];
    for (const dictionary of dictionaries) {
      expect(await inspectPdf(pdfOf(CATALOG, PAGES, objectStream(hidden, { dictionary }))), dictionary).toBe(
        'javaScript',
      );
    }
    const escaped = objectStream(['<< /Type /Catalog /Op#65nAction << /S /Named /N /Print >> >>']);
    expect(await inspectPdf(pdfOf(CATALOG, PAGES, escaped))).toBe('openAction');
    // A /Length that refers to another object: the data runs to `endstream`.
    const referred = objectStream(hidden)
      .toString('latin1')
      .replace(/\/Length \d+/, '/Length 9 0 R');
    expect(await inspectPdf(pdfOf(CATALOG, PAGES, Buffer.from(referred, 'latin1')))).toBe('javaScript');
  });

  it('refuses an object stream it cannot check: another filter, a predictor, bad data, past the budget', async () => {
    const objects = ['<< /Type /Page >>'];
    const hex = Buffer.from(Buffer.from('10 0 << /Type /Page >>').toString('hex'));
    const cases: [string, Buffer][] = [
      ['ASCIIHexDecode', objectStream(objects, { dictionary: '/Type /ObjStm /Filter /ASCIIHexDecode', data: hex })],
      ['two filters', objectStream(objects, { dictionary: '/Type /ObjStm /Filter [/FlateDecode /ASCIIHexDecode]' })],
      [
        'a predictor',
        objectStream(objects, { dictionary: '/Type /ObjStm /Filter /FlateDecode /DecodeParms << /Predictor 12 >>' }),
      ],
      ['encrypted or damaged data', objectStream(objects, { data: randomBytes(200) })],
    ];
    for (const [title, stream] of cases)
      expect(await inspectPdf(pdfOf(CATALOG, PAGES, stream)), title).toBe('unreadable');
    const large = objectStream([`<< /Padding (${'x'.repeat(10_000)}) >>`]);
    expect(await inspectPdf(pdfOf(CATALOG, PAGES, large), 5_000)).toBe('unreadable');
    expect(await inspectPdf(pdfOf(CATALOG, PAGES, large), 50_000)).toBeNull();
  });
});
