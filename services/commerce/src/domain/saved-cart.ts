import type { CommerceDeps } from './commerce-deps';

type Deps = Pick<CommerceDeps, 'carts'>;

/** A signed-in user's cart follows them between browsers (GET and PUT /cart); a slug is kept once. */
export async function savedCart({ carts }: Deps, userId: string): Promise<{ slugs: string[] }> {
  return { slugs: await carts.slugs(userId) };
}

export async function saveCart({ carts }: Deps, userId: string, slugs: string[]): Promise<{ slugs: string[] }> {
  const unique = [...new Set(slugs)];
  await carts.save(userId, unique);
  return { slugs: unique };
}
