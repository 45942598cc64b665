import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A list of questions where one answer is open at a time and the open one can be closed again.
 * Items may sit anywhere inside it, so a page can put headings between groups and still share
 * one open item. Radix wires aria-expanded/aria-controls and the arrow, Home and End keys.
 */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RadixAccordion.Root type="single" collapsible className={className}>
      {children}
    </RadixAccordion.Root>
  );
}

export function AccordionItem({ value, title, children }: { value: string; title: ReactNode; children: ReactNode }) {
  return (
    <RadixAccordion.Item value={value} className="border-b border-slate-200 last:border-b-0">
      <RadixAccordion.Header className="text-base font-semibold">
        <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-lg px-1 py-4 text-start text-slate-900 hover:text-brand-800">
          <span>{title}</span>
          <ChevronDown aria-hidden className="h-5 w-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180" />
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="px-1 pb-5 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-3">
        {children}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
