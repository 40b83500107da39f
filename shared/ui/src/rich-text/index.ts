// The Slate editor the features write with (comments, newsletters, articles): its own entry, not in '@easel/ui', so
// that only the pages that write download Slate.
export { createRichTextEditor, insertImage } from './commands';
export { RichTextEditable, type RenderInline } from './rich-text-editable';
export { RichTextToolbar, ToolbarButton, useToolbarAction } from './rich-text-toolbar';
export { RichTextField } from './rich-text-field';
export { hasWords, richTextHtml } from './rich-text-html';
export { emptyRichText, type MentionElement } from './rich-text-value';
