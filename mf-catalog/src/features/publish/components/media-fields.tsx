import type { ArtworkDetail } from '@easel/contracts';
import { GALLERY_MAX, VIDEO_URL } from '@easel/contracts';
import type { ArtworkFormState } from '../artwork-form-values';
import { MediaField } from './media-field';
import type { StoredMedia, useUploads } from './use-uploads';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const VIDEO_TYPES = 'video/mp4,video/webm,video/ogg,video/quicktime';
export const GALLERY_FULL = `Gallery can hold at most ${GALLERY_MAX} images and videos`;
/** Told by the file's bytes before sending, as the catalog tells them: a video is not a picture. */
export const FEATURED_PICTURE = {
  kind: 'image',
  refusal: 'The featured image must be a picture (JPEG, PNG or WebP); add videos to the gallery',
} as const;

/** The artwork's own files, called by what they are: the edit page shows pictures, not stored file names. */
export const storedFeatured = (art?: ArtworkDetail): StoredMedia[] =>
  art ? [{ url: art.featuredImage, name: 'featured image', video: false, shape: art.featuredImageShape }] : [];
export const storedGallery = (art?: ArtworkDetail): StoredMedia[] =>
  (art?.gallery ?? []).map((url, index) => {
    const video = VIDEO_URL.test(url);
    return {
      url,
      video,
      name: `gallery ${video ? 'video' : 'picture'} ${index + 1}`,
      shape: art?.galleryShapes[index],
    };
  });

type Uploads = ReturnType<typeof useUploads>;

/** The featured image (one picture) and the gallery (pictures and videos). */
export function MediaFields({
  form,
  featured,
  gallery,
}: {
  form: ArtworkFormState;
  featured: Uploads;
  gallery: Uploads;
}) {
  const { message, clear } = form;
  return (
    <fieldset className="cat-publish__section">
      <legend>Pictures and videos</legend>
      <MediaField
        name="featuredImage"
        label="Featured image"
        hint="The picture collectors see first: JPEG, PNG or WebP, up to 15 MB."
        accept={IMAGE_TYPES}
        action={featured.urls.length > 0 ? 'Replace the picture' : 'Choose a picture'}
        items={featured.items}
        message={message('featuredImage')}
        onAdd={(files) => {
          clear('featuredImage');
          featured.add(files.slice(0, 1));
        }}
        onRemove={featured.remove}
      />
      <MediaField
        name="gallery"
        label="Gallery (optional)"
        hint={`More views, details or a short video: up to ${GALLERY_MAX} pictures (15 MB each) and videos (MP4, WebM, Ogg or MOV, 100 MB each).`}
        accept={`${IMAGE_TYPES},${VIDEO_TYPES}`}
        multiple
        action={gallery.urls.length > 0 ? 'Add more' : 'Choose pictures or videos'}
        items={gallery.items}
        message={message('gallery')}
        onAdd={(files) => {
          clear('gallery');
          gallery.add(files);
        }}
        onRemove={gallery.remove}
      />
    </fieldset>
  );
}
