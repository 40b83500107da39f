import { useState } from 'react';
import { UserIcon } from '@easel/ui';
import './artist-avatar.css';

/**
 * An artist's round picture (spec §9: 44 px); with no picture, or one that fails to load, the default
 * placeholder (spec §8). Decorative: the artist's name always sits beside it.
 */
export function ArtistAvatar({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="cat-avatar cat-avatar--default" aria-hidden="true">
        <UserIcon size={24} />
      </span>
    );
  }
  return (
    <img
      className="cat-avatar"
      src={src}
      alt=""
      width={44}
      height={44}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
