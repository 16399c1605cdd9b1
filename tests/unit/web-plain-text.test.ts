import { describe, expect, it } from 'vitest';
import { htmlToText as serverText } from '../../server/infra/rich-text/plain-text';
import { htmlToText, plainText } from '../../web/lib/plain-text';

describe('htmlToText of the web app (no DOM: the same on the server and in the browser)', () => {
  const samples = [
    '<p>Langs molens, hoeves en kerkwegels.</p><p>Tweede alinea</p>',
    '<h2>Verslag</h2><p>Met 412 wandelaars &amp; 30 vrijwilligers&nbsp;was het &quot;top&quot;.</p>',
    '<ul><li>Een</li><li>Twee</li></ul>line<br>break',
    '<p><a href="https://example.be/?a=1&amp;b=2" title="x > y">link</a> &#233;&#xE9; &lt;geen tag&gt;</p>',
  ];

  it('reads the text as the server does', () => {
    for (const html of samples) expect(htmlToText(html), html).toBe(serverText(html));
  });

  it('is empty for markup without text (a report of only an empty paragraph is no report)', () => {
    expect(htmlToText('<p></p><p><br></p>')).toBe('');
    expect(htmlToText(null)).toBe('');
  });

  it('keeps an unknown or impossible entity as written', () => {
    expect(htmlToText('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });

  it('cuts a description to about 160 characters', () => {
    expect(plainText(`<p>${'woord '.repeat(60)}</p>`).length).toBeLessThanOrEqual(161);
  });
});
