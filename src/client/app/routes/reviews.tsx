import { useLingui } from '@lingui/react';
import { LogIn } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession, useSetSessionUser } from '../../features/auth/session';
import { MyPendingReviews } from '../../features/reviews/my-pending-reviews';
import { RecentReviews } from '../../features/reviews/recent-reviews';
import { ReviewForm } from '../../features/reviews/review-form';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function ReviewsScreen() {
  useDocumentMeta(SCREENS.reviews);
  const { i18n } = useLingui();
  const { user, isLoading } = useSession();
  return (
    <PageShell>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-12">
        <div>
          <BackLink to={user ? '/dashboard' : '/'}>{i18n._('Back')}</BackLink>
          <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">{i18n._('Community Reviews')}</h1>
          <p className="mt-2 text-lg text-slate-700">{i18n._('Share your experience and read what others have to say')}</p>
        </div>
        {/* While the session loads, its place keeps about the room of the sign-in card, so the reviews below stay put. */}
        {isLoading ? (
          <p role="status" className="min-h-[158px] text-slate-600">{i18n._('Loading...')}</p>
        ) : user ? (
          <MemberTabs />
        ) : (
          <SignInCard />
        )}
        <RecentReviews />
      </div>
    </PageShell>
  );
}

type ReviewsTab = 'view' | 'submit';

function MemberTabs() {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<ReviewsTab>('view');
  const viewTrigger = useRef<HTMLButtonElement>(null);
  const setUser = useSetSessionUser();
  const showReviews = () => {
    setTab('view');
    // The submit button just went out of view; keep keyboard focus where the member now is.
    viewTrigger.current?.focus();
  };
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as ReviewsTab)}>
      <TabsList aria-label={i18n._('Reviews')} className="max-w-md">
        <TabsTrigger ref={viewTrigger} value="view">{i18n._('View Reviews')}</TabsTrigger>
        <TabsTrigger value="submit">{i18n._('Submit Review')}</TabsTrigger>
      </TabsList>
      <TabsContent value="view" className="mt-4 text-slate-700">
        {i18n._('Reviews from our members are listed below. A new review joins them once it has been approved.')}
        <MyPendingReviews />
      </TabsContent>
      {/* Kept mounted while hidden, so a half-written review survives a look at the other tab. */}
      <TabsContent value="submit" forceMount className="mt-6 data-[state=inactive]:hidden">
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle>{i18n._('Write a Review')}</CardTitle>
            <CardDescription>{i18n._('Share your experience with our community. Your review will be visible after approval.')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ReviewForm onSubmitted={showReviews} onSignedOut={() => void setUser(null)} />
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}

function SignInCard() {
  const { i18n } = useLingui();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>{i18n._('Sign in to submit a review')}</CardTitle>
        <CardDescription>{i18n._('You need to be signed in to share your experience')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/auth"><LogIn aria-hidden className="h-4 w-4" />{i18n._('Sign In')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
