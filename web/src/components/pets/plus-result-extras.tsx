import type { TScanResult } from '#common/contracts/scans.ts';
import { isPlusStatus } from '#common/plans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { AdvancedAnalysisPanel } from './advanced-analysis-panel.tsx';
import { ScanPetAssign } from './scan-pet-assign.tsx';
import { UpgradePrompt } from './upgrade-prompt.tsx';

/** Under a signed-in member's result: file it under a pet, and the Plus analysis (or what Plus would add). */
export function PlusResultExtras({ scan }: { scan: TScanResult }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  const isPlus = isPlusStatus(user.subscriptionStatus);
  return (
    <>
      <ScanPetAssign scan={scan} />
      {/* A trial account has its own upsell (add an e-mail first); a second one would only nag. */}
      {scan.status === 'unclear' || user.isTrial ? null : isPlus ? (
        <AdvancedAnalysisPanel scan={scan} />
      ) : (
        <UpgradePrompt title="Want the full picture?">
          Plus shows every finding numbered on the photo, each pet’s complete history, before/after
          comparisons, a progress chart and a report for your vet.
        </UpgradePrompt>
      )}
    </>
  );
}
