import { QuickDepositButton } from '../../features/cashier/quick-deposit-button.tsx';
import { PlayPage } from '../../features/games/play-page.tsx';
import { GamePanicButton } from '../../features/protection/panic-button.tsx';
import { SessionClock } from '../../features/protection/session-clock.tsx';

/** The game page with the protection tools' panic button and clock, and the quick deposit. */
export function PlayRoute() {
  return (
    <PlayPage
      tools={
        <>
          <GamePanicButton />
          <QuickDepositButton />
        </>
      }
      clock={<SessionClock placement="stage" />}
    />
  );
}
