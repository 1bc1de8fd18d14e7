import type { Slider } from '../../../machines/shared/contract.ts';

/** What a slide's picture says, as text: its title and, where the platform sends it, its subtitle. */
export const slideText = ({ Title, Subtitle }: Pick<Slider, 'Title' | 'Subtitle'>) =>
  Subtitle?.trim() ? `${Title}. ${Subtitle.trim()}` : Title;
