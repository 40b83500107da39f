import { z } from './messages';
import { MEDIA_URL } from './media-url';
import { ARTIST_NAME_RESERVED, isReservedArtistName, isReservedSlug, SLUG_RESERVED } from './artist-name';
import { isOneLine, notAllowedCharacter } from './plain-text';

export const ROLES = ['customer', 'user'] as const;
export type Role = (typeof ROLES)[number];

const email = z
  .string({ error: 'Please enter your e-mail' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your e-mail')
  .max(254, 'E-mail is too long')
  .email('Please enter a valid e-mail address');
const password = z
  .string({ error: 'Please enter a password' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');
const name = (what: string) =>
  z
    .string({ error: `Please enter your ${what}` })
    .trim()
    .min(1, `Please enter your ${what}`)
    .max(60, `Your ${what} must be at most 60 characters`)
    .refine(isOneLine, notAllowedCharacter(what.charAt(0).toUpperCase() + what.slice(1)));
/** Shown on cards, pages and in mail beside others' names: one line, nothing that reorders the text around it. */
export const artistNameIsOneLine = [isOneLine, notAllowedCharacter('Artist name')] as const;
/** Not a name that passes its artist off as the shop or its staff. */
export const artistNameIsNotReserved = [(name: string) => !isReservedArtistName(name), ARTIST_NAME_RESERVED] as const;

export const registerInput = z
  .object({
    firstName: name('first name'),
    lastName: name('last name'),
    email,
    password,
    role: z.enum(ROLES, { error: 'Role must be customer or user' }).default('customer'),
    artistName: z
      .string()
      .trim()
      .max(60, 'Artist name must be at most 60 characters')
      .refine(...artistNameIsOneLine)
      .refine(...artistNameIsNotReserved)
      .optional(),
  })
  .refine((input) => input.role !== 'user' || (input.artistName ?? '').length > 0, {
    message: 'Please enter your artist name',
    path: ['artistName'],
  });
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email,
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(200, 'Wrong e-mail or password'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const googleInput = z.object({
  credential: z
    .string({ error: 'Google credential is missing' })
    .min(1, 'Google credential is missing')
    .max(5000, 'Google credential is not valid'),
});

export const forgotPasswordInput = z.object({ email });

export const resetPasswordInput = z.object({ password });

export const changePasswordInput = z.object({
  oldPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(200, 'Current password is wrong'),
  newPassword: password,
});

// http(s) or a picture uploaded to the catalog (/api/media/…): a javascript: or data: link must never become an avatar someone renders.
const AVATAR_LINK = 'Avatar must be a link to an image';
const optionalUrl = z.union(
  [
    z.literal(''),
    z.string().trim().regex(MEDIA_URL, AVATAR_LINK),
    z
      .string()
      .trim()
      .url({ protocol: /^https?$/, error: AVATAR_LINK })
      .max(2000, 'Avatar link is too long'),
  ],
  { error: AVATAR_LINK },
);

/** An artist's page address, /artist/{slug}: what slugify makes, so a chosen one reads like a made one. */
export const artistSlug = z
  .string({ error: 'Please enter your page address' })
  .trim()
  .min(3, 'Your page address must be at least 3 characters')
  .max(60, 'Your page address must be at most 60 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use only lower-case letters, digits and single hyphens between them')
  .refine((slug) => !isReservedSlug(slug), SLUG_RESERVED);
/** Another artist has, or had, this address: an old one keeps leading to its artist's page. */
export const SLUG_TAKEN = 'This address is taken';

export const profileInput = z.object({
  firstName: name('first name').optional(),
  lastName: name('last name').optional(),
  artistName: z
    .string()
    .trim()
    .min(1, 'Please enter your artist name')
    .max(60, 'Artist name must be at most 60 characters')
    .refine(...artistNameIsOneLine)
    .refine(...artistNameIsNotReserved)
    .optional(),
  instagram: z
    .string()
    .trim()
    .max(100, 'Instagram must be at most 100 characters')
    .regex(
      /^(@?[\w.]{0,30}|https:\/\/(www\.)?instagram\.com\/[\w./-]*)$/,
      'Instagram must be a handle like @name or an instagram.com link',
    )
    .optional(),
  avatar: optionalUrl.optional(),
  slug: artistSlug.optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

/** The user record of spec §3, as the client stores it under `user`. */
export interface User {
  _id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  artistName: string | null;
  slug: string | null;
  avatar: string | null;
  instagram: string | null;
  google: boolean;
  count: number;
  artistPage: { about: { img: string | null } };
  bookmarks: string[];
  artistbookmarks: string[];
}

export interface AuthAnswer {
  token: string;
  user: User;
}

export interface MessageAnswer {
  message: string;
}
