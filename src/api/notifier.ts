export type NoticeVariant = 'error' | 'success' | 'info' | 'warning';

export interface NoticeOptions {
  variant: NoticeVariant;
  /** null keeps the notice until the player closes it. */
  autoHideMs: number | null;
}

/** Shows a notice to the player; the views implement it with notistack at bottom right. */
export interface Notifier {
  show(message: string, options: NoticeOptions): void;
}
