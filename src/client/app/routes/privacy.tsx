import { ShieldCheck } from 'lucide-react';
import { SCREENS } from '../../../shared/routes';
import { ProsePage, type ProseSection } from '../../components/layout/prose-page';
import { MailLink, TextLink } from '../../components/ui/text-link';
import { useSiteInfo } from '../../features/site/use-site-info';

/** Everything we hold about a member, named as the reader would name it. */
const DATA_ITEMS: { label: string; detail: string }[] = [
  { label: 'Full name', detail: 'so we know who you are and can address you properly.' },
  { label: 'Date of birth', detail: 'to confirm that you are 18 or older.' },
  { label: 'Gender', detail: 'as you choose to tell us; “prefer not to say” is always an option.' },
  { label: 'Marital status', detail: 'as part of your member profile.' },
  { label: 'E-mail address', detail: 'to verify your account and keep in touch with you.' },
  { label: 'Phone number', detail: 'if you give one, to verify it and reach you about your account.' },
  { label: 'City and state', detail: 'to confirm that you live in the United States or Canada (members in Canada give their province).' },
  { label: 'Payment information', detail: 'only once contributions begin in Phase 2, to collect your monthly pledge.' },
  { label: 'Application documents and transaction history', detail: 'the reasons and papers you send when you apply for assistance, and a record of what you have given and received.' },
  { label: 'Device fingerprint', detail: 'a one-way code made from basic browser settings, used to stop duplicate accounts (see section 5).' },
  { label: 'Security records', detail: 'the date, time and internet address of each sign-in or failed attempt, and of password changes and resets, to protect your account.' },
  { label: 'Two-step verification', detail: 'if you turn it on, the key your authenticator app shares with us, stored encrypted, and your recovery codes, stored only in scrambled form.' },
];

/** How long each kind of record is kept; the numbers are the ones the server applies. */
const RETENTION: { label: string; detail: string }[] = [
  { label: 'Your account and profile', detail: 'while you are a member. Closing your account erases them at once.' },
  { label: 'Sign-in sessions', detail: '30 days at most, or 14 days without a visit (12 hours and 2 hours for administrators), and they end sooner when you sign out, change your password or close your account.' },
  { label: 'Two-step sign-in steps', detail: '5 minutes between your password and your code.' },
  { label: 'Password reset links', detail: '1 hour, and they work only once.' },
  { label: 'E-mail verification links', detail: '1 day, and they work only once.' },
  { label: 'Phone verification codes', detail: '10 minutes; only a scrambled copy of the code is stored.' },
  { label: 'Counters of repeated attempts', detail: 'a day. They slow down anyone guessing passwords or codes.' },
  { label: 'Security records', detail: '1 year, then they are deleted automatically.' },
  { label: 'Records of administrators’ changes', detail: 'for as long as the community’s accounts are kept. When an account is closed, the personal details in them are erased, leaving only dates, amounts and record numbers.' },
  { label: 'Copies of the e-mails and text messages we send you', detail: 'erased when you close your account.' },
];

export default function PrivacyScreen() {
  const site = useSiteInfo();
  const supportEmail = site?.support_email ?? null;

  const sections: ProseSection[] = [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: (
        <>
          <p>We ask only for what we need to run the community fairly. This is everything we collect:</p>
          <ul>
            {DATA_ITEMS.map((item) => (
              <li key={item.label}>
                <strong>{item.label}</strong>: {item.detail}
              </li>
            ))}
          </ul>
          <p>
            We also keep the reviews you choose to write and, if someone invited you, the referral code you joined
            with.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-your-information',
      title: 'How We Use Your Information',
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>create your account, verify your e-mail and phone, and keep you signed in;</li>
            <li>count verified members toward the goal of one million;</li>
            <li>record your pledge and, from Phase 2, collect your monthly contribution;</li>
            <li>
              handle applications for assistance: a verification committee reviews each application and its
              documents before anyone is approved;
            </li>
            <li>keep the list of beneficiaries in fair order by subscription date;</li>
            <li>detect fraud and duplicate accounts;</li>
            <li>send you important notices about your account and the community; and</li>
            <li>publish monthly reports, which show totals only and never your name.</li>
          </ul>
          <p>
            <strong>We never sell or rent your personal information</strong>, and we never use it for advertising.
          </p>
        </>
      ),
    },
    {
      id: 'legal-basis-and-consent',
      title: 'Legal Basis and Consent',
      body: (
        <>
          <p>
            When you sign up and accept this policy, you give us your consent to use your information as described
            here. We also rely on the membership agreement between us, on our legal duties (such as keeping financial
            records) and on our duty to protect members from fraud.
          </p>
          <p>
            You may withdraw your consent at any time by closing your account. Some records must still be kept
            afterwards, as section 7 explains.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-share-information',
      title: 'How We Share Information',
      body: (
        <>
          <p>We share information only when it is needed, and only as much as is needed:</p>
          <ul>
            <li>
              <strong>The verification committee</strong> sees the applications and documents it must review.
            </li>
            <li>
              <strong>Service providers</strong> that host the website, send e-mails and text messages, and process
              payments handle data on our behalf and may not use it for anything else.
            </li>
            <li>
              <strong>Auditors and our Shariah advisers</strong> may examine records to check that funds are handled
              correctly.
            </li>
            <li>
              <strong>Authorities</strong> receive information only when the law requires it.
            </li>
          </ul>
          <p>If you publish a review, your name is shown next to it once it has been approved.</p>
        </>
      ),
    },
    {
      id: 'device-fingerprint',
      title: 'Device Fingerprint',
      body: (
        <>
          <p>
            When you sign up, your browser combines a few ordinary settings into one code: your browser type and
            version, language, operating system, screen size and colour depth, time zone, whether the screen is
            touch-enabled and the number of processor cores.
          </p>
          <p>
            The settings are scrambled in one direction only (a SHA-256 hash), so the code cannot be turned back into
            them. We store only the code and use it for one purpose: to spot people opening several accounts, which
            keeps the list fair for everyone. It is not used to follow you around the internet.
          </p>
        </>
      ),
    },
    {
      id: 'data-security',
      title: 'Data Security',
      body: (
        <>
          <ul>
            <li>All traffic between you and our website is encrypted.</li>
            <li>Passwords are stored only in scrambled (hashed) form; nobody on our team can read yours.</li>
            <li>Only authorized team members can see personal data, and only what their role requires.</li>
            <li>Every administrator must sign in with two-step verification; members can turn it on too.</li>
            <li>Every change an administrator makes is recorded, with who made it and when.</li>
            <li>
              Sign-ins, failed attempts, lockouts, password changes and resets, new administrators and exports of member
              lists are recorded in a security log that administrators review. It never holds a password, link or code.
            </li>
          </ul>
          <p>
            No system is perfectly secure. If a breach ever affects your information, we will tell you and the
            relevant authorities as the law requires.
          </p>
        </>
      ),
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      body: (
        <>
          <p>
            We keep your information while you are a member. When you close your account, we erase your personal
            information everywhere we keep it, except for what the law or good accounting requires us to keep. Here is
            how long each kind of record is kept:
          </p>
          <ul>
            {RETENTION.map((item) => (
              <li key={item.label}>
                <strong>{item.label}</strong>: {item.detail}
              </li>
            ))}
          </ul>
          <p>
            <strong>Financial records</strong>, such as contributions, distributions and approvals, are kept for{' '}
            <strong>at least 7 years</strong> so that our accounts can be audited. After your account is closed, they
            show the amounts and dates but no longer your name or any way to reach you.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: (
        <>
          <p>You can ask us to:</p>
          <ul>
            <li>show you the information we hold about you;</li>
            <li>correct anything that is wrong or out of date;</li>
            <li>delete your information, apart from records we must keep;</li>
            <li>give you a copy of your information; or</li>
            <li>stop using your information for a particular purpose.</li>
          </ul>
          <p>
            Two of these you can do yourself, at any time, from your <TextLink to="/dashboard">dashboard</TextLink>:{' '}
            <strong>Download my data</strong> gives you a file with everything we hold about you (your account, profile,
            pledge, applications, reviews, the first names of people you invited, your sign-in dates and security
            records, and any amounts you received), and <strong>Close my account</strong> erases your personal
            information after you enter your password again.
          </p>
          <p>
            Depending on the state or province where you live, you may have further rights under local privacy law.
            To use any of these rights, contact us; we aim to reply within 24-48 hours.
          </p>
        </>
      ),
    },
    {
      id: 'childrens-privacy',
      title: 'Children’s Privacy',
      body: (
        <p>
          Membership is open only to adults. Nobody under 18 is admitted, and we do not knowingly collect information
          about children. If you believe a child has signed up, please let us know and we will delete the account.
        </p>
      ),
    },
    {
      id: 'cookies-and-sessions',
      title: 'Cookies and Sessions',
      body: (
        <>
          <p>
            We use a single essential cookie to keep you signed in. It is an httpOnly session cookie, which means
            scripts on web pages cannot read it, and it ends when you sign out or after 30 days at most.
          </p>
          <p>We use no advertising cookies, no third-party trackers and nothing that follows you to other websites.</p>
        </>
      ),
    },
    {
      id: 'international-users',
      title: 'International Users',
      body: (
        <p>
          The community serves members in the United States and Canada, and we are based in the United States. If
          you live in Canada, your information may be stored and processed in the United States, and we protect it
          in the same way wherever it is held.
        </p>
      ),
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      body: (
        <p>
          If we change this policy, we will publish the new version here and update the date at the top of the page.
          For important changes, we will also e-mail members before the changes take effect.
        </p>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      body: (
        <p>
          For any question about your privacy or your information,{' '}
          {supportEmail ? (
            <>
              write to us at <MailLink email={supportEmail} />, or see our{' '}
              <TextLink to="/contact">Contact page</TextLink> for other ways to reach us.
            </>
          ) : (
            <>
              please use the details on our <TextLink to="/contact">Contact page</TextLink>.
            </>
          )}
        </p>
      ),
    },
  ];

  return (
    <ProsePage
      screen={SCREENS.privacy}
      title="Privacy Policy"
      meta="Last updated October 17, 2025"
      intro={<p>What we collect, why we collect it, and how we look after it, explained in plain language.</p>}
      sections={sections}
    >
      <div className="mt-12 rounded-2xl border border-brand-200 border-s-4 border-s-brand-700 bg-brand-50 p-5 sm:p-6">
        <h2 className="flex items-center gap-2 font-display text-xl font-semibold text-brand-950">
          <ShieldCheck aria-hidden className="h-6 w-6 shrink-0 text-brand-800" />
          Your Trust Matters
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          You are trusting us with details about your life and, one day perhaps, with a request for help. We hold
          that trust as an amanah, a responsibility we will answer for. Your information is used only to serve you
          and the community, it is never sold, and it is always guarded with care.
        </p>
      </div>
    </ProsePage>
  );
}
