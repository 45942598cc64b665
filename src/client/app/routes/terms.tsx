import { SCREENS } from '../../../shared/routes';
import { ProsePage, type ProseSection } from '../../components/layout/prose-page';
import { MailLink, TextLink } from '../../components/ui/text-link';
import { useSiteInfo } from '../../features/site/use-site-info';

export default function TermsScreen() {
  const site = useSiteInfo();
  const supportEmail = site?.support_email ?? null;

  const sections: ProseSection[] = [
    {
      id: 'introduction',
      title: 'Introduction',
      body: (
        <>
          <p>
            Assalamu alaikum, and welcome. These terms explain how membership in the Riba-Free Community works: what
            we promise you, what we ask of you, and what happens if something goes wrong.
          </p>
          <p>
            The Riba-Free Community is a nonprofit, faith-based mutual-aid community for Muslims living in the United
            States and Canada. When you create an account, you agree to these terms. If you do not agree with them,
            please do not sign up. You are always welcome to write to us with questions first.
          </p>
        </>
      ),
    },
    {
      id: 'purpose',
      title: 'Purpose',
      body: (
        <>
          <p>
            Our aim is simple: to help one another meet real needs without borrowing on interest (riba). Members
            pledge a small monthly gift to a shared pool, and each month that pool goes to members who are facing
            hardship.
          </p>
          <p>
            <strong>This is a pledge, gift and trust platform. It is not an investment.</strong> You will not earn a
            return, interest or profit on anything you give, and we never promise one. We are not a bank, a lender or
            an insurance company.
          </p>
          <p>
            Once members no longer need to rely on interest-based debt, we hope to direct funds to lasting community
            projects: schools and universities, cemeteries, housing, halal farms and jobs.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: (
        <>
          <p>To become a member you must:</p>
          <ul>
            <li>be 18 years of age or older;</li>
            <li>live in the United States or Canada;</li>
            <li>create an account with true, accurate and up-to-date information;</li>
            <li>agree to give at least $10 per month once pooling begins; and</li>
            <li>commit to a pledge of 12 months.</li>
          </ul>
          <p>
            Anyone, including people who are not Muslim, may donate to the pool. Receiving support from the pool is
            reserved for Muslim members.
          </p>
        </>
      ),
    },
    {
      id: 'membership-and-pledge',
      title: 'Membership and Pledge',
      body: (
        <>
          <p>Membership grows in two phases.</p>
          <ul>
            <li>
              <strong>Phase 1, Pre-Launch:</strong> joining is free. We are gathering members and{' '}
              <strong>no payment of any kind is collected</strong>.
            </li>
            <li>
              <strong>Phase 2, Pooling:</strong> begins only once 1,000,000 members have verified their accounts. From
              then on, each member gives their monthly pledge of at least $10.
            </li>
          </ul>
          <p>
            We will tell you clearly, in advance, before the first contribution is ever taken. Your pledge is a
            sincere promise (amanah) to give for 12 months, so please pledge only what you can keep up.
          </p>
        </>
      ),
    },
    {
      id: 'redistribution',
      title: 'Redistribution',
      body: (
        <>
          <p>
            Every month, 99% of the pool is shared among approved beneficiaries. Members in need apply for
            assistance, and a verification committee reviews each application before it is approved.
          </p>
          <p>
            Approved beneficiaries are helped in order of their subscription date: first come, first served. If you
            would rather let someone else go ahead of you, you may ask to be moved further down the list at any time.
          </p>
          <p>
            How much each person receives depends on the size of the pool and the number of approved beneficiaries
            that month, so no specific amount or date can be guaranteed.
          </p>
        </>
      ),
    },
    {
      id: 'use-of-funds',
      title: 'Use of Funds',
      body: (
        <>
          <ul>
            <li>
              <strong>99%</strong> of each month&apos;s pool goes to approved beneficiaries.
            </li>
            <li>
              <strong>1%</strong> covers running costs such as payment processing, hosting, audits and administration.
              This is a cap: operations never take more than 1%, and any odd cent left over goes to beneficiaries.
            </li>
          </ul>
          <p>
            Funds are never placed in interest-bearing accounts or invested in businesses that Islam forbids. Later
            on, with the community&apos;s support, funds may go to the long-term projects described under Purpose.
          </p>
        </>
      ),
    },
    {
      id: 'cancellation-and-refunds',
      title: 'Cancellation and Refunds',
      body: (
        <>
          <p>
            You may cancel your membership at any time. Please keep in mind that leaving before your 12-month pledge
            is complete may delay or remove your eligibility to receive support from the pool.
          </p>
          <p>
            Because contributions are gifts that are passed on to beneficiaries each month, money that has already
            been redistributed cannot be returned. If you are charged by mistake, for example twice in one month or
            the wrong amount, tell us and we will put it right. During Phase 1 nothing is collected, so there is
            nothing to refund.
          </p>
        </>
      ),
    },
    {
      id: 'compliance',
      title: 'Compliance',
      body: (
        <>
          <p>
            We follow Islamic principles of finance under the guidance of scholars and Islamic finance experts. Our{' '}
            <TextLink to="/shariah-compliance">Shariah Compliance Framework</TextLink> explains how.
          </p>
          <p>
            We also follow the laws that apply to us as a registered 501(c)(3) nonprofit, including rules on record
            keeping and the prevention of fraud and money laundering. This may mean asking you to confirm your
            identity before you receive funds.
          </p>
        </>
      ),
    },
    {
      id: 'transparency',
      title: 'Transparency',
      body: (
        <>
          <p>Trust is earned by openness, so we commit to:</p>
          <ul>
            <li>a live dashboard showing how many members have joined and verified;</li>
            <li>
              monthly public reports showing the total pool, the amount redistributed, the amount kept for operations
              and the number of people helped;
            </li>
            <li>having our accounts audited; and</li>
            <li>keeping financial records for at least 7 years.</li>
          </ul>
          <p>
            Public reports show totals only. We never publish the names of the people who receive help. See our{' '}
            <TextLink to="/transparency">Transparency Reports</TextLink>.
          </p>
        </>
      ),
    },
    {
      id: 'prohibited-conduct',
      title: 'Prohibited Conduct',
      body: (
        <>
          <p>To keep the community fair and safe, you must not:</p>
          <ul>
            <li>give false information or pretend to be someone else;</li>
            <li>open more than one account;</li>
            <li>submit false documents or a dishonest application for assistance;</li>
            <li>create fake sign-ups or otherwise abuse the referral program;</li>
            <li>harass, insult or threaten other members or our team;</li>
            <li>try to break into, overload or disrupt the website; or</li>
            <li>use the community for anything unlawful or contrary to Islamic ethics.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      body: (
        <>
          <p>
            The Riba-Free Community name, logo, text and design belong to us. You are warmly encouraged to share our
            poster, your referral link and our public pages to invite others, but please do not copy or change them
            for commercial use.
          </p>
          <p>
            Reviews and other content you write remain yours. By posting them, you allow us to display them on our
            website.
          </p>
        </>
      ),
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      body: (
        <>
          <p>
            We work hard to keep the website running and the fund managed with care, but we cannot promise that the
            service will always be available or free of errors. We provide it as it is.
          </p>
          <p>
            As far as the law allows, we are not responsible for indirect losses arising from your use of the
            website, and receiving support from the pool is never guaranteed. Nothing on this website is personal
            financial, legal or religious advice; for your own situation, please consult a qualified adviser or
            scholar. Nothing in these terms takes away rights that the law does not allow us to limit.
          </p>
        </>
      ),
    },
    {
      id: 'disputes',
      title: 'Disputes',
      body: (
        <>
          <p>
            If something goes wrong, please contact us first. In the spirit of sulh (reconciliation), we will listen
            and try in good faith to resolve the matter fairly and quickly.
          </p>
          <p>
            If we cannot agree, we will first try mediation by a neutral person we both accept. These terms are
            governed by the laws of the State of Maryland, USA, except where the law of the state or province where
            you live gives you protections that cannot be waived.
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      title: 'Termination',
      body: (
        <>
          <p>
            We may suspend or end a membership when a member gives false information, commits fraud or behaves
            unethically, or otherwise seriously breaks these terms. Where it is safe and lawful to do so, we will tell
            you why and give you a chance to respond.
          </p>
          <p>
            You may close your account at any time. Some records, especially financial ones, are kept even after an
            account is closed, as explained in our <TextLink to="/privacy">Privacy Policy</TextLink>.
          </p>
        </>
      ),
    },
    {
      id: 'updates-to-these-terms',
      title: 'Updates to These Terms',
      body: (
        <p>
          As the community grows, these terms may need to change. When they do, we will publish the new version on
          this page, and for important changes we will e-mail members before the changes take effect. If you keep
          using the community after that, you accept the updated terms.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms are always welcome.{' '}
          {supportEmail ? (
            <>
              Write to us at <MailLink email={supportEmail} />, or see our <TextLink to="/contact">Contact page</TextLink>{' '}
              for other ways to reach us.
            </>
          ) : (
            <>
              Our <TextLink to="/contact">Contact page</TextLink> lists all the ways to reach us.
            </>
          )}
        </p>
      ),
    },
    {
      id: 'final-declaration',
      title: 'Final Declaration',
      body: (
        <>
          <p>By joining, you declare that:</p>
          <ul>
            <li>the information you have given is true;</li>
            <li>you understand that your contributions are gifts, not an investment; and</li>
            <li>you join with a sincere intention to help your brothers and sisters and to be helped in turn.</li>
          </ul>
          <p>May Allah put blessing in what we give and accept it from all of us.</p>
        </>
      ),
    },
  ];

  return (
    <ProsePage
      screen={SCREENS.terms}
      title="Terms of Service"
      intro={<p>The promises we make to each other as members of a riba-free community, in plain language.</p>}
      sections={sections}
    />
  );
}
