import { PictureUploadField } from '@easel/ui';
interface PictureFieldProps {
  label: string;
  /** what the current picture is called for people, e.g. "Your logo" */
  alt: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

/** A picture of the page (the logo, the About me image): shown as it is, replaced by an upload, or removed. */
export function PictureField({ label, alt, value, onChange }: PictureFieldProps) {
  return (
    <PictureUploadField
      label={label}
      value={value}
      onUploaded={onChange}
      onRemove={() => onChange(null)}
      picture={(src) => src && <img src={src} alt={alt} />}
    />
  );
}
