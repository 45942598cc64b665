import { useLingui } from '@lingui/react';
import { PHASE_LABELS } from '../../../shared/domain/stats';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useStoreProducts } from '../store/use-store-products';
import { useLiveStats } from './use-live-stats';

/**
 * What the current phase means for a member. It follows the live stats, so an open dashboard
 * changes its text the moment the goal is reached; until the stats arrive it reads as Phase 1,
 * like the home page's label.
 */
export function PhaseExplainer({ verified }: { verified: boolean }) {
  const { i18n } = useLingui();
  const { stats } = useLiveStats();
  const phase = stats?.phase ?? 1;
  // An open store with nothing in it is no reason to send anyone there.
  const storeHasProducts = (useStoreProducts(phase === 2).data?.pages[0]?.total ?? 0) > 0;
  return (
    <Card data-testid="phase-explainer">
      <CardHeader>
        <CardTitle>{i18n._(PHASE_LABELS[phase])}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-slate-700">
        {phase === 1 ? (
          <>
            <p>{i18n._('We are gathering one million verified members before any money moves. Until then, membership is free and nothing is charged.')}</p>
            <p>{i18n._("When the goal is reached, Phase 2 begins: each member gives $10 a month, 99% of the pool goes to approved members in need, and 1% covers running costs. Every month's figures are published.")}</p>
            <p>{verified ? i18n._('The best thing you can do now: invite people you trust.') : i18n._('The best thing you can do now: verify your e-mail and invite people you trust.')}</p>
          </>
        ) : (
          <>
            <p>{i18n._('We reached our goal together, and monthly contributions have started: each member gives $10 a month for the year they pledged.')}</p>
            <p>{i18n._("Every month, 99% of the pool is redistributed to approved members in need, in the order they joined, and 1% covers running costs. Each month's figures are published on the transparency page.")}</p>
            <p>
              {i18n._('If you are in need, you can apply for assistance from your beneficiary area.')}
              {storeHasProducts && <> {i18n._('The community store is open too.')}</>}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
