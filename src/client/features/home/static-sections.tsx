import { HowItWorksSection, ProblemSection, SolutionSection, TrustSection } from './content-sections';
import { FounderMessage } from './founder-message';
import { HomeSection } from './section';

/** Everything below the home page's first screen: text, cards and links, nothing that reacts. */
export function HomeDetails() {
  return (
    <>
      <HomeSection eyebrow={/*i18n*/ 'Who we are'} title={/*i18n*/ 'Built by the community, for the community'}>
        <FounderMessage />
      </HomeSection>
      <ProblemSection />
      <SolutionSection />
      <HowItWorksSection />
      <TrustSection />
    </>
  );
}

export { Verses as HomeVerses } from './verses';
