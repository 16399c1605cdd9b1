import { readFile } from 'node:fs/promises';
import { archiveEntries } from '../helpers/tar-archive';
import { signInWithToken } from './support/admin';
import { expect, test, type Page } from './support/test';
import { axeViolations, watchPageErrors } from './support/page-checks';

const texts = {
  none: 'Nog geen back-up gemaakt.',
  last: /^Laatste back-up: \w+ \d{1,2} \w+ \d{4} om \d{2}:\d{2} \(\d+(,\d)? (kB|MB)\)$/,
  download: 'Nieuwe back-up downloaden',
  downloaded: 'De back-up is gedownload.',
  needsConnection: 'Alleen met een internetverbinding.',
};

/** Saves the next download the page starts and answers its name and the paths its manifest lists. */
async function downloadedBackup(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const entries = await archiveEntries(await readFile(await download.path()));
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as { files: { path: string }[] };
  return { fileName: download.suggestedFilename(), paths: manifest.files.map((file) => file.path) };
}

test.describe('back-up in de instellingen', () => {
  test('toont de laatste back-up en downloadt een nieuwe met muis en toetsenbord, ook op een gsm', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithToken(page, request);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Back-up' }).click();
    await expect(page).toHaveURL(/onderdeel=back-up/);
    await expect(page.getByRole('heading', { level: 2, name: 'Back-up' })).toBeVisible();
    await expect(page.getByText(texts.none, { exact: true })).toBeVisible();
    // The settings form's own save button belongs to the other tabs.
    await expect(page.getByRole('button', { name: 'Opslaan', exact: true })).toBeHidden();
    expect(await axeViolations(page, 'back-up zonder back-up (1280)')).toEqual([]);

    const button = page.getByRole('button', { name: texts.download });
    const byClick = await downloadedBackup(page, () => button.click());
    expect(byClick.fileName).toMatch(/^houtlandstappers-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/);
    expect(byClick.paths).toEqual(
      expect.arrayContaining(['data/meta.json', 'data/members.json', 'data/settings.json']),
    );
    expect(byClick.paths.some((path) => path.startsWith('uploads/'))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: texts.downloaded })).toBeVisible();
    await expect(page.getByText(texts.last)).toBeVisible();
    expect(await axeViolations(page, 'back-up na een download (1280)')).toEqual([]);

    // The keyboard: the button is reached and used like any other.
    await button.focus();
    const byKey = await downloadedBackup(page, () => page.keyboard.press('Enter'));
    expect(byKey.fileName).not.toBe(byClick.fileName);
    await expect(button).toHaveText(texts.download);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByText(texts.last)).toBeVisible();
    expect(await axeViolations(page, 'back-up (375)')).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('zegt offline dat een download een verbinding nodig heeft', async ({ page, context, request }) => {
    await signInWithToken(page, request);
    await page.goto('/admin/settings?onderdeel=back-up');
    const button = page.getByRole('button', { name: texts.download });
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');

    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await context.setOffline(true);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(texts.needsConnection);
    await expect(page.getByText(texts.needsConnection, { exact: true })).toBeVisible();
    // It keeps the focus (aria-disabled); Enter on it starts nothing.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText(texts.download);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await axeViolations(page, 'back-up offline')).toEqual([]);
    expect(downloads).toBe(0);
    await context.setOffline(false);
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  });
});
