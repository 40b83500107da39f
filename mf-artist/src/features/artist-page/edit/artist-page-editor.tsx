import { useMemo, useState } from 'react';
import { ABOUT_MAX, artistPageInput, type ArtistPageAnswer, friendlyParse } from '@easel/contracts';
import type { ArtworkCard } from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { Button, notify, PageLink, Spinner } from '@easel/ui';
import { useArtistArtworksQuery } from '../api/artist-artworks';
import { useSaveArtistPageMutation } from '../api/artist-page';
import { ArtistBanner } from '../components/artist-banner';
import { pageColourStyle } from '../components/page-colours';
import { pageGalleries } from '../components/page-galleries';
import { ColourFields } from './colour-fields';
import { GalleriesEditor } from './galleries-editor';
import { toInput, type PageDraft } from './page-draft';
import { PictureField } from './picture-field';
import { useLeaveWarning } from './use-leave-warning';
import './artist-page-editor.css';

const SAVED = 'Your page is saved';
const NOT_SAVED = 'Your page could not be saved, please try again';
const LEAVE_UNSAVED = 'Leave without saving? Your changes to the page will be lost.';

/** The works' current layout as a draft: every work placed, as the public page shows them. */
function draftOf(page: ArtistPageAnswer, works: ArtworkCard[]): PageDraft {
  const shown = pageGalleries(works, page);
  const named = shown.filter((gallery) => gallery.name !== null);
  const other = shown.find((gallery) => gallery.name === null);
  return {
    about: page.about,
    aboutImg: page.aboutImg,
    logo: page.logo,
    colours: page.colours,
    galleries: named.map((gallery, key) => ({
      key,
      name: gallery.name ?? '',
      artworks: gallery.works.map((work) => work.slug),
    })),
    otherWorks: other?.works.map((work) => work.slug) ?? [],
  };
}

/** ?edit=true on the owner's page: the page itself, its words, pictures, colours and galleries editable in place. */
export function ArtistPageEditor({ page }: { page: ArtistPageAnswer }) {
  const works = useArtistArtworksQuery(page.artist.slug, { refetchOnMountOrArgChange: true });
  if (works.isLoading) return <Spinner label="Loading your artworks" />;
  if (!works.data) {
    return (
      <section className="art-page art-page--state" role="alert">
        <h1>Your artworks could not be loaded</h1>
        <p>Please try again in a moment.</p>
      </section>
    );
  }
  return <Editor page={page} works={works.data.artworks} />;
}

function Editor({ page, works }: { page: ArtistPageAnswer; works: ArtworkCard[] }) {
  const [saved, setSaved] = useState(() => draftOf(page, works));
  const [draft, setDraft] = useState(saved);
  const unsaved = JSON.stringify(toInput(draft)) !== JSON.stringify(toInput(saved));
  useLeaveWarning(unsaved, LEAVE_UNSAVED);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSaveArtistPageMutation();
  const bySlug = useMemo(() => new Map(works.map((work) => [work.slug, work])), [works]);
  const { artist } = page;
  const change = (next: PageDraft) => {
    setProblem(null);
    setDraft(next);
  };

  const submit = async () => {
    const checked = friendlyParse(artistPageInput, toInput(draft));
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Please check the page');
    const { error } = await save(checked.data);
    if (error) return setProblem('status' in error ? errorMessage(error, NOT_SAVED) : NOT_SAVED);
    setSaved(draft);
    notify.success(SAVED);
  };

  return (
    <article
      className={draft.colours ? 'art-page art-page--coloured art-page--editing' : 'art-page art-page--editing'}
      style={pageColourStyle(draft.colours)}
    >
      <ArtistBanner artist={artist} logo={draft.logo} />
      <section className="art-edit__design" aria-labelledby="art-design-title">
        <h2 id="art-design-title">Logo and colours</h2>
        <PictureField label="Logo" alt="Your logo" value={draft.logo} onChange={(logo) => change({ ...draft, logo })} />
        <ColourFields value={draft.colours} onChange={(colours) => change({ ...draft, colours })} />
      </section>
      <section id="Gallery" className="art-page__gallery" aria-labelledby="art-gallery-title">
        <h2 id="art-gallery-title">Gallery</h2>
        {works.length ? (
          <GalleriesEditor draft={draft} works={bySlug} onChange={change} />
        ) : (
          <p className="art-note">
            No artworks yet.{' '}
            <PageLink href="/publish" className="art-link">
              Publish your first artwork
            </PageLink>
          </p>
        )}
      </section>
      <section id="Aboutme" className="art-page__band art-about" aria-labelledby="art-about-title">
        <h2 id="art-about-title">About me</h2>
        <label className="art-edit__about">
          About me text
          <textarea
            value={draft.about}
            maxLength={ABOUT_MAX}
            rows={8}
            onChange={(event) => change({ ...draft, about: event.target.value })}
          />
          <span className="art-edit__count">
            {draft.about.length} / {ABOUT_MAX}
          </span>
        </label>
        <PictureField
          label="About me image"
          alt="Your About me image"
          value={draft.aboutImg}
          onChange={(aboutImg) => change({ ...draft, aboutImg })}
        />
      </section>
      <div
        className={unsaved ? 'art-edit__bar art-edit__bar--unsaved' : 'art-edit__bar'}
        role="group"
        aria-label="Edit your page"
      >
        <p className="art-edit__hint" role="status">
          {unsaved
            ? 'You have unsaved changes. Visitors see them once you save.'
            : 'You are editing your page. Visitors see it once you save.'}
        </p>
        {problem && (
          <p className="ui-field__message" role="alert">
            {problem}
          </p>
        )}
        <Button onClick={() => void submit()} disabled={saving.isLoading}>
          {saving.isLoading ? 'Saving…' : 'Save'}
        </Button>
        {unsaved && (
          <Button variant="secondary" onClick={() => change(saved)}>
            Cancel
          </Button>
        )}
        <PageLink href={`/artist/${artist.slug}`} className="ui-button ui-button--secondary">
          View page
        </PageLink>
      </div>
    </article>
  );
}
