import { Suspense, useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { selectProfile } from '../../../machines/app/app.selectors.ts';
import type { DepositInput } from '../../../machines/cashier/deposit-types.ts';
import { bonusOfferIDFromSearch } from '../../../machines/cashier/deposit-bonus.ts';
import { draftFromSearch, isDepositDraft } from '../../../machines/cashier/deposit-draft.ts';
import { transactionIDFromSearch } from '../../../machines/cashier/deposit-rules.ts';
import {
  samePanel,
  selectIsSubmitting,
  selectPanel,
  type DepositPanelView,
  type DepositScreen,
} from '../../../machines/cashier/deposit.selectors.ts';
import { useAppSelector, useRuntime } from '../../runtime/app-context.tsx';
import { useDepositCredited } from '../../runtime/cashier-signals.ts';
import { lazyAnew } from '../../ui/lazy-part.tsx';
import { WaitOverlay } from './cashier-wait-overlay.tsx';
import { BonusScreen } from './deposit-bonus.tsx';
import { DepositProvider, useDepositSelector } from './deposit-context.tsx';
import { ScreenFocus } from './deposit-heading.tsx';
import {
  CheckFailedScreen,
  CheckingScreen,
  CompletedScreen,
  ExpiredScreen,
  LoadFailedScreen,
  PendingScreen,
  QrScreen,
  RedirectingScreen,
  RejectedScreen,
  VerifyingScreen,
} from './deposit-outcomes.tsx';
import { DepositPanel, LoadingScreen } from './deposit-panel.tsx';
import { AmountScreen, DetailsScreen, MethodScreen, ReviewScreen } from './deposit-steps.tsx';

/** A player meets the limit choice at most once a year: its form's code comes only then. */
const LimitChoiceScreen = lazyAnew(
  () => import('./deposit-limit-choice.tsx'),
  (module) => module.LimitChoiceScreen,
);

/**
 * Where the wizard starts: back from the provider (?transaction=), the quick deposit's method
 * and amount (?method=&amount=), a kept draft, or afresh; an offer of the bonus area (?bonus=)
 * is chosen once the amount fits it.
 */
function useDepositInput(): DepositInput {
  const [searchParams] = useSearchParams();
  const { storage } = useRuntime();
  const profile = useAppSelector(selectProfile);
  // Read once: later changes of the address or storage do not restart the wizard.
  const [input] = useState<DepositInput>(() => {
    const owner = profile?.uid ?? '';
    const handedOver = draftFromSearch(
      owner,
      searchParams.get('method'),
      searchParams.get('amount'),
    );
    return {
      owner,
      transactionID: transactionIDFromSearch(searchParams.get('transaction')),
      draft: handedOver ?? storage.read('depositDraft', isDepositDraft),
      bonusOfferID: bonusOfferIDFromSearch(searchParams.get('bonus')),
    };
  });
  return input;
}

/** 'Adım 2/4 · Tutar' above the input steps. */
function StepProgress({ step, stepNumber, stepCount }: DepositPanelView) {
  const intl = useIntl();
  if (step === null) return null;
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        <FormattedMessage
          id="cashier.deposit.stepOf"
          values={{
            current: stepNumber,
            total: stepCount,
            name: intl.formatMessage({ id: `cashier.deposit.step.${step}` }),
          }}
        />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(stepNumber / stepCount) * 100}
        aria-hidden
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

function CurrentScreen({ screen }: { screen: DepositScreen }) {
  switch (screen) {
    case 'loading':
      return <LoadingScreen />;
    case 'loadFailed':
      return <LoadFailedScreen />;
    case 'limitChoice':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <LimitChoiceScreen />
        </Suspense>
      );
    case 'method':
      return <MethodScreen />;
    case 'presets':
    case 'amount':
      return <AmountScreen />;
    case 'details':
      return <DetailsScreen />;
    case 'bonus':
      return <BonusScreen />;
    case 'review':
      return <ReviewScreen />;
    case 'redirecting':
      return <RedirectingScreen />;
    case 'qr':
      return <QrScreen />;
    case 'verifying':
      return <VerifyingScreen />;
    case 'checking':
      return <CheckingScreen />;
    case 'checkFailed':
      return <CheckFailedScreen />;
    case 'pending':
      return <PendingScreen />;
    case 'completed':
      return <CompletedScreen />;
    case 'rejected':
      return <RejectedScreen />;
    case 'expired':
      return <ExpiredScreen />;
  }
}

/** The wizard in its panel: its machine starts with it. */
function Wizard() {
  const input = useDepositInput();
  return (
    <DepositProvider input={input}>
      <WizardPanel />
    </DepositProvider>
  );
}

/** A method and amount the quick deposit hands over start the wizard anew, on this page too. */
export function DepositWizard() {
  const [searchParams] = useSearchParams();
  return <Wizard key={`${searchParams.get('method')}:${searchParams.get('amount')}`} />;
}

function WizardPanel() {
  // A new screen (the list of methods, say) renders in slices the browser can interrupt
  // instead of one long task; the progress above it changes with it, so nothing is drawn
  // above a screen that is not there yet.
  const panel = useDeferredValue(useDepositSelector(selectPanel, samePanel));
  const isSubmitting = useDepositSelector(selectIsSubmitting);
  useDepositCredited(panel.screen === 'completed');
  return (
    <>
      <DepositPanel>
        <StepProgress {...panel} />
        <ScreenFocus screen={panel.screen}>
          <CurrentScreen screen={panel.screen} />
        </ScreenFocus>
      </DepositPanel>
      <WaitOverlay open={isSubmitting} />
    </>
  );
}
