import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { selectUser, type SessionRootState } from '@easel/store';
import { PageLink, Spinner } from '@easel/ui';
import { useArtistPageQuery } from '../api/artist-page';
import { ArtistPageEditor } from '../edit/artist-page-editor';
import { ArtistPageView } from './artist-page-view';
import { useShownInHeader } from './use-shown-in-header';
import './artist-page.css';

/**
 * /artist/{slug}: the artist's page (identity says who they are, this service how their page looks, catalog their
 * works). Their own ?edit=true edits it in place; anyone else's is the public page. An old slug moves to the current one.
 */
export function ArtistPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const viewer = useSelector((state: SessionRootState) => selectUser(state));
  const page = useArtistPageQuery(slug, { refetchOnMountOrArgChange: true });
  const artist = page.data?.artist;
  useShownInHeader(artist);

  const current = artist?.slug;
  useEffect(() => {
    if (current && current !== slug)
      void navigate({ pathname: `/artist/${current}`, search: search.toString(), hash }, { replace: true });
  }, [current, slug, search, hash, navigate]);

  if (page.isLoading || (current && current !== slug)) return <Spinner label="Loading the artist page" page />;
  if (page.error && 'status' in page.error && page.error.status === 404) return <ArtistNotFound />;
  if (!page.data) {
    return (
      <section className="art-page art-page--state" role="alert">
        <h1>This artist page could not be loaded</h1>
        <p>Please try again in a moment.</p>
      </section>
    );
  }
  const own = Boolean(viewer && viewer._id === page.data.artist._id && viewer.role === 'user');
  if (own && search.get('edit') === 'true') return <ArtistPageEditor page={page.data} />;
  return <ArtistPageView page={page.data} own={own} />;
}

function ArtistNotFound() {
  return (
    <section className="art-page art-page--state">
      <h1>Artist not found</h1>
      <p>No artist has a page at this address. Check the link, or find the artist among all of them.</p>
      <PageLink href="/artists" className="art-link">
        See all artists
      </PageLink>
    </section>
  );
}
