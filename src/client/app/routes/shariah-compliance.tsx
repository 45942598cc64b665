import type { ReactNode } from 'react';
import { SCREENS } from '../../../shared/routes';
import { ProsePage, type ProseSection } from '../../components/layout/prose-page';
import { TextLink } from '../../components/ui/text-link';

/** A verse of the Quran, rendered in our own English, with its chapter and verse. */
function Verse({ reference, children }: { reference: string; children: ReactNode }) {
  return (
    <figure className="my-5 rounded-xl border-s-4 border-gold-400 bg-white px-5 py-4 shadow-sm">
      <blockquote className="font-display text-lg italic text-slate-800">{children}</blockquote>
      <figcaption className="mt-2 text-sm text-slate-600">The Quran, {reference}</figcaption>
    </figure>
  );
}

/** One of the three foundations, with its Arabic name explained. */
function Foundation({ title, term, children }: { title: string; term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <h3 className="text-lg font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({term})</span>
      </h3>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

const SECTIONS: ProseSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          In Islam, wealth is a trust from Allah. We are free to earn and spend it, but we are also asked to earn it
          fairly and to care for those around us. The Shariah, the guidance Muslims draw from the Quran and the
          teachings of the Prophet Muhammad (peace be upon him), sets out how to do this in everyday money matters.
        </p>
        <p>
          This page explains, step by step, how our community fund follows that guidance. You do not need any
          background in Islamic finance to read it: we explain each Arabic term the first time it appears.
        </p>
      </>
    ),
  },
  {
    id: 'objectives',
    title: 'Objectives',
    body: (
      <>
        <p>Everything we do serves a few clear goals:</p>
        <ul>
          <li>to free members from debt that carries interest;</li>
          <li>to meet urgent needs quickly, while protecting the dignity of the person being helped;</li>
          <li>to keep every step lawful (halal) and open to inspection;</li>
          <li>to build lasting institutions that serve future generations; and</li>
          <li>to strengthen the bonds of brotherhood and sisterhood between us.</li>
        </ul>
        <Verse reference="5:2">Help one another in goodness and piety, and do not help one another in sin and hostility.</Verse>
      </>
    ),
  },
  {
    id: 'foundations',
    title: 'Foundations',
    body: (
      <>
        <p>The fund stands on three well-established principles of Islamic finance.</p>
        <div className="space-y-4">
          <Foundation title="Voluntary contribution" term="tabarru’">
            <p>
              Tabarru’ means giving something freely, as a gift, for the good of others. Your monthly pledge is
              exactly that. You are not buying a product, lending money or making an investment, and you expect
              nothing back in return.
            </p>
            <p>
              Because it is a gift, there is no interest to charge and no profit to chase, which keeps the whole
              arrangement clean.
            </p>
          </Foundation>
          <Foundation title="Mutual guarantee" term="takaful / kafalah">
            <p>
              Takaful means looking after one another; kafalah means standing as a guarantor for someone. Together
              they describe a group of people who agree to carry each other through hard times.
            </p>
            <p>
              Today you give so that a family can get through a difficult month. Tomorrow, if hardship reaches you,
              the community stands behind you. Unlike a conventional insurance company, nobody makes a profit from
              the pool: it exists only to help members.
            </p>
          </Foundation>
          <Foundation title="Benevolent loan" term="qard hasan">
            <p>
              Qard hasan, literally &ldquo;a goodly loan&rdquo;, is a loan made purely to help, with no interest and
              no added fees. The borrower repays exactly what was received, never a cent more, and is given patience
              if repayment becomes hard.
            </p>
            <p>
              This principle shapes how we think about every kind of help: it is there to lift someone up, never to
              profit from their need.
            </p>
          </Foundation>
        </div>
      </>
    ),
  },
  {
    id: 'prohibitions',
    title: 'Prohibitions',
    body: (
      <>
        <p>Islamic finance is defined as much by what it avoids as by what it does. We stay clear of four things:</p>
        <ul>
          <li>
            <strong>Riba (interest):</strong> any agreed extra charged on a loan simply for the passing of time. No
            money in the fund earns interest, and no one who receives help pays any.
          </li>
          <li>
            <strong>Gharar (excessive uncertainty):</strong> agreements so vague that one side cannot know what they
            are agreeing to. Our rules are written down in plain words: you know what you pledge, when it is
            collected and how it is used.
          </li>
          <li>
            <strong>Maysir (gambling):</strong> gaining by pure chance at someone else&apos;s expense. There are no
            lotteries or draws: the order in which people are helped follows subscription dates, not luck.
          </li>
          <li>
            <strong>Haram industries:</strong> funds are never placed in businesses Islam forbids, such as alcohol,
            pork, gambling, adult entertainment or interest-based lending.
          </li>
        </ul>
        <Verse reference="2:275">Allah has made trade lawful and has made interest unlawful.</Verse>
      </>
    ),
  },
  {
    id: 'distribution-governance',
    title: 'Distribution Governance',
    body: (
      <>
        <p>Once pooling begins, the money is shared each month according to fixed, public rules:</p>
        <ul>
          <li>99% of the pool goes to approved beneficiaries, and no more than 1% covers running costs.</li>
          <li>A verification committee reviews every application for assistance before it is approved.</li>
          <li>
            Approved members are helped first come, first served, by the date they subscribed. Anyone may choose to
            step further down the list so that someone in greater need goes first.
          </li>
          <li>Anyone may donate, but support from the pool is reserved for Muslim members.</li>
          <li>The names of the people helped are never published.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'long-term-investment',
    title: 'Long-term Investment',
    body: (
      <>
        <p>
          Our first task is to help members leave interest-based debt behind. Once that is achieved, funds can turn
          to projects that serve the whole community for generations:
        </p>
        <ul>
          <li>schools and universities;</li>
          <li>cemeteries;</li>
          <li>affordable housing;</li>
          <li>halal farms; and</li>
          <li>businesses that create jobs.</li>
        </ul>
        <p>
          Each project will use only Shariah-compliant structures, such as partnerships that share both profit and
          risk instead of charging interest. Our advisers review every project before any money is committed, and
          each one is reported publicly. In time, we hope to share this model with Muslim communities in Canada, the
          United Kingdom and beyond.
        </p>
      </>
    ),
  },
  {
    id: 'advisory-and-audit',
    title: 'Advisory and Audit',
    body: (
      <>
        <p>
          A board of Islamic scholars and Islamic finance experts reviews our rules, our agreements and every
          long-term project to confirm that they follow the Shariah. If they find something that falls short, we put
          it right and say so openly.
        </p>
        <p>
          Our accounts are audited, and each month we publish a report on how much was collected, how much was
          shared and how much was kept for running costs. Financial records are kept for at least 7 years. You can
          read the figures any time in our <TextLink to="/transparency">Transparency Reports</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: 'trust',
    title: 'Trust',
    body: (
      <>
        <p>
          Every dollar in the fund is an amanah, a trust we will answer for before Allah and before you. We know that
          trust is earned slowly and lost quickly, so we keep our rules simple, our books open and our door open to
          your questions.
        </p>
        <p>
          If anything on this page is unclear, or you have a concern about how the fund is run, please{' '}
          <TextLink to="/contact">contact us</TextLink>. We would rather hear it from you than have you wonder.
        </p>
      </>
    ),
  },
];

export default function ShariahComplianceScreen() {
  return (
    <ProsePage
      screen={SCREENS.shariah}
      title="Shariah Compliance Framework"
      intro={<p>How our community fund follows the principles of Islamic finance, explained for everyone.</p>}
      sections={SECTIONS}
    />
  );
}
