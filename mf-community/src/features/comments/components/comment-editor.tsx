import { useCallback, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Descendant } from 'slate';
import { Editable, Slate, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { COMMENT_BUSY, COMMENT_PLACEHOLDER, commentProblem, type MentionAnswer } from '@easel/contracts/src/community';
import { Button, notify } from '@easel/ui';
import { useGetMentionsQuery, usePostCommentMutation } from '../api/comments-api';
import { createCommentEditor, insertMention, mentionAtCaret, toggleMark } from '../editor/commands';
import { commentHtml } from '../editor/comment-html';
import { emptyComment } from '../editor/comment-value';
import { EditorToolbar } from './editor-toolbar';
import { MentionSuggestions, mentionOptionId } from './mention-suggestions';

const SHORTCUTS: Record<string, 'bold' | 'italic'> = { b: 'bold', i: 'italic' };

/** The Slate editor for a new comment: spec §5's rules are checked as one types, and Post sends it once. */
export function CommentEditor({ slug }: { slug: string }) {
  // A posted comment starts a fresh editor (and its undo history) rather than emptying this one.
  const [generation, setGeneration] = useState(0);
  const editor = useMemo(createCommentEditor, [generation]);
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
    setGeneration((count) => count + 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (suggesting && suggestionKey(event)) return;
    const mod = event.ctrlKey || event.metaKey;
    const mark = mod ? SHORTCUTS[event.key.toLowerCase()] : undefined;
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    } else if (mod && event.key === 'Enter') {
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

  const renderElement = useCallback((props: RenderElementProps) => <CommentElementView {...props} />, []);
  const renderLeaf = useCallback((props: RenderLeafProps) => <CommentLeaf {...props} />, []);
  const showProblem = html !== '' && problem;
  return (
    <form className="cmy-editor" onSubmit={submit} aria-label="New comment">
      <Slate key={generation} editor={editor} initialValue={emptyComment()} onChange={onChange}>
        <EditorToolbar />
        <div className="cmy-editor__box">
          <Editable
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
            renderElement={renderElement}
            renderLeaf={renderLeaf}
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

function CommentElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'mention':
      return (
        <span {...attributes} contentEditable={false} className="cmy-mention">
          @{element.name}
          {children}
        </span>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function CommentLeaf({ attributes, children, leaf }: RenderLeafProps) {
  if (leaf.bold) children = <strong>{children}</strong>;
  if (leaf.italic) children = <em>{children}</em>;
  return <span {...attributes}>{children}</span>;
}
