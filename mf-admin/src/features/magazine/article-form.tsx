import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Descendant } from 'slate';
import { ARTICLE_TITLE_MAX, articleInput, WRITE_THE_ARTICLE, type AdminArticle, friendlyParse } from '@easel/contracts';
import { Button, FormField, notify, SubmitButton } from '@easel/ui';
import { emptyRichText, hasWords, richTextHtml, RichTextField } from '@easel/ui/rich-text';
import { useEditArticleMutation, useWriteArticleMutation } from './magazine-api';
import { richTextOf } from './article-body';
import { ArticlePreview } from './article-preview';
import { PictureButton } from './picture-button';
import { PictureField } from './picture-field';

interface ArticleFormProps {
  /** the article to edit; none writes a new one */
  article?: AdminArticle;
  author: string;
}

const problemOf = (field: 'title' | 'excerpt' | 'coverImage' | 'body', value: string) =>
  friendlyParse(articleInput.shape[field], value).error?.issues[0]?.message;

/** Title, standfirst, cover and body, with a preview as the public page will show it; saved as a draft. */
export function ArticleForm({ article, author }: ArticleFormProps) {
  const navigate = useNavigate();
  const initialBody = useMemo(() => (article ? richTextOf(article.body) : emptyRichText()), [article]);
  const [title, setTitle] = useState(article?.title ?? '');
  const [excerpt, setExcerpt] = useState(article?.excerpt ?? '');
  const [coverImage, setCoverImage] = useState(article?.coverImage ?? '');
  const [body, setBody] = useState<Descendant[]>(initialBody);
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [tried, setTried] = useState(false);
  const [write, written] = useWriteArticleMutation();
  const [edit, edited] = useEditArticleMutation();
  const bodyLabelId = useId();
  const bodyProblemId = useId();
  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);

  const saving = written.isLoading || edited.isLoading;
  const html = richTextHtml(body, { emptyLine: '' });
  const problems = {
    title: problemOf('title', title),
    excerpt: problemOf('excerpt', excerpt),
    coverImage: problemOf('coverImage', coverImage),
    body: hasWords(body) ? problemOf('body', html) : WRITE_THE_ARTICLE,
  };
  const shown = (problem: string | undefined) => (tried ? problem : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (uploading || Object.values(problems).some(Boolean)) return;
    const input = { title: title.trim(), excerpt: excerpt.trim(), coverImage, body: html };
    const result = article ? await edit({ id: article.id, ...input }) : await write(input);
    if (result.error) return; // the server's message is the call's toast
    notify.success(article ? 'Your changes are saved' : 'The draft is saved');
    if (!article) navigate(`/admin/magazine/${result.data.id}`, { replace: true });
  };

  return (
    <form
      className="adm-article"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={article ? 'Edit the article' : 'Write an article'}
    >
      <FormField
        label="Title"
        value={title}
        maxLength={ARTICLE_TITLE_MAX}
        message={shown(problems.title)}
        onChange={(e) => setTitle(e.target.value)}
      />
      <FormField
        label="Standfirst"
        hint="The line under the title. Left empty, the article's first words."
        value={excerpt}
        message={shown(problems.excerpt)}
        onChange={(e) => setExcerpt(e.target.value)}
      />
      <PictureField
        label="Cover picture"
        hint="JPEG, PNG or WebP, wide (16:9 suits the magazine)."
        value={coverImage}
        onUploaded={setCoverImage}
        onBusy={onBusy}
        message={shown(problems.coverImage)}
      />
      <div className="adm-article__field">
        <div className="adm-article__label-row">
          <span id={bodyLabelId} className="adm-article__label">
            Article
          </span>
          <Button variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing(!previewing)}>
            {previewing ? 'Back to writing' : 'Preview'}
          </Button>
        </div>
        <div hidden={previewing}>
          <RichTextField
            initialValue={initialBody}
            onChange={setBody}
            labelId={bodyLabelId}
            describedBy={shown(problems.body) ? bodyProblemId : undefined}
            placeholder="Write the article…"
            className="adm-article__body"
            minHeight="18rem"
            buttons={[
              'bold',
              'italic',
              'heading-two',
              'heading-three',
              'bulleted-list',
              'numbered-list',
              'block-quote',
            ]}
          >
            <PictureButton />
          </RichTextField>
        </div>
        {previewing && (
          <ArticlePreview
            title={title}
            excerpt={excerpt}
            coverImage={coverImage}
            author={article?.author ?? author}
            html={html}
          />
        )}
        {shown(problems.body) && (
          <p id={bodyProblemId} className="ui-field__message" role="alert">
            {problems.body}
          </p>
        )}
      </div>
      <div className="adm-article__actions">
        <SubmitButton pending={saving} pendingLabel="Saving…" disabled={saving || uploading}>
          {article ? 'Save changes' : 'Save draft'}
        </SubmitButton>
      </div>
    </form>
  );
}
