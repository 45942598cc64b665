import { useLingui } from '@lingui/react';
import { useState } from 'react';

/** Descriptions may run to 2000 characters; a long one opens on request so the cards stay even. */
const LONG = 180;

export function ProductDescription({ text }: { text: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const long = text.length > LONG;
  return (
    <div className="mt-3 text-sm text-slate-700">
      <p className={`whitespace-pre-line break-words ${long && !open ? 'line-clamp-4' : ''}`}>{text}</p>
      {long && (
        <button type="button" className="mt-1 font-medium text-brand-800 underline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? i18n._('Show less') : i18n._('Read more')}
        </button>
      )}
    </div>
  );
}
