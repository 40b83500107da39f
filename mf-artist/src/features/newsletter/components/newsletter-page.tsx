import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '@easel/store';
import { ErrorFallback, Spinner } from '@easel/ui';
import { UnlockPopup } from '../../../shared/unlock-popup';
import { useNewsletterAudienceQuery } from '../api/newsletter-audience';
import { NewsletterLocked } from './newsletter-locked';
import { NewsletterWriter } from './newsletter-writer';
import { SentNewsletters } from './sent-newsletters';
import './newsletter.css';

/** /newsletter (default export: artist-app loads it, and Slate with it, only on this page). */
export default function NewsletterPage() {
  const user = useSelector(selectUser);
  const isArtist = user?.role === 'user';
  const { data: audience, isLoading, isError, refetch } = useNewsletterAudienceQuery(undefined, { skip: !isArtist });
  const [popupClosed, setPopupClosed] = useState(false);

  if (!isArtist)
    return (
      <ErrorFallback
        title="Newsletter"
        message="The newsletter is for artists: it goes to the collectors who follow their work."
      />
    );
  if (isLoading) return <Spinner label="Loading your newsletter" />;
  if (isError || !audience)
    return <ErrorFallback message="Your newsletter could not be loaded. Please try again." onRetry={refetch} />;
  return (
    <div className="art-newsletter">
      <header className="art-newsletter__head">
        <h1>Newsletter</h1>
        <p className="art-newsletter__muted">
          {audience.unlocked
            ? `Write to the collectors who follow you: ${audience.followers} ${audience.followers === 1 ? 'follower' : 'followers'} now.`
            : 'Write to the collectors who follow you, once you have published enough work.'}
        </p>
      </header>
      {audience.unlocked ? (
        <NewsletterWriter followers={audience.followers} />
      ) : (
        <NewsletterLocked artworks={audience.artworks} />
      )}
      {!audience.unlocked && !popupClosed && <UnlockPopup feature="newsletter" onClose={() => setPopupClosed(true)} />}
      <section className="art-newsletter__history" aria-labelledby="art-newsletter-sent">
        <h2 id="art-newsletter-sent">Sent newsletters</h2>
        <SentNewsletters />
      </section>
    </div>
  );
}
