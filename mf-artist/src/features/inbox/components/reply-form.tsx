import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_BODY_MAX, inboxReplyInput, friendlyParse } from '@easel/contracts';
import { notify } from '@easel/ui';
import { useSendInboxReplyMutation } from '../api/send-reply';

/** The reply box: the same rules as the server's (inboxReplyInput); one send at a time. */
export function ReplyForm({ id, to }: { id: string; to: string }) {
  const [text, setText] = useState('');
  const [send, { isLoading: sending }] = useSendInboxReplyMutation();
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return void notify.warning('Please wait');
    const checked = friendlyParse(inboxReplyInput, { message: text });
    if (!checked.success) return void notify.error(checked.error.issues[0]?.message ?? 'Please enter a message');
    const answer = await send({ id, message: text });
    if ('data' in answer) setText('');
  };

  return (
    <form className="art-inbox__reply" onSubmit={submit} noValidate aria-busy={sending}>
      <label htmlFor={`${ids}-reply`}>Reply to {to}</label>
      <textarea
        id={`${ids}-reply`}
        rows={3}
        maxLength={MESSAGE_BODY_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${ids}-count`}
      />
      <div className="art-inbox__reply-foot">
        <span id={`${ids}-count`} className="art-inbox__count">
          {text.length}/{MESSAGE_BODY_MAX}
        </span>
        <button type="submit" className="art-inbox__send">
          {sending ? 'Sending…' : 'Send reply'}
        </button>
      </div>
    </form>
  );
}
