import { useId, type ReactNode } from 'react';
import type { ArtworkDetail } from '@easel/contracts';
import { Button, PageLink } from '@easel/ui';
import { copyLink, copyText, pageUrl } from '../copy-link';

/** Spec §2: #weeklypulse and #{product}, the product name lower-cased with its spaces (and anything else a hashtag cannot hold) left out. */
export const hashtagsFor = (productName: string) => [
  '#weeklypulse',
  `#${productName.toLowerCase().replace(/[^\p{L}\p{N}_]/gu, '')}`,
];

interface StepProps {
  art: ArtworkDetail;
  productName: string;
  onLeave: () => void;
}

export interface OnboardingStep {
  title: string;
  Body: (props: StepProps) => ReactNode;
}

function ShareLink({ art, productName }: StepProps) {
  const id = useId();
  const path = `/art/${art.slug}`;
  return (
    <>
      <p>
        “{art.title}” is now on {productName} for everyone to see. Share its link with friends, fans and collectors.
      </p>
      <label htmlFor={id}>Your artwork's link</label>
      <div className="cat-onboarding__copy">
        <input id={id} readOnly value={pageUrl(path)} onClick={(event) => event.currentTarget.select()} />
        <Button onClick={() => void copyLink(path)}>Copy</Button>
      </div>
    </>
  );
}

function PostToSocials({ productName }: StepProps) {
  const hashtags = hashtagsFor(productName).join(' ');
  return (
    <>
      <p>
        Post it on Instagram, TikTok or wherever your followers are, and add these hashtags so the community finds it:
      </p>
      <div className="cat-onboarding__copy">
        <p className="cat-onboarding__hashtags">{hashtags}</p>
        <Button variant="secondary" onClick={() => void copyText(hashtags, 'Hashtags copied to clipboard')}>
          Copy hashtags
        </Button>
      </div>
    </>
  );
}

const GetFeatured = () => (
  <>
    <p>
      Every week the community votes for its favourite artworks. The top 10 most voted are featured on The Weekly Pulse
      and earn a badge.
    </p>
    <p>Each share brings new eyes and new votes, so keep spreading the word.</p>
  </>
);

function SetUpGallery({ art, onLeave }: StepProps) {
  return (
    <>
      <p>
        Your artist page is your own gallery. Add your logo, your colours and a few words about you, so collectors get
        to know the artist behind the work.
      </p>
      <PageLink href={`/artist/${art.user.slug}?edit=true`} className="cat-link" onClick={onLeave}>
        Set up my artist page
      </PageLink>
    </>
  );
}

/** Spec §2 "Owner onboarding popup": steps 0 to 3. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { title: 'Your artwork is live!', Body: ShareLink },
  { title: 'Share it on your socials', Body: PostToSocials },
  { title: 'Get featured on The Weekly Pulse', Body: GetFeatured },
  { title: 'Set up your gallery', Body: SetUpGallery },
];
