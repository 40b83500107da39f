import { PlaceholderPage } from '@easel/ui';

export function EditProfilePage() {
  return <PlaceholderPage title="Edit profile" promise="Where you change your name, your artist name, your Instagram and your picture." />;
}
