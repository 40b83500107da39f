import type { ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card: the way to the other account screen. */
  footer?: ReactNode;
  /** Room for two fields side by side (registration). */
  wide?: boolean;
}

/** The frame of every account screen: one centred card with its heading. */
export function AuthCard({ title, intro, children, footer, wide = false }: AuthCardProps) {
  return (
    <section className="shl-auth" aria-labelledby="shl-auth-title">
      <div className={wide ? 'shl-auth__card shl-auth__card--wide' : 'shl-auth__card'}>
        <header className="shl-auth__head">
          <h1 id="shl-auth-title">{title}</h1>
          {intro && <p className="shl-auth__intro">{intro}</p>}
        </header>
        {children}
      </div>
      {footer && <p className="shl-auth__footer">{footer}</p>}
    </section>
  );
}
