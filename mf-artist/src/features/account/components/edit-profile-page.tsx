import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { profileInput, type ProfileInput, type User } from '@easel/contracts';
import { errorMessage, selectUser, userUpdated, type SessionRootState } from '@easel/store';
import { Avatar, FormField, FormMessage, PageLink, PictureUploadField, SubmitButton, useContractForm } from '@easel/ui';
import { useUpdateProfileMutation } from '../api/update-profile';
import './account.css';

const STILL_UPLOADING = 'Please wait for your picture to finish uploading';
const SAVED = 'Your profile is saved';
const COULD_NOT_SAVE = 'Your profile could not be saved, please try again';

interface ProfileForm {
  firstName: string;
  lastName: string;
  avatar: string;
  instagram: string;
  artistName: string;
  slug: string;
}

const formOf = (user: User): ProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  avatar: user.avatar ?? '',
  instagram: user.instagram ?? '',
  artistName: user.artistName ?? '',
  slug: user.slug ?? '',
});

/** A customer has no artist name or page address: only an artist's form sends them. */
const inputOf =
  (isArtist: boolean) =>
  ({ artistName, slug, ...common }: ProfileForm): ProfileInput =>
    isArtist ? { ...common, artistName, slug } : common;

/** /edit/profile (login needed): names, picture, Instagram, and an artist's name and page address. */
export function EditProfilePage() {
  const user = useSelector((state: SessionRootState) => selectUser(state));
  if (!user) return null; // the shell sends a visitor to /login first
  return <EditProfileForm user={user} />;
}

function EditProfileForm({ user }: { user: User }) {
  const isArtist = user.role === 'user';
  const dispatch = useDispatch();
  const [save] = useUpdateProfileMutation();
  const [saved, setSaved] = useState<User | null>(null);
  const form = useContractForm(profileInput, formOf(user), { toInput: inputOf(isArtist) });
  const avatar = form.watch('avatar');
  const [uploading, setUploading] = useState(false);

  const onSubmit = form.submit(async (input) => {
    setSaved(null);
    if (uploading) return STILL_UPLOADING;
    const result = await save(input);
    if (result.error) {
      if (!('status' in result.error)) return COULD_NOT_SAVE;
      const message = errorMessage(result.error, COULD_NOT_SAVE);
      // 409: the address is someone else's, said at the field.
      if (result.error.status === 409) return void form.setError('slug', { message }, { shouldFocus: true });
      return message;
    }
    // The header and every page read the stored user: they show the new name and picture at once.
    dispatch(userUpdated(result.data));
    form.reset(formOf(result.data));
    setSaved(result.data);
  });

  return (
    <div className="art-account art-account--narrow">
      <h1>Edit Profile</h1>
      <form className="art-account__card art-profile-form" onSubmit={onSubmit} noValidate aria-label="Edit Profile">
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        {saved && (
          <FormMessage tone="success">
            {SAVED}.{' '}
            {saved.slug && (
              <PageLink href={`/artist/${saved.slug}`} className="art-link">
                View your artist page
              </PageLink>
            )}
          </FormMessage>
        )}
        <PictureUploadField
          label="Profile picture"
          name="avatar"
          value={avatar}
          picture={(src) => (
            <Avatar src={src} name={`Profile picture of ${user.firstName} ${user.lastName}`} size={96} />
          )}
          message={form.message('avatar')}
          onUploaded={(url) => {
            form.clear('avatar');
            form.setValue('avatar', url, { shouldDirty: true });
          }}
          onRemove={() => {
            form.clear('avatar');
            form.setValue('avatar', '', { shouldDirty: true });
          }}
          onBusy={setUploading}
        />
        <div className="art-profile-form__pair">
          <FormField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
          <FormField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        </div>
        {isArtist && <FormField label="Artist name" autoComplete="nickname" required {...form.field('artistName')} />}
        {isArtist && (
          <FormField
            label="Page address"
            hint={`Your artist page is ${window.location.origin}/artist/${user.slug ?? ''}. A new address keeps the old one leading there.`}
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.field('slug')}
          />
        )}
        <FormField
          label="Instagram"
          hint="A handle like @name, or an instagram.com link"
          autoCapitalize="none"
          {...form.field('instagram')}
        />
        <SubmitButton pending={form.pending} pendingLabel="Saving...">
          Save
        </SubmitButton>
      </form>
    </div>
  );
}
