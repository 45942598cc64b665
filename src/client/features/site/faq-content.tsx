import { CircleHelp, Eye, HandHeart, Mail, MoonStar, ShieldCheck, UserRound, Workflow, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportEmailLink } from './support-email-link';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqCategory {
  /** Anchor for the in-page link; also prefixes the item values. */
  id: string;
  title: string;
  icon: LucideIcon;
  items: FaqItem[];
}

/** The questions people ask most, grouped in the order the Resources page shows them. */
export const FAQ: FaqCategory[] = [
  {
    id: 'about',
    title: 'About',
    icon: CircleHelp,
    items: [
      {
        question: 'What is the Riba-Free Community?',
        answer: (
          <>
            <p>
              We are a nonprofit, faith-based mutual-aid community for Muslims in the United States and Canada. Members
              pledge a small amount each month into a shared pool, and every month that pool goes to members who are
              going through a hard time, with no interest attached.
            </p>
            <p>The idea is old and simple: neighbours carrying each other, so nobody has to turn to an interest-bearing loan.</p>
          </>
        ),
      },
      {
        question: 'Is this an investment or a savings plan?',
        answer: (
          <p>
            No. Nothing you give earns a return and nobody makes a profit from the pool. It is a pledge of support to
            your community, held in trust and passed on to those who need it. Think of it as giving, not investing.
          </p>
        ),
      },
      {
        question: 'Who can join?',
        answer: (
          <p>
            Adults aged 18 or over who live in the United States or Canada and sign up with accurate details. Support
            from the pool goes to Muslim members. Friends of other faiths are warmly welcome to donate, but they cannot
            receive from the fund.
          </p>
        ),
      },
      {
        question: 'What is the long-term vision?',
        answer: (
          <p>
            First, to help members leave interest-based debt behind. Once that is done, the pool can turn to things
            that last for generations: schools and universities, cemeteries, housing, halal farms and good jobs. We also
            hope to share the model with Muslim communities in the UK and other countries where Muslims are a minority.
          </p>
        ),
      },
    ],
  },
  {
    id: 'how-it-works',
    title: 'How It Works',
    icon: Workflow,
    items: [
      {
        question: 'What happens right now, in Phase 1?',
        answer: (
          <p>
            Phase 1 is our pre-launch. Joining is completely free and no money is collected from anyone. We are
            gathering one million verified members first, so that the fund starts strong enough to make a real
            difference from its very first month.
          </p>
        ),
      },
      {
        question: 'When does Phase 2 start, and what changes?',
        answer: (
          <p>
            Phase 2 begins the moment we reach 1,000,000 verified members. From then on, each member contributes $10 a
            month and commits to do so for 12 months. That is the first time any payment is taken. You can follow the
            count on the <Link to="/">home page</Link> and the <Link to="/transparency">transparency page</Link>.
          </p>
        ),
      },
      {
        question: 'How is the monthly pool shared out?',
        answer: (
          <>
            <p>
              Each month, 99% of the pool goes straight to approved members in need. The remaining 1% covers the cost of
              running the community. That 1% is a hard ceiling, never a target.
            </p>
            <p>
              Help is given in order of when people subscribed: first come, first served. If you feel someone else needs
              it more urgently, you can ask to be moved further down the list.
            </p>
          </>
        ),
      },
      {
        question: 'How do I ask for help from the fund?',
        answer: (
          <p>
            Sign in and send a short application that explains your situation. Our team checks every application
            carefully before approving it, and you can see its status from your account at any time. Distributions
            begin in Phase 2.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faith-and-finance',
    title: 'Faith & Finance',
    icon: MoonStar,
    items: [
      {
        question: 'What is riba, and why do we avoid it?',
        answer: (
          <p>
            Riba is the Arabic word for interest: the extra money a lender demands simply because time has passed. The
            Quran forbids it, and many families know first-hand how interest turns a short rough patch into years of
            debt. Our community exists to offer a way out that is fair, dignified and in line with our faith.
          </p>
        ),
      },
      {
        question: 'What makes the fund Shariah-compliant?',
        answer: (
          <p>
            It rests on three well-established principles: voluntary giving, members standing guarantee for one another,
            and lending without any charge. Scholars of Shariah and experts in Islamic finance review how money is
            collected and shared. Our <Link to="/shariah-compliance">Shariah compliance page</Link> explains the full
            framework.
          </p>
        ),
      },
      {
        question: 'Does my monthly contribution count as zakat?',
        answer: (
          <p>
            Your contribution is a voluntary pledge to a mutual-aid fund. Whether part of it can count toward your zakat
            depends on your own circumstances, so please ask a scholar you trust. We would rather you hear that from them
            than from us.
          </p>
        ),
      },
      {
        question: 'Can people of other faiths take part?',
        answer: (
          <p>
            Yes, as donors. Anyone who shares our hope for a fairer, interest-free way of helping one another may give.
            Receiving support from the fund is reserved for Muslim members.
          </p>
        ),
      },
    ],
  },
  {
    id: 'membership',
    title: 'Membership',
    icon: UserRound,
    items: [
      {
        question: 'How do I become a member?',
        answer: (
          <p>
            Create your free account on the <Link to="/auth">sign-up page</Link>, then open the e-mail we send you and
            follow the link inside to verify your address. It only takes a few minutes.
          </p>
        ),
      },
      {
        question: 'Why do I need to verify my e-mail?',
        answer: (
          <p>
            Only verified members count toward the one million we need to start Phase 2. Verifying proves a real person
            is behind each account, which keeps the count honest and the fund fair for everyone.
          </p>
        ),
      },
      {
        question: 'How much does membership cost, and when do I pay?',
        answer: (
          <p>
            Nothing at all today. Once Phase 2 begins, the pledge is at least $10 a month for 12 months. No payment of any
            kind is collected before then.
          </p>
        ),
      },
      {
        question: 'Can I cancel my membership?',
        answer: (
          <p>
            Yes, whenever you like. Please keep in mind that leaving before you have completed 12 months of your pledge
            may delay or end your own eligibility to receive support. Membership can also be suspended for false
            information, fraud or dishonest behaviour.
          </p>
        ),
      },
    ],
  },
  {
    id: 'transparency',
    title: 'Transparency',
    icon: Eye,
    items: [
      {
        question: 'Where can I see how the money is used?',
        answer: (
          <p>
            On our <Link to="/transparency">transparency page</Link>. It shows the live member count, the expected size
            of the monthly pool, and a public report for every month: how much came in, how much went out and how many
            families were helped. The first reports appear when Phase 2 begins.
          </p>
        ),
      },
      {
        question: 'Who checks that the figures are right?',
        answer: (
          <p>
            Every month&apos;s accounts are audited and the report is published for anyone to read. Shariah scholars review
            how funds are handled, and financial records are kept for at least seven years so they can always be checked
            again.
          </p>
        ),
      },
      {
        question: 'Is the community a registered nonprofit?',
        answer: (
          <p>
            Yes. The community is run by a registered 501(c)(3) nonprofit organization, so it has no owners or
            shareholders and nobody takes a profit from the pool.
          </p>
        ),
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    icon: ShieldCheck,
    items: [
      {
        question: 'How is my password protected?',
        answer: (
          <p>
            We never store your password itself. We keep only a scrambled fingerprint of it (a hash) that cannot be
            turned back into the original, so not even our own team can read it. Please choose a password you do not
            use anywhere else.
          </p>
        ),
      },
      {
        question: 'What do you do with my personal details?',
        answer: (
          <p>
            We use them only to run your membership and to review applications for help. Your data is never sold. Our{' '}
            <Link to="/privacy">privacy policy</Link> explains exactly what we collect and why.
          </p>
        ),
      },
      {
        question: 'Will anyone from the community ask for my password?',
        answer: (
          <p>
            No. Our team has no need for your password and will never ask for it by e-mail, phone or message. If someone
            does, do not reply, and let us know using the details in the Contact section below.
          </p>
        ),
      },
    ],
  },
  {
    id: 'get-involved',
    title: 'Get Involved',
    icon: HandHeart,
    items: [
      {
        question: 'How can I help right now?',
        answer: (
          <p>
            Verify your e-mail, then tell the people you trust. Every verified member brings Phase 2, and the first
            monthly help, a little closer. You can also print our <Link to="/poster">poster</Link> for your mosque or
            community centre, or share your experience in <Link to="/reviews">community reviews</Link>.
          </p>
        ),
      },
      {
        question: 'What is my referral code?',
        answer: (
          <p>
            Every member gets a personal referral code, shown on the <Link to="/dashboard">dashboard</Link>. Your
            referral link is our web address with your code at the end. When someone signs up through it and verifies
            their e-mail, they count as your referral.
          </p>
        ),
      },
      {
        question: 'What is the Ambassador Program?',
        answer: (
          <p>
            Ambassadors are members who help the community grow by inviting others, with Bronze, Silver and Gold ranks
            along the way. The current goal for each ambassador, and its date when there is one, are on the{' '}
            <Link to="/ambassador">Ambassador Program page</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    icon: Mail,
    items: [
      {
        question: 'How do I reach the team?',
        answer: (
          <p>
            E-mail <SupportEmailLink /> with your question. Our <Link to="/contact">Contact page</Link> lists every way
            to reach us.
          </p>
        ),
      },
      {
        question: 'How soon will I hear back?',
        answer: (
          <p>
            We usually reply within 24 to 48 hours. Writing from the e-mail address you signed up with helps us find your
            details quickly.
          </p>
        ),
      },
      {
        question: 'How do I report a problem or a concern?',
        answer: (
          <p>
            Whether it is a technical fault, a worry about how funds are used or a suspicious message, please write to
            us with as much detail as you can. Never include your password.
          </p>
        ),
      },
    ],
  },
];
