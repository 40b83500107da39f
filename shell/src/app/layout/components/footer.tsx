import { useSelector } from 'react-redux';
import { selectIsLoggedIn, type SessionRootState } from '@easel/store';
import { FacebookIcon, InstagramIcon, PageLink, PinterestIcon, useProductConfig } from '@easel/ui';
import { isAdminArea } from '../navigation/admin-area';
import { usePathname } from '../navigation/use-pathname';
import { submitArtworkHref } from '../session/header-role';
import { Logo } from './logo';
import './footer.css';

/** Spec §2: the footer's Submit Art leaves this flag (local storage `publish`) for the publish flow. */
const PUBLISH_FLAG_KEY = 'publish';

const handleOf = (productName: string) => productName.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The persistent footer (spec §2 Footer): Gallery, For Artists and About columns, legal links, social icons, tagline. */
export function Footer() {
  const { productName } = useProductConfig();
  const loggedIn = useSelector((state: SessionRootState) => selectIsLoggedIn(state));
  const adminArea = isAdminArea(usePathname());
  const handle = handleOf(productName);
  const instagram = `https://www.instagram.com/${handle}/`;
  const social = [
    { label: `${productName} on Instagram`, href: instagram, Icon: InstagramIcon },
    { label: `${productName} on Pinterest`, href: `https://www.pinterest.com/${handle}/`, Icon: PinterestIcon },
    { label: `${productName} on Facebook`, href: `https://www.facebook.com/${handle}`, Icon: FacebookIcon },
  ];
  if (adminArea) return null;
  return (
    <footer className="shl-footer">
      <div className="shl-footer__inner">
        <div className="shl-footer__brand">
          <Logo />
          <p className="shl-footer__tagline">
            Original art, straight from the studio. Discover it, vote for it, collect it.
          </p>
          <ul className="shl-footer__social">
            {social.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} className="shl-icon-button" target="_blank" rel="noopener noreferrer" aria-label={label}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="shl-footer__columns" aria-label="Footer">
          <div className="shl-footer__column">
            <h2>Gallery</h2>
            <ul>
              <li>
                <PageLink href="/">Home</PageLink>
              </li>
              <li>
                <PageLink href="/#WeeklyPulse">The Weekly Pulse</PageLink>
              </li>
              <li>
                <PageLink href="/contact">Contact Us</PageLink>
              </li>
            </ul>
          </div>
          <div className="shl-footer__column">
            <h2>For Artists</h2>
            <ul>
              <li>
                <PageLink href="/artists">Overview</PageLink>
              </li>
              <li>
                <PageLink
                  href={submitArtworkHref(loggedIn)}
                  onClick={() => localStorage.setItem(PUBLISH_FLAG_KEY, 'true')}
                >
                  Submit Art
                </PageLink>
              </li>
              <li>
                <PageLink href="/register">Register</PageLink>
              </li>
            </ul>
          </div>
          <div className="shl-footer__column">
            <h2>About</h2>
            <ul>
              <li>
                <PageLink href="/#Aboutus">Why {productName}</PageLink>
              </li>
              <li>
                <a href={instagram} target="_blank" rel="noopener noreferrer">
                  Instagram
                </a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="shl-footer__legal">
        <span>
          © {new Date().getFullYear()} {productName}
        </span>
        <a href="/terms" target="_blank" rel="noopener">
          Terms of Service
        </a>
        <a href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
        </a>
      </div>
    </footer>
  );
}
