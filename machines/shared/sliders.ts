import type { Slider } from './contract.ts';
import { speaksTo } from './audience.ts';
import { toTime } from './dates.ts';

/** Spec §5: a slider shows when it is active and now lies between its start and end. */
export function isSliderActive(slider: Slider, now: number): boolean {
  const start = toTime(slider.Start_date);
  const end = toTime(slider.End_date);
  return slider.Status && start !== null && end !== null && start <= now && now <= end;
}

/**
 * The sliders to show to the one looking (a signed-in player or a visitor: each sees the slides
 * that speak to them), in the order the operator sorted them.
 */
export function activeSliders(
  sliders: readonly Slider[],
  now: number,
  signedIn: boolean,
): Slider[] {
  return sliders
    .filter((s) => isSliderActive(s, now) && speaksTo(s, signedIn))
    .sort((a, b) => a.Sort - b.Sort);
}

/** What a slide's picture says, as text: its title and, where the platform sends it, its subtitle. */
export const slideText = ({ Title, Subtitle }: Pick<Slider, 'Title' | 'Subtitle'>) =>
  Subtitle?.trim() ? `${Title}. ${Subtitle.trim()}` : Title;
