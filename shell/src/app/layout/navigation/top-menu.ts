/** A link of a menu (spec §3 "Nav button": name, link, optional sub-buttons). */
interface NavLink {
  label: string;
  href: string;
  description?: string;
  /** Drawn as the menu's call to action. */
  cta?: boolean;
}

/** A titled group; side groups form the mega menu's side panel, the others its content. */
export interface NavSection {
  title: string;
  links: NavLink[];
  side?: boolean;
}

export type MenuId = 'pulse' | 'artists' | 'careers';

export interface NavMenu {
  id: MenuId;
  label: string;
  /** Where the item itself leads, when it is a link as well as a menu. */
  href?: string;
  kind: 'dropdown' | 'mega';
  sections: NavSection[];
}

/** The header's top menu (spec §2 Header), word for word where the spec quotes. */
export const TOP_MENU: NavMenu[] = [
  {
    id: 'pulse',
    label: 'The Weekly Pulse',
    kind: 'dropdown',
    sections: [
      {
        title: 'The Weekly Pulse',
        links: [
          { label: 'The Weekly Pulse', href: '/#WeeklyPulse' },
          { label: 'About Us', href: '/#Aboutus' },
          { label: 'Contact Us', href: '/contact' },
        ],
      },
    ],
  },
  {
    id: 'artists',
    label: "I'm an artist",
    href: '/artists',
    kind: 'mega',
    sections: [
      {
        title: 'FEATURED',
        side: true,
        links: [
          {
            label: 'Get featured on The Weekly Pulse',
            href: '/#WeeklyPulse',
            description: 'The ten most voted artworks of the week are featured and earn a badge.',
          },
        ],
      },
      {
        title: 'ARTIST TOOLS',
        links: [
          { label: 'Artist Page', href: '/artists#artists', description: 'own logo, colours, galleries' },
          {
            label: 'Collector Analytics',
            href: '/artists#cards',
            description: 'likes, saves, audience trends, sales over time',
          },
          {
            label: 'Start selling globally',
            href: '/artists#global',
            description: 'multiple artworks, pricing, editions, UK and worldwide buyers',
          },
          { label: 'Messenger', href: '/artists#cards', description: 'chat with fans and buyers' },
        ],
      },
      {
        title: 'ONBOARDING',
        side: true,
        links: [{ label: 'Create artist profile (free)', href: '/register?artist=true', cta: true }],
      },
    ],
  },
  {
    id: 'careers',
    label: 'Career Tracks',
    kind: 'mega',
    sections: [
      {
        title: 'FROM THE MAGAZINE',
        side: true,
        links: [
          {
            label: 'Read the Magazine',
            href: '/magazine',
            description: 'Studio visits, collector stories and career advice.',
          },
        ],
      },
      {
        title: 'CAREER TRACKS',
        links: [
          {
            label: 'Emerging artist',
            href: '/register?artist=true',
            description: 'a free artist page and your first works online',
          },
          {
            label: 'Established artist',
            href: '/publish',
            description: 'originals and editions for collectors worldwide',
          },
          { label: 'Collector', href: '/search', description: 'find artists early and build your collection' },
          { label: 'Meet the artists', href: '/artists', description: 'who paints what, and where they sell' },
        ],
      },
    ],
  },
];

export type SelectedItem = 'pulse' | 'artists' | 'artist' | null;

/** Spec §2: / selects The Weekly Pulse, a path containing /artists selects I'm an artist, /artist/ selects Artist. */
export function selectedItem(pathname: string): SelectedItem {
  if (pathname === '/') return 'pulse';
  if (pathname.includes('/artists')) return 'artists';
  if (pathname.includes('/artist/')) return 'artist';
  return null;
}
