import { useLingui } from '@lingui/react';
import { Compass, Eye, Target } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';

const PILLARS = [
  {
    icon: Target,
    title: /*i18n*/ 'Purpose',
    text: /*i18n*/ 'To free Muslim families in North America from debt built on interest, by helping one another directly and openly.',
  },
  {
    icon: Eye,
    title: /*i18n*/ 'Vision',
    text: /*i18n*/ 'A community where no one has to borrow at interest to cover rent, a medical bill or a funeral, and where shared wealth builds schools, homes and jobs.',
  },
  {
    icon: Compass,
    title: /*i18n*/ 'Mission',
    text: /*i18n*/ 'Gather one million verified members, pool a modest monthly pledge, and return 99% of it every month to members in need, with every figure published.',
  },
];

export function FounderMessage() {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr]">
      <figure className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8">
        <figcaption className="text-sm font-semibold uppercase tracking-widest text-gold-800">{i18n._('A word from our founders')}</figcaption>
        <blockquote className="mt-4 space-y-4 text-lg leading-relaxed text-slate-800">
          <p>{i18n._('Many of us grew up watching our parents avoid loans they knew were wrong, and then take them anyway because there was nowhere else to turn. We believe that is a problem a community can solve for itself.')}</p>
          <p>{i18n._('If each of us gives a little every month, none of us has to face a hard month alone. This is not charity from strangers; it is neighbours keeping each other standing, the way our faith asks us to.')}</p>
          <p>{i18n._('Join us, invite the people you trust, and let us build it together, in the open.')}</p>
        </blockquote>
        <p className="mt-4 font-medium text-brand-900">{i18n._('— The founding team')}</p>
      </figure>
      <ul className="grid gap-4">
        {PILLARS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardContent className="flex gap-4 pt-5 sm:pt-6">
                <Icon aria-hidden className="mt-1 h-7 w-7 shrink-0 text-brand-700" />
                <div>
                  <h3 className="text-lg font-semibold">{i18n._(title)}</h3>
                  <p className="mt-1 text-slate-700">{i18n._(text)}</p>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
