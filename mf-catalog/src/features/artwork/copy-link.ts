import { notify } from '@easel/ui';

/** The full address of a page of this site, e.g. for /art/{slug}. */
export const pageUrl = (path: string) => `${window.location.origin}${path}`;

/** Copies text and says so; false when the browser refused (no permission, page not focused). */
export async function copyText(text: string, done: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
    return true;
  } catch {
    notify.error('Could not copy to the clipboard');
    return false;
  }
}

/** Spec §8: 'Link copied to clipboard'. */
export const copyLink = (path: string) => copyText(pageUrl(path), 'Link copied to clipboard');
