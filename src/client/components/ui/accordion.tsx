import { ChevronDown } from 'lucide-react';
import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from 'react';

type OpenItem = { open: string | null; toggle: (value: string) => void };

const OpenItemContext = createContext<OpenItem>({ open: null, toggle: () => undefined });

const TRIGGER = 'data-accordion-trigger';

/** The arrow, Home and End keys move between the questions, as the WAI-ARIA accordion pattern suggests. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (i, n) => (i + 1) % n,
    ArrowUp: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_, n) => n - 1,
  };
  const next = keys[event.key];
  const target = event.target as HTMLElement;
  if (!next || !target.hasAttribute(TRIGGER)) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(`[${TRIGGER}]`)];
  const index = triggers.indexOf(target as HTMLButtonElement);
  event.preventDefault();
  triggers[next(index, triggers.length)]?.focus();
}

/**
 * A list of questions where one answer is open at a time and the open one can be closed again.
 * Items may sit anywhere inside it, so a page can put headings between groups and still share
 * one open item. Our own markup rather than Radix's accordion: the FAQ has about thirty questions,
 * and Radix's eight components per question were a fifth of the page's hydration on a slow phone.
 */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <div className={className} onKeyDown={moveFocus}>
      <OpenItemContext.Provider value={{ open, toggle }}>{children}</OpenItemContext.Provider>
    </div>
  );
}

export function AccordionItem({ value, title, children }: { value: string; title: ReactNode; children: ReactNode }) {
  const { open, toggle } = useContext(OpenItemContext);
  const id = useId();
  const expanded = open === value;
  const state = expanded ? 'open' : 'closed';
  return (
    <div data-state={state} className="border-b border-slate-200 last:border-b-0">
      <h3 className="text-base font-semibold">
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={expanded}
          aria-controls={`${id}-answer`}
          data-state={state}
          data-accordion-trigger=""
          onClick={() => toggle(value)}
          className="group flex w-full items-center justify-between gap-4 rounded-lg px-1 py-4 text-start text-slate-900 hover:text-brand-800"
        >
          <span>{title}</span>
          <ChevronDown aria-hidden className="h-5 w-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180" />
        </button>
      </h3>
      {expanded && (
        <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-trigger`} className="px-1 pb-5 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-3">
          {children}
        </div>
      )}
    </div>
  );
}
