import { useState, type FormEvent } from 'react';
import { Button, FormField, Modal } from '@easel/ui';

const WEB_OR_MAIL = /^(https?:\/\/[^\s]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;
const LINK_NOT_VALID = 'Please enter a web address (https://…) or mailto:';

/** Asks for the address of a link: web pages and e-mail addresses only, as the server keeps. */
export function LinkDialog({ onLink, onClose }: { onLink: (url: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState('https://');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries the submit through the portal to the newsletter's own form, which would open "Send to N followers?".
    event.stopPropagation();
    const address = url.trim();
    if (WEB_OR_MAIL.test(address)) onLink(address);
    else setProblem(LINK_NOT_VALID);
  };
  return (
    <Modal title="Add a link" onClose={onClose} className="art-link-dialog">
      <form onSubmit={submit} className="art-link-dialog__form" noValidate>
        <FormField label="Web address" type="url" value={url} message={problem} onChange={(event) => setUrl(event.target.value)} />
        <div className="art-newsletter__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Add link</Button>
        </div>
      </form>
    </Modal>
  );
}
