import { CircleHelp, Eye, HandHeart, Mail, MoonStar, ShieldCheck, UserRound, Workflow, type LucideIcon } from 'lucide-react';
import type { ProseDocument } from '../../content/document';
import { localizedDocument } from '../../content/localized-document';

/**
 * The questions people ask most, one Markdown document per language (content/faq/): each `##` is a
 * category, each `###` a question with its answer below it.
 */
export const FAQ = localizedDocument(import.meta.glob<ProseDocument>('../../content/faq/*.md', { import: 'default' }));

/** Each category's icon, by the id its heading carries in every language. */
export const FAQ_ICONS: Record<string, LucideIcon> = {
  about: CircleHelp,
  'how-it-works': Workflow,
  'faith-and-finance': MoonStar,
  membership: UserRound,
  transparency: Eye,
  security: ShieldCheck,
  'get-involved': HandHeart,
  contact: Mail,
};
