// The Slate editor the features write with (comments, newsletters): its own entry, not in '@easel/ui', so that only the
// pages that write download Slate.
export { createRichTextEditor } from './commands';
export { RichTextEditable, type RenderInline } from './rich-text-editable';
export { RichTextToolbar, ToolbarButton, useToolbarAction } from './rich-text-toolbar';
export { hasWords, richTextHtml } from './rich-text-html';
export { emptyRichText, type LinkElement, type MentionElement } from './rich-text-value';
