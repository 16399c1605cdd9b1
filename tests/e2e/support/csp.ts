import type { BrowserContext } from '@playwright/test';

/** What a page reports of a blocked script, style, image or request (a SecurityPolicyViolationEvent). */
type Violation = {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
};

/** The binding the init script reports through; exposeBinding keeps it across navigations. */
const binding = '__e2eCspViolation';

/** Runs in every frame before the page's own scripts (an init script is not subject to the page's CSP). */
function listenForViolations(name: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, ((violation: Violation) => void) | undefined>)[name];
    report?.({
      page: location.href,
      directive: event.violatedDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber,
      sample: event.sample,
    });
  });
}

/**
 * Chromium's console line for a violation: 'Refused to …' in older versions, '… violates the following
 * Content Security Policy directive: … The action has been blocked.' in newer ones.
 */
const violationMessage = /^Refused to |violates the following Content Security Policy directive/;

/**
 * Adds to `problems` every Content-Security-Policy violation the context's pages report, and every
 * console error that reports one (the way Chromium reports those no page event carries, e.g. in a worker).
 */
export async function recordCspViolations(context: BrowserContext, problems: string[]): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' && violationMessage.test(message.text())) {
      problems.push(`console op ${message.location().url || message.page()?.url()}: ${message.text()}`);
    }
  });
  await context.exposeBinding(binding, (_source, v: Violation) => {
    const where = v.source ? ` (${v.source}${v.line ? `:${v.line}` : ''})` : '';
    const sample = v.sample ? ` «${v.sample}»` : '';
    problems.push(`${v.page}: ${v.directive} blokkeert ${v.blocked || '(leeg)'}${where}${sample}`);
  });
  await context.addInitScript(listenForViolations, binding);
}

/**
 * Lets each open page finish the tasks it has queued (a violation event is one), so a violation
 * just before the end of a test is counted before its context closes.
 */
export async function settleCspReports(context: BrowserContext): Promise<void> {
  await Promise.all(
    context
      .pages()
      .filter((page) => !page.isClosed())
      .map((page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined)),
  );
}
