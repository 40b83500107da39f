import { useState, type FormEvent } from 'react';
import { Button } from '../components/button';
import { FormField } from '../forms/form-field';
import { Modal } from '../overlay/modal';

const WEB_OR_MAIL = /^(https?:\/\/[^\s]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;
const LINK_NOT_VALID = 'Please enter a web address (https://…) or mailto:';

/** Asks for the address of a link: web pages and e-mail addresses only, as the server keeps. */
export function LinkDialog({ onLink, onClose }: { onLink: (url: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState('https://');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries the submit through the portal to the editor's own form (the newsletter's would open "Send to N followers?").
    event.stopPropagation();
    const address = url.trim();
    if (WEB_OR_MAIL.test(address)) onLink(address);
    else setProblem(LINK_NOT_VALID);
  };
  return (
    <Modal title="Add a link" onClose={onClose}>
      <form onSubmit={submit} className="ui-modal__form" noValidate>
        <FormField
          label="Web address"
          type="url"
          value={url}
          message={problem}
          onChange={(event) => setUrl(event.target.value)}
        />
        <div className="ui-modal__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Add link</Button>
        </div>
      </form>
    </Modal>
  );
}
