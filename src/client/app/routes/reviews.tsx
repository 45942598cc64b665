import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useSession } from '../../features/auth/session';
import { RecentReviews } from '../../features/reviews/recent-reviews';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function ReviewsScreen() {
  useDocumentMeta(SCREENS.reviews);
  const { user, isLoading } = useSession();
  return (
    <PageShell>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-12">
        <div>
          <BackLink to={user ? '/dashboard' : '/'}>Back</BackLink>
          <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">Community Reviews</h1>
          <p className="mt-2 text-lg text-slate-700">Share your experience and read what others have to say</p>
        </div>
        {isLoading ? (
          <p role="status" className="text-slate-600">Loading...</p>
        ) : (
          <>
            {!user && (
              <Card className="max-w-xl">
                <CardHeader>
                  <CardTitle>Sign in to submit a review</CardTitle>
                  <CardDescription>You need to be signed in to share your experience</CardDescription>
                </CardHeader>
                <CardContent>
                  <Button asChild>
                    <Link to="/auth"><LogIn aria-hidden className="h-4 w-4" />Sign In</Link>
                  </Button>
                </CardContent>
              </Card>
            )}
            <RecentReviews />
          </>
        )}
      </div>
    </PageShell>
  );
}
