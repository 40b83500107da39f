import { PageLink } from '@easel/ui';

/** A minimal footer; the full one (columns, social icons, tagline) replaces it. */
export function Footer() {
  return (
    <footer className="shell-footer">
      <nav aria-label="Footer">
        <PageLink href="/">Home</PageLink>
        <PageLink href="/artists">For artists</PageLink>
        <PageLink href="/contact">Contact Us</PageLink>
        <a href="/terms" target="_blank" rel="noopener">
          Terms of Service
        </a>
        <a href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
        </a>
      </nav>
      <p>© Easel</p>
    </footer>
  );
}
