import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../lib/cn';
import { followInAppLink } from '../lib/in-app-link';
import { useSiteInfo } from '../features/site/use-site-info';
import { fillDocument } from './fill-document';

/**
 * A part of a compiled document, styled by the `.document` rules of styles.css. Links to the app's own pages (`/privacy`) move within the app like
 * any other link instead of reloading the page; the HTML is ours, written in the repository.
 */
export function DocumentHtml({ html, className }: { html: string; className?: string }) {
  const site = useSiteInfo();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => followInAppLink(event, navigate);
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return <div ref={ref} className={cn('document', className)} dangerouslySetInnerHTML={{ __html: fillDocument(html, {
    'support-email': site?.support_email ?? null,
    'legal-name': site?.organisation.legal_name ?? null,
    'registration-number': site?.organisation.registration_number ?? null,
  }) }} />;
}
