import { useRef, useState, type FormEvent } from 'react';
import { GALLERIES_MAX, GALLERY_NAME_MAX } from '@easel/contracts';
import type { ArtworkCard } from '@easel/contracts';
import { Button } from '@easel/ui';
import {
  addGallery,
  deleteGallery,
  moveToGallery,
  moveWork,
  renameGallery,
  type GalleryAt,
  type PageDraft,
} from './page-draft';

interface GalleriesEditorProps {
  draft: PageDraft;
  works: Map<string, ArtworkCard>;
  onChange: (draft: PageDraft) => void;
}

/** The named galleries (add, rename, delete) and the default one, each a list of works with Up, Down and a gallery to move to. */
export function GalleriesEditor({ draft, works, onChange }: GalleriesEditorProps) {
  const nextKey = useRef(draft.galleries.length + 1);
  const [name, setName] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onChange(addGallery(draft, name.trim(), (nextKey.current += 1)));
    setName('');
  };
  const list = (at: GalleryAt, title: string, slugs: string[]) => (
    <WorkList key={at ?? 'other'} at={at} title={title} slugs={slugs} draft={draft} works={works} onChange={onChange} />
  );

  return (
    <div className="art-edit__galleries">
      {draft.galleries.map((gallery, at) => (
        <section
          key={gallery.key}
          className="art-edit__gallery"
          aria-label={`Gallery ${gallery.name || 'without a name'}`}
        >
          <div className="art-edit__gallery-head">
            <label className="art-edit__name">
              Gallery name
              <input
                value={gallery.name}
                maxLength={GALLERY_NAME_MAX}
                onChange={(event) => onChange(renameGallery(draft, at, event.target.value))}
              />
            </label>
            <Button variant="secondary" onClick={() => onChange(deleteGallery(draft, at))}>
              Delete gallery {gallery.name}
            </Button>
          </div>
          {list(at, gallery.name, gallery.artworks)}
        </section>
      ))}
      <section className="art-edit__gallery" aria-label="Other works">
        <h3>{draft.galleries.length ? 'Other works' : 'Your works'}</h3>
        {list(null, 'Other works', draft.otherWorks)}
      </section>
      {draft.galleries.length < GALLERIES_MAX && (
        <form className="art-edit__add" onSubmit={add}>
          <label className="art-edit__name">
            New gallery
            <input
              value={name}
              maxLength={GALLERY_NAME_MAX}
              placeholder="e.g. Paintings"
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <Button type="submit" variant="secondary" disabled={!name.trim()}>
            Add gallery
          </Button>
        </form>
      )}
    </div>
  );
}

interface WorkListProps extends GalleriesEditorProps {
  at: GalleryAt;
  title: string;
  slugs: string[];
}

function WorkList({ at, title, slugs, draft, works, onChange }: WorkListProps) {
  const shown = slugs.filter((slug) => works.has(slug));
  if (!shown.length)
    return <p className="art-note">No works in this gallery yet: move some here from another gallery.</p>;
  return (
    <ol className="art-edit__works" aria-label={`Works in ${title || 'this gallery'}`}>
      {shown.map((slug, i) => {
        const work = works.get(slug)!;
        return (
          <li key={slug} className="art-edit__work">
            <img src={`${work.featuredImage}?w=400`} alt="" width={56} height={56} />
            <span className="art-edit__title">{work.title}</span>
            <span className="art-edit__moves">
              <Button
                variant="secondary"
                disabled={i === 0}
                onClick={() => onChange(moveWork(draft, at, slug, -1))}
                aria-label={`Move ${work.title} up`}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                disabled={i === shown.length - 1}
                onClick={() => onChange(moveWork(draft, at, slug, 1))}
                aria-label={`Move ${work.title} down`}
              >
                ↓
              </Button>
              <select
                aria-label={`Gallery of ${work.title}`}
                value={at ?? ''}
                onChange={(event) =>
                  onChange(
                    moveToGallery(draft, at, slug, event.target.value === '' ? null : Number(event.target.value)),
                  )
                }
              >
                {draft.galleries.map((gallery, g) => (
                  <option key={gallery.key} value={g}>
                    {gallery.name || `Gallery ${g + 1}`}
                  </option>
                ))}
                <option value="">{draft.galleries.length ? 'Other works' : 'Your works'}</option>
              </select>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
