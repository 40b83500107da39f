import { useState, type CSSProperties } from 'react';
import { UserIcon } from './icons';
import './avatar.css';

/** A person's picture, 44px by default (spec §9); the placeholder when there is none or it fails to load (§8). */
export function Avatar({ src, name, size = 44 }: { src: string | null | undefined; name: string; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = { '--ui-avatar-size': `${size}px` } as CSSProperties;
  if (!src || failedSrc === src) {
    return (
      <span className="ui-avatar ui-avatar--default" style={box} role="img" aria-label={name}>
        <UserIcon size={Math.round(size * 0.55)} />
      </span>
    );
  }
  return (
    <img
      className="ui-avatar"
      style={box}
      src={src}
      alt={name}
      width={size}
      height={size}
      onError={() => setFailedSrc(src)}
    />
  );
}
