import { STORAGE_KEYS } from '@easel/store';
import { PictureUploadField } from '@easel/ui';

// Magazine pictures go through the admin service, with the admin's token, to catalog.
const MAGAZINE_PICTURES = {
  url: '/api/admin/magazine/covers',
  token: async () => localStorage.getItem(STORAGE_KEYS.admintoken),
};

interface PictureFieldProps {
  label: string;
  hint: string;
  /** the stored picture's address; '' for none yet */
  value: string;
  onUploaded: (url: string) => void;
  onBusy?: (busy: boolean) => void;
  /** the form's refusal of the field */
  message?: string | undefined;
}

/** A magazine picture (the cover, or one in the text), shown as it will be. */
export function PictureField({ label, ...field }: PictureFieldProps) {
  const alt = `The ${label.toLowerCase()}`;
  return (
    <PictureUploadField
      {...field}
      label={label}
      destination={MAGAZINE_PICTURES}
      // The stored one at the size the form shows; the chosen one (blob:) as it is, while it is sent.
      picture={(src) => src && <img src={src.startsWith('blob:') ? src : `${src}?w=640`} alt={alt} />}
    />
  );
}
