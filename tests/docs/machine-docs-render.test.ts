import { and, not, setup, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachine } from '../tools/machine-docs/describe-machine.ts';
import { renderMermaid } from '../tools/machine-docs/render-mermaid.ts';

// The app machines have no parallel, final or history states yet; this chart covers them.
const playerMachine = setup({
  guards: { unlocked: () => true, busy: () => false },
}).createMachine({
  id: 'player',
  type: 'parallel',
  states: {
    audio: {
      initial: 'muted',
      states: {
        muted: { on: { 'audio.toggle': 'on' } },
        on: {
          after: { 1500: 'muted' },
          on: { 'audio.toggle': { target: 'muted', guard: and(['unlocked', not('busy')]) } },
        },
        previous: { type: 'history' },
      },
    },
    video: {
      initial: 'playing',
      onDone: '.playing',
      states: {
        playing: {
          on: { 'video.stop': { target: 'stopped', guard: stateIn('#player.audio.muted') } },
        },
        stopped: { type: 'final' },
      },
    },
  },
});

describe('machine docs rendering', () => {
  const diagram = renderMermaid(describeMachine(playerMachine)).split('\n');

  it('separates the regions of a parallel state with --', () => {
    expect(diagram).toEqual(
      expect.arrayContaining([
        '  state "player" as player {',
        '    state "audio" as player.audio {',
        '    --',
        '    state "video" as player.video {',
        '      [*] --> player.video.playing',
      ]),
    );
    expect(diagram.indexOf('    --')).toBeLessThan(
      diagram.indexOf('    state "video" as player.video {'),
    );
  });

  it('marks final and history states', () => {
    expect(diagram).toContain('      player.video.stopped --> [*]');
    expect(diagram).toContain('      state "previous (shallow history)" as player.audio.previous');
  });

  it('labels numeric delays, composite guards and final-state completion', () => {
    expect(diagram).toContain('  player.audio.on --> player.audio.muted : after 1500 ms');
    expect(diagram).toContain(
      '  player.audio.on --> player.audio.muted : audio.toggle [and(unlocked, not(busy))]',
    );
    expect(diagram).toContain(
      '  player.video.playing --> player.video.stopped : video.stop [stateIn("#35;player.audio.muted")]',
    );
    expect(diagram).toContain(
      '  player.video --> player.video.playing : done (final state reached)',
    );
  });
});
