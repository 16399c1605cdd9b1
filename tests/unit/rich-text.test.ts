import { describe, expect, it } from 'vitest';
import { maxRichTextDepth } from '../../server/contracts';
import { isBlankRichText, nestsTooDeep, richTextToPlain, sanitizeRichText } from '../../server/infra/rich-text';
import { assertNoXss, xssPayloads } from '../fixtures/xss-payloads';

// What the Tiptap editor (StarterKit, Link, TableKit) gives from getHTML(), limited to the allowlist.
const editorContent = [
  '<p>Een <strong>vette</strong>, <em>schuine</em>, <u>onderlijnde</u>, <s>doorstreepte</s> en <code>code</code> tekst.</p>',
  '<h2>Inschrijven</h2><h3>Parkeren</h3><p>Regel één<br>regel twee</p>',
  '<ul><li><p>Start om 8 uur</p></li><li><p>Vier afstanden</p><ol><li><p>6 km</p></li></ol></li></ul>',
  '<blockquote><p>Wandelen is de beste remedie.</p></blockquote><pre><code>  ingesprongen\n  code &lt;b&gt;</code></pre>',
  '<table><colgroup><col></colgroup><tbody><tr><th colspan="1" rowspan="1" colwidth="100"><p>A</p></th></tr></tbody></table>',
  '<table><thead><tr><th colspan="2" rowspan="1" colwidth="100,150"><p>Kop</p></th></tr></thead><tbody><tr><td colspan="1" rowspan="2"><p>1</p></td><td><p>2</p></td></tr></tbody></table>',
  '<p>Tom &amp; Jerry: 3 &lt; 4</p>',
];
const links = [
  'http://example.be/',
  'https://houtlandstappers.be/wandelingen?jaar=2025&amp;maand=5',
  'ftp://ftp.example.be/route.gpx',
  'ftps://ftp.example.be/route.gpx',
  'mailto:secretariaat@example.be',
  'tel:+3251000000',
  'callto:+3251000000',
  'sms:+32470000000',
  'cid:logo@club',
  'xmpp:club@example.be',
  '/wandelingen/12',
];
// Void elements come out in the sanitizer's own spelling.
const asStored = (html: string) => html.replaceAll('<br>', '<br />').replaceAll('<col>', '<col />');

describe('sanitizeRichText', () => {
  it.each(xssPayloads)('makes %s harmless', (payload) => {
    expect(assertNoXss(sanitizeRichText(payload))).toEqual([]);
  });

  it.each(xssPayloads)('is given a payload the checker does see as hostile: %s', (payload) => {
    // Proves an identity sanitizer would fail the test above.
    expect(assertNoXss(payload)).not.toEqual([]);
  });

  it('has at least 30 payloads to run', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(30);
  });

  it.each(editorContent)('keeps what the editor makes: %s', (html) => {
    expect(assertNoXss(html)).toEqual([]);
    expect(sanitizeRichText(html)).toBe(asStored(html));
  });

  it.each(links)('keeps a link to %s', (href) => {
    const html = `<p><a href="${href}">link</a></p>`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops the attributes the editor and pasted text add', () => {
    const html =
      '<p class="lead" style="color:red" id="x"><a target="_blank" rel="noopener noreferrer nofollow" class="link" href="https://example.be">site</a></p>';
    expect(sanitizeRichText(html)).toBe('<p><a href="https://example.be">site</a></p>');
    expect(
      sanitizeRichText('<table style="min-width: 25px"><colgroup><col style="min-width: 25px"></colgroup></table>'),
    ).toBe('<table><colgroup><col /></colgroup></table>');
  });

  it('keeps only whole numbers in table sizes', () => {
    expect(sanitizeRichText('<table><tr><td colspan="2" rowspan="x" colwidth="100px">a</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">a</td></tr></table>',
    );
    expect(sanitizeRichText('<table><tr><th colwidth="1e3" rowspan="-1">a</th></tr></table>')).toBe(
      '<table><tr><th>a</th></tr></table>',
    );
    expect(sanitizeRichText('<colgroup><col span="2"><col span="wide"></colgroup>')).toBe(
      '<colgroup><col span="2" /><col /></colgroup>',
    );
  });

  it('drops the content of code and hidden markup, not just the tags', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<svg><text>svg</text></svg><math><mi>x</mi></math><template>t</template>')).toBe('');
    expect(sanitizeRichText('<textarea>t</textarea><select><option>o</option></select><noscript>n</noscript>')).toBe(
      '',
    );
    expect(sanitizeRichText('<iframe>i</iframe><object>o</object>b')).toBe('b');
  });

  it('unwraps other tags, keeping their text and the meaning of pasted markup', () => {
    expect(sanitizeRichText('<div><span style="color:red">Hallo</span> <font>wereld</font></div>')).toBe(
      'Hallo wereld',
    );
    expect(sanitizeRichText('<h1>Groot</h1><h4>Klein</h4><h6>Kleinst</h6>')).toBe(
      '<h2>Groot</h2><h3>Klein</h3><h3>Kleinst</h3>',
    );
    expect(sanitizeRichText('<b>b</b><i>i</i><strike>s</strike><del>d</del>')).toBe(
      '<strong>b</strong><em>i</em><s>s</s><s>d</s>',
    );
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">klik</a> <a name="x">anker</a></p>')).toBe(
      '<p>klik anker</p>',
    );
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('  \n\t ')).toBe('');
  });

  it.each([...xssPayloads, ...editorContent, '<p><span><p>b</p></span></p>', '<p><div>x</div>y</p>'])(
    'gives the same result when run twice: %s',
    (html) => {
      const once = sanitizeRichText(html);
      expect(sanitizeRichText(once)).toBe(once);
    },
  );
});

describe('richTextToPlain', () => {
  it('turns a newsletter into readable plain text', () => {
    const html =
      '<h2>Zondag&nbsp;wandelen</h2><p>Vertrek   om <strong>8 uur</strong>.<br>Inschrijven: 2&nbsp;&euro;</p>' +
      '<ul><li><p>6 km</p></li><li><p>12 km</p><ul><li><p>met rust</p></li></ul></li></ul>' +
      '<p>Info op <a href="https://example.be/info">onze site</a> of <a href="https://example.be/">https://example.be</a>' +
      ' en <a href="mailto:info@example.be">info@example.be</a>.</p><p></p><blockquote><p>Tot dan!</p></blockquote>';
    expect(richTextToPlain(html)).toBe(
      [
        'Zondag wandelen',
        '',
        'Vertrek om 8 uur.',
        'Inschrijven: 2 €',
        '',
        '- 6 km',
        '- 12 km',
        '  - met rust',
        '',
        'Info op onze site (https://example.be/info) of https://example.be en info@example.be.',
        '',
        'Tot dan!',
      ].join('\n'),
    );
  });

  it('writes a table row per line and drops what is not allowed', () => {
    const html =
      '<table><tbody><tr><th><p>Afstand</p></th><th><p>Prijs</p></th></tr><tr><td><p>6 km</p></td><td><p>2 €</p></td></tr></tbody></table>' +
      '<script>alert("x")</script><p>Tom &amp; Jerry &lt;3</p>';
    expect(richTextToPlain(html)).toBe('Afstand | Prijs\n6 km | 2 €\n\nTom & Jerry <3');
  });

  it('gives an empty string for empty input', () => {
    expect(richTextToPlain('')).toBe('');
    expect(richTextToPlain('<p></p><p><br></p>')).toBe('');
  });
});

describe('isBlankRichText', () => {
  it.each([
    '',
    '   ',
    '<p></p>',
    '<p><br></p>',
    '<p> &nbsp; </p><h2></h2>',
    '<script>alert(1)</script>',
    '<p><img src=x></p>',
  ])('sees %s as blank', (html) => {
    expect(isBlankRichText(html)).toBe(true);
  });

  it.each(['<p>a</p>', '<h2>Titel</h2>', '<table><tr><td></td></tr></table>', '<div>los</div>'])(
    'sees %s as content',
    (html) => {
      expect(isBlankRichText(html)).toBe(false);
    },
  );
});

describe('nestsTooDeep', () => {
  const nested = (depth: number, tag = 'blockquote') => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;

  it(`takes ${maxRichTextDepth} levels and refuses one more`, () => {
    expect(nestsTooDeep(nested(maxRichTextDepth))).toBe(false);
    expect(nestsTooDeep(nested(maxRichTextDepth + 1))).toBe(true);
  });

  it('counts tags left open, as the sanitizer would nest them', () => {
    expect(nestsTooDeep('<em>'.repeat(maxRichTextDepth + 1))).toBe(true);
    expect(nestsTooDeep('<p>a</p>'.repeat(10_000))).toBe(false);
  });

  it('does not count void elements or closed siblings', () => {
    expect(nestsTooDeep(`${nested(maxRichTextDepth - 1)}${'<br><col>'.repeat(100)}`)).toBe(false);
    expect(nestsTooDeep(nested(maxRichTextDepth - 1).replace('x', '<br>x<br>'))).toBe(false);
  });

  it('answers for what the editor makes: lists in lists with a table and marks inside', () => {
    const item = (inner: string) => `<ul><li><p>punt</p>${inner}</li></ul>`;
    let html =
      '<table><tbody><tr><td><p><strong><em><a href="https://example.be">x</a></em></strong></p></td></tr></tbody></table>';
    for (let level = 0; level < 8; level++) html = item(html);
    expect(nestsTooDeep(html)).toBe(false);
  });

  it('refuses a megabyte of open tags without reading all of it', () => {
    expect(nestsTooDeep('<span>'.repeat(170_000))).toBe(true);
    expect(nestsTooDeep('<ul><li>'.repeat(125_000))).toBe(true);
  });
});
