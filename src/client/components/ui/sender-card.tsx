import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardContent } from './card';
import { EmailText } from './email-text';

/**
 * A card about something a person sent (a contact message, a review waiting for moderation): an
 * article named by `labelledBy`, with who sent it at the start of the top row, `aside` (status,
 * date) at its end, then the content and actions. `name` is the sender's name as a heading or a
 * line, since each card decides what names the article.
 */
export function SenderCard({ labelledBy, name, email, aside, className, children }: {
  labelledBy: string;
  name: ReactNode;
  email?: string | null;
  aside: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <article aria-labelledby={labelledBy}>
        <CardContent className={cn('pt-5 sm:pt-6', className)}>
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              {name}
              {email && <p className="text-sm text-slate-600"><EmailText email={email} /></p>}
            </div>
            {aside}
          </div>
          {children}
        </CardContent>
      </article>
    </Card>
  );
}
