import { expect, test } from './support/test';

// The server's policy (server/middleware/security-headers.ts) keeps script-src to the site itself,
// without 'unsafe-inline' or 'unsafe-eval'; every other test fails on any violation a page reports
// (the `csp` fixture in support/test.ts). This one provokes violations, so both can be seen to work.
test('de CSP weert inline scripts, eval en afbeeldingen van elders, en de controle na elke test ziet het', async ({
  page,
  csp,
}) => {
  // An injected inline script, as an XSS would add it to the page.
  await page.route('**/contact', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: html.replace('</body>', '<script>window.e2eInline = true</script></body>') });
  });
  // A script of the site's own that evaluates a string.
  await page.route('**/e2e-eval.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.e2eEval = eval("true")' }),
  );
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = '/e2e-eval.js';
    const image = document.createElement('img');
    image.src = 'http://elders.test/foto.jpg';
    image.alt = '';
    document.body.append(script, image);
  });

  // Each is reported as the page's violation event...
  const reported: string[] = [];
  await expect
    .poll(
      () => {
        reported.push(...csp.take());
        return [
          'script-src-elem blokkeert inline',
          'script-src blokkeert eval',
          'img-src blokkeert http://elders.test/',
        ].filter((expected) => !reported.some((line) => line.includes(expected)));
      },
      { message: 'de gemelde CSP-overtredingen' },
    )
    .toEqual([]);
  // ...and blocked, not just reported: neither script set its mark.
  expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('e2e')))).toEqual([]);
  // Chromium also writes them to the console: leaving the page lets the last of those arrive, so they are taken too.
  await page.goto('about:blank');
  reported.push(...csp.take());
  expect(reported.filter((line) => line.startsWith('console')).join('\n')).toContain('elders.test/foto.jpg');
});
