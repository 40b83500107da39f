import { useId, useState, type FormEvent } from 'react';
import type { Descendant } from 'slate';
import {
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_EMPTY,
  NEWSLETTER_NO_FOLLOWERS,
  sendNewsletterInput,
  friendlyParse,
} from '@easel/contracts';
import { Button, FormField, notify } from '@easel/ui';
import { emptyRichText, hasWords, richTextHtml, RichTextField } from '@easel/ui/rich-text';
import { useSendNewsletterMutation } from '../api/send-newsletter';
import { SendConfirmation } from './send-confirmation';

/** Subject and body, a preview of the mail, and Send to followers behind its confirmation. */
export function NewsletterWriter({ followers }: { followers: number }) {
  // A sent newsletter starts a fresh editor (and its undo history) rather than emptying this one.
  const [generation, setGeneration] = useState(0);
  const [subject, setSubject] = useState('');
  const [value, setValue] = useState<Descendant[]>(emptyRichText);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const [send, { isLoading: sending }] = useSendNewsletterMutation();
  const bodyLabelId = useId();
  const bodyProblemId = useId();

  const html = richTextHtml(value);
  const subjectProblem = friendlyParse(sendNewsletterInput.shape.subject, subject).error?.issues[0]?.message;
  const bodyProblem = !hasWords(value)
    ? NEWSLETTER_EMPTY
    : html.length > NEWSLETTER_BODY_MAX
      ? friendlyParse(sendNewsletterInput.shape.body, html).error?.issues[0]?.message
      : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (subjectProblem || bodyProblem) return;
    if (!followers) return void notify.info(NEWSLETTER_NO_FOLLOWERS);
    setConfirming(true);
  };
  const confirmSend = async () => {
    const result = await send({ subject: subject.trim(), body: html });
    setConfirming(false);
    if (result.error) return; // the server's message is the call's toast
    notify.success(result.data.message);
    setSubject('');
    setValue(emptyRichText());
    setPreviewing(false);
    setTried(false);
    setGeneration((count) => count + 1);
  };

  return (
    <form className="art-newsletter__form" onSubmit={onSubmit} noValidate aria-label="Write a newsletter">
      <FormField
        label="Subject"
        hint="Plain text; formatting goes in the body"
        value={subject}
        maxLength={200}
        message={tried ? subjectProblem : undefined}
        onChange={(event) => setSubject(event.target.value)}
      />
      <div className="art-newsletter__field">
        <div className="art-newsletter__label-row">
          <span id={bodyLabelId} className="art-newsletter__label">
            Your newsletter
          </span>
          <Button variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing(!previewing)}>
            {previewing ? 'Back to writing' : 'Preview'}
          </Button>
        </div>
        <div hidden={previewing}>
          <RichTextField
            key={generation}
            initialValue={emptyRichText()}
            onChange={setValue}
            labelId={bodyLabelId}
            describedBy={tried && bodyProblem ? bodyProblemId : undefined}
            placeholder="Tell your collectors what you are working on…"
            className="art-newsletter__body"
            minHeight="14rem"
          />
        </div>
        {previewing && (
          <article className="art-newsletter__preview" aria-label="Preview">
            <p className="art-newsletter__preview-subject">{subject.trim() || 'No subject yet'}</p>
            {/* Markup the editor itself wrote, every text escaped (richTextHtml); the server cleans it again. */}
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </article>
        )}
        {tried && bodyProblem && (
          <p id={bodyProblemId} className="art-newsletter__problem" role="alert">
            {bodyProblem}
          </p>
        )}
      </div>
      <div className="art-newsletter__actions">
        <Button type="submit">Send to followers</Button>
      </div>
      {confirming && (
        <SendConfirmation
          followers={followers}
          sending={sending}
          onSend={confirmSend}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
