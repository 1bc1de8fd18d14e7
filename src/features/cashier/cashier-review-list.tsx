import type { ReactNode } from 'react';
import { DetailList, DetailRow } from '../../ui/detail-list.tsx';

export interface ReviewRow {
  /** Translated label. */
  label: string;
  value: ReactNode;
}

/** What is about to be sent, as label–value pairs in a framed description list. */
export function ReviewList({ rows, label }: { rows: readonly ReviewRow[]; label?: string }) {
  return (
    <DetailList label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      {rows.map((row) => (
        <DetailRow key={row.label} label={row.label}>
          {row.value}
        </DetailRow>
      ))}
    </DetailList>
  );
}
