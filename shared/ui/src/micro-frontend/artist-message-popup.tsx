import { useProductConfig } from '../config/product-config';
import { Modal } from '../overlay/modal';
import { RemoteFragment } from './remote-fragment';

interface ArtistMessagePopupProps {
  /** The artist's slug; null when the artist cannot be contacted yet. */
  slug: string | null;
  artistName: string;
  /** The artwork whose page the popup opens from: the artist's inbox shows the work. */
  artSlug?: string;
  onClose: () => void;
}

/** If mf-artist's popup cannot be loaded, the visitor still learns how to reach the artist. */
function PopupUnavailable({ artistName, onClose }: Pick<ArtistMessagePopupProps, 'artistName' | 'onClose'>) {
  const { supportEmail } = useProductConfig();
  return (
    <Modal title={`Message ${artistName}`} onClose={onClose}>
      <p>
        Messaging is not available right now. Please try again in a moment, or write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </Modal>
  );
}

/** mf-artist's message popup (spec §2 "Message popup"), opened from the artist-page bar and the art page. */
export function ArtistMessagePopup(props: ArtistMessagePopupProps) {
  return (
    <RemoteFragment
      id="mf_artist/message-popup"
      loading={null}
      fallback={<PopupUnavailable artistName={props.artistName} onClose={props.onClose} />}
      props={{ ...props }}
    />
  );
}
