import { useState } from 'react';
import { UserIcon } from '@easel/ui';

/** The user's picture at the default 44px (spec §9); the placeholder when there is none or it fails to load (§8). */
export function Avatar({ src, name }: { src: string | null | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className="shl-avatar shl-avatar--default" role="img" aria-label={name}>
        <UserIcon size={24} />
      </span>
    );
  }
  return <img className="shl-avatar" src={src} alt={name} width={44} height={44} onError={() => setFailedSrc(src)} />;
}
