/**
 * The resource chart as the model of an information page's record: loaded, failed, slow, reloaded
 * in the other language.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { resourceMachine } from '../../machines/content/resource.machine.ts';
import type { InformationRecord, Lang } from '../../machines/shared/contract.ts';
import { transitionCover, type MachineModel } from './view-driver.ts';

type Snapshot = SnapshotFrom<typeof resourceMachine>;

const record: InformationRecord = { InfType: 'GenelKurallar', Lang: 'tr', Text: '<h2>Kayıt</h2>' };
export const LANGUAGE_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'English' };

const events: AnyEventObject[] = [
  { type: 'resource.setParams', params: 'the other language' },
  { type: 'resource.reload' },
  { type: 'xstate.done.actor.load', output: record },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'xstate.after.slowLoad.resource.loading.waiting' },
];

const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s as Snapshot).context.data !== null]);

export const paths = transitionCover(resourceMachine, {
  inputs: [{ params: { type: 'GenelKurallar', lang: 'tr' } }],
  events,
  serialize,
});

export default { machine: resourceMachine, paths } satisfies MachineModel;
