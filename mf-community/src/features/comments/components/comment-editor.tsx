import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Descendant } from 'slate';
import { Slate, useSlateStatic } from 'slate-react';
import type { MentionAnswer } from '@easel/contracts';
import { COMMENT_BUSY, COMMENT_PLACEHOLDER, commentProblem } from '@easel/contracts';
import { Button, notify } from '@easel/ui';
import {
  RichTextEditable,
  RichTextToolbar,
  ToolbarButton,
  createRichTextEditor,
  emptyRichText,
  richTextHtml,
  useToolbarAction,
  type RenderInline,
} from '@easel/ui/rich-text';
import { useGetMentionsQuery, usePostCommentMutation } from '../api/comments-api';
import { insertMention, mentionAtCaret, typeMentionSign } from '../editor/mentions';
import { MentionSuggestions, mentionOptionId } from './mention-suggestions';

// An empty line is a break, so that three or more in a row collapse to two (spec §5) as the server will.
const commentHtml = (value: Descendant[]) => richTextHtml(value, { emptyLine: '<br>' });

/** The Slate editor for a new comment: spec §5's rules are checked as one types, and Post sends it once. */
export function CommentEditor({ slug }: { slug: string }) {
  // A posted comment starts a fresh editor (and its undo history) rather than emptying this one; Slate takes a new
  // editor only as it mounts, so the generation is its key.
  const [generation, setGeneration] = useState(0);
  const [editor, setEditor] = useState(createRichTextEditor);
  const [html, setHtml] = useState('');
  const [mention, setMention] = useState<ReturnType<typeof mentionAtCaret>>(null);
  const [active, setActive] = useState(0);
  const [postComment, { isLoading: posting }] = usePostCommentMutation();
  const sending = useRef(false);
  const problemId = useId();
  const listId = useId();
  const problem = commentProblem(html);
  const { data: people = [] } = useGetMentionsQuery({ slug, q: mention?.query ?? '' }, { skip: !mention });
  const suggesting = !!mention && people.length > 0;

  const onChange = (value: Descendant[]) => {
    if (editor.operations.some((operation) => operation.type !== 'set_selection')) setHtml(commentHtml(value));
    const next = mentionAtCaret(editor);
    if (next?.query !== mention?.query) setActive(0);
    setMention(next);
  };

  const pick = (person: MentionAnswer['people'][number]) => {
    if (mention) insertMention(editor, mention.target, person);
    setMention(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return void notify.warning(COMMENT_BUSY);
    if (problem) return;
    sending.current = true;
    const result = await postComment({ html, artId: slug });
    sending.current = false;
    if (result.error) return; // the server's message is the call's toast
    setHtml('');
    setMention(null);
    setEditor(createRichTextEditor());
    setGeneration((count) => count + 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (suggesting && suggestionKey(event)) return;
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  };

  // Arrow keys move through the people, Enter or Tab picks one, Escape closes the list.
  const suggestionKey = (event: KeyboardEvent) => {
    const chosen = people[active];
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((active + 1) % people.length),
      ArrowUp: () => setActive((active - 1 + people.length) % people.length),
      Enter: () => chosen && pick(chosen),
      Tab: () => chosen && pick(chosen),
      Escape: () => setMention(null),
    };
    const move = moves[event.key];
    if (!move) return false;
    event.preventDefault();
    move();
    return true;
  };

  const showProblem = html !== '' && problem;
  return (
    <form className="cmy-editor" onSubmit={submit} aria-label="New comment">
      <Slate key={generation} editor={editor} initialValue={emptyRichText()} onChange={onChange}>
        <RichTextToolbar>
          <MentionButton />
        </RichTextToolbar>
        <div className="cmy-editor__box">
          <RichTextEditable
            className="cmy-editor__input"
            // Slate's own min-height (the placeholder's) is inline: the room to write is given the same way.
            style={{ minHeight: '6rem' }}
            aria-label="Your comment"
            aria-describedby={showProblem ? problemId : undefined}
            aria-invalid={showProblem ? true : undefined}
            aria-expanded={suggesting}
            aria-controls={suggesting ? listId : undefined}
            aria-activedescendant={suggesting ? mentionOptionId(listId, active) : undefined}
            placeholder={COMMENT_PLACEHOLDER}
            renderInline={renderMention}
            onKeyDown={onKeyDown}
          />
          {suggesting && <MentionSuggestions id={listId} people={people} active={active} onPick={pick} />}
        </div>
      </Slate>
      <div className="cmy-editor__foot">
        <p id={problemId} className="cmy-editor__problem" role="alert">
          {showProblem || ''}
        </p>
        <Button type="submit" disabled={!!problem || posting} aria-busy={posting || undefined}>
          {posting ? 'Posting...' : 'Post'}
        </Button>
      </div>
    </form>
  );
}

// A comment's only inline element is a mention (it holds no links).
const renderMention: RenderInline = ({ attributes, children, element }) => (
  <span {...attributes} contentEditable={false} className="cmy-mention">
    {element.type === 'mention' && `@${element.name}`}
    {children}
  </span>
);

/** The toolbar's '@': types one, so that people are suggested. */
function MentionButton() {
  const editor = useSlateStatic();
  const act = useToolbarAction();
  return (
    <ToolbarButton label="Mention someone" onClick={() => act(() => typeMentionSign(editor))}>
      @
    </ToolbarButton>
  );
}
