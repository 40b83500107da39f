import { FragmentPlaceholder } from '@easel/ui';

/** The artwork's comments (later issue). */
export function Comments(_props: { slug: string }) {
  return <FragmentPlaceholder title="Comments" team="mf-community" className="cmy-comments" />;
}
