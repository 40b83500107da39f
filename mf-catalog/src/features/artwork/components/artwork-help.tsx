import { useProductConfig } from '@easel/ui';

/** The two collapsible items: help/contact and the Certificate of Authenticity. */
export function ArtworkHelp() {
  const { supportEmail, productName } = useProductConfig();
  return (
    <div className="cat-help">
      <details>
        <summary>Need help? Contact us</summary>
        <p>
          Questions about this artwork, shipping or payment? Write to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </details>
      <details>
        <summary>Certificate of Authenticity</summary>
        <p>
          Every original artwork sold on {productName} comes with a Certificate of Authenticity signed by the artist.
        </p>
      </details>
    </div>
  );
}
