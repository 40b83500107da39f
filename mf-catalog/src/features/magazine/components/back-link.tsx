import { PageLink } from '@easel/ui';

export function BackLink({ children }: { children: string }) {
  return (
    <p className="cat-mag-back">
      <PageLink href="/magazine" className="cat-mag-back__link">
        <span aria-hidden="true">← </span>
        {children}
      </PageLink>
    </p>
  );
}
