import { useState } from 'react';
import { Transforms, type BaseSelection } from 'slate';
import { useSlate } from 'slate-react';
import { LinkIcon } from '../components/icons';
import { insertLink, isLinkActive, removeLink } from './links';
import { LinkDialog } from './link-dialog';
import { ToolbarButton, useToolbarAction } from './rich-text-toolbar';

/** The toolbar's Link: asks for the address of the selected words, or, on a link, removes it. */
export function LinkButton() {
  const editor = useSlate();
  const act = useToolbarAction();
  // The dialog takes the focus (and the editor's selection with it): the words to link are remembered first.
  const [linking, setLinking] = useState<BaseSelection | undefined>();
  const linked = isLinkActive(editor);
  return (
    <>
      <ToolbarButton
        label={linked ? 'Remove link' : 'Link'}
        pressed={linked}
        onClick={() => (linked ? act(() => removeLink(editor)) : setLinking(editor.selection))}
      >
        <LinkIcon size={18} />
      </ToolbarButton>
      {linking !== undefined && (
        <LinkDialog
          onClose={() => setLinking(undefined)}
          onLink={(url) => {
            setLinking(undefined);
            act(() => {
              if (linking) Transforms.select(editor, linking);
              insertLink(editor, url);
            });
          }}
        />
      )}
    </>
  );
}
