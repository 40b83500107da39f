import { PlaceholderPage, RemoteFragment } from '@easel/ui';

export function ProfilePage() {
  return (
    <>
      <PlaceholderPage title="Profile" promise="Your profile: your name, your picture and your artworks." />
      <RemoteFragment id="mf_commerce/my-orders" fallback={null} />
    </>
  );
}
