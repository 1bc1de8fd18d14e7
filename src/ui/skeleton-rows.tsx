import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Placeholders of the rows or cards still loading, one height each. */
export function SkeletonRows({ heights, gap }: { heights: readonly number[]; gap: number }) {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap }}>
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
