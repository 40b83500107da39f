import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Editor, Transforms, type Descendant } from 'slate';
import { Slate } from 'slate-react';
import {
  RichTextEditable,
  RichTextToolbar,
  ToolbarButton,
  createRichTextEditor,
  emptyRichText,
  richTextHtml,
} from '../src/rich-text';

// jsdom has no isContentEditable, by which Slate tells its own key presses from others'.
Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
  configurable: true,
  get(this: HTMLElement) {
    return this.closest('[contenteditable]')?.getAttribute('contenteditable') === 'true';
  },
});

const renderNothingInline = () => <span />;

/** A Slate editor with the shared toolbar, as a feature puts it together; `written` is its latest HTML. */
function renderEditor(toolbar: Partial<Parameters<typeof RichTextToolbar>[0]> = {}) {
  const editor = createRichTextEditor();
  const written = { html: '' };
  render(
    <Slate
      editor={editor}
      initialValue={emptyRichText()}
      onChange={(value: Descendant[]) => (written.html = richTextHtml(value))}
    >
      <RichTextToolbar {...toolbar} />
      <RichTextEditable aria-label="Your text" renderInline={renderNothingInline} />
    </Slate>,
  );
  const type = (text: string) =>
    act(async () => {
      if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
      Editor.insertText(editor, text);
    });
  return { editor, written, type };
}

const toolbarButtons = () =>
  within(screen.getByRole('toolbar', { name: 'Formatting' }))
    .getAllByRole('button')
    .map((button) => [button.getAttribute('aria-label'), button.getAttribute('title'), button.className]);

it('when a feature shows the toolbar, then it has Bold, Italic, the lists and Quote, each named, then its own buttons', () => {
  renderEditor({
    children: (
      <ToolbarButton label="Mention someone" onClick={() => undefined}>
        @
      </ToolbarButton>
    ),
  });
  expect(toolbarButtons()).toEqual([
    ['Bold', 'Bold (Ctrl+B)', 'ui-toolbar__button'],
    ['Italic', 'Italic (Ctrl+I)', 'ui-toolbar__button'],
    ['Bullet list', 'Bullet list', 'ui-toolbar__button'],
    ['Numbered list', 'Numbered list', 'ui-toolbar__button'],
    ['Quote', 'Quote', 'ui-toolbar__button'],
    ['Mention someone', 'Mention someone', 'ui-toolbar__button'],
  ]);
});

it('when a feature asks for some buttons, then only those are shown, in its order', () => {
  renderEditor({ buttons: ['italic', 'block-quote'] });
  expect(toolbarButtons().map(([label]) => label)).toEqual(['Italic', 'Quote']);
});

it('when Bold and Quote are pressed, then they show as on and the writing is bold inside a quote', async () => {
  const { written, type } = renderEditor();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Bold' })));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Quote' })));
  await type('said');
  expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Quote' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('false');
  expect(written.html).toBe('<blockquote><strong>said</strong></blockquote>');
});

it('when Ctrl+I is pressed in the writing box, then what follows is italic', async () => {
  const { editor, written, type } = renderEditor();
  await act(async () => Transforms.select(editor, Editor.start(editor, [])));
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your text' }), { key: 'i', ctrlKey: true });
  await type('soft');
  expect(written.html).toBe('<p><em>soft</em></p>');
});
