import { loadSiteConfig } from './site-config';

/**
 * Score-based invisible reCAPTCHA (SPEC §6, §7). Only form pages import this module, so the
 * script never loads on the home page. Without a site key, or when Google cannot be reached,
 * a form is still sent, with an empty token: the server decides what that is worth.
 */

export type CaptchaAction = 'contact' | 'become_member' | 'login';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** SPEC §9: the script is polled for every 25 ms. */
const pollDelayMs = 25;
/** A phone on a poor line may be slow; after this the form goes without a token. */
const loadTimeoutMs = 10_000;
const executeTimeoutMs = 10_000;

let loading: Promise<Grecaptcha> | undefined;

function scriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

/** Adds the script tag once and waits until `window.grecaptcha` can be used. */
function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl(siteKey);
    script.async = true;
    let failed = false;
    script.addEventListener('error', () => {
      failed = true;
    });
    document.head.append(script);

    const startedAt = Date.now();
    const poll = () => {
      const grecaptcha = window.grecaptcha;
      if (typeof grecaptcha?.ready === 'function' && typeof grecaptcha.execute === 'function') {
        resolve(grecaptcha);
      } else if (failed || Date.now() - startedAt > loadTimeoutMs) {
        // Remove the tag, so a later form submission (back online) may try again.
        script.remove();
        reject(new Error(failed ? 'het script kon niet laden' : 'het script laadde niet op tijd'));
      } else {
        setTimeout(poll, pollDelayMs);
      }
    };
    poll();
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('geen antwoord op tijd')), ms);
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function siteKey(): Promise<string | null> {
  return (await loadSiteConfig()).recaptchaSiteKey || null;
}

/** Starts loading the script early (when a form page mounts), so submitting does not wait for it. */
export function preloadCaptcha(): void {
  siteKey()
    .then((key) => (key ? loadScript(key) : undefined))
    .catch((error: unknown) => console.warn('Beveiligingscontrole kon niet laden:', error));
}

/** A fresh token for one submission, or '' when there is no captcha or it failed. */
export async function getCaptchaToken(action: CaptchaAction): Promise<string> {
  try {
    const key = await siteKey();
    if (!key) return '';
    const grecaptcha = await loadScript(key);
    const token = await withTimeout(
      new Promise<string>((resolve, reject) => {
        grecaptcha.ready(() => {
          grecaptcha.execute(key, { action }).then(resolve, reject);
        });
      }),
      executeTimeoutMs,
    );
    return typeof token === 'string' ? token : '';
  } catch (error) {
    console.warn('Beveiligingscontrole mislukt; het formulier wordt zonder token verstuurd:', error);
    return '';
  }
}
