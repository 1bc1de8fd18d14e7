import { smsFactorMachine } from '../../../machines/account/sms-factor.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createAccountImplementations } from './account-implementations.ts';

const SmsFactorActor = createMachineContext(smsFactorMachine, {
  id: 'smsFactor',
  provide: (runtime) => createAccountImplementations(runtime).smsFactor,
  events: (actor) => ({
    turnOn: () => actor.send({ type: 'smsFactor.turnOn' }),
    turnOff: () => actor.send({ type: 'smsFactor.turnOff' }),
    retry: () => actor.send({ type: 'smsFactor.retry' }),
  }),
});

/** Runs the actor of the security tab's SMS sign-in card. */
export const SmsFactorProvider = SmsFactorActor.Provider;

export const useSmsFactorSelector = SmsFactorActor.useSelector;

export const useSmsFactorEvents = SmsFactorActor.useEvents;
