import { useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { freshToken, selectUser, type EaselDispatch, type SessionRootState } from '@easel/store';
import { Modal, notify } from '@easel/ui';
import {
  artistMessageInput,
  MESSAGE_BODY_MAX as MESSAGE_MAX,
  MESSAGE_EMAIL_MAX as EMAIL_MAX,
  friendlyParse,
} from '@easel/contracts';
import './message-popup.css';

interface Draft {
  email: string;
  message: string;
  slug: string | null;
}

const BOTH = 'Please enter email and message';

/** Spec §5 (artist message): the toast that stops a send, or null when it may go; the server checks the same schema. */
export function messageProblem({ email, message, slug }: Draft): string | null {
  // An empty field says so first, whatever else is wrong with the other one.
  if (!email.trim() || !message.trim()) return BOTH;
  const result = friendlyParse(artistMessageInput, { email, message, slug: slug ?? '' });
  return result.success ? null : (result.error.issues[0]?.message ?? BOTH);
}

/** A refusal the server explains ('Artist cannot be contacted yet'…) is shown in its words (spec §8). */
class RefusedMessage extends Error {}

async function sendMessage(
  body: { email: string; message: string; slug: string; artSlug?: string },
  token: string | null,
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/api/artwork/artist/message', {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify(body),
  });
  if (response.ok) return;
  const answer: unknown = await response.json().catch(() => undefined);
  const message = answer && typeof answer === 'object' && 'message' in answer ? answer.message : undefined;
  throw typeof message === 'string' && message
    ? new RefusedMessage(message)
    : new Error(`message answered ${response.status}`);
}

interface MessagePopupProps {
  slug: string | null;
  artistName: string;
  /** The artwork whose page it opens from, named in the artist's inbox (the service asks catalog what it is). */
  artSlug?: string;
  onClose: () => void;
}

/** Spec §2 "Message popup": writes to an artist; closes on X, backdrop, Escape or a successful send. */
export default function MessagePopup({ slug, artistName, artSlug, onClose }: MessagePopupProps) {
  const user = useSelector((state: SessionRootState) => selectUser(state));
  const dispatch = useDispatch<EaselDispatch>();
  const [email, setEmail] = useState(user?.email ?? '');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const busy = useRef(false); // spec §4: the sending flag blocks a second submission
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return void notify.warning('Please wait');
    const problem = messageProblem({ email, message, slug });
    if (problem) return void notify.error(problem);
    busy.current = true;
    setSending(true);
    try {
      // A visitor may write too: a session that has just ended sends the message without a token.
      await sendMessage({ email: email.trim(), message, slug: slug!, artSlug }, await dispatch(freshToken()));
      notify.success('Message Sent Successfully');
      onClose();
    } catch (error) {
      notify.error(error instanceof RefusedMessage ? error.message : 'Error sending message');
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Modal title={`Message ${artistName}`} onClose={onClose} className="art-message">
      <form className="art-message__form" onSubmit={submit} noValidate aria-busy={sending}>
        <label htmlFor={`${ids}-email`}>Your e-mail</label>
        <input
          id={`${ids}-email`}
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={`${ids}-message`}>Message</label>
        <textarea
          id={`${ids}-message`}
          required
          maxLength={MESSAGE_MAX}
          rows={6}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${ids}-count`}
        />
        <span id={`${ids}-count`} className="art-message__count">
          {message.length}/{MESSAGE_MAX}
        </span>
        <button type="submit" className="art-message__send">
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </form>
    </Modal>
  );
}
