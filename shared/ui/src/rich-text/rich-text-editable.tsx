import { useCallback, type ComponentProps, type KeyboardEvent, type ReactElement } from 'react';
import { Editable, useSlateStatic, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { markShortcut } from './commands';
import type { LinkElement, MentionElement } from './rich-text-value';
import './rich-text-editable.css';

type InlineProps = Omit<RenderElementProps, 'element'> & { element: LinkElement | MentionElement };
/** How a feature shows its inline elements (a link, a mention); defined once, outside the component. */
export type RenderInline = (props: InlineProps) => ReactElement;

interface RichTextEditableProps extends Omit<
  ComponentProps<typeof Editable>,
  'renderElement' | 'renderLeaf' | 'onKeyDown'
> {
  renderInline: RenderInline;
  /** The feature's own keys: it is asked first, and a key it calls preventDefault on is no Ctrl/⌘+B or +I. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The writing box of a Slate editor: paragraphs, lists, quotes, bold and italic, with Ctrl/⌘+B and +I. */
export function RichTextEditable({ renderInline, onKeyDown, ...props }: RichTextEditableProps) {
  const editor = useSlateStatic();
  const renderElement = useCallback(
    (elementProps: RenderElementProps) => <BlockView {...elementProps} renderInline={renderInline} />,
    [renderInline],
  );
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!event.defaultPrevented) markShortcut(editor, event);
  };
  return <Editable {...props} renderElement={renderElement} renderLeaf={Leaf} onKeyDown={keyDown} />;
}

function BlockView({
  attributes,
  children,
  element,
  renderInline,
}: RenderElementProps & Pick<RichTextEditableProps, 'renderInline'>) {
  switch (element.type) {
    case 'link':
    case 'mention':
      return renderInline({ attributes, children, element });
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'image':
      return (
        <figure {...attributes} className="ui-rich-text__picture">
          <img src={element.url} alt={element.alt} contentEditable={false} />
          {children}
        </figure>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  if (leaf.bold) children = <strong>{children}</strong>;
  if (leaf.italic) children = <em>{children}</em>;
  return <span {...attributes}>{children}</span>;
}
