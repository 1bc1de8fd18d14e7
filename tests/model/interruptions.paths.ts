/**
 * The interruption arbiter's chart as the model of the site's dialogs: maintenance, inactivity
 * warning, reality check, stopped play and popups, one at a time; the popups only once the player
 * has touched the page or they have waited long enough.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { interruptionsMachine } from '../../machines/app/interruptions.machine.ts';
import type { Popup } from '../../machines/shared/contract.ts';
import { transitionCover, type MachineModel } from './view-driver.ts';

type Snapshot = SnapshotFrom<typeof interruptionsMachine>;

const popup = (id: number, Title: string): Popup => ({
  id,
  Title,
  Content: '<p>Detaylar kampanya sayfasında.</p>',
  Image: '',
  Link: '',
  Active: true,
});
const POPUPS = [popup(1, 'Hoş geldin bonusu'), popup(2, 'Turnuva başladı')];

const RAISED = [
  { kind: 'maintenance' },
  { kind: 'inactivity' },
  { kind: 'realityCheck' },
  { kind: 'playStopped', stop: 'loss' },
] as const;

const events: AnyEventObject[] = [
  ...RAISED.map((interruption) => ({ type: 'interruption.raise', interruption })),
  ...RAISED.map(({ kind }) => ({ type: 'interruption.settle', kind })),
  { type: 'popups.offer', popups: POPUPS },
  { type: 'popups.withdraw' },
  { type: 'popup.dismiss' },
  { type: 'page.interacted' },
  { type: 'xstate.after.popupPatience.interruptions.attention.awaited.popupsOffered' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  const waiting = c.waiting.map((item) => (item.kind === 'popup' ? item.popup.id : item.kind));
  return JSON.stringify([s.value, waiting, c.dismissedPopups]);
};

export const paths = transitionCover(interruptionsMachine, {
  inputs: [{ dismissedPopups: [] }],
  events,
  serialize,
});

export default { machine: interruptionsMachine, paths } satisfies MachineModel;
