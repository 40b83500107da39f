import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * Line icons in the text colour; decorative (aria-hidden): the control around them carries the name. Each is marked
 * pure, so that a front end bundles only the icons it uses.
 */
function icon(paths: ReactNode, filled = false) {
  return function Icon({ size = 22, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}

export const HeartIcon = /* @__PURE__ */ icon(
  <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />,
);
export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4 20.5c1.2-3.8 4.3-5.5 8-5.5s6.8 1.7 8 5.5" />
  </>,
);
export const MenuIcon = /* @__PURE__ */ icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="M6 9l6 6 6-6" />);
export const SunIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4L6 18M18 6l1.4-1.4" />
  </>,
);
export const MoonIcon = /* @__PURE__ */ icon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />);
export const MailIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);
export const InstagramIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </>,
);
export const PinterestIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10.5 20.5l2-8.5M10 13.5c.4 1.5 1.5 2 2.7 2 2.2 0 3.8-2 3.8-4.6 0-2.6-2-4.4-4.6-4.4-3 0-4.9 2.1-4.9 4.5 0 .9.3 1.8.9 2.3" />
  </>,
);
export const FacebookIcon = /* @__PURE__ */ icon(
  <path d="M14.5 8.5H16V5.2c-.5-.1-1.4-.2-2.3-.2-2.3 0-3.7 1.4-3.7 3.9V11H7.5v3.4H10V21h3.3v-6.6h2.5l.4-3.4h-2.9V9.2c0-.5.3-.7 1.2-.7z" />,
);
// A chain link (the emoji has no glyph in many fonts).
export const LinkIcon = /* @__PURE__ */ icon(
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
export const ImageIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 16l5-5 4 4 3-3 6 6" />
    <circle cx="15.5" cy="9.5" r="1.5" />
  </>,
);
