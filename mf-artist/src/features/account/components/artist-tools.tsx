import type { User } from '@easel/contracts';
import { PageLink } from '@easel/ui';

interface Tool {
  href: string;
  title: string;
  about: string;
}

/** Every tool an artist has (spec §2's account dropdown and the artist mega menu), each a card to its page. */
function toolsOf(user: User): Tool[] {
  const tools: Tool[] = [
    ...(user.slug
      ? [
          {
            href: `/artist/${user.slug}?edit=true`,
            title: 'Edit Artist Page',
            about: 'Your logo, colours, galleries and about text.',
          },
        ]
      : []),
    { href: '/inbox', title: 'Inbox', about: 'Messages from fans and buyers, and your replies.' },
    { href: '/create/giftcard', title: 'Gift cards', about: 'Design a card collectors can give for your works.' },
    { href: '/newsletter', title: 'Newsletter', about: 'Write to the collectors who bookmarked you.' },
    { href: '/analytics', title: 'Analytics', about: 'Likes, saves, audience and sales over time.' },
    { href: '/sales', title: 'Sales', about: 'Your sold works and the orders to send.' },
    { href: '/edit/profile', title: 'Edit Profile', about: 'Your names, picture, Instagram and page address.' },
    { href: '/favourites', title: 'Bookmarks', about: 'The artworks and artists you saved.' },
  ];
  if (!user.google)
    tools.push({
      href: '/change-password',
      title: 'Change Password',
      about: 'Choose a new password for your account.',
    });
  return tools;
}

export function ArtistTools({ user }: { user: User }) {
  return (
    <section className="art-account__section" aria-labelledby="art-account-tools">
      <h2 id="art-account-tools">Your tools</h2>
      <ul className="art-account__tools">
        {toolsOf(user).map((tool) => (
          <li key={tool.href}>
            <PageLink href={tool.href} className="art-account__tool">
              <strong>{tool.title}</strong>
              <span>{tool.about}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
